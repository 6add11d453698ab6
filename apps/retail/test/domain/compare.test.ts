import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bayesianRating, RATING_PRIOR } from '../../src/domain/bayesian-rating.js'
import { compareProducts } from '../../src/domain/compare-products.js'
import type { CompareProduct } from '../../src/domain/compare-types.js'
import { normalized } from '../fixtures.js'

const product = (
  id: string,
  amount: number | null,
  extra: Partial<CompareProduct> & { rating?: number; count?: number; currency?: string } = {},
): CompareProduct => ({
  id,
  price: amount === null ? null : { amount, currency: extra.currency ?? 'USD' },
  availability: extra.availability ?? 'in_stock',
  seller: extra.seller ?? { name: 'Shop', isThirdParty: false },
  reviews: extra.rating === undefined ? null : { rating: extra.rating, count: extra.count ?? 0 },
  identifiers: extra.identifiers ?? null,
  brand: extra.brand ?? null,
  shipping: extra.shipping ?? null,
  rawSource: { retailerId: id.split(':')[0] },
})

describe('Bayesian rating (prior: 10 reviews at 3.5 stars)', () => {
  it('5.0 from 2 reviews does not beat 4.7 from 3,000', () => {
    expect(RATING_PRIOR).toEqual({ mean: 3.5, weight: 10 })
    expect(bayesianRating(5, 2)).toBe(3.75)
    expect(bayesianRating(4.7, 3000)).toBe(4.696)
    expect(bayesianRating(null, 0)).toBe(3.5)
    expect(bayesianRating(4, 0)).toBe(3.5)
  })
})

describe('compare: price comparison', () => {
  it('per currency min, max, median (mean of the middle two), spread and the cheapest ids (ties included)', () => {
    const r = compareProducts({
      products: [product('a:1', 100), product('b:1', 80), product('c:1', 80), product('d:1', 130.01)],
    })
    expect(r.priceComparison.groups).toEqual([
      {
        currency: 'USD',
        converted: false,
        count: 4,
        min: 80,
        max: 130.01,
        median: 90,
        spread: 50.01,
        spreadPercent: 62.5,
        cheapestIds: ['b:1', 'c:1'],
      },
    ])
  })

  it('without exchangeRates, currencies are compared within themselves, with a warning', () => {
    const r = compareProducts({
      products: [
        product('a:1', 100),
        product('b:1', 90, { currency: 'EUR' }),
        product('c:1', 95, { currency: 'EUR' }),
        product('d:1', 120),
      ],
    })
    expect(r.priceComparison.groups.map((g) => [g.currency, g.count, g.min, g.cheapestIds])).toEqual([
      ['EUR', 2, 90, ['b:1']],
      ['USD', 2, 100, ['a:1']],
    ])
    expect(r.warnings.map((w) => w.code)).toEqual(['MULTIPLE_CURRENCIES'])
    // The cheapest in each currency scores 1; ties then go to rating (equal here) and id.
    expect(r.rankings.map((x) => [x.id, x.score])).toEqual([
      ['a:1', 1],
      ['b:1', 1],
      ['c:1', 0.9474],
      ['d:1', 0.8333],
    ])
  })

  it('with exchangeRates, prices are converted to the base and ranked together; a currency without a rate stays apart', () => {
    const r = compareProducts({
      products: [
        product('a:1', 100),
        product('b:1', 90, { currency: 'EUR' }),
        product('c:1', 15000, { currency: 'JPY' }),
      ],
      exchangeRates: { base: 'USD', rates: { EUR: 1.2 } },
    })
    expect(r.priceComparison.baseCurrency).toBe('USD')
    expect(r.priceComparison.groups.map((g) => [g.currency, g.converted, g.min, g.max, g.cheapestIds])).toEqual([
      ['USD', true, 100, 108, ['a:1']],
      ['JPY', false, 15000, 15000, ['c:1']],
    ])
    expect(r.warnings).toEqual([{ code: 'CURRENCIES_NOT_CONVERTED', message: expect.stringContaining('JPY') }])
    expect(r.rankings.map((x) => x.id)).toEqual(['a:1', 'c:1', 'b:1'])
  })

  it('converts with the exact product, rounded once (3 × 1.005 = 3.015 → 3.02, 0.70 × 1.15 = 0.805 → 0.81)', () => {
    // Float products give 3.0149999999999997 and 0.8049999999999999, which round down.
    const r = compareProducts({
      products: [
        product('a:1', 3, { currency: 'EUR' }),
        product('b:1', 0.7, { currency: 'GBP', shipping: { cost: 0.7 } }),
      ],
      exchangeRates: { base: 'USD', rates: { EUR: 1.005, GBP: 1.15 } },
    })
    const [group] = r.priceComparison.groups
    expect([group?.currency, group?.min, group?.max]).toEqual(['USD', 0.81, 3.02])
    expect(r.rankings.find((x) => x.id === 'b:1')?.reasons.join(' ')).toContain('landed price in USD: 1.61')
  })

  it('leaves a product unpriced when its converted price is more than a JSON number carries exactly', () => {
    const r = compareProducts({
      // 30000000000000.03 × 3 = 90000000000000.09, whose nearest double prints as 90000000000000.1.
      products: [product('a:1', 30000000000000.03, { currency: 'EUR' }), product('b:1', 10, { currency: 'EUR' })],
      exchangeRates: { base: 'USD', rates: { EUR: 3 } },
    })
    expect(r.priceComparison.groups.map((g) => [g.currency, g.count, g.min])).toEqual([['USD', 1, 30]])
    expect(r.priceComparison.unpriced).toEqual(['a:1'])
  })

  it('ranks by landed price: shipping is added to the item price', () => {
    const r = compareProducts({
      products: [product('a:1', 95, { shipping: { cost: 10 } }), product('b:1', 100, { shipping: { cost: 0 } })],
    })
    expect(r.rankings.map((x) => x.id)).toEqual(['b:1', 'a:1'])
    expect(r.rankings[1]?.reasons[0]).toBe('landed price 105 USD, 5% above the cheapest in USD')
  })
})

