/** POST /compare: 2..1000 normalized products, an intent, optional exchange rates -> the comparison. */
import { z } from 'zod'
import { AVAILABILITY } from '../canonical/product.js'
import { INTENTS } from '../domain/compare-types.js'

export const MIN_PRODUCTS = 2
export const MAX_PRODUCTS = 1_000
/** Far above any retail price in any currency, low enough that landed and converted prices stay exact. */
export const MAX_AMOUNT = 1e11

const Text = z.string().max(2_000).nullish()

/** The members compare reads (others are accepted and ignored, so a /normalize product can be sent as is). */
const CompareProduct = z.object({
  id: z.string().min(1).max(512),
  title: Text,
  brand: Text,
  price: z
    .object({
      amount: z.number().min(0).max(MAX_AMOUNT).nullish(),
      currency: z
        .string()
        .regex(/^[A-Za-z]{3}$/)
        .nullish(),
    })
    .nullish(),
  availability: z.enum(AVAILABILITY).nullish(),
  seller: z.object({ name: Text, isThirdParty: z.boolean().nullish() }).nullish(),
  reviews: z.object({ rating: z.number().min(0).max(5).nullish(), count: z.number().int().min(0).nullish() }).nullish(),
  identifiers: z.object({ gtin: Text, mpn: Text }).nullish(),
  shipping: z.object({ cost: z.number().min(0).max(MAX_AMOUNT).nullish() }).nullish(),
  rawSource: z.object({ retailerId: Text }).nullish(),
})

const example = (id: string, amount: number, rating: number, count: number, thirdParty: boolean) => ({
  id,
  brand: 'Sony',
  price: { amount, currency: 'USD' },
  availability: 'in_stock',
  seller: { name: thirdParty ? 'audio-deals' : 'Best Buy', isThirdParty: thirdParty },
  reviews: { rating, count },
  identifiers: { gtin: '027242923232', mpn: 'WH1000XM5/B' },
  rawSource: { retailerId: id.split(':')[0] },
})

export const CompareBody = z
  .strictObject({
    products: z.array(CompareProduct).min(MIN_PRODUCTS).max(MAX_PRODUCTS),
    queryIntent: z.enum(INTENTS).optional().meta({ description: 'Default `cheapest`.' }),
    exchangeRates: z
      .strictObject({
        base: z.string().regex(/^[A-Z]{3}$/),
        rates: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().min(1e-6).max(1e6)),
      })
      .optional()
      .meta({
        description:
          'Units of `base` per one unit of each currency (`{ base: "USD", rates: { EUR: 1.08 } }`). Never fetched.',
      }),
  })
  .meta({
    examples: [
      {
        products: [example('bestbuy:6505727', 329.99, 4.7, 3051, false), example('ebay:256123456789', 309, 5, 2, true)],
        queryIntent: 'best_reviewed',
      },
    ],
  })

const Reason = z.object({ code: z.string(), message: z.string() })

export const CompareReply = z.object({
  queryIntent: z.enum(INTENTS),
  priceComparison: z.object({
    baseCurrency: z.string().nullable(),
    groups: z.array(
      z.object({
        currency: z.string(),
        converted: z.boolean(),
        count: z.int(),
        min: z.number(),
        max: z.number(),
        median: z.number(),
        spread: z.number(),
        spreadPercent: z.number(),
        cheapestIds: z.array(z.string()),
      }),
    ),
    unpriced: z.array(z.string()),
  }),
  reviewComparison: z.object({
    prior: z.object({ mean: z.number(), weight: z.number() }),
    bestId: z.string().nullable(),
    products: z.array(
      z.object({ id: z.string(), rating: z.number().nullable(), count: z.int(), bayesianRating: z.number() }),
    ),
  }),
  rankings: z.array(z.object({ rank: z.int(), id: z.string(), score: z.number(), reasons: z.array(z.string()) })),
  matches: z.array(
    z.object({
      key: z.string(),
      by: z.enum(['gtin', 'brand_model']),
      ids: z.array(z.string()),
      retailers: z.array(z.string()),
      cheapestId: z.string().nullable(),
    }),
  ),
  excluded: z.array(z.object({ id: z.string(), reasons: z.array(Reason) })),
  warnings: z.array(Reason),
})
