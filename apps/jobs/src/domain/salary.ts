/**
 * Salary text -> { min, max, currency, period }: "$120k–$150k/yr", "€45.000 - €55.000 pro Jahr",
 * "₹12–18 LPA", "R$ 5.000,00 a R$ 7.000,00 por mês", "Up to £35k per annum". The currency and the
 * numbers are read by the kit (`currencyInText`, `readNumberText`: one symbol table, exact decimals);
 * a symbol several currencies share (`$`, `¥`, `kr`) is settled by the posting's country or not at all
 * (`currencyAmbiguous`, no guessed currency). A salary has at most two decimals, so `45.000` groups
 * thousands even when no currency settles the separator. `k`, `Tsd`, `mil`, `lakh`/`LPA`, `cr`,
 * `M`/`Mio` multiply by their power of ten; a range is two numbers joined by a dash or a range word in
 * any of the supported languages.
 */
import {
  type CurrencyHints,
  currencyInText,
  type Decimal,
  exactMajor,
  parseDecimal,
  readNumberText,
  rescale,
} from '@svc/normalize-kit'
import type { SalaryPeriod } from '../canonical/job.js'

export interface ParsedSalary {
  min: number | null
  max: number | null
  currency: string | null
  period: SalaryPeriod | null
  raw: string
  /** A shared symbol (`$`, `¥`) and no hint naming one of its currencies: `currency` is null. */
  currencyAmbiguous: boolean
  /** An amount no JSON number carries exactly (more than 15 significant digits); its side is null. */
  notRepresentable: boolean
}

