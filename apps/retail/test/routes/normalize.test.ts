import { buildTestApp, injectAs, TEST_KEY } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { retail } from '../../src/app.js'
import { pooledRunner } from '../../src/infra/retail-runner.js'
import { fixture } from '../fixtures.js'

const post = (url: string, body: unknown) => injectAs(retail, { method: 'POST', url, payload: body as object })

describe('POST /normalize', () => {
  it('partial success: good inputs normalize, each bad one is its own error entry in input order', async () => {
    const res = await post('/normalize', {
      inputs: [
        { retailerId: 'bestbuy', payload: fixture('bestbuy', 'product.json') },
        { retailerId: 'nosuchshop', payload: { a: 1 } },
        { retailerId: 'walmart', payload: 'not an object' },
        { payload: { unrelated: true } },
        { retailerId: 'amazon', schemaVersion: 'v9', payload: fixture('amazon', 'paapi5-getitems.json') },
        { payload: fixture('ebay', 'browse-get-item.json') },
      ],
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.products.map((p: { id: string }) => p.id)).toEqual(['bestbuy:6505727', 'ebay:256123456789'])
    expect(body.products[1].rawSource).toEqual({ retailerId: 'ebay', schemaVersion: null, detected: true })
    expect(
      body.errors.map((e: { index: number; error: string; retailerId: string | null }) => [
        e.index,
        e.error,
        e.retailerId,
      ]),
    ).toEqual([
      [1, 'UNKNOWN_SOURCE', 'nosuchshop'],
      [2, 'INVALID_REQUEST', 'walmart'],
      [3, 'UNRECOGNIZED_PAYLOAD', null],
      [4, 'UNKNOWN_SCHEMA_VERSION', 'amazon'],
    ])
    expect(body.errors[1].details).toEqual([{ path: 'inputs[2].payload', message: expect.any(String) }])
    expect(
      body.results.map((r: { index: number; error?: string; product?: { id: string } }) => r.error ?? r.product?.id),
    ).toEqual([
      'bestbuy:6505727',
      'UNKNOWN_SOURCE',
      'INVALID_REQUEST',
      'UNRECOGNIZED_PAYLOAD',
      'UNKNOWN_SCHEMA_VERSION',
      'ebay:256123456789',
    ])
  })

  it('a named retailer whose shape does not match is normalized as declared with SOURCE_MISMATCH', async () => {
    const res = await post('/normalize', {
      inputs: [{ retailerId: 'target', payload: { ...fixture('bestbuy', 'product.json'), tcin: '54191097' } }],
    })
    const [product] = res.json().products
    expect(product.id).toBe('target:54191097')
    expect(product.warnings.map((w: { code: string }) => w.code)).toContain('SOURCE_MISMATCH')
    expect(product.confidence).toBeLessThan(0.8)
  })

  it('a named retailer that finds no id, title or price in the payload is EMPTY_PRODUCT, not a product of nulls', async () => {
    const res = await post('/normalize', {
      inputs: [{ retailerId: 'target', payload: fixture('bestbuy', 'product.json') }],
    })
    expect(res.json().products).toEqual([])
    expect(res.json().errors.map((e: { error: string }) => e.error)).toEqual(['EMPTY_PRODUCT'])
  })

  it('a payload whose members have the wrong types is a 422-coded entry, not a crash', async () => {
    const res = await post('/normalize', {
      inputs: [{ retailerId: 'shopify', payload: { id: 1, handle: 'x', variants: 'nope', options: 5 } }],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().errors[0]).toMatchObject({ index: 0, error: 'MALFORMED_PAYLOAD', retailerId: 'shopify' })
  })

  it.each([
    [{}, 'no inputs'],
    [{ inputs: [] }, 'empty inputs'],
    [{ inputs: {} }, 'inputs not an array'],
    [{ inputs: [{ payload: {} }], extra: 1 }, 'unknown member'],
  ])('400 INVALID_REQUEST for %j (%s)', async (body, _why) => {
    const res = await post('/normalize', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('INVALID_REQUEST')
  })

  it('a large batch runs in the worker pool with the same answer', async () => {
    const pooled = pooledRunner({ inlineBelowBytes: 0, maxThreads: 1 })
    const { app } = await buildTestApp(retail, { deps: { run: pooled.run } })
    try {
      const inputs = Array.from({ length: 50 }, () => ({
        retailerId: 'ebay',
        payload: fixture('ebay', 'browse-get-item.json'),
      }))
      const res = await app.inject({
        method: 'POST',
        url: '/normalize',
        payload: { inputs },
        headers: { 'x-gateway-key': TEST_KEY },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().products).toHaveLength(50)
      expect(res.json().products[49].price.display).toBe('$279.95')
    } finally {
      await app.close()
      await pooled.close()
    }
  })
})

describe('GET /retailers', () => {
  it('lists every retailer key with the API object it follows', async () => {
    const res = await injectAs(retail, { method: 'GET', url: '/retailers' })
    const keys = res.json().retailers.map((r: { key: string }) => r.key)
    expect(keys).toEqual([
      'aliexpress',
      'amazon',
      'amazon_catalog',
      'bestbuy',
      'costco',
      'custom',
      'ebay',
      'etsy',
      'flipkart',
      'homedepot',
      'ikea',
      'mercadolibre',
      'newegg',
      'rakuten',
      'schema_org',
      'shopify',
      'target',
      'walmart',
      'wayfair',
      'zalando',
    ])
  })
})

describe('GET /openapi.json', () => {
  it('documents every operation with an example, and matches the committed snapshot', async () => {
    const res = await injectAs(retail, { method: 'GET', url: '/openapi.json' })
    const doc = res.json()
    for (const path of ['/normalize', '/compare']) {
      const body = doc.paths[path].post.requestBody.content['application/json']
      expect(JSON.stringify(body)).toContain('example')
    }
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/normalize', '/compare', '/retailers']))
    await expect(JSON.stringify(doc, null, 2)).toMatchFileSnapshot('../__snapshots__/openapi.json')
  })
})
