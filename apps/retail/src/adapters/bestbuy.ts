/**
 * Best Buy Products API `product` (GET /v1/products/{sku}.json): https://bestbuyapis.github.io/api-documentation/#products-api.
 * Prices in USD major units; `orderable` and `onlineAvailability` give stock; `marketplace` marks third-party sellers.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { Availability, Condition, ProductDraft } from '../canonical/product.js'
import { readPrice } from '../domain/price-text.js'

interface BestBuyProduct {
  sku: number | string
  name?: string
  regularPrice?: number
  salePrice?: number
  upc?: string
  manufacturer?: string
  modelNumber?: string
  customerReviewAverage?: number
  customerReviewCount?: number
  url?: string
  image?: string
  largeFrontImage?: string
  categoryPath?: { id?: string; name?: string }[]
  onlineAvailability?: boolean
  orderable?: string
  condition?: string
  freeShipping?: boolean
  shippingCost?: number
  shortDescription?: string
  longDescription?: string
  marketplace?: boolean | null
  active?: boolean
}

const ORDERABLE = codeTable<Availability>({
  in_stock: ['Available'],
  preorder: ['PreOrder', 'ComingSoon'],
  backorder: ['BackOrder'],
  out_of_stock: ['SoldOut', 'NotOrderable'],
  discontinued: ['Discontinued'],
})
const CONDITION = codeTable<Condition>({ new: ['New'], refurbished: ['Refurbished'], used: ['Pre-Owned', 'Used'] })

export const bestbuy = defineAdapter<BestBuyProduct, ProductDraft>({
  key: 'bestbuy',
  aliases: ['best_buy'],
  category: 'electronics',
  source: {
    object: 'Product',
    apiVersion: 'Products API v1',
    docs: 'https://bestbuyapis.github.io/api-documentation/#products-api',
  },
  detect: {
    // `show=` trims a product to the members asked for (`sku,name,salePrice` in Best Buy's own examples).
    required: ['sku', ['salePrice', 'regularPrice']],
    bonus: [
      'name',
      'regularPrice',
      'onlineAvailability',
      'customerReviewAverage',
      'upc',
      'modelNumber',
      'manufacturer',
    ],
  },
  envelopes: ['products.0'],
  normalize(p, ctx) {
    const price = readPrice(ctx, p.salePrice, 'USD')
    const availability = p.active === false ? 'discontinued' : ctx.code(ORDERABLE, p.orderable, 'availability')
    return {
      id: ctx.text(p.sku),
      title: ctx.text(p.name),
      brand: ctx.text(p.manufacturer),
      description: ctx.text(p.shortDescription ?? p.longDescription),
      url: ctx.text(p.url),
      images: [p.largeFrontImage ?? p.image],
      amount: price.amount,
      currency: price.currency,
      originalAmount: readPrice(ctx, p.regularPrice, 'USD', 'regularPrice').amount,
      availability:
        availability ??
        (p.onlineAvailability === undefined ? undefined : p.onlineAvailability ? 'in_stock' : 'out_of_stock'),
      condition: ctx.code(CONDITION, p.condition, 'condition'),
      seller: { name: p.marketplace ? undefined : 'Best Buy', isThirdParty: p.marketplace === true },
      rating: ctx.number(p.customerReviewAverage, 'reviews.rating'),
      reviewCount: ctx.number(p.customerReviewCount, 'reviews.count'),
      barcodes: [p.upc],
      mpn: ctx.text(p.modelNumber),
      sku: ctx.text(p.sku),
      category: (p.categoryPath ?? []).map((c) => c.name),
      // Ids only when every step has one, so that they line up with the names.
      categoryIds: p.categoryPath?.every((c) => typeof c.id === 'string') ? p.categoryPath.map((c) => c.id) : undefined,
      shippingCost: p.freeShipping ? 0 : readPrice(ctx, p.shippingCost, 'USD', 'shipping.cost').amount,
      freeShipping: p.freeShipping,
    }
  },
})
