/** The canonical product (seed 001 "Retail normalizer") and the draft an adapter returns. Types only. */

export const AVAILABILITY = [
  'in_stock',
  'out_of_stock',
  'preorder',
  'backorder',
  'limited',
  'discontinued',
  'unknown',
] as const
export type Availability = (typeof AVAILABILITY)[number]
export const CONDITIONS = ['new', 'used', 'refurbished'] as const
export type Condition = (typeof CONDITIONS)[number]

export interface Price {
  amount: number | null
  currency: string | null
  /** Locale-aware (Intl.NumberFormat in the retailer's locale): `$1,299.99`, `1.299,99 €`, `￥12,800`. */
  display: string | null
  originalAmount: number | null
  discountPercent: number | null
}

export interface Reviews {
  /** 0..5 (rescaled when the retailer uses another scale). */
  rating: number | null
  count: number | null
  /** Star -> review count, `"1"`..`"5"`, when the retailer gives a histogram. */
  distribution: Record<string, number> | null
}

export interface Identifiers {
  /** GTIN-8/12/13/14 with a valid check digit, as sent (not padded). */
  gtin: string | null
  upc: string | null
  ean: string | null
  isbn: string | null
  asin: string | null
  mpn: string | null
  sku: string | null
}

export interface Variant {
  id: string | null
  title: string | null
  sku: string | null
  price: number | null
  availability: Availability
  attributes: Record<string, string>
}

export interface Shipping {
  cost: number | null
  free: boolean | null
  /** Free text or ISO dates the retailer gives for delivery. */
  estimate: string | null
}

export interface Product {
  id: string
  title: string | null
  brand: string | null
  description: string | null
  url: string | null
  images: string[]
  price: Price
  availability: Availability
  condition: Condition | null
  seller: { name: string | null; isThirdParty: boolean | null }
  reviews: Reviews
  identifiers: Identifiers
  category: string[]
  /** The retailer's category ids, root-first, when it sends them (eBay `categoryIdPath`); else empty. */
  categoryIds: string[]
  variants: Variant[]
  shipping: Shipping
  rawSource: { retailerId: string; schemaVersion: string | null; detected: boolean }
  confidence: number
  warnings: { code: string; message: string; field?: string }[]
}

/** What an adapter returns: every member optional; the domain validates, completes and scores it. */
export interface ProductDraft {
  id?: string | undefined
  title?: string | undefined
  brand?: string | undefined
  description?: string | undefined
  url?: string | undefined
  images?: (string | undefined)[]
  amount?: number | undefined
  originalAmount?: number | undefined
  currency?: string | undefined
  /** BCP 47 locale for `price.display` (the retailer's storefront), default from the currency. */
  locale?: string | undefined
  availability?: Availability | undefined
  condition?: Condition | undefined
  seller?: { name?: string | undefined; isThirdParty?: boolean | undefined }
  rating?: number | undefined
  /** The rating's scale when not 5 (a percentage is 100). */
  ratingScale?: number
  reviewCount?: number | undefined
  distribution?: Record<string, number> | undefined
  /** Barcodes as sent, in any member: checked and sorted into gtin/upc/ean/isbn by the domain. */
  barcodes?: (string | number | undefined)[]
  isbn?: string | undefined
  asin?: string | undefined
  mpn?: string | undefined
  sku?: string | undefined
  category?: (string | undefined)[]
  categoryIds?: (string | undefined)[]
  variants?: Partial<Variant>[]
  shippingCost?: number | undefined
  freeShipping?: boolean | undefined
  shippingEstimate?: string | undefined
}
