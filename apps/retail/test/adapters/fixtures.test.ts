import { describe, expect, it } from 'vitest'
import { normalized } from '../fixtures.js'

/** [retailerId, fixture folder, file, schemaVersion, expected members] for every adapter. */
const CASES: [string, string, string, string | undefined, Record<string, unknown>][] = [
  [
    'aliexpress',
    'aliexpress',
    'productdetail-get.json',
    undefined,
    {
      id: 'aliexpress:1005004567891234',
      amount: 3.49,
      currency: 'USD',
      display: '$3.49',
      availability: 'unknown',
      gtin: null,
      rating: 4.82,
      thirdParty: true,
      original: 6.98,
      discount: 50,
    },
  ],
  [
    'amazon',
    'amazon',
    'paapi5-getitems.json',
    'paapi5',
    {
      id: 'amazon:B09XS7JWHH',
      amount: 328,
      currency: 'USD',
      display: '$328.00',
      availability: 'in_stock',
      gtin: '027242923232',
      rating: 4.4,
      thirdParty: false,
      original: 399.99,
      discount: 18,
    },
  ],
  [
    'amazon',
    'amazon_catalog',
    'sp-api-catalog-item.json',
    'sp-api-2022-04-01',
    {
      id: 'amazon:B09XS7JWHH',
      amount: 399.99,
      currency: 'USD',
      display: '$399.99',
      availability: 'unknown',
      gtin: '4548736132610',
      rating: null,
      thirdParty: null,
      original: null,
      discount: null,
    },
  ],
  [
    'bestbuy',
    'bestbuy',
    'product.json',
    undefined,
    {
      id: 'bestbuy:6505727',
      amount: 329.99,
      currency: 'USD',
      display: '$329.99',
      availability: 'in_stock',
      gtin: '027242923232',
      rating: 4.7,
      thirdParty: false,
      original: 399.99,
      discount: 17.5,
    },
  ],
  [
    'costco',
    'costco',
    'product-page.json',
    undefined,
    {
      id: 'costco:1716945',
      amount: 1099.99,
      currency: 'USD',
      display: '$1,099.99',
      availability: 'in_stock',
      gtin: null,
      rating: 4.6,
      thirdParty: false,
      original: 1299.99,
      discount: 15.4,
    },
  ],
  [
    'custom',
    'custom',
    'custom-shop.json',
    undefined,
    {
      id: 'custom:SKU-88123',
      amount: 1299.99,
      currency: 'EUR',
      display: '1.299,99\u00a0€',
      availability: 'in_stock',
      gtin: '4548736132610',
      rating: 4.5,
      thirdParty: null,
      original: 1399.99,
      discount: 7.1,
    },
  ],
  [
    'ebay',
    'ebay',
    'browse-get-item.json',
    undefined,
    {
      id: 'ebay:256123456789',
      amount: 279.95,
      currency: 'USD',
      display: '$279.95',
      availability: 'in_stock',
      gtin: '027242923232',
      rating: 4.8,
      thirdParty: true,
      original: 399.99,
      discount: 30,
    },
  ],
  [
    'etsy',
    'etsy',
    'listing.json',
    undefined,
    {
      id: 'etsy:1234567890',
      amount: 38,
      currency: 'USD',
      display: '$38.00',
      availability: 'limited',
      gtin: null,
      rating: null,
      thirdParty: true,
      original: null,
      discount: null,
    },
  ],
  [
    'flipkart',
    'flipkart',
    'product-feed.json',
    undefined,
    {
      id: 'flipkart:ACCGJ8Z2YHZUGTKF',
      amount: 26990,
      currency: 'INR',
      display: '₹26,990.00',
      availability: 'in_stock',
      gtin: null,
      rating: null,
      thirdParty: true,
      original: 34990,
      discount: 22.9,
    },
  ],
  [
    'homedepot',
    'homedepot',
    'product-page.json',
    undefined,
    {
      id: 'homedepot:204279858',
      amount: 99,
      currency: 'USD',
      display: '$99.00',
      availability: 'in_stock',
      gtin: '885911383868',
      rating: 4.71,
      thirdParty: false,
      original: 159,
      discount: 37.7,
    },
  ],
  [
    'ikea',
    'ikea',
    'search-product.json',
    undefined,
    {
      id: 'ikea:00263850',
      amount: 69.99,
      currency: 'USD',
      display: '$69.99',
      availability: 'in_stock',
      gtin: null,
      rating: 4.7,
      thirdParty: false,
      original: 79.99,
      discount: 12.5,
    },
  ],
  [
    'mercadolibre',
    'mercadolibre',
    'item.json',
    undefined,
    {
      id: 'mercadolibre:MLA1234567890',
      amount: 899999,
      currency: 'ARS',
      display: '$\u00a0899.999,00',
      availability: 'limited',
      gtin: '4548736132610',
      rating: null,
      thirdParty: true,
      original: 1099999,
      discount: 18.2,
    },
  ],
  [
    'newegg',
    'newegg',
    'item-cell.json',
    undefined,
    {
      id: 'newegg:N82E16820147861',
      amount: 159.99,
      currency: 'USD',
      display: '$159.99',
      availability: 'in_stock',
      gtin: '887276640846',
      rating: 5,
      thirdParty: false,
      original: 249.99,
      discount: 36,
    },
  ],
  [
    'rakuten',
    'rakuten',
    'ichiba-item.json',
    undefined,
    {
      id: 'rakuten:biccamera:13291234',
      amount: 12800,
      currency: 'JPY',
      display: '￥12,800',
      availability: 'in_stock',
      gtin: null,
      rating: 4.61,
      thirdParty: true,
      original: null,
      discount: null,
    },
  ],
  [
    'schema_org',
    'schema_org',
    'product-jsonld.json',
    undefined,
    {
      id: 'schema_org:SONY-WH1000XM5-B',
      amount: 349,
      currency: 'EUR',
      display: '349,00\u00a0€',
      availability: 'in_stock',
      gtin: '4548736132610',
      rating: 4.6,
      thirdParty: null,
      original: 419,
      discount: 16.7,
    },
  ],
  [
    'shopify',
    'shopify',
    'products-json.json',
    undefined,
    {
      id: 'shopify:6611759218768',
      amount: 98,
      currency: null,
      display: null,
      availability: 'in_stock',
      gtin: '850000820104',
      rating: null,
      thirdParty: false,
      original: 110,
      discount: 10.9,
    },
  ],
  [
    'target',
    'target',
    'pdp-client.json',
    undefined,
    {
      id: 'target:85978612',
      amount: 189.99,
      currency: 'USD',
      display: '$189.99',
      availability: 'in_stock',
      gtin: '194253921806',
      rating: 4.66,
      thirdParty: false,
      original: 249.99,
      discount: 24,
    },
  ],
  [
    'walmart',
    'walmart',
    'product-lookup.json',
    undefined,
    {
      id: 'walmart:913316486',
      amount: 329,
      currency: 'USD',
      display: '$329.00',
      availability: 'in_stock',
      gtin: '027242923232',
      rating: 4.57,
      thirdParty: false,
      original: 399.99,
      discount: 17.7,
    },
  ],
  [
    'wayfair',
    'wayfair',
    'product-page.json',
    undefined,
    {
      id: 'wayfair:W004170342',
      amount: 649.99,
      currency: 'USD',
      display: '$649.99',
      availability: 'in_stock',
      gtin: null,
      rating: 4.4,
      thirdParty: false,
      original: 1029,
      discount: 36.8,
    },
  ],
  [
    'zalando',
    'zalando',
    'article.json',
    undefined,
    {
      id: 'zalando:NI112O0BU-Q11',
      amount: 119.99,
      currency: 'EUR',
      display: '119,99\u00a0€',
      availability: 'limited',
      gtin: '0196038567858',
      rating: null,
      thirdParty: false,
      original: 149.99,
      discount: 20,
    },
  ],
]

