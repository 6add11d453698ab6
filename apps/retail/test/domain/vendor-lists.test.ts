/**
 * Vendor responses and the per-retailer fixtures, indexed in test/fixtures/SOURCES.md: every item of a
 * list is a product in order, every vendor error entry an item error with the vendor's code and message.
 * One value row per indexed file, every canonical field the example carries; the kit's `runValueRows`
 * fails when a `published` one has none.
 */
import { readFileSync } from 'node:fs'
import { runValueRows } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import type { Product } from '../../src/canonical/product.js'
import { type CheckedInput, normalizeProducts } from '../../src/domain/normalize-products.js'
import { fixture } from '../fixtures.js'
import { type ProductFacts, RETAILER_VALUES } from './retailer-values.js'

const APP = new URL('../../', import.meta.url)
const RESPONSES = new URL('../responses/', import.meta.url)
const response = (key: string, file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`${key}/${file}`, RESPONSES), 'utf8'))
const run = (payload: Record<string, unknown>, retailerId?: string, schemaVersion?: string) =>
  normalizeProducts([
    {
      ok: true,
      value: { payload, ...(retailerId ? { retailerId } : {}), ...(schemaVersion ? { schemaVersion } : {}) },
    } satisfies CheckedInput,
  ])

/** The canonical fields of a product, in the order of retailer-values.ts. */
function facts(p: Product): ProductFacts {
  return {
    id: p.id,
    title: p.title,
    brand: p.brand,
    description: p.description,
    url: p.url,
    images: p.images,
    price: [p.price.amount, p.price.currency, p.price.display, p.price.originalAmount, p.price.discountPercent],
    availability: p.availability,
    condition: p.condition,
    seller: [p.seller.name, p.seller.isThirdParty],
    reviews: [p.reviews.rating, p.reviews.count, p.reviews.distribution],
    identifiers: { ...p.identifiers },
    category: p.category,
    categoryIds: p.categoryIds,
    variants: p.variants.map((v) => [v.id, v.title, v.sku, v.price, v.availability, v.attributes]),
    shipping: [p.shipping.cost, p.shipping.free, p.shipping.estimate],
    schemaVersion: p.rawSource.schemaVersion,
    warnings: p.warnings.map((w) => w.code),
  }
}

/**
 * Each per-retailer fixture read by its retailer's name (the SP-API item as `amazon` with its
 * schemaVersion) and detected: the same product, and detection names the same retailer.
 */
const retailerRows = Object.fromEntries(
  Object.entries(RETAILER_VALUES).map(([file, want]) => {
    const key = file.split('/')[2] as string
    const named = key === 'amazon_catalog' ? (['amazon', 'sp-api-2022-04-01'] as const) : ([key, undefined] as const)
    return [
      file,
      () => {
        const payload = JSON.parse(readFileSync(new URL(file, APP), 'utf8'))
        const res = run(payload, ...named)
        expect(res.errors).toEqual([])
        expect(res.products.map(facts)).toEqual([want])
        const detected = run(payload)
        expect(detected.products.map((p) => [p.id, p.rawSource.retailerId, p.rawSource.detected])).toEqual([
          [want.id, want.id.split(':')[0], true],
        ])
      },
    ]
  }),
)

/** The Samsung QLED TV of Amazon's Catalog Items model, as its summaries, identifiers and images give it. */
const SP_API_TV = {
  id: 'amazon:B07N4M94X4',
  title:
    'Samsung QN82Q60RAFXZA Flat 82-Inch QLED 4K Q60 Series (2019) Ultra HD Smart TV with HDR and Alexa Compatibility',
  brand: 'SAMSUNG',
  url: 'https://www.amazon.com/dp/B07N4M94X4',
  availability: 'unknown',
  condition: null,
  seller: { name: null, isThirdParty: null },
  // `classifications`: QLED TVs < Televisions < Television & Video < Electronics, read root-first.
  category: ['Electronics', 'Television & Video', 'Televisions', 'QLED TVs'],
  categoryIds: ['172282', '1266092011', '172659', '21489946011'],
  // EAN 0887276302195, GTIN 00887276302195 and UPC 887276302195: the first valid barcode is the gtin.
  identifiers: {
    gtin: '0887276302195',
    upc: '887276302195',
    ean: '0887276302195',
    isbn: null,
    asin: 'B07N4M94X4',
    mpn: 'QN82Q60RAFXZA',
    sku: null,
  },
  rawSource: { retailerId: 'amazon', schemaVersion: '2022-04-01' },
}
const SP_API_IMAGES = [
  '91uohwV+k3L',
  '51DZzp3w3vL',
  '81w2rTVShlL',
  '41Px9eq9tkL',
  '51NTNhdhPyL',
  '51o4zpL+A3L',
  '71ux2k9GAZL',
  '61UUX63yw1L',
  '61LwHkljX-L',
  '51wJTQty3PL',
  '61uvoB4VvoL',
  '51ZexIO628L',
  '7121MGd2ncL',
  '61QK+JBMrGL',
  '61ECcGlG4IL',
  '31TxwfqvB5L',
].map((id) => `https://m.media-amazon.com/images/I/${id}.jpg`)

