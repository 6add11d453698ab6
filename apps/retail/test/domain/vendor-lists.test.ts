/**
 * Vendor list responses (test/responses/<key>/*.json, indexed in test/fixtures/SOURCES.md): every item
 * is a product in order, every vendor error entry an item error with the vendor's code and message.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type CheckedInput, normalizeProducts } from '../../src/domain/normalize-products.js'

const RESPONSES = new URL('../responses/', import.meta.url)
const response = (key: string, file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`${key}/${file}`, RESPONSES), 'utf8'))
const run = (payload: Record<string, unknown>, retailerId?: string) =>
  normalizeProducts([{ ok: true, value: { payload, ...(retailerId ? { retailerId } : {}) } } satisfies CheckedInput])

describe('Amazon PA-API 5 list responses', () => {
  it('GetItems with two items and one error: two products in order and the error with Amazon code', () => {
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
  })

  it('an errors-only GetItems response (published) reports each Amazon error, no product of nulls', () => {
    const res = run(response('amazon', 'paapi5-getitems-errors-only.json'), 'amazon')
    expect(res.products).toEqual([])
    expect(res.errors.map((e) => [e.error, e.vendorCode, e.message])).toEqual([
      ['VENDOR_ERROR', 'InvalidParameterValue', 'The ItemId dummy provided in the request is invalid.'],
      ['VENDOR_ERROR', 'InvalidParameterValue', 'The ItemId B001AWBYRAA provided in the request is invalid.'],
    ])
  })

  it('a SearchItems NoResults response (published) is one item error with code NoResults', () => {
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
  })
})

describe('Best Buy Products API search responses', () => {
  it('a published show=sku,name,salePrice page yields both products in order, named or detected', () => {
    for (const retailerId of ['bestbuy', undefined]) {
      const res = run(response('bestbuy', 'products-show-sku-name-saleprice.json'), retailerId)
      expect(res.errors).toEqual([])
      expect(res.results.map((r) => [r.index, r.item])).toEqual([
        [0, 0],
        [0, 1],
      ])
      expect(res.products.map((p) => [p.id, p.title, p.price.amount, p.price.currency, p.rawSource.detected])).toEqual([
        ['bestbuy:17215997', 'AC/DC: Rock Power (DVD)', 11.99, 'USD', retailerId === undefined],
        ['bestbuy:23003222', 'AC/DC: Rocks Detroit (DVD)', 10.99, 'USD', retailerId === undefined],
      ])
      for (const product of res.products) expect(product.warnings.map((w) => w.code)).not.toContain('SOURCE_MISMATCH')
    }
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
