/**
 * Shopify product: the storefront's `/products/{handle}.json` and the Admin REST API's
 * `GET /admin/api/2024-01/products/{id}.json` (`{product}`); a `{products: [...]}` list is read item by
 * item (vendor-lists.ts): https://shopify.dev/docs/api/admin-rest/2024-01/resources/product. Variant
 * prices are major-unit strings; neither names a currency (the shop's is not in the product), so send
 * `currency` next to the product (else CURRENCY_MISSING).
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { Availability, ProductDraft } from '../canonical/product.js'
import { readPrice } from '../domain/price-text.js'

interface ShopifyVariant {
  id?: number
  title?: string
  price?: string
  compare_at_price?: string | null
  sku?: string
  barcode?: string | null
  available?: boolean
  inventory_quantity?: number
  inventory_management?: string | null
  inventory_policy?: string
  option1?: string | null
  option2?: string | null
  option3?: string | null
}
interface ShopifyProduct {
  id: number
  title?: string
  handle?: string
  body_html?: string
  vendor?: string
  product_type?: string
  variants?: ShopifyVariant[]
  images?: { src?: string }[]
  options?: { name?: string }[]
  currency?: string
  url?: string
}

/**
 * The storefront's `available`, else the Admin API's tracked stock: a variant whose inventory Shopify (or
 * an app) manages is in stock with a positive `inventory_quantity`; at zero or below it is backordered
 * when the policy lets customers buy anyway (`continue`), else out of stock. Untracked stock is unknown.
 */
function variantAvailability(v: ShopifyVariant): Availability {
  if (typeof v.available === 'boolean') return v.available ? 'in_stock' : 'out_of_stock'
  if (!v.inventory_management || typeof v.inventory_quantity !== 'number') return 'unknown'
  if (v.inventory_quantity > 0) return 'in_stock'
  return v.inventory_policy === 'continue' ? 'backorder' : 'out_of_stock'
}

/** The product's availability: in stock when any variant is, else the first known state in this order. */
function productAvailability(states: readonly Availability[]): Availability | undefined {
  for (const state of ['in_stock', 'backorder', 'out_of_stock'] as const) if (states.includes(state)) return state
  return undefined
}

export const shopify = defineAdapter<ShopifyProduct, ProductDraft>({
  key: 'shopify',
  category: 'platforms',
  source: {
    object: 'Product (products.json)',
    apiVersion: '2024-01',
    docs: 'https://shopify.dev/docs/api/admin-rest/2024-01/resources/product',
  },
  detect: {
    required: ['id', 'variants', 'handle'],
    bonus: ['vendor', 'product_type', 'body_html', 'images', 'published_at'],
  },
  envelopes: ['product', 'products.0'],
  normalize(p, ctx) {
    const first = p.variants?.[0]
    const price = readPrice(ctx, first?.price, p.currency)
    const names = (p.options ?? []).map((o, i) => o.name ?? `option${i + 1}`)
    const variants = ctx.list(p.variants, (v: ShopifyVariant) => {
      const values = [v.option1, v.option2, v.option3]
      const attributes: Record<string, string> = {}
      names.forEach((name, i) => {
        const value = values[i]
        if (typeof value === 'string') attributes[name] = value
      })
      return {
        id: v.id === undefined ? null : String(v.id),
        title: ctx.text(v.title) ?? null,
        sku: ctx.text(v.sku) ?? null,
        price: readPrice(ctx, v.price, price.currency, 'variants.price').amount ?? null,
        availability: variantAvailability(v),
        attributes,
      } as const
    })
    return {
      id: ctx.text(p.id),
      title: ctx.text(p.title),
      brand: ctx.text(p.vendor),
      description: ctx.text(p.body_html), // markup read once, in completeProduct (textOf)
      url: ctx.text(p.url),
      images: (p.images ?? []).map((i) => i.src),
      amount: price.amount,
      currency: price.currency,
      originalAmount: readPrice(ctx, first?.compare_at_price, price.currency, 'compare_at_price').amount,
      availability: productAvailability((p.variants ?? []).map(variantAvailability)),
      condition: 'new',
      seller: { name: ctx.text(p.vendor), isThirdParty: false },
      barcodes: [first?.barcode ?? undefined],
      sku: ctx.text(first?.sku),
      category: [p.product_type],
      variants,
    }
  },
})
