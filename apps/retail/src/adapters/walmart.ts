/**
 * Walmart Affiliate API Product Lookup `item` (GET /api-proxy/service/affil/product/v2/items/{id}):
 * https://walmart.io/docs/affiliate/product-lookup. Prices in USD major units; `categoryPath` is
 * slash-separated; `marketplace: true` marks a Marketplace (third-party) seller.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { Availability, ProductDraft } from '../canonical/product.js'
import { readPrice } from '../domain/price-text.js'

interface WalmartItem {
  itemId: number | string
  name?: string
  msrp?: number
  salePrice?: number
  upc?: string
  categoryPath?: string
  shortDescription?: string
  longDescription?: string
  brandName?: string
  largeImage?: string
  imageEntities?: { largeImage?: string }[]
  productUrl?: string
  productTrackingUrl?: string
  modelNumber?: string
  customerRating?: string
  numReviews?: number
  stock?: string
  availableOnline?: boolean
  marketplace?: boolean
  sellerInfo?: string
  freeShippingOver35Dollars?: boolean
  standardShipRate?: number
  twoThreeDayShippingRate?: number
  variants?: number[]
}

const STOCK = codeTable<Availability>({
  in_stock: ['Available'],
  limited: ['Limited Supply', 'Last few items'],
  out_of_stock: ['Not available', 'Out of stock'],
})

export const walmart = defineAdapter<WalmartItem, ProductDraft>({
  key: 'walmart',
  category: 'big_box',
  source: {
    object: 'Product Lookup item',
    apiVersion: 'Affiliate v2',
    docs: 'https://walmart.io/docs/affiliate/product-lookup',
  },
  detect: {
    required: ['itemId', 'name', ['salePrice', 'msrp']],
    bonus: ['upc', 'categoryPath', 'productTrackingUrl', 'stock', 'customerRating', 'brandName'],
  },
  envelopes: ['items.0'],
  normalize(p, ctx) {
    const price = readPrice(ctx, p.salePrice, 'USD')
    const seller = ctx.text(p.sellerInfo)
    return {
      id: ctx.text(p.itemId),
      title: ctx.text(p.name),
      brand: ctx.text(p.brandName),
      description: ctx.text(p.shortDescription ?? p.longDescription),
      url: ctx.text(p.productUrl ?? p.productTrackingUrl),
      images: [p.largeImage, ...(p.imageEntities ?? []).map((i) => i.largeImage)],
      amount: price.amount,
      currency: price.currency,
      originalAmount: readPrice(ctx, p.msrp, 'USD', 'msrp').amount,
      availability:
        ctx.code(STOCK, p.stock, 'availability') ?? (p.availableOnline === false ? 'out_of_stock' : undefined),
      seller: { name: seller ?? (p.marketplace === false ? 'Walmart.com' : undefined), isThirdParty: p.marketplace },
      rating: ctx.number(p.customerRating, 'reviews.rating'),
      reviewCount: ctx.number(p.numReviews, 'reviews.count'),
      barcodes: [p.upc],
      mpn: ctx.text(p.modelNumber),
      category: p.categoryPath?.split('/'),
      shippingCost: readPrice(ctx, p.standardShipRate, 'USD', 'shipping.cost').amount,
      freeShipping: p.standardShipRate === 0 ? true : undefined,
    }
  },
})