describe('compare: intents', () => {
  const set = [
    product('amazon:A', 328, { rating: 4.4, count: 11482 }),
    product('ebay:E', 279.95, { rating: 5, count: 2, seller: { name: 'outlet', isThirdParty: true } }),
    product('bestbuy:B', 329.99, { rating: 4.7, count: 3000 }),
    product('walmart:W', 299, { availability: 'out_of_stock', rating: 4.6, count: 1800 }),
    product('target:T', 310, { availability: 'preorder' }),
    product('etsy:X', null, { rating: 4.9, count: 40 }),
  ]

  it('cheapest (default): ascending landed price; an unpriced product is excluded with NO_PRICE', () => {
    const r = compareProducts({ products: set })
    expect(r.queryIntent).toBe('cheapest')
    expect(r.rankings.map((x) => x.id)).toEqual(['ebay:E', 'walmart:W', 'target:T', 'amazon:A', 'bestbuy:B'])
    expect(r.rankings[0]).toMatchObject({
      rank: 1,
      score: 1,
      reasons: ['lowest landed price in USD: 279.95', 'rating 5 from 2 reviews (Bayesian 3.75)'],
    })
    expect(r.excluded).toEqual([{ id: 'etsy:X', reasons: [{ code: 'NO_PRICE', message: expect.any(String) }] }])
    expect(r.priceComparison.unpriced).toEqual(['etsy:X'])
  })

  it('best_reviewed: Bayesian average, so 4.7 from 3,000 beats 5.0 from 2 (4.9 from 40 gives 4.62); unpriced products still rank', () => {
    const r = compareProducts({ products: set, queryIntent: 'best_reviewed' })
    expect(r.rankings.map((x) => x.id)).toEqual(['bestbuy:B', 'etsy:X', 'walmart:W', 'amazon:A', 'ebay:E', 'target:T'])
    expect(r.rankings[0]?.score).toBe(0.9392)
    expect(r.reviewComparison.bestId).toBe('bestbuy:B')
    expect(r.excluded).toEqual([])
  })

  it('in_stock_only: out of stock and preorder are excluded with NOT_IN_STOCK', () => {
    const r = compareProducts({ products: set, queryIntent: 'in_stock_only' })
    expect(r.rankings.map((x) => x.id)).toEqual(['ebay:E', 'amazon:A', 'bestbuy:B'])
    expect(r.excluded.map((e) => [e.id, e.reasons.map((x) => x.code)])).toEqual([
      ['etsy:X', ['NO_PRICE']],
      ['target:T', ['NOT_IN_STOCK']],
      ['walmart:W', ['NOT_IN_STOCK']],
    ])
  })

  it('exclude_third_party: third-party sellers are excluded with THIRD_PARTY_SELLER', () => {
    const r = compareProducts({ products: set, queryIntent: 'exclude_third_party' })
    expect(r.rankings.map((x) => x.id)).toEqual(['walmart:W', 'target:T', 'amazon:A', 'bestbuy:B'])
    expect(r.excluded.find((e) => e.id === 'ebay:E')?.reasons).toEqual([
      { code: 'THIRD_PARTY_SELLER', message: 'Sold by a third party (outlet).' },
    ])
  })

  it('everything excluded: empty rankings and NOTHING_TO_RANK', () => {
    const r = compareProducts({
      products: [product('a:1', 1, { availability: 'out_of_stock' }), product('b:1', 2, { availability: 'unknown' })],
      queryIntent: 'in_stock_only',
    })
    expect(r.rankings).toEqual([])
    expect(r.warnings.map((w) => w.code)).toContain('NOTHING_TO_RANK')
    expect(r.reviewComparison.bestId).toBeNull()
  })

  it('ties are broken by id', () => {
    const r = compareProducts({ products: [product('z:1', 50), product('a:1', 50), product('m:1', 50)] })
    expect(r.rankings.map((x) => x.id)).toEqual(['a:1', 'm:1', 'z:1'])
  })
})

