/**
 * Prices as retailers print them: `"1.299,99 €"`, `"¥12,800"`, `"$1,299.99"`, `"R$ 1.299,99"`, `"USD 12.50"`
 * or plain numbers. The kit reads the number (`parseDecimal` knows both separator conventions); this
 * file adds what the kit leaves to services: the currency written inside the string, with a lone `$`
 * or `¥` resolved only by the retailer's storefront currency (never guessed), and thousands groups in
 * the storefront's separator convention (`12,800` JPY and `26,990` INR are thousands, `1.299` EUR too).
 */
import { currencyExponent, type NormalizeContext, toCurrencyCode } from '@svc/normalize-kit'

/** Symbols shared by several currencies: usable only when the storefront currency is one of them. */
const SHARED_SYMBOLS: Readonly<Record<string, readonly string[]>> = {
  $: ['USD', 'CAD', 'AUD', 'NZD', 'MXN', 'ARS', 'CLP', 'COP', 'SGD', 'HKD'],
  '¥': ['JPY', 'CNY'],
  '￥': ['JPY', 'CNY'],
  円: ['JPY'],
  元: ['CNY'],
  'Rs.': ['INR'],
}

/** Currencies whose storefronts write a decimal point: a lone `26,990` groups thousands (Indian `1,23,456` too). */
const DECIMAL_POINT = new Set([
  'USD',
  'CAD',
  'AUD',
  'NZD',
  'GBP',
  'JPY',
  'CNY',
  'INR',
  'KRW',
  'MXN',
  'HKD',
  'SGD',
  'ILS',
  'THB',
  'PHP',
  'MYR',
])
/** Currencies whose storefronts write a decimal comma: a lone `1.299` groups thousands. */
const DECIMAL_COMMA = new Set([
  'EUR',
  'BRL',
  'ARS',
  'CLP',
  'COP',
  'TRY',
  'DKK',
  'NOK',
  'SEK',
  'PLN',
  'CZK',
  'IDR',
  'VND',
])

/** Removes thousands groups the kit would call ambiguous when the storefront convention settles them. */
function ungroup(number: string, code: string | undefined): string {
  if (!code) return number
  const exponent = currencyExponent(code)
  if ((exponent === 0 || DECIMAL_POINT.has(code)) && /^\d{1,3}(,\d{3})+$|^\d{1,2}(,\d{2})+,\d{3}$/.test(number))
    return number.replace(/,/g, '')
  if ((exponent === 0 || DECIMAL_COMMA.has(code)) && /^\d{1,3}(\.\d{3})+$/.test(number))
    return number.replace(/\./g, '')
  return number
}

export interface ReadPrice {
  amount: number | undefined
  currency: string | undefined
}

function currencyIn(token: string, hint: string | undefined): string | undefined {
  if (!token) return hint
  const code = toCurrencyCode(token)
  if (code) return code
  const shared = SHARED_SYMBOLS[token]
  return shared && hint && shared.includes(hint) ? hint : undefined
}

/** Splits `"1.299,99 €"` into the number text and the currency token around it. */
function split(text: string): { number: string; token: string } {
  const match = /[-(]?\d[\d.,'\s\u00a0\u202f]*\d|\d/.exec(text)
  if (!match) return { number: '', token: text.trim() }
  const token = (text.slice(0, match.index) + text.slice(match.index + match[0].length)).replace(/[\s)]/g, '')
  return { number: match[0].replace(/[\s\u00a0\u202f]/g, ''), token }
}

/**
 * One price: a number (major units) in `currency`, or a printed string whose own symbol or code wins
 * over the storefront currency. Warns through ctx (CURRENCY_MISSING, AMOUNT_UNREADABLE, ...).
 */
export function readPrice(
  ctx: NormalizeContext,
  value: unknown,
  currency: string | undefined,
  field = 'price',
): ReadPrice {
  if (value === undefined || value === null || value === '') return { amount: undefined, currency }
  if (typeof value !== 'string') {
    const money = ctx.major(currency, 'price.currency')
    return { amount: money(value, field), currency: money.currency }
  }
  const { number, token } = split(value)
  const code = currencyIn(token, currency) ?? currency
  const money = ctx.major(code, 'price.currency')
  const grouped = ungroup(number, money.currency)
  return { amount: money(grouped || value, field), currency: money.currency }
}
