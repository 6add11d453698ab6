/**
 * Small shared readers for the named adapters: a vendor's tax-id list, percent rates written as
 * fractions (`0.0825`) or basis points, and exact products and quotients of vendor amounts. Field
 * mapping stays in each adapter; this holds only the arithmetic several vendors share, so no adapter
 * re-implements it (or does it in floats).
 */
import { formatDecimal, isExactLiteral, parseDecimal, rescale } from '@svc/normalize-kit'

/** `0.0825` (fraction) -> 8.25 (percent), exact to 6 decimals. */
export function fractionToPercent(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? Math.round(n * 100 * 1e6) / 1e6 : undefined
}

/** Adyen / Clover style scaled integers: 2100 with scale 100 -> 21 (percent). */
export function scaledPercent(value: unknown, scale: number): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round((value / scale) * 1e6) / 1e6 : undefined
}

/** The first `{ value }` of a tax-id list (`[{ type: 'eu_vat', value: 'DE123' }]`). */
export function firstTaxId(list: unknown): string | undefined {
  if (!Array.isArray(list)) return undefined
  const first = list.find((t) => t && typeof t === 'object' && typeof (t as { value?: unknown }).value === 'string')
  return first ? (first as { value: string }).value : undefined
}

/** What `exactProduct` gives for a quantity that is no number: text no money reader reads as an amount. */
export const UNREADABLE = 'unreadable'

/**
 * A vendor amount times a quantity, as an exact decimal string the money reader then rounds once
 * (Adyen's per-unit `taxAmount` x `quantity`). The amount itself is handed back unchanged when the
 * reader must judge it: absent, or a JSON number at or beyond 10^15 units of `scale` decimals (0 for
 * minor units, the currency exponent for major units), whose digits the parser may already have
 * changed: the reader refuses it with AMOUNT_PRECISION_LOST. A quantity present but no number gives
 * UNREADABLE, which the reader leaves out with AMOUNT_UNREADABLE (and a sum holding it, as a sum with a
 * part missing is not the sum).
 */
export function exactProduct(amount: unknown, quantity: unknown, scale = 0): unknown {
  if (amount === undefined || amount === null || amount === '') return amount
  if (typeof amount === 'number' && !isExactLiteral(amount, scale)) return amount
  const a = parseDecimal(amount)
  if (!a) return amount
  if (quantity === undefined || quantity === null) return formatDecimal(a.units, a.scale)
  const q = parseDecimal(quantity)
  if (!q) return UNREADABLE
  return formatDecimal(a.units * q.units, a.scale + q.scale)
}

/** Decimals a derived unit price keeps beyond the amount it comes from (10.00 / 3 = 3.33333333). */
export const QUOTIENT_EXTRA_DECIMALS = 6

/**
 * An amount divided by a quantity, as a decimal string: exact when the quotient ends within the
 * amount's decimals plus QUOTIENT_EXTRA_DECIMALS (10.00 / 4 = "2.5"), else rounded once, half away
 * from zero, at that many decimals (10.00 / 3 = "3.33333333"). The amount is handed back unchanged
 * when the reader must judge it (absent, or a JSON number at or beyond 10^15 units of `scale`
 * decimals, as `exactProduct`); undefined for a
 * quantity that is no number or zero.
 */
export function exactQuotient(amount: unknown, quantity: unknown, scale = 0): unknown {
  if (amount === undefined || amount === null || amount === '') return amount
  if (typeof amount === 'number' && !isExactLiteral(amount, scale)) return amount
  const a = parseDecimal(amount)
  const q = parseDecimal(quantity)
  if (!a || !q || q.units === 0n) return a ? undefined : amount
  const digits = a.scale + QUOTIENT_EXTRA_DECIMALS
  // a / q at `digits` decimals and one more (truncated), then rounded once, half away from zero.
  const tenfold = (a.units * 10n ** BigInt(QUOTIENT_EXTRA_DECIMALS + q.scale + 1)) / q.units
  return formatDecimal(rescale({ units: tenfold, scale: digits + 1 }, digits), digits)
}
