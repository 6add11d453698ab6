/**
 * Zalando Shop API `Article` (GET /articles/{id}; the public Shop API, read-only catalog):
 * https://github.com/zalando/shop-api-documentation/wiki/Articles. An article has `units` (sizes),
 * each with `price` / `originalPrice` `{ value, currency, formatted }` and an `available` flag.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { ProductDraft } from '../canonical/product.js'
import { readPrice } from '../domain/price-text.js'

type Money = { value?: number; currency?: string; formatted?: string }
interface Unit {
  id?: string
  size?: string
  price?: Money
  originalPrice?: Money
  available?: boolean
  stock?: number
  ean?: string
}
interface ZalandoArticle {
  id: string
  modelId?: string
  name?: string
  shopUrl?: string
  color?: string
  brand?: { key?: string; name?: string }
  categoryKeys?: string[]
  units?: Unit[]
  media?: { images?: { largeUrl?: string; mediumUrl?: string }[] }
  genders?: string[]
}

export const zalando = defineAdapter<ZalandoArticle, ProductDraft>({
  key: 'zalando',
  category: 'fashion',
  source: {
    object: 'Article',
    apiVersion: 'Shop API v1',
    docs: 'https://github.com/zalando/shop-api-documentation/wiki/Articles',
  },
  detect: {
    required: ['id', 'units', 'brand.name'],
    bonus: ['shopUrl', 'media.images', 'genders', 'categoryKeys', 'modelId'],
  },
  envelopes: ['content.0'],
  // Zalando storefronts are European: slash dates are day-first.
  dayFirst: true,
  normalize(p, ctx) {
    const units = p.units ?? []
    const cheapest =
      units.filter((u) => u.available).sort((a, b) => (a.price?.value ?? 0) - (b.price?.value ?? 0))[0] ?? units[0]
    const price = readPrice(ctx, cheapest?.price?.value ?? cheapest?.price?.formatted, cheapest?.price?.currency)
    const available = units.filter((u) => u.available)
    return {
      id: p.id,
      title: ctx.text(p.name),
      brand: ctx.text(p.brand?.name),
      url: ctx.text(p.shopUrl),
      images: (p.media?.images ?? []).map((i) => i.largeUrl ?? i.mediumUrl),
      amount: price.amount,
      currency: price.currency,
      originalAmount: readPrice(ctx, cheapest?.originalPrice?.value, price.currency, 'originalPrice').amount,
      availability:
        units.length === 0
          ? undefined
          : available.length === 0
            ? 'out_of_stock'
            : available.length < units.length
              ? 'limited'
              : 'in_stock',
      condition: 'new',
      seller: { name: 'Zalando', isThirdParty: false },
      barcodes: [cheapest?.ean],
      mpn: ctx.text(p.modelId),
      category: p.categoryKeys,
      variants: units.map((u) => ({
        id: u.id ?? null,
        title: u.size ?? null,
        sku: u.id ?? null,
        price: readPrice(ctx, u.price?.value, price.currency, 'variants.price').amount ?? null,
        availability: u.available === undefined ? 'unknown' : u.available ? 'in_stock' : 'out_of_stock',
        attributes: { ...(u.size ? { size: u.size } : {}), ...(p.color ? { color: p.color } : {}) },
      })),
    }
  },
})
