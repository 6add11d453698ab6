import { injectAs } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { retail } from '../../src/app.js'
import { fixture } from '../fixtures.js'

const post = (body: unknown) => injectAs(retail, { method: 'POST', url: '/compare', payload: body as object })
const item = (id: string, amount: number) => ({ id, price: { amount, currency: 'USD' } })

describe('POST /compare', () => {
  it('compares products straight from /normalize', async () => {
    const normalized = await injectAs(retail, {
      method: 'POST',
      url: '/normalize',
      payload: {
        inputs: [
          { retailerId: 'bestbuy', payload: fixture('bestbuy', 'product.json') },
          { retailerId: 'walmart', payload: fixture('walmart', 'product-lookup.json') },
          { retailerId: 'amazon', payload: fixture('amazon', 'paapi5-getitems.json') },
        ],
      },
    })
    const res = await post({ products: normalized.json().products, queryIntent: 'cheapest' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.rankings.map((r: { id: string }) => r.id)).toEqual([
      'amazon:B09XS7JWHH',
      'walmart:913316486',
      'bestbuy:6505727',
    ])
    expect(body.priceComparison.groups[0]).toMatchObject({
      currency: 'USD',
      min: 328,
      max: 329.99,
      median: 329,
      spread: 1.99,
    })
    expect(body.matches[0].ids).toHaveLength(3)
  })

  it.each([
    [{ products: [item('a:1', 1)] }, 'one product'],
    [{ products: Array.from({ length: 1001 }, (_, i) => item(`a:${i}`, i)) }, '1001 products'],
    [{ products: [item('a:1', 1), item('b:1', 2)], queryIntent: 'fastest' }, 'unknown intent'],
    [{ products: [item('a:1', -1), item('b:1', 2)] }, 'negative price'],
    [{ products: [item('a:1', 1), { price: { amount: 2 } }] }, 'no id'],
    [{ products: [item('a:1', 1), item('b:1', 2)], exchangeRates: { base: 'USD', rates: { EUR: 0 } } }, 'zero rate'],
  ])('400 INVALID_REQUEST: %#  %s', async (body, _why) => {
    const res = await post(body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('INVALID_REQUEST')
  })

  it('400 DUPLICATE_PRODUCT_ID names the repeated entry', async () => {
    const res = await post({ products: [item('a:1', 1), item('b:1', 2), item('a:1', 3)] })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'DUPLICATE_PRODUCT_ID', index: 2 })
  })

  it('1,000 products are accepted', async () => {
    const res = await post({
      products: Array.from({ length: 1000 }, (_, i) => item(`shop:${String(i).padStart(4, '0')}`, 1000 - i)),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().rankings[0]).toMatchObject({ id: 'shop:0999', score: 1 })
  })

  it('413 PAYLOAD_TOO_LARGE above 25 MB', async () => {
    const big = 'x'.repeat(26 * 1024 * 1024)
    const res = await injectAs(retail, {
      method: 'POST',
      url: '/compare',
      payload: `{"products":[],"pad":"${big}"}`,
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toBe('PAYLOAD_TOO_LARGE')
  })
})

describe('POST /compare in the worker pool', () => {
  it('gives the same answer, and a duplicate id is still a 400 from the worker', async () => {
    const { buildTestApp, TEST_KEY } = await import('@svc/testkit')
    const { pooledRunner } = await import('../../src/infra/retail-runner.js')
    const pooled = pooledRunner({ inlineBelowBytes: 0, maxThreads: 1 })
    const { app } = await buildTestApp(retail, { deps: { run: pooled.run } })
    try {
      const send = (products: unknown[]) =>
        app.inject({ method: 'POST', url: '/compare', payload: { products }, headers: { 'x-gateway-key': TEST_KEY } })
      const ok = await send([item('b:1', 20), item('a:1', 10)])
      expect(ok.statusCode).toBe(200)
      expect(ok.json().rankings.map((r: { id: string; score: number }) => [r.id, r.score])).toEqual([
        ['a:1', 1],
        ['b:1', 0.5],
      ])
      const dup = await send([item('a:1', 1), item('a:1', 2)])
      expect(dup.statusCode).toBe(400)
      expect(dup.json()).toMatchObject({ error: 'DUPLICATE_PRODUCT_ID', index: 1 })
    } finally {
      await app.close()
      await pooled.close()
    }
  })
})

describe('POST /compare at the numeric limits', () => {
  it('the largest accepted amounts and rates give finite, exact figures; beyond them 400', async () => {
    const products = [
      { id: 'a:1', price: { amount: 1e11, currency: 'USD' }, shipping: { cost: 1e11 } },
      { id: 'b:1', price: { amount: 0.01, currency: 'EUR' } },
    ]
    const res = await post({ products, exchangeRates: { base: 'VND', rates: { USD: 1e6, EUR: 1e-6 } } })
    expect(res.statusCode).toBe(200)
    expect(res.json().priceComparison.groups[0]).toMatchObject({ currency: 'VND', min: 0, max: 1e17 })
    const over = await post({ products: [{ id: 'a:1', price: { amount: 1e12, currency: 'USD' } }, products[1]] })
    expect(over.statusCode).toBe(400)
  })
})
