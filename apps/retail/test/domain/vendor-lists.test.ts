/**
 * Vendor list responses (test/responses/<key>/*.json, indexed in test/fixtures/SOURCES.md): every item
 * is a product in order, every vendor error entry an item error with the vendor's code and message. One
 * value row per indexed response; the kit's `runValueRows` fails when a `published` one has none.
 */
import { readFileSync } from 'node:fs'
import { runValueRows } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { type CheckedInput, normalizeProducts } from '../../src/domain/normalize-products.js'

const RESPONSES = new URL('../responses/', import.meta.url)
const response = (key: string, file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`${key}/${file}`, RESPONSES), 'utf8'))
const run = (payload: Record<string, unknown>, retailerId?: string) =>
  normalizeProducts([{ ok: true, value: { payload, ...(retailerId ? { retailerId } : {}) } } satisfies CheckedInput])

runValueRows({
  index: new URL('../fixtures/SOURCES.md', import.meta.url),
  rows: {
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
