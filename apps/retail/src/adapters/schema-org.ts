/**
 * schema.org `Product` with `Offer` / `AggregateOffer` (JSON-LD as embedded in product pages,
 * Google's product structured data): https://schema.org/Product, https://schema.org/Offer.
 * Availability and condition are schema.org enumeration URLs (`https://schema.org/InStock`).
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { Availability, Condition, ProductDraft } from '../canonical/product.js'
import { readPrice } from '../domain/price-text.js'

type Named = string | { name?: string }
interface Offer {
  '@type'?: string
  price?: number | string
  lowPrice?: number | string
  priceCurrency?: string
  availability?: string
  itemCondition?: string
  url?: string
  seller?: Named
  sku?: string
  priceSpecification?:
    | { price?: number | string; priceCurrency?: string; priceType?: string }[]
    | { price?: number | string; priceCurrency?: string }
  shippingDetails?: {
    shippingRate?: { value?: number | string; currency?: string }
    deliveryTime?: { transitTime?: { minValue?: number; maxValue?: number } }
  }
}
interface JsonLdProduct {
  '@type': string | string[]
  '@id'?: string
  name?: string
  description?: string
  url?: string
  image?: string | string[] | { url?: string }[]
  brand?: Named
  sku?: string
  mpn?: string
  gtin?: string
  gtin8?: string
  gtin12?: string
  gtin13?: string
  gtin14?: string
  isbn?: string
  productID?: string
  category?: string
  offers?: Offer | Offer[]
  aggregateRating?: {
    ratingValue?: number | string
    reviewCount?: number | string
    ratingCount?: number | string
    bestRating?: number | string
  }
  hasVariant?: JsonLdProduct[]
}

const tail = (value: string) => value.replace(/^https?:\/\/schema\.org\//i, '')
const AVAILABILITY = codeTable<Availability>({
  in_stock: ['InStock', 'InStoreOnly', 'OnlineOnly'],
  limited: ['LimitedAvailability'],
  out_of_stock: ['OutOfStock', 'SoldOut'],
  preorder: ['PreOrder', 'PreSale'],
  backorder: ['BackOrder'],
  discontinued: ['Discontinued'],
})
const CONDITION = codeTable<Condition>({
  new: ['NewCondition'],
  used: ['UsedCondition', 'DamagedCondition'],
  refurbished: ['RefurbishedCondition'],
})
const nameOf = (n: Named | undefined) => (typeof n === 'string' ? n : n?.name)

export const schemaOrg = defineAdapter<JsonLdProduct, ProductDraft>({
  key: 'schema_org',
  aliases: ['jsonld', 'json_ld'],
  category: 'structured_data',
  source: { object: 'Product / Offer (JSON-LD)', apiVersion: 'schema.org 26.0', docs: 'https://schema.org/Product' },
  detect: {
    required: ['@type'],
    equals: { '@type': ['Product', 'ProductGroup', 'IndividualProduct', 'ProductModel'] },
    bonus: ['offers', 'name', '@context', 'aggregateRating'],
  },
  envelopes: ['@graph.0', '@graph.1', '@graph.2', 'mainEntity'],
  normalize(p, ctx) {
    const offers = Array.isArray(p.offers) ? p.offers : p.offers ? [p.offers] : []
    const offer = offers[0]
    const spec = Array.isArray(offer?.priceSpecification)
      ? offer.priceSpecification
      : offer?.priceSpecification
        ? [offer.priceSpecification]
        : []
    const listSpec = spec.find((s) => 'priceType' in s && /ListPrice|StrikethroughPrice/.test(String(s.priceType)))
    const price = readPrice(
      ctx,
      offer?.price ?? offer?.lowPrice ?? spec[0]?.price,
      offer?.priceCurrency ?? spec[0]?.priceCurrency,
    )
    const images =
      typeof p.image === 'string' ? [p.image] : (p.image ?? []).map((i) => (typeof i === 'string' ? i : i.url))
    const rating = p.aggregateRating
    const best = ctx.number(rating?.bestRating, 'reviews.bestRating')
    const rate = offer?.shippingDetails?.shippingRate
    const transit = offer?.shippingDetails?.deliveryTime?.transitTime
    const shipCost = readPrice(ctx, rate?.value, rate?.currency ?? price.currency, 'shipping.cost').amount
    return {
      id: p.sku ?? p.productID ?? p['@id'] ?? offer?.sku,
      title: ctx.text(p.name),
      brand: ctx.text(nameOf(p.brand)),
      description: ctx.text(p.description),
      url: ctx.text(p.url ?? offer?.url),
      images,
      amount: price.amount,
      currency: price.currency,
      originalAmount: readPrice(ctx, listSpec?.price, price.currency, 'listPrice').amount,
      availability: offer?.availability ? ctx.code(AVAILABILITY, tail(offer.availability), 'availability') : undefined,
      condition: offer?.itemCondition ? ctx.code(CONDITION, tail(offer.itemCondition), 'condition') : undefined,
      seller: { name: ctx.text(nameOf(offer?.seller)) },
      rating: ctx.number(rating?.ratingValue, 'reviews.rating'),
      ...(best && best !== 5 ? { ratingScale: best } : {}),
      reviewCount: ctx.number(rating?.reviewCount ?? rating?.ratingCount, 'reviews.count'),
      barcodes: [p.gtin14, p.gtin13, p.gtin12, p.gtin8, p.gtin],
      isbn: p.isbn,
      mpn: ctx.text(p.mpn),
      sku: ctx.text(p.sku),
      category: p.category?.split(/\s*[>/]\s*/),
      shippingCost: shipCost,
      freeShipping: shipCost === undefined ? undefined : shipCost === 0,
      shippingEstimate:
        transit?.minValue === undefined
          ? undefined
          : `${transit.minValue}-${transit.maxValue ?? transit.minValue} days in transit`,
    }
  },
})
