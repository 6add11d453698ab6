/**
 * `custom`: any product-shaped JSON no retailer adapter recognizes. Reads the common member names
 * (title/name, price/salePrice/currentPrice, currency, brand, gtin/upc/ean, rating, reviewCount,
 * availability/inStock, url, image(s)); confidence starts at 0.6 (the kit's generic base).
 */
import { codeTable, defineAdapter, pick, pickString } from '@svc/normalize-kit'
import type { Availability, Condition, ProductDraft } from '../canonical/product.js'
import { readPrice } from '../domain/price-text.js'

type Loose = Record<string, unknown>
const AVAILABILITY = codeTable<Availability>({
  in_stock: ['in_stock', 'instock', 'in stock', 'available', 'true'],
  out_of_stock: ['out_of_stock', 'outofstock', 'out of stock', 'sold_out', 'soldout', 'unavailable', 'false'],
  preorder: ['preorder', 'pre_order', 'pre-order'],
  backorder: ['backorder', 'back_order', 'backordered'],
  limited: ['limited', 'low_stock', 'limited_stock'],
  discontinued: ['discontinued'],
})
const CONDITION = codeTable<Condition>({
  new: ['new'],
  used: ['used', 'pre-owned', 'preowned'],
  refurbished: ['refurbished', 'renewed'],
})

function imagesOf(p: Loose): (string | undefined)[] {
  const value = pick(p, ['images', 'imageUrls', 'image', 'imageUrl', 'thumbnail'])
  const list = Array.isArray(value) ? value : [value]
  return list.map((i) =>
    typeof i === 'string' ? i : typeof i === 'object' && i ? pickString(i, ['url', 'src']) : undefined,
  )
}

export const custom = defineAdapter<Loose, ProductDraft>({
  key: 'custom',
  category: 'custom',
  kind: 'generic',
  source: { object: 'any product-shaped JSON', apiVersion: 'n/a', docs: 'https://schema.org/Product' },
  detect: {
    required: [
      ['title', 'name', 'productName', 'product_name'],
      ['price', 'salePrice', 'currentPrice', 'sale_price', 'offerPrice'],
    ],
  },
  normalize(p, ctx) {
    const rawPrice = pick(p, ['price', 'salePrice', 'currentPrice', 'sale_price', 'offerPrice'])
    const priceObject = rawPrice && typeof rawPrice === 'object' ? (rawPrice as Loose) : undefined
    const currency =
      pickString(p, ['currency', 'currencyCode', 'currency_code', 'priceCurrency']) ??
      (priceObject && pickString(priceObject, ['currency', 'currencyCode']))
    const price = readPrice(ctx, priceObject ? pick(priceObject, ['amount', 'value']) : rawPrice, currency)
    const stock = pick(p, ['availability', 'stockStatus', 'stock_status', 'inStock', 'in_stock', 'available'])
    const brand = pick(p, ['brand', 'brandName', 'manufacturer', 'vendor'])
    return {
      id:
        pickString(p, ['id', 'productId', 'product_id', 'sku', 'itemId']) ??
        ctx.text(pick(p, ['id', 'productId', 'itemId'])),
      title: pickString(p, ['title', 'name', 'productName', 'product_name']),
      brand: typeof brand === 'object' && brand ? pickString(brand, ['name']) : ctx.text(brand),
      description: pickString(p, ['description', 'shortDescription', 'body']),
      url: pickString(p, ['url', 'link', 'productUrl', 'permalink']),
      images: imagesOf(p),
      amount: price.amount,
      currency: price.currency,
      originalAmount: readPrice(
        ctx,
        pick(p, ['originalPrice', 'listPrice', 'msrp', 'compareAtPrice', 'regularPrice']),
        price.currency,
        'originalPrice',
      ).amount,
      availability:
        stock === undefined
          ? undefined
          : ctx.code(
              AVAILABILITY,
              String(stock)
                .toLowerCase()
                .replace(/^https?:\/\/schema\.org\//, ''),
              'availability',
            ),
      condition: ctx.code(CONDITION, pick(p, ['condition', 'itemCondition']), 'condition'),
      seller: { name: ctx.text(pick(p, ['seller', 'sellerName', 'merchant'])) },
      rating: ctx.number(pick(p, ['rating', 'averageRating', 'ratingValue', 'stars']), 'reviews.rating'),
      reviewCount: ctx.number(pick(p, ['reviewCount', 'reviewsCount', 'numReviews', 'ratingCount']), 'reviews.count'),
      barcodes: [pickString(p, ['gtin', 'gtin13', 'gtin12', 'ean', 'upc', 'barcode'])],
      isbn: pickString(p, ['isbn']),
      asin: pickString(p, ['asin']),
      mpn: pickString(p, ['mpn', 'model', 'modelNumber']),
      sku: pickString(p, ['sku']),
      category: (() => {
        const c = pick(p, ['category', 'categoryPath', 'categories'])
        return Array.isArray(c) ? c.map((x) => ctx.text(x)) : typeof c === 'string' ? c.split(/\s*[>/|]\s*/) : []
      })(),
    }
  },
})
