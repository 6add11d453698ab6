/**
 * ISO 4217 currencies as data: code -> exponent (digits of the minor unit: JPY 0, USD 2, KWD 3, CLF 4).
 * The table is generated from Debian's iso-codes (scripts/generate-iso-data.mjs); codes with no minor
 * unit (gold, SDR, test codes) are left out because they are not invoice money.
 */
import { CURRENCY_SYMBOLS } from './currency-symbols.js'
import { ISO_4217 } from './data/iso-4217.js'

export interface Currency {
  code: string
  exponent: number
  name: string
}

const BY_CODE: ReadonlyMap<string, Currency> = new Map(
  ISO_4217.map(([code, exponent, name]) => [code, { code, exponent, name }]),
)

/** Unambiguous printed symbols (`€`, `US$`, `zł`) from the one table; `$`, `¥` and `kr` name several currencies and give none. */
const SYMBOLS: ReadonlyMap<string, string> = new Map(
  CURRENCY_SYMBOLS.filter((e) => !e.ambiguous && !e.word).map((e) => [e.symbol, e.codes[0] as string]),
)

/** The ISO 4217 entry for a code (any case), or undefined. */
export function findCurrency(code: string): Currency | undefined {
  return BY_CODE.get(code.trim().toUpperCase())
}

/** An ISO code from a code (`usd`), or an unambiguous symbol (`€`, `US$`); undefined otherwise. */
export function toCurrencyCode(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  return findCurrency(text)?.code ?? SYMBOLS.get(text)
}

/** Exponent of a known code; undefined for unknown codes (callers decide the fallback and warn). */
export function currencyExponent(code: string): number | undefined {
  return findCurrency(code)?.exponent
}

/** Every known currency, sorted by code. */
export function listCurrencies(): readonly Currency[] {
  return [...BY_CODE.values()]
}
