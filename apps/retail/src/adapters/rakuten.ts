/**
 * Rakuten Ichiba Item Search API `Item` (IchibaItem/Search/20220601, `Items[].Item` in formatVersion 1,
 * `Items[]` in formatVersion 2): https://webservice.rakuten.co.jp/documentation/ichiba-item-search.
 * Prices in JPY; every Ichiba shop is a third-party merchant; `postageFlag` 0 means postage included.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { ProductDraft } from '../canonical/product.js'
import { readPrice } from '../domain/price-text.js'

interface RakutenItem {
  itemCode: string
  itemName?: string
  catchcopy?: string
  itemCaption?: string
  itemPrice?: number | string
  itemUrl?: string
  mediumImageUrls?: ({ imageUrl?: string } | string)[]
  availability?: number
  reviewCount?: number
  reviewAverage?: number | string
  shopName?: string
  shopCode?: string
  genreId?: string
  postageFlag?: number
  asurakuFlag?: number
}

export const rakuten = defineAdapter<RakutenItem, ProductDraft>({
  key: 'rakuten',
  category: 'marketplaces',
  source: {
    object: 'Item (Ichiba Item Search)',
    apiVersion: '20220601',
    docs: 'https://webservice.rakuten.co.jp/documentation/ichiba-item-search',
  },
  detect: {
    required: ['itemCode', 'itemPrice'],
    bonus: ['itemName', 'shopName', 'reviewAverage', 'availability', 'itemUrl'],
  },
  envelopes: ['Item', 'Items.0.Item', 'Items.0'],
  normalize(p, ctx) {
    const price = readPrice(ctx, p.itemPrice, 'JPY')
    return {
      id: p.itemCode,
      title: ctx.text(p.itemName),
      description: ctx.text(p.itemCaption ?? p.catchcopy),
      url: ctx.text(p.itemUrl),
      images: (p.mediumImageUrls ?? []).map((i) => (typeof i === 'string' ? i : i.imageUrl)),
      amount: price.amount,
      currency: price.currency,
      locale: 'ja-JP',
      availability: p.availability === undefined ? undefined : p.availability === 1 ? 'in_stock' : 'out_of_stock',
      condition: 'new',
      seller: { name: ctx.text(p.shopName), isThirdParty: true },
      rating: ctx.number(p.reviewAverage, 'reviews.rating'),
      reviewCount: ctx.number(p.reviewCount, 'reviews.count'),
      // `genreId` is the leaf genre's id; its name and path are in the Genre Search API, not in the item.
      categoryIds: p.genreId ? [String(p.genreId)] : [],
      shippingCost: p.postageFlag === 0 ? 0 : undefined,
      freeShipping: p.postageFlag === undefined ? undefined : p.postageFlag === 0,
      shippingEstimate: p.asurakuFlag === 1 ? 'next-day delivery (asuraku)' : undefined,
    }
  },
})