const PERIODS: [SalaryPeriod, string[]][] = [
  [
    'hour',
    [
      'hour',
      'hours',
      'hourly',
      'hr',
      'hrs',
      'h',
      'ph',
      'std',
      'std.',
      'stunde',
      'stündlich',
      'stundenlohn',
      'heure',
      'horaire',
      'hora',
      'horas',
      'ora',
      'uur',
      'timme',
      'godz',
      'godzinę',
      '時給',
      '时薪',
    ],
  ],
  [
    'day',
    [
      'day',
      'days',
      'daily',
      'diem',
      'tag',
      'täglich',
      'tagessatz',
      'jour',
      'journalier',
      'día',
      'dia',
      'diario',
      'giorno',
      'dag',
      'dzień',
    ],
  ],
  [
    'week',
    [
      'week',
      'weekly',
      'wk',
      'woche',
      'wöchentlich',
      'semaine',
      'hebdomadaire',
      'semana',
      'semanal',
      'settimana',
      'vecka',
      'tydzień',
    ],
  ],
  [
    'month',
    [
      'month',
      'months',
      'monthly',
      'mo',
      'mth',
      'monat',
      'monatlich',
      'mois',
      'mensuel',
      'mes',
      'mês',
      'mensal',
      'mensual',
      'mensuales',
      'mese',
      'mensile',
      'maand',
      'mån',
      'månad',
      'måned',
      'miesiąc',
      'miesięcznie',
      '月給',
      '月薪',
      '月',
    ],
  ],
  [
    'year',
    [
      'year',
      'years',
      'yearly',
      'yr',
      'annual',
      'annually',
      'annum',
      'pa',
      'p.a.',
      'p.a',
      'jahr',
      'jährlich',
      'jahresgehalt',
      'année',
      'annuel',
      'annuels',
      'año',
      'anual',
      'ano',
      'anno',
      'annuo',
      'jaar',
      'år',
      'rok',
      'rocznie',
      'lpa',
      '年収',
      '年薪',
      '年',
    ],
  ],
]
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const PERIOD_PATTERNS = PERIODS.map(
  ([period, words]) =>
    [period, new RegExp(`(^|[^\\p{L}])(${words.map(escapeRegExp).join('|')})(?![\\p{L}])`, 'giu')] as const,
)
/** "par an" / "per an" (French, Catalan): `an` alone is English too often. */
const PAR_AN = /(^|[^\p{L}])(par|per|l')\s*an(?![\p{L}])/iu

const NUMBER =
  /(\d{1,3}(?:[,.'\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?:\s?(k|tsd\.?|t|mil|mio\.?|m|lakhs?|lpa|l|crores?|cr)(?![\p{L}]))?/giu
/** Powers of ten the multiplier words stand for. */
const MULTIPLIER: Record<string, number> = {
  k: 3,
  t: 3,
  tsd: 3,
  'tsd.': 3,
  mil: 3,
  m: 6,
  mio: 6,
  'mio.': 6,
  l: 5,
  lakh: 5,
  lakhs: 5,
  lpa: 5,
  cr: 7,
  crore: 7,
  crores: 7,
}
const RANGE_JOIN =
  /^[\s\p{Sc}A-Za-z$€£¥₹]{0,5}?\s*(?:-|to|bis|à|a|au|hasta|até|tot|till|do|–)\s*[\p{Sc}A-Z$€£¥₹.]{0,4}\s*$/u
const UP_TO = /(up to|upto|bis zu|bis|jusqu'?à|hasta|até|max\.?|maximum|fino a|tot|do)\s*[^\d]{0,6}$/iu
const FROM =
  /(from|ab|à partir de|a partir de|desde|starting at|starting from|min\.?|minimum|vanaf|da|od|dès)\s*[^\d]{0,6}$/iu

function toValue(digits: string, currency: string | undefined): Decimal | undefined {
  const d = readNumberText(digits.replace(/['\u00a0\u202f ]/g, ''), currency)
  if (d && d.scale > 2 && /^\d{1,3}(?:\.\d{3})+$/.test(digits)) return parseDecimal(digits.replace(/\./g, ''))
  return d
}

const times = (d: Decimal, power: number): Decimal =>
  power <= d.scale
    ? { units: d.units, scale: d.scale - power }
    : { units: d.units * 10n ** BigInt(power - d.scale), scale: 0 }
const below = (a: Decimal, b: Decimal) =>
  rescale(a, Math.max(a.scale, b.scale)) < rescale(b, Math.max(a.scale, b.scale))
const thousand: Decimal = { units: 1000n, scale: 0 }
/** Rounded once, to cents, at the end; null when no JSON number is exactly the result. */
const round = (d: Decimal) => exactMajor(rescale(d, 2), 2) ?? null

function periodOf(text: string, from: number): SalaryPeriod | null {
  const after = text.slice(from).toLowerCase()
  let best: { period: SalaryPeriod; at: number } | undefined
  for (const [period, pattern] of PERIOD_PATTERNS) {
    pattern.lastIndex = 0
    const m = pattern.exec(after)
    if (m && (!best || m.index < best.at)) best = { period, at: m.index }
  }
  const parAn = PAR_AN.exec(after)
  if (parAn && (!best || parAn.index < best.at)) best = { period: 'year', at: parAn.index }
  if (/lpa/i.test(text)) return 'year'
  return best?.period ?? (from > 0 ? periodOf(text, 0) : null)
}

/** Parses a salary text, or returns undefined when it holds no amount. `hints.country`: the posting's country. */
export function parseSalary(input: string, hints: CurrencyHints = {}): ParsedSalary | undefined {
  const raw = input.trim()
  if (raw === '' || raw.length > 500) return undefined
  const text = raw.replace(/[\u2010-\u2015\u2212]/g, '-').replace(/\u00a0|\u202f/g, ' ')
  NUMBER.lastIndex = 0
  const first = NUMBER.exec(text)
  if (!first) return undefined
  const second = NUMBER.exec(text)
  const found = currencyInText(text, hints)
  const code = found.currency
  const value = (m: RegExpExecArray) => {
    const d = toValue(m[1] as string, code)
    return d && times(d, MULTIPLIER[(m[2] ?? '').toLowerCase()] ?? 0)
  }
  let low = value(first)
  let high: Decimal | undefined
  const joined = second && RANGE_JOIN.test(text.slice(first.index + first[0].length, second.index))
  if (low && second && joined) {
    high = value(second)
    if (high && !first[2] && second[2] && below(low, thousand))
      low = times(low, MULTIPLIER[(second[2] as string).toLowerCase()] ?? 0)
    if (high && below(high, low)) [low, high] = [high, low]
  }
  if (!low || low.units <= 0n) return undefined
  const before = text.slice(0, first.index)
  const period = periodOf(text, first.index)
  const base = { currency: code ?? null, period, raw, currencyAmbiguous: found.ambiguous }
  const [min, max] = [round(low), high === undefined ? null : round(high)]
  const notRepresentable = min === null || (high !== undefined && max === null)
  if (high === undefined) {
    if (UP_TO.test(before)) return { min: null, max: min, ...base, notRepresentable }
    if (FROM.test(before)) return { min, max: null, ...base, notRepresentable }
    return { min, max: min, ...base, notRepresentable }
  }
  return { min, max, ...base, notRepresentable }
}
