/**
 * Currencies written in text: the one symbol table every normalizer reads (`€`, `US$`, `kr`, `¥`,
 * `Rs.`, `euros`), and `readAmountText` for a printed amount (`"1.299,99 €"`, `"¥5,000,000"`,
 * `"R$ 1.299,99"`, `"USD 12.50"`).
 *
 * Policy for a symbol several currencies share (`ambiguous` in the table: `$`, `¥`, `kr`, `R`, `Rs.`,
 * `dollars`): a hint decides among its candidates: the caller's currency (a storefront's, an invoice's),
 * then a country (ISO 4217 codes start with their country's ISO 3166 code: `JP` -> JPY, `CA` -> CAD),
 * then a locale's region (`ja-JP`, or `ja` maximized to Japan). With no hint that names a candidate, no
 * currency is guessed: the amount is read, `currency` is undefined and `ambiguous` is set (normalizers warn
 * CURRENCY_AMBIGUOUS). An ISO code or an unambiguous symbol in the text wins over every hint.
 *
 * Numbers go through `parseDecimal` (exact, never a float). A grouping the decimal reader calls a guess
 * (`12,800`, `1.299`) is settled by the currency's convention: zero-decimal currencies and those written
 * with a decimal point read `12,800` as thousands; those written with a decimal comma read `1.299` so.
 */
import { toCountryCode } from './countries.js'
import { findCurrency } from './currencies.js'
import { CURRENCY_SYMBOLS, type CurrencySymbol } from './currency-symbols.js'
import { type Decimal, type ParsedDecimal, parseDecimal } from './decimal.js'

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Letter symbols (`kr`, `R`, `Rs.`) count only next to a number; words only as whole words. */
const PATTERNS: readonly [CurrencySymbol, RegExp][] = CURRENCY_SYMBOLS.map((entry) => {
  const s = escapeRegExp(entry.symbol)
  if (entry.word) return [entry, new RegExp(`(?<!\\p{L})${s}(?!\\p{L})`, 'iu')]
  if (/\p{L}/u.test(entry.symbol) && !/[$¥]/u.test(entry.symbol))
    return [entry, new RegExp(`(?<!\\p{L})${s}(?=[ \\u00a0]?\\d)|(?<=\\d[ \\u00a0]?)${s}(?!\\p{L})`, 'u')]
  return [entry, new RegExp(s, 'u')]
})

export interface CurrencyHints {
  /** The currency the caller already knows (storefront, invoice, posting field): chosen when it is a candidate. */
  hintCurrency?: string | undefined
  /** Country of the storefront, the posting or the address (any form `toCountryCode` reads). */
  country?: unknown
  /** BCP 47 locale (`ja-JP`, `en-CA`, `sv`). */
  locale?: string | undefined
}

export type CurrencyResolution = 'text' | 'hintCurrency' | 'country' | 'locale'

export interface CurrencyInText {
  /** ISO 4217 code, or undefined when the text names none (or names an ambiguous one no hint resolved). */
  currency: string | undefined
  /** The code or symbol found (`USD`, `$`, `kr`). */
  symbol?: string
  /** The candidates of an ambiguous symbol. */
  candidates?: readonly string[]
  /** An ambiguous symbol and no hint naming one of its candidates: no currency was guessed. */
  ambiguous: boolean
  resolvedBy?: CurrencyResolution
}

function regionOfLocale(locale: string | undefined): string | undefined {
  if (!locale) return undefined
  try {
    return new Intl.Locale(locale.replace(/_/g, '-')).maximize().region
  } catch {
    return undefined
  }
}

function resolve(
  candidates: readonly string[],
  hints: CurrencyHints,
): { code: string; by: CurrencyResolution } | undefined {
  const wanted = hints.hintCurrency ? findCurrency(hints.hintCurrency)?.code : undefined
  if (wanted && candidates.includes(wanted)) return { code: wanted, by: 'hintCurrency' }
  const country = hints.country === undefined ? undefined : toCountryCode(hints.country)
  const byCountry = country && candidates.find((c) => c.startsWith(country))
  if (byCountry) return { code: byCountry, by: 'country' }
  const region = regionOfLocale(hints.locale)
  const byLocale = region && candidates.find((c) => c.startsWith(region))
  if (byLocale) return { code: byLocale, by: 'locale' }
  return undefined
}