describe('compare: cross-retailer matching', () => {
  it('groups the normalized fixtures by GTIN (UPC-A = EAN-13 with a leading 0) and reports the cheapest', () => {
    const products = [
      normalized('amazon', 'amazon', 'paapi5-getitems.json'),
      normalized('bestbuy', 'bestbuy', 'product.json'),
      normalized('walmart', 'walmart', 'product-lookup.json'),
      normalized('ebay', 'ebay', 'browse-get-item.json'),
      normalized('schema_org', 'schema_org', 'product-jsonld.json'),
      normalized('mercadolibre', 'mercadolibre', 'item.json'),
      normalized('custom', 'custom', 'custom-shop.json'),
      normalized('target', 'target', 'pdp-client.json'),
    ]
    const r = compareProducts({ products })
    expect(r.matches).toEqual([
      {
        key: 'gtin:00027242923232',
        by: 'gtin',
        ids: ['amazon:B09XS7JWHH', 'bestbuy:6505727', 'ebay:256123456789', 'walmart:913316486'],
        retailers: ['amazon', 'bestbuy', 'ebay', 'walmart'],
        cheapestId: 'ebay:256123456789',
      },
      {
        key: 'gtin:04548736132610',
        by: 'gtin',
        ids: ['custom:SKU-88123', 'mercadolibre:MLA1234567890', 'schema_org:SONY-WH1000XM5-B'],
        retailers: ['custom', 'mercadolibre', 'schema_org'],
        // EUR and ARS: no single currency, so no cheapest without exchange rates.
        cheapestId: null,
      },
    ])
  })

  it('without a GTIN, by normalized brand + model', () => {
    const r = compareProducts({
      products: [
        product('a:1', 10, { brand: 'Sony', identifiers: { mpn: 'WH-1000XM5/B' } }),
        product('b:1', 9, { brand: 'SONY ', identifiers: { mpn: 'wh1000xm5b' } }),
        product('c:1', 8, { brand: 'Bose', identifiers: { mpn: 'WH-1000XM5/B' } }),
        product('d:1', 7, { brand: 'Sony', identifiers: { gtin: '12345678', mpn: 'X' } }),
      ],
    })
    expect(r.matches).toEqual([
      {
        key: 'model:sony|wh1000xm5b',
        by: 'brand_model',
        ids: ['a:1', 'b:1'],
        retailers: ['a', 'b'],
        cheapestId: 'b:1',
      },
    ])
  })
})

describe('compare: determinism', () => {
  it('the whole answer is the same under any reordering of the products (property)', () => {
    const arb = fc.array(
      fc.record({
        n: fc.integer({ min: 0, max: 40 }),
        amount: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
        currency: fc.constantFrom('USD', 'EUR'),
        rating: fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }),
        count: fc.integer({ min: 0, max: 5000 }),
        availability: fc.constantFrom('in_stock', 'out_of_stock', 'limited', 'unknown'),
        third: fc.boolean(),
        gtin: fc.constantFrom(undefined, '027242923232', '4548736132610'),
      }),
      { minLength: 2, maxLength: 40 },
    )
    fc.assert(
      fc.property(
        arb,
        fc.constantFrom('cheapest', 'best_reviewed', 'in_stock_only', 'exclude_third_party'),
        fc.integer(),
        (rows, intent, seed) => {
          const unique = new Map(rows.map((r) => [r.n, r]))
          const products = [...unique.values()].map((r) =>
            product(`r${r.n % 5}:${r.n}`, r.amount, {
              currency: r.currency,
              ...(r.rating === undefined ? {} : { rating: r.rating / 10, count: r.count }),
              availability: r.availability as CompareProduct['availability'],
              seller: { name: 's', isThirdParty: r.third },
              identifiers: r.gtin ? { gtin: r.gtin } : null,
            }),
          )
          const shuffled = [...products]
          let s = seed
          for (let i = shuffled.length - 1; i > 0; i--) {
            s = (s * 1103515245 + 12345) & 0x7fffffff
            const j = s % (i + 1)
            ;[shuffled[i], shuffled[j]] = [shuffled[j] as CompareProduct, shuffled[i] as CompareProduct]
          }
          const request = { queryIntent: intent as 'cheapest' }
          expect(compareProducts({ ...request, products: shuffled })).toEqual(
            compareProducts({ ...request, products: products.reverse() }),
          )
        },
      ),
      { numRuns: 200 },
    )
  })
})
