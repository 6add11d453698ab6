/** The canonical `salary`: structured vendor members first, else the vendor's salary text parsed. */
import {
  type CurrencyHints,
  exponentOf,
  isExactLiteral,
  type NormalizeContext,
  toCurrencyCode,
} from '@svc/normalize-kit'
import type { Salary, SalaryDraft } from '../canonical/job.js'
import { parseSalary } from './salary.js'
import { lookup, PERIOD } from './vocabulary.js'

const finite = (n: number | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : null)

/**
 * A vendor's salary number, unless the JSON parser may already have changed its digits (10^15 units of
 * the currency's exponent and beyond: the kit's rule for every amount sent as a JSON number).
 */
function exactAmount(n: number | undefined, currency: unknown, ctx: NormalizeContext, field: string): number | null {
  const value = finite(n)
  if (value === null) return null
  if (isExactLiteral(value, exponentOf(toCurrencyCode(currency)))) return value
  ctx.warn(
    'AMOUNT_PRECISION_LOST',
    'A salary sent as a JSON number has more digits than a number keeps exactly; it was left out.',
    field,
  )
  return null
}

/** A pay line in a description (`Pay range: $62,000 - $78,000 annually`, `Gehalt: 4.000 € brutto/Monat`). */
const PAY_LINE =
  /(?:^|\n|\.\s)[^\n.]{0,40}?\b(?:pay|salary|compensation|wage|base pay|gehalt|vergütung|salaire|rémunération|sueldo|salario|salário|stipendio|salaris|lön)\b[^\n:]{0,30}[:\s]\s*([^\n]{1,120})/iu

function fromDescription(description: string | undefined, hints: CurrencyHints) {
  const line = description ? PAY_LINE.exec(description)?.[1] : undefined
  const parsed = line ? parseSalary(line, hints) : undefined
  return parsed?.currency || parsed?.currencyAmbiguous ? parsed : undefined
}

export function salaryMember(
  draft: SalaryDraft | undefined,
  text: string | undefined,
  ctx: NormalizeContext,
  description?: string,
  /** The posting's country: settles a shared symbol (`$` in a US posting is USD, `¥` in Japan JPY). */
  country?: string | null,
): Salary | null {
  const hints: CurrencyHints = country ? { country } : {}
  if (draft && (finite(draft.min) !== null || finite(draft.max) !== null)) {
    const period = lookup(PERIOD, draft.period)
    if (!period.known)
      ctx.warn('UNKNOWN_CODE', 'The salary period is not in the mapping table; left out.', 'salary.period')
    let min = exactAmount(draft.min, draft.currency, ctx, 'salary.min')
    let max = exactAmount(draft.max, draft.currency, ctx, 'salary.max')
    if (min === null && max === null) return null
    if (min !== null && max !== null && max < min) [min, max] = [max, min]
    return {
      min,
      max,
      currency: toCurrencyCode(draft.currency) ?? null,
      period: period.value ?? null,
      raw: draft.raw ?? null,
    }
  }
  const parsed = text ? parseSalary(text, hints) : fromDescription(description, hints)
  if (!text && !parsed) return null
  if (!parsed) {
    ctx.warn('SALARY_UNREADABLE', 'The salary text holds no amount.', 'salary')
    return null
  }
  ctx.warn('SALARY_FROM_TEXT', 'The salary was parsed from text.', 'salary')
  if (parsed.notRepresentable)
    ctx.warn(
      'AMOUNT_NOT_REPRESENTABLE',
      'A salary amount needs more significant digits than a JSON number carries exactly; it was left out.',
      'salary',
    )
  if (parsed.min === null && parsed.max === null) return null
  if (parsed.currencyAmbiguous)
    ctx.warn(
      'CURRENCY_AMBIGUOUS',
      'The salary symbol names several currencies and the posting has no country that settles it; no currency given.',
      'salary.currency',
    )
  return { min: parsed.min, max: parsed.max, currency: parsed.currency, period: parsed.period, raw: parsed.raw }
}
