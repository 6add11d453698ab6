/**
 * Salary text -> { min, max, currency, period }: "$120k–$150k/yr", "€45.000 - €55.000 pro Jahr",
 * "₹12–18 LPA", "R$ 5.000,00 a R$ 7.000,00 por mês", "Up to £35k per annum". Numbers follow their
 * own grouping (`45.000`, `45 000`, `110'000`, `1,200.50`, `5.000,00`); `k`, `Tsd`, `mil`, `lakh`/`LPA`,
 * `cr`, `M`/`Mio` multiply; a range is two numbers joined by a dash or a range word in any of the
 * supported languages. A lone `$` is read as USD and reported (`currencyAssumed`).
 */
import { findCurrency } from '@svc/normalize-kit'
import type { SalaryPeriod } from '../canonical/job.js'

export interface ParsedSalary {
  min: number | null
  max: number | null
  currency: string | null
  period: SalaryPeriod | null
  raw: string
  currencyAssumed: boolean
}

/** Symbols, longest first; a lone `$` comes last and is an assumption. */
const SYMBOLS: [string, string][] = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['AU$', 'AUD'],
  ['A$', 'AUD'],
  ['NZ$', 'NZD'],
  ['HK$', 'HKD'],
  ['SG$', 'SGD'],
  ['S$', 'SGD'],
  ['MX$', 'MXN'],
  ['R$', 'BRL'],
  ['CN¥', 'CNY'],
  ['RMB', 'CNY'],
  ['元', 'CNY'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['₹', 'INR'],
  ['¥', 'JPY'],
  ['円', 'JPY'],
  ['₩', 'KRW'],
  ['₽', 'RUB'],
  ['₺', 'TRY'],
  ['₪', 'ILS'],
  ['₱', 'PHP'],
  ['₦', 'NGN'],
  ['zł', 'PLN'],
  ['Kč', 'CZK'],
  ['฿', 'THB'],
  ['₫', 'VND'],
]
const WORDS: [RegExp, string][] = [
  [/(^|[^\p{L}])euros?(?![\p{L}])/iu, 'EUR'],
  [/(^|[^\p{L}])(pounds?|sterling)(?![\p{L}])/iu, 'GBP'],
  [/(^|[^\p{L}])(rupees?|rs\.?)(?![\p{L}])/iu, 'INR'],
  [/(^|[^\p{L}])(yen)(?![\p{L}])/iu, 'JPY'],
  [/(^|[^\p{L}])(fr\.|sfr\.?)(?![\p{L}])/iu, 'CHF'],
]

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
const MULTIPLIER: Record<string, number> = {
  k: 1e3,
  t: 1e3,
  tsd: 1e3,
  'tsd.': 1e3,
  mil: 1e3,
  m: 1e6,
  mio: 1e6,
  'mio.': 1e6,
  l: 1e5,
  lakh: 1e5,
  lakhs: 1e5,
  lpa: 1e5,
  cr: 1e7,
  crore: 1e7,
  crores: 1e7,
}
const RANGE_JOIN =
  /^[\s\p{Sc}A-Za-z$€£¥₹]{0,5}?\s*(?:-|to|bis|à|a|au|hasta|até|tot|till|do|–)\s*[\p{Sc}A-Z$€£¥₹.]{0,4}\s*$/u
const UP_TO = /(up to|upto|bis zu|bis|jusqu'?à|hasta|até|max\.?|maximum|fino a|tot|do)\s*[^\d]{0,6}$/iu
const FROM =
  /(from|ab|à partir de|a partir de|desde|starting at|starting from|min\.?|minimum|vanaf|da|od|dès)\s*[^\d]{0,6}$/iu

function toValue(digits: string): number {
  const t = digits.replace(/[\s\u00a0\u202f']/g, '')
  const grouped = /^(\d{1,3}(?:[.,]\d{3})+)(?:[.,](\d{1,2}))?$/.exec(t)
  if (grouped) return Number(`${(grouped[1] as string).replace(/[.,]/g, '')}.${grouped[2] ?? '0'}`)
  return Number(t.replace(',', '.'))
}

function currencyOf(text: string): { code: string | null; assumed: boolean } {
  for (const token of text.match(/\b[A-Z]{3}\b/g) ?? []) if (findCurrency(token)) return { code: token, assumed: false }
  for (const [symbol, code] of SYMBOLS) if (text.includes(symbol)) return { code, assumed: false }
  for (const [pattern, code] of WORDS) if (pattern.test(text)) return { code, assumed: false }
  if (text.includes('$') || /(^|[^\p{L}])dollars?(?![\p{L}])/iu.test(text)) return { code: 'USD', assumed: true }
  return { code: null, assumed: false }
}

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

/** Parses a salary text, or returns undefined when it holds no amount. */
export function parseSalary(input: string): ParsedSalary | undefined {
  const raw = input.trim()
  if (raw === '' || raw.length > 500) return undefined
  const text = raw.replace(/[\u2010-\u2015\u2212]/g, '-').replace(/\u00a0|\u202f/g, ' ')
  NUMBER.lastIndex = 0
  const first = NUMBER.exec(text)
  if (!first) return undefined
  const second = NUMBER.exec(text)
  const mult = (m: RegExpExecArray) => MULTIPLIER[(m[2] ?? '').toLowerCase()] ?? 1
  let low = toValue(first[1] as string) * mult(first)
  let high: number | undefined
  const joined = second && RANGE_JOIN.test(text.slice(first.index + first[0].length, second.index))
  if (second && joined) {
    high = toValue(second[1] as string) * mult(second)
    if (!first[2] && second[2] && low < 1000) low *= mult(second)
    if (high < low) [low, high] = [high, low]
  }
  if (!Number.isFinite(low) || low <= 0) return undefined
  const before = text.slice(0, first.index)
  const { code, assumed } = currencyOf(text)
  const period = periodOf(text, first.index)
  const round = (n: number) => Math.round(n * 100) / 100
  if (high === undefined) {
    if (UP_TO.test(before)) return { min: null, max: round(low), currency: code, period, raw, currencyAssumed: assumed }
    if (FROM.test(before)) return { min: round(low), max: null, currency: code, period, raw, currencyAssumed: assumed }
    high = low
  }
  return { min: round(low), max: round(high), currency: code, period, raw, currencyAssumed: assumed }
}
