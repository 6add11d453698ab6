/**
 * Landed prices per comparable currency: with `exchangeRates` every price whose currency has a rate
 * (or is the base) is converted to the base; the rest, and everything without rates, stay in their
 * own currency. Money math runs in integer minor units (kit `toMinor`) so medians are exact.
 */
import { currencyExponent, toMajor, toMinor } from '@svc/normalize-kit'
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
const round = (value: number, currency: string) => toMajor(toMinor(value, exponentOf(currency)), exponentOf(currency))

export function pricesOf(products: readonly CompareProduct[], rates: ExchangeRates | undefined): Priced[] {
  const out: Priced[] = []
  for (const p of products) {
    const amount = p.price?.amount
    const own = p.price?.currency?.toUpperCase()
    if (typeof amount !== 'number' || !own) continue
    const shipping = typeof p.shipping?.cost === 'number' ? p.shipping.cost : 0
    const rate = rates ? (own === rates.base ? 1 : rates.rates[own]) : undefined
    if (rates && rate !== undefined) {
      out.push({
        id: p.id,
        currency: rates.base,
        converted: true,
        amount: round(amount * rate, rates.base),
        landed: round((amount + shipping) * rate, rates.base),
      })
    } else out.push({ id: p.id, currency: own, converted: false, amount, landed: round(amount + shipping, own) })
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