/** The iPod Nano of Shopify's Admin REST examples: four colours at "199.00", stock tracked by Shopify. */
const IPOD_NANO = {
  id: 'shopify:632910392',
  title: 'IPod Nano - 8GB',
  brand: 'Apple',
  description:
    "It's the small iPod with one very big idea: Video. Now the world's most popular music player, available in 4GB and 8GB models, lets you enjoy TV shows, movies, video podcasts, and more. The larger, brighter display means amazing picture quality. In six eye-catching colors, iPod nano is stunning all around. And with models starting at just $149, little speaks volumes.",
  // The Admin API names no storefront URL and no currency (the shop's is not in the product).
  url: null,
  // The third image repeats the first one's src.
  images: [
    'https://cdn.shopify.com/s/files/1/0005/4838/0009/products/ipod-nano.png?v=1704203951',
    'https://cdn.shopify.com/s/files/1/0005/4838/0009/products/ipod-nano-2.png?v=1704203951',
  ],
  price: { amount: 199, currency: null, display: null, originalAmount: null, discountPercent: null },
  // inventory_quantity 10..40 with inventory_management "shopify".
  availability: 'in_stock',
  condition: 'new',
  seller: { name: 'Apple', isThirdParty: false },
  category: ['Cult Products'],
  // The barcodes are "1234_pink" and the like: no GTIN (GTIN_INVALID).
  identifiers: { gtin: null, upc: null, ean: null, isbn: null, asin: null, mpn: null, sku: 'IPOD2008PINK' },
  variants: [
    {
      id: '808950810',
      title: 'Pink',
      sku: 'IPOD2008PINK',
      price: 199,
      availability: 'in_stock',
      attributes: { Color: 'Pink' },
    },
    {
      id: '49148385',
      title: 'Red',
      sku: 'IPOD2008RED',
      price: 199,
      availability: 'in_stock',
      attributes: { Color: 'Red' },
    },
    {
      id: '39072856',
      title: 'Green',
      sku: 'IPOD2008GREEN',
      price: 199,
      availability: 'in_stock',
      attributes: { Color: 'Green' },
    },
    {
      id: '457924702',
      title: 'Black',
      sku: 'IPOD2008BLACK',
      price: 199,
      availability: 'in_stock',
      attributes: { Color: 'Black' },
    },
  ],
}

