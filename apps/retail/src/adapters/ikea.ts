/**
 * IKEA product from the storefront search service (`searchResultPage.products.main.items[].product`,
 * sik.search.blue.cdtapps.com, the JSON ikea.com search pages load; no public documented API):
 * https://www.ikea.com/us/en/search/?q=billy (page data). `salesPrice.numeral` in `currencyCode` major units.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { ProductDraft } from '../canonical/product.js'
import { readPrice } from '../domain/price-text.js'

interface IkeaProduct {
  itemNo: string
  name?: string
  typeName?: string
  itemMeasureReferenceText?: string
  mainImageUrl?: string
  contextualImageUrl?: string
  pipUrl?: string
  salesPrice?: { numeral?: number; currencyCode?: string; previous?: { numeral?: number } }
  ratingValue?: number
  ratingCount?: number
  onlineSellable?: boolean
  availability?: { store?: string; status?: string }[]
  businessStructure?: { productAreaName?: string; homeFurnishingBusinessName?: string }
  colors?: { name?: string }[]
  gprDescription?: { variants?: { itemNo?: string; name?: string; salesPrice?: { numeral?: number } }[] }
}

export const ikea = defineAdapter<IkeaProduct, ProductDraft>({
  key: 'ikea',
  category: 'home',
  source: {
    object: 'search product (page data)',
    apiVersion: 'sik search v2',
    docs: 'https://www.ikea.com/us/en/search/?q=billy',
  },
  detect: {
    required: ['itemNo', 'salesPrice'],
    bonus: ['pipUrl', 'typeName', 'mainImageUrl', 'ratingValue', 'onlineSellable'],
  },
  envelopes: ['product', 'searchResultPage.products.main.items.0.product'],
  normalize(p, ctx) {
    const price = readPrice(ctx, p.salesPrice?.numeral, p.salesPrice?.currencyCode)
    const statuses = (p.availability ?? []).map((a) => a.status)
    const availability =
      p.onlineSellable === false && statuses.length === 0
        ? 'out_of_stock'
        : statuses.includes('HIGH_IN_STOCK') || statuses.includes('IN_STOCK')
          ? 'in_stock'
          : statuses.includes('LOW_IN_STOCK')
            ? 'limited'
            : statuses.length > 0
              ? 'out_of_stock'
              : p.onlineSellable
                ? 'in_stock'
                : undefined
    return {
      id: p.itemNo,
      title: ctx.text([p.name, p.typeName, p.itemMeasureReferenceText].filter(Boolean).join(', ')),
      brand: 'IKEA',
      url: ctx.text(p.pipUrl),
      images: [p.mainImageUrl, p.contextualImageUrl],
      amount: price.amount,
      currency: price.currency,
      originalAmount: readPrice(ctx, p.salesPrice?.previous?.numeral, price.currency, 'previousPrice').amount,
      availability,
      condition: 'new',
      seller: { name: 'IKEA', isThirdParty: false },
      rating: ctx.number(p.ratingValue, 'reviews.rating'),
      reviewCount: ctx.number(p.ratingCount, 'reviews.count'),
      mpn: p.itemNo,
      sku: p.itemNo,
      category: [p.businessStructure?.homeFurnishingBusinessName, p.businessStructure?.productAreaName],
      variants: (p.gprDescription?.variants ?? []).map((v) => ({
        id: v.itemNo ?? null,
        title: v.name ?? null,
        sku: v.itemNo ?? null,
        price: readPrice(ctx, v.salesPrice?.numeral, price.currency, 'variants.price').amount ?? null,
        availability: 'unknown',
        attributes: {},
      })),
    }
  },
})
