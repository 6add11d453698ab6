/**
 * The Home Depot product page data: the `product` object of the page's Federation GraphQL query
 * `productClientOnlyProduct` (no public product API): https://www.homedepot.com/p/{itemId} (page data).
 * Prices in USD major units.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { ProductDraft } from '../canonical/product.js'
import { readPrice } from '../domain/price-text.js'

interface HomeDepotProduct {
  itemId: string
  identifiers?: {
    productLabel?: string
    brandName?: string
    modelNumber?: string
    upc?: string
    storeSkuNumber?: string
    canonicalUrl?: string
  }
  pricing?: { value?: number; original?: number; promotion?: { percentageOff?: number } }
  reviews?: { ratingsReviews?: { averageRating?: string; totalReviews?: string } }
  availabilityType?: { discontinued?: boolean; type?: string }
  fulfillment?: {
    fulfillmentOptions?: {
      type?: string
      fulfillable?: boolean
      services?: { type?: string; locations?: { inventory?: { isInStock?: boolean; isLimitedQuantity?: boolean } }[] }[]
    }[]
  }
  media?: { images?: { url?: string; sizes?: string[] }[] }
  taxonomy?: { breadCrumbs?: { label?: string }[] }
  details?: { description?: string }
  info?: { isSponsored?: boolean }
}

export const homedepot = defineAdapter<HomeDepotProduct, ProductDraft>({
  key: 'homedepot',
  aliases: ['home_depot'],
  category: 'home',
  source: {
    object: 'productClientOnlyProduct (page data)',
    apiVersion: 'federation-gateway 2024',
    docs: 'https://www.homedepot.com/p/314048225',
  },
  detect: {
    required: ['itemId', 'identifiers.productLabel'],
    bonus: ['pricing.value', 'reviews.ratingsReviews', 'identifiers.storeSkuNumber', 'media.images'],
  },
  envelopes: ['data.product', 'product'],
  normalize(p, ctx) {
    const id = p.identifiers
    const price = readPrice(ctx, p.pricing?.value, 'USD')
    const inventories = (p.fulfillment?.fulfillmentOptions ?? [])
      .flatMap((o) => o.services ?? [])
      .flatMap((s) => s.locations ?? [])
      .map((l) => l.inventory)
    const inStock = inventories.some((i) => i?.isInStock)
    const limited = inventories.some((i) => i?.isInStock && i.isLimitedQuantity)
    const rr = p.reviews?.ratingsReviews
    const availability = p.availabilityType?.discontinued
      ? 'discontinued'
      : inventories.length === 0
        ? undefined
        : limited
          ? 'limited'
          : inStock
            ? 'in_stock'
            : 'out_of_stock'
    return {
      id: p.itemId,
      title: ctx.text(id?.productLabel),
      brand: ctx.text(id?.brandName),
      description: ctx.text(p.details?.description),
      url: id?.canonicalUrl ? `https://www.homedepot.com${id.canonicalUrl}` : undefined,
      images: (p.media?.images ?? []).map((i) => i.url?.replace('<SIZE>', String(i.sizes?.at(-1) ?? 1000))),
      amount: price.amount,
      currency: price.currency,
      originalAmount: readPrice(ctx, p.pricing?.original, 'USD', 'originalPrice').amount,
      availability,
      condition: 'new',
      seller: { name: 'The Home Depot', isThirdParty: false },
      rating: ctx.number(rr?.averageRating, 'reviews.rating'),
      reviewCount: ctx.number(rr?.totalReviews, 'reviews.count'),
      barcodes: [id?.upc],
      mpn: ctx.text(id?.modelNumber),
      sku: ctx.text(id?.storeSkuNumber),
      category: (p.taxonomy?.breadCrumbs ?? []).map((b) => b.label),
    }
  },
})
