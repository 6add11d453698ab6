/**
 * The same item across retailers: grouped by GTIN (compared as GTIN-14, so a UPC-A and its EAN-13
 * match), else by normalized brand + model (mpn): lower case, letters and digits only
 * (`Sony` + `WH-1000XM5/B` -> `sony|wh1000xm5b`). Only groups of two or more are reported.
 */

import type { CompareProduct, MatchGroup } from './compare-types.js'
import { gtin14, isValidGtin } from './gtin.js'

const squash = (value: string | null | undefined) =>
  (value ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '')

function keyOf(p: CompareProduct): { key: string; by: MatchGroup['by'] } | undefined {
  const gtin = p.identifiers?.gtin?.replace(/\D/g, '')
  if (gtin && isValidGtin(gtin)) return { key: `gtin:${gtin14(gtin)}`, by: 'gtin' }
  const brand = squash(p.brand)
  const model = squash(p.identifiers?.mpn)
  if (brand && model) return { key: `model:${brand}|${model}`, by: 'brand_model' }
  return undefined
}

const retailerOf = (p: CompareProduct) => p.rawSource?.retailerId ?? p.id.slice(0, Math.max(0, p.id.indexOf(':'))) ?? ''

/** `products` sorted by id; `priced` gives each product's comparable price for `cheapestId`. */
export function findMatches(
  products: readonly CompareProduct[],
  priced: ReadonlyMap<string, { currency: string; landed: number }>,
): MatchGroup[] {
  const groups = new Map<string, { by: MatchGroup['by']; members: CompareProduct[] }>()
  for (const p of products) {
    const found = keyOf(p)
    if (!found) continue
    const group = groups.get(found.key)
    if (group) group.members.push(p)
    else groups.set(found.key, { by: found.by, members: [p] })
  }
  const out: MatchGroup[] = []
  for (const [key, { by, members }] of groups) {
    if (members.length < 2) continue
    let cheapest: { id: string; landed: number } | undefined
    const currencies = new Set(members.map((m) => priced.get(m.id)?.currency).filter(Boolean))
    if (currencies.size === 1) {
      for (const m of members) {
        const price = priced.get(m.id)
        if (price && (!cheapest || price.landed < cheapest.landed)) cheapest = { id: m.id, landed: price.landed }
      }
    }
    out.push({
      key,
      by,
      ids: members.map((m) => m.id),
      retailers: [...new Set(members.map(retailerOf).filter(Boolean))].sort(),
      cheapestId: cheapest?.id ?? null,
    })
  }
  return out.sort((a, b) => (a.key < b.key ? -1 : 1))
}
