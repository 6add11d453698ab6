/**
 * Small shared readers for the named adapters: a vendor's tax-id list, and percent rates written as
 * fractions (`0.0825`) or basis points. Field mapping stays in each adapter; this holds only the
 * arithmetic two or more vendors share, so no adapter re-implements it.
 */

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