describe('every adapter normalizes its fixture to the expected values', () => {
  it.each(CASES)('%s (%s/%s)', (retailerId, folder, file, version, want) => {
    const p = normalized(retailerId, folder, file, version)
    expect({
      id: p.id,
      amount: p.price.amount,
      currency: p.price.currency,
      display: p.price.display?.replace(/\u202f/g, '\u00a0') ?? null,
      availability: p.availability,
      gtin: p.identifiers.gtin,
      rating: p.reviews.rating,
      thirdParty: p.seller.isThirdParty,
      original: p.price.originalAmount,
      discount: p.price.discountPercent,
    }).toEqual(want)
    expect(p.rawSource.retailerId).toBe(retailerId)
    expect(p.confidence).toBeGreaterThan(0.5)
  })
})

describe('adapter details', () => {
  it('amazon PA-API: browse path root-first, UPC and EAN of the same item, Amazon as first-party seller', () => {
    const p = normalized('amazon', 'amazon', 'paapi5-getitems.json')
    expect(p.category).toEqual([
      'Electronics',
      'Headphones, Earbuds & Accessories',
      'Headphones',
      'Over-Ear Headphones',
    ])
    expect(p.identifiers).toMatchObject({
      upc: '027242923232',
      ean: '0027242923232',
      asin: 'B09XS7JWHH',
      mpn: 'WH1000XM5/B',
    })
    expect(p.confidence).toBe(0.95)
  })
  it('amazon without schemaVersion picks the SP-API adapter for a catalog item and reports its version', () => {
    const p = normalized('amazon', 'amazon_catalog', 'sp-api-catalog-item.json')
    expect(p.rawSource).toEqual({ retailerId: 'amazon', schemaVersion: '2022-04-01', detected: false })
    expect(p.title).toBe('Sony WH-1000XM5 Wireless Noise Canceling Headphones')
  })
  it('a schemaVersion for a single-schema retailer is ignored with SCHEMA_VERSION_IGNORED (no penalty)', () => {
    const p = normalized('walmart', 'walmart', 'product-lookup.json', 'v9')
    expect(p.warnings.map((w) => w.code)).toEqual(['SCHEMA_VERSION_IGNORED'])
    expect(p.rawSource.schemaVersion).toBeNull()
    expect(p.confidence).toBe(0.95)
  })
  it('ebay: histogram, used condition from conditionId 3000, free shipping with the delivery window', () => {
    const p = normalized('ebay', 'ebay', 'browse-get-item.json')
    expect(p.reviews.distribution).toEqual({ '1': 4, '2': 2, '3': 6, '4': 20, '5': 180 })
    expect(p.condition).toBe('used')
    expect(p.shipping).toEqual({ cost: 0, free: true, estimate: '2026-11-27T08:00:00.000Z/2026-11-30T08:00:00.000Z' })
  })
  it('shopify: variants with options; no currency in products.json -> CURRENCY_MISSING and no display', () => {
    const p = normalized('shopify', 'shopify', 'products-json.json')
    expect(p.variants).toEqual([
      {
        id: '39614421876816',
        title: 'Natural Black / 9',
        sku: 'WR2MNBK090',
        price: 98,
        availability: 'in_stock',
        attributes: { Color: 'Natural Black', Size: '9' },
      },
      {
        id: '39614421909584',
        title: 'Natural Black / 10',
        sku: 'WR2MNBK100',
        price: 98,
        availability: 'out_of_stock',
        attributes: { Color: 'Natural Black', Size: '10' },
      },
    ])
    expect(p.warnings.map((w) => w.code)).toEqual(['CURRENCY_MISSING'])
    expect(p.confidence).toBe(0.85)
  })
  it('zalando: the cheapest available size is the price; a sold-out size makes it limited', () => {
    const p = normalized('zalando', 'zalando', 'article.json')
    expect(p.variants.map((v) => [v.title, v.price, v.availability])).toEqual([
      ['42', 149.99, 'in_stock'],
      ['43', 119.99, 'in_stock'],
      ['44', 149.99, 'out_of_stock'],
    ])
  })
  it('rakuten: "¥12,800" with a JPY storefront is 12800 yen, not ambiguous', () => {
    const p = normalized('rakuten', 'rakuten', 'ichiba-item.json')
    expect(p.warnings).toEqual([])
    expect(p.shipping.free).toBe(true)
  })
  it('custom: a German price string with the euro sign, lower base confidence', () => {
    const p = normalized('custom', 'custom', 'custom-shop.json')
    expect(p.category).toEqual(['Audio', 'Kopfhörer'])
    expect(p.confidence).toBe(0.6)
  })
  it('schema.org: StrikethroughPrice is the original price, shipping rate read', () => {
    const p = normalized('schema_org', 'schema_org', 'product-jsonld.json')
    expect(p.shipping).toEqual({ cost: 4.99, free: false, estimate: '1-3 days in transit' })
    expect(p.condition).toBe('new')
  })
  it('aliexpress: a 96.4% positive rate reads as 4.82 of 5', () => {
    expect(normalized('aliexpress', 'aliexpress', 'productdetail-get.json').reviews.rating).toBe(4.82)
  })
})
