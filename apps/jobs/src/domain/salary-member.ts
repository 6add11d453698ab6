/** The canonical `salary`: structured vendor members first, else the vendor's salary text parsed. */
import { type NormalizeContext, toCurrencyCode } from '@svc/normalize-kit'
import type { Salary, SalaryDraft } from '../canonical/job.js'
import { parseSalary } from './salary.js'
import { lookup, PERIOD } from './vocabulary.js'

const finite = (n: number | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : null)

export function salaryMember(draft: SalaryDraft | undefined, text: string | undefined, ctx: NormalizeContext): Salary | null {
  if (draft && (finite(draft.min) !== null || finite(draft.max) !== null)) {
    const period = lookup(PERIOD, draft.period)
    if (!period.known) ctx.warn('UNKNOWN_CODE', 'The salary period is not in the mapping table; left out.', 'salary.period')
    let min = finite(draft.min)
    let max = finite(draft.max)
    if (min !== null && max !== null && max < min) [min, max] = [max, min]
    return {
      min,
      max,
      currency: toCurrencyCode(draft.currency) ?? null,
      period: period.value ?? null,
      raw: draft.raw ?? null,
    }
  }
  if (!text) return null
  const parsed = parseSalary(text)
  if (!parsed) {
    ctx.warn('SALARY_UNREADABLE', 'The salary text holds no amount.', 'salary')
    return null
  }
  ctx.warn('SALARY_FROM_TEXT', 'The salary was parsed from text.', 'salary')
  if (parsed.currencyAssumed) ctx.warn('SALARY_CURRENCY_ASSUMED', 'A lone `$` was read as USD.', 'salary.currency')
  return { min: parsed.min, max: parsed.max, currency: parsed.currency, period: parsed.period, raw: parsed.raw }
}
