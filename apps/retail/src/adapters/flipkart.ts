/**
 * Flipkart Affiliate API product (`productInfoList[]` of the product feed / search, v1.0 JSON):
 * https://affiliate.flipkart.com/api-docs/af_prod_ref.html. Money is `{ amount, currency }` (INR major
 * units); `flipkartSpecialPrice` is the offer price, `maximumRetailPrice` the MRP.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { ProductDraft } from '../canonical/product.js'
import { readPrice } from '../domain/price-text.js'

type Money = { amount?: number; currency?: string }
interface FlipkartProduct {
  productBaseInfoV1: {
    productId: string
    title?: string
    productDescription?: string
    imageUrls?: Record<string, string>
    productFamily?: string[]
    maximumRetailPrice?: Money
    flipkartSellingPrice?: Money
    flipkartSpecialPrice?: Money
    productUrl?: string
    productBrand?: string
    inStock?: boolean
    codAvailable?: boolean
    discountPercentage?: number
    categoryPath?: string
    attributes?: { size?: string; color?: string }
  }
  productShippingInfoV1?: {
    shippingCharges?: Money
    estimatedDeliveryTime?: string
    sellerName?: string
    sellerAverageRating?: number
    sellerNoOfReviews?: number
  }
  categorySpecificInfoV1?: { keySpecs?: string[] }
}

export const flipkart = defineAdapter<FlipkartProduct, ProductDraft>({
  key: 'flipkart',
  category: 'marketplaces',
  source: {
    object: 'productInfoList product',
    apiVersion: 'Affiliate API v1.0',
    docs: 'https://affiliate.flipkart.com/api-docs/af_prod_ref.html',
  },
  detect: {
    required: ['productBaseInfoV1.productId'],
    bonus: ['productBaseInfoV1.flipkartSellingPrice', 'productShippingInfoV1', 'productBaseInfoV1.maximumRetailPrice'],
  },
  envelopes: ['productInfoList.0', 'products.0'],
  normalize(p, ctx) {
    const b = p.productBaseInfoV1
    const offer = b.flipkartSpecialPrice ?? b.flipkartSellingPrice
    const price = readPrice(ctx, offer?.amount, offer?.currency ?? 'INR')
    const ship = p.productShippingInfoV1
    const images = b.imageUrls
      ? Object.keys(b.imageUrls)
          .sort((x, y) => Number.parseInt(y, 10) - Number.parseInt(x, 10))
          .map((k) => b.imageUrls?.[k])
      : []
    const seller = ctx.text(ship?.sellerName)
    return {
      id: b.productId,
      title: ctx.text(b.title),
      brand: ctx.text(b.productBrand),
      description: ctx.text(b.productDescription),
      url: ctx.text(b.productUrl),
      images,
      amount: price.amount,
      currency: price.currency,
      originalAmount: readPrice(ctx, b.maximumRetailPrice?.amount, price.currency, 'maximumRetailPrice').amount,
      availability: b.inStock === undefined ? undefined : b.inStock ? 'in_stock' : 'out_of_stock',
      condition: 'new',
      // Flipkart is a marketplace: the products are sold by the named seller, not by Flipkart.
      seller: { name: seller, isThirdParty: seller === undefined ? undefined : true },
      category: b.categoryPath?.split('>').map((c) => c.trim()),
      variants:
        b.attributes && (b.attributes.size || b.attributes.color)
          ? [
              {
                id: b.productId,
                title: [b.attributes.color, b.attributes.size].filter(Boolean).join(' / '),
                sku: null,
                price: price.amount ?? null,
                availability: b.inStock ? 'in_stock' : 'unknown',
                attributes: Object.fromEntries(
                  Object.entries(b.attributes).filter(([, v]) => typeof v === 'string' && v),
                ) as Record<string, string>,
              },
            ]
          : [],
      shippingCost: readPrice(ctx, ship?.shippingCharges?.amount, price.currency, 'shipping.cost').amount,
      shippingEstimate: ctx.text(ship?.estimatedDeliveryTime),
    }
  },
})
