/** What POST /compare reads from each product (the schema strips the rest) and what it answers. */
import type { Availability } from '../canonical/product.js'

export const INTENTS = ['cheapest', 'best_reviewed', 'in_stock_only', 'exclude_third_party'] as const
export type Intent = (typeof INTENTS)[number]

export interface CompareProduct {
  id: string
  title?: string | null | undefined
  brand?: string | null | undefined
  price?: { amount?: number | null | undefined; currency?: string | null | undefined } | null | undefined
  availability?: Availability | null | undefined
  seller?: { name?: string | null | undefined; isThirdParty?: boolean | null | undefined } | null | undefined
  reviews?: { rating?: number | null | undefined; count?: number | null | undefined } | null | undefined
  identifiers?: { gtin?: string | null | undefined; mpn?: string | null | undefined } | null | undefined
  shipping?: { cost?: number | null | undefined } | null | undefined
  rawSource?: { retailerId?: string | null | undefined } | null | undefined
}

export interface ExchangeRates {
  /** The currency every convertible price is expressed in. */
  base: string
  /** Units of `base` per one unit of the currency: `{ EUR: 1.08 }` with base USD. */
  rates: Record<string, number>
}

export interface CompareRequest {
  products: CompareProduct[]
  queryIntent?: Intent | undefined
  exchangeRates?: ExchangeRates | undefined
}

export interface Reason {
  code: string
  message: string
}

export interface PriceGroup {
  currency: string
  /** True when the group holds prices converted from other currencies with `exchangeRates`. */
  converted: boolean
  count: number
  min: number
  max: number
  median: number
  spread: number
  spreadPercent: number
  cheapestIds: string[]
}

export interface ReviewEntry {
  id: string
  rating: number | null
  count: number
  bayesianRating: number
}

export interface Ranking {
  rank: number
  id: string
  score: number
  reasons: string[]
}

export interface MatchGroup {
  key: string
  by: 'gtin' | 'brand_model'
  ids: string[]
  retailers: string[]
  cheapestId: string | null
}

export interface CompareResponse {
  queryIntent: Intent
  priceComparison: { baseCurrency: string | null; groups: PriceGroup[]; unpriced: string[] }
  reviewComparison: { prior: { mean: number; weight: number }; bestId: string | null; products: ReviewEntry[] }
  rankings: Ranking[]
  matches: MatchGroup[]
  excluded: { id: string; reasons: Reason[] }[]
  warnings: Reason[]
}
