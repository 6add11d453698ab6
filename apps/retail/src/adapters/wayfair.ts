/**
 * Wayfair product page data (the `product` object in the page's embedded JSON state; Wayfair has no
 * public product API, its Partner API covers suppliers' orders): https://www.wayfair.com/v/product/ (page data).
 * Prices in the storefront currency (USD on wayfair.com, CAD on .ca, GBP on .co.uk, EUR on .de).
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { ProductDraft } from '../canonical/product.js'
import { readPrice } from '../domain/price-text.js'

interface WayfairProduct {
  sku: string
  name?: string
  manufacturer?: { name?: string } | string
  manufacturerPartNumber?: string
  url?: string
  images?: { url?: string }[]
  price?: { customerPrice?: number | string; listPrice?: number | string; currency?: string }
  reviews?: { averageRating?: number; reviewCount?: number; histogram?: Record<string, number> }
  inventory?: { isInStock?: boolean; stockLevel?: string; isDiscontinued?: boolean }
  breadcrumbs?: { name?: string }[]
  shipping?: { isFreeShipping?: boolean; deliveryEstimate?: string }
  upc?: string
}

export const wayfair = defineAdapter<WayfairProduct, ProductDraft>({
  key: 'wayfair',
  category: 'home',
  source: { object: 'product (page data)', apiVersion: 'page state 2024', docs: 'https://www.wayfair.com/v/product/' },
  detect: {
    required: ['sku', 'manufacturer', 'price.customerPrice'],
    bonus: ['reviews.averageRating', 'inventory', 'breadcrumbs', 'manufacturerPartNumber'],
  },
  envelopes: ['product', 'data.product'],
  normalize(p, ctx) {
    const price = readPrice(ctx, p.price?.customerPrice, p.price?.currency ?? 'USD')
    const inv = p.inventory
    const brand = typeof p.manufacturer === 'string' ? p.manufacturer : p.manufacturer?.name
    return {
      id: p.sku,
      title: ctx.text(p.name),
      brand: ctx.text(brand),
      url: ctx.text(p.url),
      images: (p.images ?? []).map((i) => i.url),
      amount: price.amount,
      currency: price.currency,
      originalAmount: readPrice(ctx, p.price?.listPrice, price.currency, 'listPrice').amount,
      availability: inv?.isDiscontinued
        ? 'discontinued'
        : inv?.stockLevel === 'LOW'
          ? 'limited'
          : inv?.isInStock === undefined
            ? undefined
            : inv.isInStock
              ? 'in_stock'
              : 'out_of_stock',
      condition: 'new',
      seller: { name: 'Wayfair', isThirdParty: false },
      rating: ctx.number(p.reviews?.averageRating, 'reviews.rating'),
      reviewCount: ctx.number(p.reviews?.reviewCount, 'reviews.count'),
      distribution: p.reviews?.histogram,
      barcodes: [p.upc],
      mpn: ctx.text(p.manufacturerPartNumber),
      sku: p.sku,
      category: (p.breadcrumbs ?? []).map((b) => b.name),
      freeShipping: p.shipping?.isFreeShipping,
      shippingCost: p.shipping?.isFreeShipping ? 0 : undefined,
      shippingEstimate: ctx.text(p.shipping?.deliveryEstimate),
    }
  },
})