/**
 * The currency `text` is written in: an ISO code (`USD`, upper case) first, then the symbol table in
 * order, then currency words. With nothing in the text, the `hintCurrency` (when it is an ISO code).
 */
export function currencyInText(text: string, hints: CurrencyHints = {}): CurrencyInText {
  for (const [token] of text.matchAll(/\b[A-Z]{3}\b/g))
    if (findCurrency(token)) return { currency: token, symbol: token, ambiguous: false, resolvedBy: 'text' }
  for (const [entry, pattern] of PATTERNS) {
    if (!pattern.test(text)) continue
    if (!entry.ambiguous)
      return { currency: entry.codes[0], symbol: entry.symbol, ambiguous: false, resolvedBy: 'text' }
    const chosen = resolve(entry.codes, hints)
    return chosen
      ? {
          currency: chosen.code,
          symbol: entry.symbol,
          candidates: entry.codes,
          ambiguous: false,
          resolvedBy: chosen.by,
        }
      : { currency: undefined, symbol: entry.symbol, candidates: entry.codes, ambiguous: true }
  }
  const hint = hints.hintCurrency ? findCurrency(hints.hintCurrency)?.code : undefined
  return hint
    ? { currency: hint, ambiguous: false, resolvedBy: 'hintCurrency' }
    : { currency: undefined, ambiguous: false }
}

/** Currencies written with a decimal point: a lone `26,990` groups thousands (Indian `1,23,456` too). */
const DECIMAL_POINT = new Set(
  'USD CAD AUD NZD GBP JPY CNY INR KRW MXN HKD SGD TWD ILS THB PHP MYR PKR LKR NPR ZAR NGN'.split(' '),
)
/** Currencies written with a decimal comma: a lone `1.299` groups thousands. */
const DECIMAL_COMMA = new Set('EUR BRL ARS CLP COP TRY DKK NOK SEK ISK PLN CZK IDR VND RUB UAH'.split(' '))

/**
 * A number as printed (`12,800`, `1.299,99`, `1 299`, `(12.50)`), read exactly; the currency's
 * convention settles a grouping `parseDecimal` would call a guess.
 */
export function readNumberText(number: string, currency?: string): ParsedDecimal | undefined {
  const text = number.replace(/[\s\u00a0\u202f]/g, '')
  const exponent = currency ? findCurrency(currency)?.exponent : undefined
  if (
    currency &&
    (exponent === 0 || DECIMAL_POINT.has(currency)) &&
    /^\d{1,3}(,\d{3})+$|^\d{1,2}(,\d{2})+,\d{3}$/.test(text)
  )
    return parseDecimal(text.replace(/,/g, ''))
  if (currency && (exponent === 0 || DECIMAL_COMMA.has(currency)) && /^\d{1,3}(\.\d{3})+$/.test(text))
    return parseDecimal(text.replace(/\./g, ''))
  return parseDecimal(text)
}

export interface AmountText extends CurrencyInText {
  /** The amount, exact (`units / 10^scale`); undefined when the text holds no number. */
  value: Decimal | undefined
  /** The decimal separator stayed a guess (`1,299` with no currency to settle it). */
  ambiguousSeparator: boolean
}

const NUMBER = /[-−(]?\d[\d.,'’\s\u00a0\u202f]*\d\)?|[-−(]?\d\)?/u

/** One printed amount: `"1.299,99 €"` -> 1299.99 EUR; `"¥5,000,000"` -> 5000000 with no currency unless a hint names JPY or CNY. */
export function readAmountText(text: string, hints: CurrencyHints = {}): AmountText {
  const trimmed = text.trim().slice(0, 200)
  const found = currencyInText(trimmed, hints)
  const match = NUMBER.exec(trimmed)
  const decimal = match ? readNumberText(match[0].replace(/−/g, '-'), found.currency) : undefined
  return {
    ...found,
    value: decimal ? { units: decimal.units, scale: decimal.scale } : undefined,
    ambiguousSeparator: decimal?.ambiguous ?? false,
  }
}
