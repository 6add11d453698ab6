/**
 * Landed prices per comparable currency: with `exchangeRates` every price whose currency has a rate
 * (or is the base) is converted to the base; the rest, and everything without rates, stay in their
 * own currency. Money math runs on exact decimals and integer minor units (kit `multiply`, `toMinor`):
 * a converted or landed price is the exact product (amount + shipping) × rate rounded once, half away
 * from zero (0.5 × 2.01 = 1.005 → 1.01, where the float product 1.0049999… would give 1.00); a product
 * whose result no JSON number carries exactly is left unpriced rather than changed.
 */
import {
  addDecimal,
  currencyExponent,
  type Decimal,
  exactMajor,
  multiply,
  parseDecimal,
  rescale,
  toMajor,
  toMinor,
} from '@svc/normalize-kit'
import type { CompareProduct, ExchangeRates, PriceGroup } from './compare-types.js'

export interface Priced {
  id: string
  /** The group currency: the base when converted, else the product's own. */
  currency: string
  converted: boolean
  /** Item price in the group currency (major units). */
  amount: number
  /** Item price plus known shipping, in the group currency. */
  landed: number
}

const exponentOf = (currency: string) => currencyExponent(currency) ?? 2
const ONE: Decimal = { units: 1n, scale: 0 }
/** A canonical amount or a caller's rate as the exact decimal it prints as. */
const exact = (value: number): Decimal | undefined => parseDecimal(value)
/** `value` × `rate`, rounded once to `currency`; undefined when no double carries the result. */
function times(value: Decimal | undefined, rate: number, currency: string): number | undefined {
  const r = rate === 1 ? ONE : exact(rate)
  if (!value || !r) return undefined
  const e = exponentOf(currency)
  return exactMajor(r === ONE ? rescale(value, e) : multiply(value, r, e), e)
}

export function pricesOf(products: readonly CompareProduct[], rates: ExchangeRates | undefined): Priced[] {
  const out: Priced[] = []
  for (const p of products) {
    const amount = p.price?.amount
    const own = p.price?.currency?.toUpperCase()
    if (typeof amount !== 'number' || !own) continue
    const shipping = typeof p.shipping?.cost === 'number' ? p.shipping.cost : 0
    const rate = rates ? (own === rates.base ? 1 : rates.rates[own]) : undefined
    const [price, withShipping] = [exact(amount), exact(shipping)]
    const total = price && withShipping ? addDecimal(price, withShipping) : undefined
    if (rates && rate !== undefined) {
      const converted = times(price, rate, rates.base)
      const landed = times(total, rate, rates.base)
      if (converted !== undefined && landed !== undefined)
        out.push({ id: p.id, currency: rates.base, converted: true, amount: converted, landed })
    } else {
      const landed = times(total, 1, own)
      if (landed !== undefined) out.push({ id: p.id, currency: own, converted: false, amount, landed })
    }
  }
  return out
}

/** Per group: min, max, median (mean of the middle two, rounded to the currency), spread, cheapest ids. */
export function priceGroups(priced: readonly Priced[]): PriceGroup[] {
  const byCurrency = new Map<string, Priced[]>()
  for (const p of priced) {
    const key = `${p.currency}|${p.converted}`
    const list = byCurrency.get(key)
    if (list) list.push(p)
    else byCurrency.set(key, [p])
  }
  const groups: PriceGroup[] = []
  for (const list of byCurrency.values()) {
    const first = list[0] as Priced
    const e = exponentOf(first.currency)
    const minors = list.map((p) => toMinor(p.amount, e)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    const min = minors[0] as bigint
    const max = minors.at(-1) as bigint
    const mid = minors.length >> 1
    const median =
      minors.length % 2
        ? (minors[mid] as bigint)
        : halfAwayFromZero((minors[mid - 1] as bigint) + (minors[mid] as bigint))
    const cheapestIds = list
      .filter((p) => toMinor(p.amount, e) === min)
      .map((p) => p.id)
      .sort()
    const minMajor = toMajor(min, e)
    const spread = toMajor(max - min, e)
    groups.push({
      currency: first.currency,
      converted: first.converted,
      count: list.length,
      min: minMajor,
      max: toMajor(max, e),
      median: toMajor(median, e),
      spread,
      spreadPercent: minMajor > 0 ? Math.round((spread / minMajor) * 1000) / 10 : 0,
      cheapestIds,
    })
  }
  return groups.sort(
    (a, b) =>
      b.count - a.count ||
      (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0) ||
      Number(b.converted) - Number(a.converted),
  )
}

function halfAwayFromZero(twice: bigint): bigint {
  return twice >= 0n ? (twice + 1n) / 2n : -((-twice + 1n) / 2n)
}
