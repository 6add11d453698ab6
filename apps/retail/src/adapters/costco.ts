/**
 * Costco product page data (the `products` entry of the page's product JSON; Costco has no public
 * product API): https://www.costco.com/.product.{itemNumber}.html (page data). Prices in the warehouse
 * country's currency (USD on costco.com, CAD on costco.ca); a member-only price is still the price.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { Availability, ProductDraft } from '../canonical/product.js'
import { readPrice } from '../domain/price-text.js'

interface CostcoProduct {
  itemNumber: string
  productName?: string
  brand?: string
  priceTotal?: number | string
  listPrice?: number | string
  currency?: string
  inventoryStatus?: string
  ratingAverage?: number
  reviewCount?: number
  imageUrl?: string
  productUrl?: string
  categoryPath?: string[]
  modelNumber?: string
  shippingIncluded?: boolean
  membershipRequired?: boolean
  description?: string
}

const STATUS = codeTable<Availability>({
  in_stock: ['IN_STOCK', 'AVAILABLE'],
  limited: ['LOW_STOCK'],
  out_of_stock: ['OUT_OF_STOCK', 'NOT_AVAILABLE'],
  discontinued: ['DISCONTINUED'],
})

export const costco = defineAdapter<CostcoProduct, ProductDraft>({
  key: 'costco',
  category: 'big_box',
  source: {
    object: 'product (page data)',
    apiVersion: 'page data 2024',
    docs: 'https://www.costco.com/.product.4000186386.html',
  },
  detect: {
    required: ['itemNumber', ['priceTotal', 'listPrice']],
    bonus: ['productName', 'inventoryStatus', 'membershipRequired', 'categoryPath'],
  },
  envelopes: ['products.0', 'product'],
  normalize(p, ctx) {
    const price = readPrice(ctx, p.priceTotal ?? p.listPrice, p.currency ?? 'USD')
    return {
      id: p.itemNumber,
      title: ctx.text(p.productName),
      brand: ctx.text(p.brand),
      description: ctx.text(p.description),
      url: ctx.text(p.productUrl),
      images: [p.imageUrl],
      amount: price.amount,
      currency: price.currency,
      originalAmount:
        p.priceTotal === undefined ? undefined : readPrice(ctx, p.listPrice, price.currency, 'listPrice').amount,
      availability: ctx.code(STATUS, p.inventoryStatus, 'availability'),
      condition: 'new',
      seller: { name: 'Costco', isThirdParty: false },
      rating: ctx.number(p.ratingAverage, 'reviews.rating'),
      reviewCount: ctx.number(p.reviewCount, 'reviews.count'),
      mpn: ctx.text(p.modelNumber),
      sku: p.itemNumber,
      category: p.categoryPath,
      freeShipping: p.shippingIncluded,
      shippingCost: p.shippingIncluded ? 0 : undefined,
    }
  },
})
