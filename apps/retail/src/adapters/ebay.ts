/**
 * eBay Browse API v1 `Item` (GET /buy/browse/v1/item/{item_id}):
 * https://developer.ebay.com/api-docs/buy/browse/resources/item/methods/getItem. Amounts are
 * `{ value: "29.99", currency }`; `categoryPath` and `categoryIdPath` are pipe-separated, root-first;
 * every eBay seller is a third party.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { Availability, Condition, ProductDraft } from '../canonical/product.js'
import { readPrice } from '../domain/price-text.js'

type Amount = { value?: string; currency?: string }
interface BrowseItem {
  itemId: string
  legacyItemId?: string
  title?: string
  shortDescription?: string
  description?: string
  price?: Amount
  marketingPrice?: { originalPrice?: Amount; discountPercentage?: string }
  condition?: string
  conditionId?: string
  image?: { imageUrl?: string }
  additionalImages?: { imageUrl?: string }[]
  brand?: string
  mpn?: string
  gtin?: string
  categoryPath?: string
  categoryIdPath?: string
  itemWebUrl?: string
  seller?: { username?: string; feedbackPercentage?: string; sellerAccountType?: string }
  estimatedAvailabilities?: { estimatedAvailabilityStatus?: string; estimatedAvailableQuantity?: number }[]
  shippingOptions?: {
    shippingCost?: Amount
    shippingCostType?: string
    minEstimatedDeliveryDate?: string
    maxEstimatedDeliveryDate?: string
  }[]
  primaryProductReviewRating?: {
    averageRating?: string
    reviewCount?: number
    ratingHistograms?: { rating?: string; count?: number }[]
  }
  product?: { gtins?: string[]; brand?: string; mpns?: string[] }
}

const AVAILABILITY = codeTable<Availability>({
  in_stock: ['IN_STOCK'],
  limited: ['LIMITED_STOCK'],
  out_of_stock: ['OUT_OF_STOCK'],
})
/** eBay condition IDs: https://developer.ebay.com/api-docs/sell/static/metadata/condition-id-values.html */
const CONDITION = codeTable<Condition>({
  new: ['1000', '1500', '1750'],
  refurbished: ['2000', '2010', '2020', '2030', '2500'],
  used: ['2750', '3000', '4000', '5000', '6000', '7000'],
})

export const ebay = defineAdapter<BrowseItem, ProductDraft>({
  key: 'ebay',
  category: 'marketplaces',
  source: {
    object: 'Item (Browse API)',
    apiVersion: 'Buy Browse v1',
    docs: 'https://developer.ebay.com/api-docs/buy/browse/resources/item/methods/getItem',
  },
  detect: {
    required: ['itemId', 'price.value', ['itemWebUrl', 'seller.username']],
    bonus: ['condition', 'seller.username', 'estimatedAvailabilities', 'categoryPath', 'image.imageUrl'],
  },
  envelopes: ['itemSummaries.0', 'items.0'],
  normalize(p, ctx) {
    const price = readPrice(ctx, p.price?.value, p.price?.currency)
    const ship = p.shippingOptions?.[0]
    const shipCost = readPrice(ctx, ship?.shippingCost?.value, price.currency, 'shipping.cost').amount
    const review = p.primaryProductReviewRating
    const histogram = review?.ratingHistograms?.length
      ? Object.fromEntries(review.ratingHistograms.map((h) => [String(h.rating), h.count ?? 0]))
      : undefined
    return {
      id: p.legacyItemId ?? p.itemId,
      title: ctx.text(p.title),
      brand: ctx.text(p.brand ?? p.product?.brand),
      description: ctx.text(p.shortDescription),
      url: ctx.text(p.itemWebUrl),
      images: [p.image?.imageUrl, ...(p.additionalImages ?? []).map((i) => i.imageUrl)],
      amount: price.amount,
      currency: price.currency,
      originalAmount: readPrice(ctx, p.marketingPrice?.originalPrice?.value, price.currency, 'originalPrice').amount,
      availability: ctx.code(AVAILABILITY, p.estimatedAvailabilities?.[0]?.estimatedAvailabilityStatus, 'availability'),
      condition: ctx.code(CONDITION, p.conditionId, 'condition'),
      seller: { name: ctx.text(p.seller?.username), isThirdParty: true },
      rating: ctx.number(review?.averageRating, 'reviews.rating'),
      reviewCount: ctx.number(review?.reviewCount, 'reviews.count'),
      distribution: histogram,
      barcodes: [p.gtin, ...(p.product?.gtins ?? [])],
      mpn: ctx.text(p.mpn ?? p.product?.mpns?.[0]),
      category: p.categoryPath?.split('|'),
      categoryIds: p.categoryIdPath?.split('|'),
      shippingCost: shipCost,
      freeShipping: shipCost === undefined ? undefined : shipCost === 0,
      shippingEstimate:
        ship?.minEstimatedDeliveryDate &&
        [ship.minEstimatedDeliveryDate, ship.maxEstimatedDeliveryDate].filter(Boolean).join('/'),
    }
  },
})