runValueRows({
  index: new URL('../fixtures/SOURCES.md', import.meta.url),
  rows: {
    ...retailerRows,
    // Amazon's getCatalogItem example: one product, every member the example carries.
    'test/responses/amazon_catalog/get-catalog-item-example.json': () => {
      for (const [retailerId, schemaVersion] of [
        ['amazon', undefined],
        ['amazon', 'sp-api-2022-04-01'],
        ['amazon_catalog', undefined],
        [undefined, undefined],
      ] as const) {
        const res = run(response('amazon_catalog', 'get-catalog-item-example.json'), retailerId, schemaVersion)
        expect(res.errors).toEqual([])
        expect(res.products).toHaveLength(1)
        const [tv] = res.products
        expect(tv).toMatchObject({
          ...SP_API_TV,
          images: SP_API_IMAGES,
          // attributes.list_price: 3799.99 USD
          price: {
            amount: 3799.99,
            currency: 'USD',
            display: '$3,799.99',
            originalAmount: null,
            discountPercent: null,
          },
        })
        // attributes.bullet_point: six lines, in order.
        expect(tv?.description?.split('\n')).toHaveLength(6)
        expect(tv?.description).toMatch(/^SMART TV WITH UNIVERSAL GUIDE: Simple on-screen Guide/)
        expect(tv?.description).toMatch(/Alexa and Google Assistant compatibility, and more$/)
        expect(tv?.rawSource.detected).toBe(retailerId === undefined)
        expect(tv?.warnings).toEqual([])
      }
    },
    // The searchCatalogItems sandbox page: its one item (no attributes, so no price and no description).
    'test/responses/amazon_catalog/search-catalog-items-sandbox.json': () => {
      for (const retailerId of ['amazon', 'amazon_sp_api', undefined]) {
        const res = run(response('amazon_catalog', 'search-catalog-items-sandbox.json'), retailerId)
        expect(res.errors).toEqual([])
        expect(res.results.map((r) => [r.index, r.item])).toEqual([[0, 0]])
        expect(res.products).toHaveLength(1)
        expect(res.products[0]).toMatchObject({
          ...SP_API_TV,
          description: null,
          images: SP_API_IMAGES,
          price: { amount: null, currency: null },
          rawSource: { ...SP_API_TV.rawSource, detected: retailerId === undefined },
        })
      }
    },
    // The 400 sandbox body: the vendor's code and message, no product of nulls.
    'test/responses/amazon_catalog/get-catalog-item-sandbox-400.json': () => {
      for (const retailerId of ['amazon', 'amazon_catalog']) {
        const res = run(response('amazon_catalog', 'get-catalog-item-sandbox-400.json'), retailerId)
        expect(res.products).toEqual([])
        expect(res.errors).toEqual([
          {
            index: 0,
            error: 'VENDOR_ERROR',
            vendorCode: '400',
            message: 'Request has missing or invalid parameters and cannot be parsed.',
            retailerId: 'amazon',
          },
        ])
      }
      // Unnamed, `{errors: [{code, message}]}` says nothing of Amazon: not claimed as its error.
      const unnamed = run(response('amazon_catalog', 'get-catalog-item-sandbox-400.json'))
      expect(unnamed.products).toEqual([])
      expect(unnamed.errors.map((e) => e.error)).toEqual(['UNRECOGNIZED_PAYLOAD'])
    },
    // Shopify's products list for ids=632910392,921728736: both products, in order, named or detected.
    'test/responses/shopify/products-list-ids.json': () => {
      for (const retailerId of ['shopify', undefined]) {
        const res = run(response('shopify', 'products-list-ids.json'), retailerId)
        expect(res.errors).toEqual([])
        expect(res.results.map((r) => [r.index, r.item])).toEqual([
          [0, 0],
          [0, 1],
        ])
        const [nano, touch] = res.products
        expect(nano).toMatchObject({
          ...IPOD_NANO,
          rawSource: { retailerId: 'shopify', detected: retailerId === undefined },
        })
        expect(touch).toMatchObject({
          id: 'shopify:921728736',
          title: 'IPod Touch 8GB',
          brand: 'Apple',
          images: [],
          price: { amount: 199, currency: null },
          // inventory_quantity 13, managed by an app ("shipwire-app").
          availability: 'in_stock',
          category: ['Cult Products'],
          identifiers: { gtin: null, sku: 'IPOD2009BLACK' },
          variants: [
            {
              id: '447654529',
              title: 'Black',
              sku: 'IPOD2009BLACK',
              price: 199,
              availability: 'in_stock',
              attributes: { Title: 'Black' },
            },
          ],
        })
        expect(touch?.description).toBe(
          "The iPod Touch has the iPhone's multi-touch interface, with a physical home button off the touch screen. The home screen has a list of buttons for the available applications.",
        )
        for (const p of res.products)
          expect(p.warnings.map((w) => w.code)).toEqual(['CURRENCY_MISSING', 'GTIN_INVALID'])
      }
    },
    // Shopify's single product (`{product}`): the same iPod Nano.
    'test/responses/shopify/product-get.json': () => {
      const res = run(response('shopify', 'product-get.json'), 'shopify')
      expect(res.errors).toEqual([])
      expect(res.products).toHaveLength(1)
      expect(res.products[0]).toMatchObject(IPOD_NANO)
      expect(res.products[0]?.warnings.map((w) => w.code)).toEqual(['CURRENCY_MISSING', 'GTIN_INVALID'])
    },
    // GetItems with two items and one error: two products in order and the error with Amazon code
    'test/responses/amazon/paapi5-getitems-two-items-one-error.json': () => {
      for (const retailerId of ['amazon', undefined]) {
        const res = run(response('amazon', 'paapi5-getitems-two-items-one-error.json'), retailerId)
        expect(res.products.map((p) => p.id)).toEqual(['amazon:B09XS7JWHH', 'amazon:B0199980K4'])
        const [first, second] = res.products
        expect(first?.title).toBe('Sony WH-1000XM5 Wireless Industry Leading Noise Canceling Headphones, Black')
        expect(first?.price.amount).toBe(328)
        expect(second?.title).toBe('Kindle Paperwhite E-reader')
        expect(second?.price).toMatchObject({ amount: 129.99, currency: 'USD' })
        expect(second?.availability).toBe('in_stock')
        expect(res.results.map((r) => [r.index, r.item])).toEqual([
          [0, 0],
          [0, 1],
          [0, undefined],
        ])
        expect(res.errors).toEqual([
          {
            index: 0,
            error: 'VENDOR_ERROR',
            vendorCode: 'InvalidParameterValue',
            message: 'The ItemId B001AWBYRAA provided in the request is invalid.',
            retailerId: 'amazon',
          },
        ])
      }
    },
    // an errors-only GetItems response (published) reports each Amazon error, no product of nulls
    'test/responses/amazon/paapi5-getitems-errors-only.json': () => {
      const res = run(response('amazon', 'paapi5-getitems-errors-only.json'), 'amazon')
      expect(res.products).toEqual([])
      expect(res.errors.map((e) => [e.error, e.vendorCode, e.message])).toEqual([
        ['VENDOR_ERROR', 'InvalidParameterValue', 'The ItemId dummy provided in the request is invalid.'],
        ['VENDOR_ERROR', 'InvalidParameterValue', 'The ItemId B001AWBYRAA provided in the request is invalid.'],
      ])
    },
    // a SearchItems NoResults response (published) is one item error with code NoResults
    'test/responses/amazon/paapi5-searchitems-noresults.json': () => {
      const res = run(response('amazon', 'paapi5-searchitems-noresults.json'))
      expect(res.products).toEqual([])
      expect(res.errors).toEqual([
        {
          index: 0,
          error: 'VENDOR_ERROR',
          vendorCode: 'NoResults',
          message: 'No results found for your request.',
          retailerId: 'amazon',
        },
      ])
    },
    // a published show=sku,name,salePrice page yields both products in order, named or detected
    'test/responses/bestbuy/products-show-sku-name-saleprice.json': () => {
      for (const retailerId of ['bestbuy', undefined]) {
        const res = run(response('bestbuy', 'products-show-sku-name-saleprice.json'), retailerId)
        expect(res.errors).toEqual([])
        expect(res.results.map((r) => [r.index, r.item])).toEqual([
          [0, 0],
          [0, 1],
        ])
        expect(
          res.products.map((p) => [p.id, p.title, p.price.amount, p.price.currency, p.rawSource.detected]),
        ).toEqual([
          ['bestbuy:17215997', 'AC/DC: Rock Power (DVD)', 11.99, 'USD', retailerId === undefined],
          ['bestbuy:23003222', 'AC/DC: Rocks Detroit (DVD)', 10.99, 'USD', retailerId === undefined],
        ])
        for (const product of res.products) expect(product.warnings.map((w) => w.code)).not.toContain('SOURCE_MISMATCH')
      }
    },
    // an eBay item keeps its category path as names and as ids, root-first
    'test/responses/ebay/get-item-category-paths.json': () => {
      for (const retailerId of ['ebay', undefined]) {
        const res = run(response('ebay', 'get-item-category-paths.json'), retailerId)
        expect(res.errors).toEqual([])
        expect(res.products).toHaveLength(1)
        expect(res.products[0]).toMatchObject({
          id: 'ebay:325512345678',
          title: 'Coach Tabby Shoulder Bag 26 Pebble Leather Black',
          price: { amount: 295, currency: 'USD' },
          category: ['Clothing, Shoes & Accessories', 'Women', "Women's Bags & Handbags"],
          categoryIds: ['11450', '260010', '169291'],
          availability: 'in_stock',
          condition: 'new',
          seller: { name: 'handbag-outlet', isThirdParty: true },
        })
      }
    },
  },
})

