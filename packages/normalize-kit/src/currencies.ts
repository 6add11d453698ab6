/**
 * ISO 4217 currencies as data: code -> exponent (digits of the minor unit: JPY 0, USD 2, KWD 3, CLF 4).
 * The table is generated from Debian's iso-codes (scripts/generate-iso-data.mjs); codes with no minor
 * unit (gold, SDR, test codes) are left out because they are not invoice money.
 */
import { ISO_4217 } from './data/iso-4217.js'

export interface Currency {
  code: string
  exponent: number
  name: string
}

const BY_CODE: ReadonlyMap<string, Currency> = new Map(
  ISO_4217.map(([code, exponent, name]) => [code, { code, exponent, name }]),
)

/**
 * Symbols that name one currency without doubt. `$`, `¥` and `kr` are deliberately absent: they name
 * several currencies, so a lone `$` gives no currency (and the normalizer warns) rather than a guess.
 */
const SYMBOLS: Readonly<Record<string, string>> = {
  '€': 'EUR',
  '£': 'GBP',
  '₹': 'INR',
  '₩': 'KRW',
  '₽': 'RUB',
  '₺': 'TRY',
  '₪': 'ILS',
  '₫': 'VND',
  '฿': 'THB',
  '₱': 'PHP',
  '₦': 'NGN',
  '₴': 'UAH',
  US$: 'USD',
  C$: 'CAD',
  CA$: 'CAD',
  A$: 'AUD',
  AU$: 'AUD',
  NZ$: 'NZD',
  R$: 'BRL',
  HK$: 'HKD',
  S$: 'SGD',
  zł: 'PLN',
  Kč: 'CZK',
  CHF: 'CHF',
}

/** The ISO 4217 entry for a code (any case), or undefined. */
export function findCurrency(code: string): Currency | undefined {
  return BY_CODE.get(code.trim().toUpperCase())
}

/** An ISO code from a code (`usd`), or an unambiguous symbol (`€`, `US$`); undefined otherwise. */
export function toCurrencyCode(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  return findCurrency(text)?.code ?? SYMBOLS[text]
}

/** Exponent of a known code; undefined for unknown codes (callers decide the fallback and warn). */
export function currencyExponent(code: string): number | undefined {
  return findCurrency(code)?.exponent
}

/** Every known currency, sorted by code. */
export function listCurrencies(): readonly Currency[] {
  return [...BY_CODE.values()]
}
