/**
 * POST /compare in the domain. Deterministic: products are sorted by id first, so the answer does not
 * depend on input order, and every ordering ends on the id. Steps: exclusions by intent (and products
 * that cannot be ranked), price groups, Bayesian review scores, matches, rankings.
 *
 * Rankings: `cheapest`, `in_stock_only`, `exclude_third_party` order by landed price (price + known
 * shipping) relative to the cheapest product in the same currency group (score = cheapest / landed,
 * 1 for the cheapest), then Bayesian rating, then id. `best_reviewed` orders by Bayesian rating (score =
 * rating / 5), then review count, then landed price ratio, then id.
 */
import { AppError } from '@svc/core/errors'
import { bayesianRating, RATING_PRIOR } from './bayesian-rating.js'
import type {
  CompareProduct,
  CompareRequest,
  CompareResponse,
  Intent,
  Ranking,
  Reason,
  ReviewEntry,
} from './compare-types.js'
import { findMatches } from './matches.js'
import { type Priced, priceGroups, pricesOf } from './price-groups.js'

const IN_STOCK = new Set(['in_stock', 'limited'])
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

function exclusions(p: CompareProduct, intent: Intent, priced: Priced | undefined): Reason[] {
  const reasons: Reason[] = []
  if (intent === 'in_stock_only' && !IN_STOCK.has(p.availability ?? 'unknown'))
    reasons.push({
      code: 'NOT_IN_STOCK',
      message: `Availability is ${p.availability ?? 'unknown'}, not in_stock or limited.`,
    })
  if (intent === 'exclude_third_party' && p.seller?.isThirdParty === true)
    reasons.push({
      code: 'THIRD_PARTY_SELLER',
      message: `Sold by a third party${p.seller.name ? ` (${p.seller.name})` : ''}.`,
    })
  if (intent !== 'best_reviewed' && !priced)
    reasons.push({
      code: 'NO_PRICE',
      message: 'The product has no price amount and currency, so it cannot be ranked by price.',
    })
  return reasons
}

/** Two products with one id cannot be ranked apart: 400 DUPLICATE_PRODUCT_ID names the second. */
function checkUniqueIds(products: readonly CompareProduct[]): void {
  const seen = new Set<string>()
  for (const [index, product] of products.entries()) {
    if (seen.has(product.id))
      throw new AppError(
        'DUPLICATE_PRODUCT_ID',
        `products[${index}].id repeats an earlier product's id; ids must be unique.`,
        {
          index,
        },
      )
    seen.add(product.id)
  }
}

type Review = ReviewEntry
type Scored = { p: CompareProduct; r: Review; ratio: number | null; price: Priced | undefined }

/** Products split by the exclusions of the intent, in the given order. */
function partition(products: readonly CompareProduct[], intent: Intent, pricedById: ReadonlyMap<string, Priced>) {
  const excluded: CompareResponse['excluded'] = []
  const kept: CompareProduct[] = []
  for (const p of products) {
    const reasons = exclusions(p, intent, pricedById.get(p.id))
    if (reasons.length) excluded.push({ id: p.id, reasons })
    else kept.push(p)
  }
  return { excluded, kept }
}

/** The warning for prices left in several currencies, if they are. */
function currencyWarning(allPriced: readonly Priced[], request: CompareRequest): Reason | undefined {
  const currencies = new Set(allPriced.map((p) => `${p.currency}|${p.converted}`))
  if (currencies.size <= 1) return undefined
  const unconverted = [...new Set(allPriced.filter((p) => !p.converted).map((p) => p.currency))].sort()
  return request.exchangeRates
    ? {
        code: 'CURRENCIES_NOT_CONVERTED',
        message: `No exchange rate for ${unconverted.join(', ')}; those prices are compared within their own currency.`,
      }
    : {
        code: 'MULTIPLE_CURRENCIES',
        message:
          'Prices are in several currencies and no exchangeRates were given; each currency is compared within itself and price scores are relative to the cheapest product in the same currency.',
      }
}

/** Cheapest landed price of the kept products / this one's, within its currency group; null unpriced. */
function priceRatios(kept: readonly CompareProduct[], pricedById: ReadonlyMap<string, Priced>) {
  const keptPriced = kept.map((p) => pricedById.get(p.id)).filter((p): p is Priced => p !== undefined)
  const cheapestLanded = new Map<string, number>()
  for (const p of keptPriced) {
    const key = `${p.currency}|${p.converted}`
    const current = cheapestLanded.get(key)
    if (current === undefined || p.landed < current) cheapestLanded.set(key, p.landed)
  }
  return (id: string): number | null => {
    const p = pricedById.get(id)
    if (!p) return null
    const min = cheapestLanded.get(`${p.currency}|${p.converted}`) ?? p.landed
    return p.landed > 0 ? min / p.landed : 1
  }
}