describe('Shopify Admin stock (the published product with its stock changed)', () => {
  const withStock = (variant: Record<string, unknown>) => {
    const body = response('shopify', 'product-get.json') as { product: { variants: Record<string, unknown>[] } }
    body.product.variants = body.product.variants.map((v) => ({ ...v, ...variant }))
    return run(body as unknown as Record<string, unknown>, 'shopify').products[0]
  }
  it.each([
    ['none left, orders refused (deny)', { inventory_quantity: 0, inventory_policy: 'deny' }, 'out_of_stock'],
    ['none left, orders taken (continue)', { inventory_quantity: -2, inventory_policy: 'continue' }, 'backorder'],
    ['stock not tracked', { inventory_management: null }, 'unknown'],
    ['the storefront flag wins', { available: false, inventory_quantity: 5 }, 'out_of_stock'],
  ])('%s', (_, variant, availability) => {
    const product = withStock(variant)
    expect(product?.availability).toBe(availability)
    expect(product?.variants.map((v) => v.availability)).toEqual([
      availability,
      availability,
      availability,
      availability,
    ])
  })
})

/**
 * The other adapters' list envelopes: each per-retailer fixture with its list holding a second copy of
 * its item under another id (modelled), read named and detected: both products, in list order.
 */
describe('list envelopes yield every item', () => {
  const CASES: [string, string, string[], string[], string, string][] = [
    ['rakuten', 'ichiba-item.json', ['Items'], ['Item', 'itemCode'], 'biccamera:1', 'rakuten:biccamera:1'],
    ['flipkart', 'product-feed.json', ['productInfoList'], ['productBaseInfoV1', 'productId'], 'ACC2', 'flipkart:ACC2'],
    [
      'aliexpress',
      'productdetail-get.json',
      ['aliexpress_affiliate_productdetail_get_response', 'resp_result', 'result', 'products', 'product'],
      ['product_id'],
      '2',
      'aliexpress:2',
    ],
    ['costco', 'product-page.json', ['products'], ['itemNumber'], '2', 'costco:2'],
  ]
  it.each(CASES)('%s/%s', (key, file, listPath, idPath, secondId, wantId) => {
    const payload = fixture(key, file)
    const list = listPath.reduce<unknown>((at, k) => (at as Record<string, unknown>)[k], payload) as unknown[]
    const second = structuredClone(list[0]) as Record<string, unknown>
    const holder = idPath.slice(0, -1).reduce<unknown>((at, k) => (at as Record<string, unknown>)[k], second)
    ;(holder as Record<string, unknown>)[idPath.at(-1) as string] = secondId
    list.push(second)
    for (const retailerId of [key, undefined]) {
      const res = run(payload, retailerId)
      expect(res.errors).toEqual([])
      expect(res.products.map((p) => p.id)).toEqual([RETAILER_VALUES[`test/fixtures/${key}/${file}`]?.id, wantId])
      expect(res.results.map((r) => [r.index, r.item])).toEqual([
        [0, 0],
        [0, 1],
      ])
    }
  })

  it('a one-item list stays a single product (no `item` position)', () => {
    const res = run(fixture('costco', 'product-page.json'), 'costco')
    expect(res.results.map((r) => [r.index, r.item])).toEqual([[0, undefined]])
  })
})

describe('no fabrication', () => {
  it('an item with no id, title or price is EMPTY_PRODUCT, never a hashed id of nulls', () => {
    const res = run({ ItemsResult: { Items: [{ ASIN: '', ItemInfo: {} }, {}] } }, 'amazon')
    expect(res.products).toEqual([])
    expect(res.errors.map((e) => [e.item, e.error])).toEqual([
      [0, 'EMPTY_PRODUCT'],
      [1, 'EMPTY_PRODUCT'],
    ])
  })
})
