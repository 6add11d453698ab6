/**
 * TOTAL_MISMATCH: do the stated amounts agree? Compared exactly on integer minor units (0.10 + 0.20
 * is 0.30). Vendors differ on what a line total and a subtotal include (tax-inclusive lines, discounts
 * already applied), so a check passes when any of the documented conventions (README) holds.
 */
import { exponentOf, toMinor, type Warning } from '@svc/normalize-kit'
import type { Invoice } from '../canonical/invoice.js'

type Amounts = Pick<
  Invoice,
  'subtotal' | 'discountTotal' | 'taxTotal' | 'shippingTotal' | 'total' | 'lineItems' | 'currency'
>

function sumOf(values: readonly bigint[]): bigint {
  let s = 0n
  for (const v of values) s += v
  return s
}

/** The sums a stated `target` may legitimately equal, given the other components. */
function conventions(base: bigint, d: bigint, t: bigint, h: bigint): bigint[] {
  return [base, base - d, base + t, base - d + t, base + h, base - d + h, base + t + h, base - d + t + h]
}

export function checkTotals(inv: Amounts, derived: readonly string[]): Warning[] {
  const e = exponentOf(inv.currency ?? undefined)
  const m = (v: number | null) => (v === null ? undefined : toMinor(v, e))
  const [s, d, t, h, total] = [
    m(inv.subtotal),
    m(inv.discountTotal) ?? 0n,
    m(inv.taxTotal) ?? 0n,
    m(inv.shippingTotal) ?? 0n,
    m(inv.total),
  ]
  const out: Warning[] = []
  const lines = inv.lineItems.map((l) => m(l.lineTotal))
  const statedSubtotal = derived.includes('subtotal') ? undefined : s
  if (
    lines.length > 0 &&
    lines.every((v) => v !== undefined) &&
    (statedSubtotal !== undefined || total !== undefined)
  ) {
    const sum = sumOf(lines as bigint[])
    const fitsSubtotal =
      statedSubtotal !== undefined &&
      [statedSubtotal, statedSubtotal + d, statedSubtotal + t, statedSubtotal - t].includes(sum)
    const fitsTotal = total !== undefined && conventions(sum, d, t, h).includes(total)
    if (!fitsSubtotal && !fitsTotal) {
      out.push({
        code: 'TOTAL_MISMATCH',
        message: 'The line totals do not add up to the subtotal or the total.',
        field: 'lineItems',
      })
    }
  }
  if (
    statedSubtotal !== undefined &&
    total !== undefined &&
    !derived.includes('total') &&
    !conventions(statedSubtotal, d, t, h).includes(total)
  ) {
    out.push({
      code: 'TOTAL_MISMATCH',
      message: 'subtotal − discount + tax + shipping does not give the total.',
      field: 'total',
    })
  }
  return out
}