/** Every product's review figures, best Bayesian rating first. */
function reviewOrder(products: readonly CompareProduct[]): Review[] {
  const reviews = products.map((p) => ({
    id: p.id,
    rating: p.reviews?.rating ?? null,
    count: p.reviews?.rating === null || p.reviews?.rating === undefined ? 0 : (p.reviews?.count ?? 0),
    bayesianRating: bayesianRating(p.reviews?.rating, p.reviews?.count),
  }))
  return reviews.sort((a, b) => b.bayesianRating - a.bayesianRating || b.count - a.count || byId(a, b))
}

function byIntent(intent: Intent) {
  return (a: Scored, b: Scored) =>
    intent === 'best_reviewed'
      ? b.r.bayesianRating - a.r.bayesianRating ||
        b.r.count - a.r.count ||
        (b.ratio ?? -1) - (a.ratio ?? -1) ||
        byId(a.p, b.p)
      : (b.ratio ?? -1) - (a.ratio ?? -1) || b.r.bayesianRating - a.r.bayesianRating || byId(a.p, b.p)
}

/** One ranked product: its score and the reasons, in words, for its place. */
function ranking({ p, r, ratio, price }: Scored, index: number, intent: Intent): Ranking {
  const reasons: string[] = []
  if (price) {
    const pct = ratio === null || ratio === 0 ? 0 : Math.round((1 / ratio - 1) * 1000) / 10
    reasons.push(
      pct === 0
        ? `lowest landed price in ${price.currency}: ${price.landed}`
        : `landed price ${price.landed} ${price.currency}, ${pct}% above the cheapest in ${price.currency}`,
    )
  } else reasons.push('no price')
  reasons.push(
    r.count > 0
      ? `rating ${r.rating} from ${r.count} reviews (Bayesian ${r.bayesianRating})`
      : `no reviews (Bayesian prior ${RATING_PRIOR.mean})`,
  )
  if (intent === 'in_stock_only') reasons.push(`availability ${p.availability}`)
  if (intent === 'exclude_third_party')
    reasons.push(p.seller?.isThirdParty === false ? 'sold by the retailer' : 'seller type unknown')
  const score = intent === 'best_reviewed' ? r.bayesianRating / 5 : (ratio ?? 0)
  return { rank: index + 1, id: p.id, score: Math.round(score * 10000) / 10000, reasons }
}

export function compareProducts(request: CompareRequest): CompareResponse {
  checkUniqueIds(request.products)
  const intent = request.queryIntent ?? 'cheapest'
  const products = [...request.products].sort(byId)
  const allPriced = pricesOf(products, request.exchangeRates)
  const pricedById = new Map(allPriced.map((p) => [p.id, p]))
  const { excluded, kept } = partition(products, intent, pricedById)

  const warnings: Reason[] = []
  const currencies = currencyWarning(allPriced, request)
  if (currencies) warnings.push(currencies)
  if (kept.length === 0)
    warnings.push({ code: 'NOTHING_TO_RANK', message: 'Every product was excluded for this queryIntent.' })

  const priceRatio = priceRatios(kept, pricedById)
  const reviews = reviewOrder(products)
  const bayes = new Map(reviews.map((r) => [r.id, r]))
  const scored: Scored[] = kept.map((p) => ({
    p,
    r: bayes.get(p.id) as Review,
    ratio: priceRatio(p.id),
    price: pricedById.get(p.id),
  }))
  const rankings = scored.sort(byIntent(intent)).map((item, i) => ranking(item, i, intent))

  return {
    queryIntent: intent,
    priceComparison: {
      baseCurrency: request.exchangeRates?.base ?? null,
      groups: priceGroups(allPriced),
      unpriced: products.filter((p) => !pricedById.has(p.id)).map((p) => p.id),
    },
    reviewComparison: {
      prior: { ...RATING_PRIOR },
      // Only a product with reviews can be the best reviewed.
      bestId: reviews.find((r) => r.count > 0)?.id ?? null,
      products: reviews,
    },
    rankings,
    matches: findMatches(products, pricedById),
    excluded,
    warnings,
  }
}
