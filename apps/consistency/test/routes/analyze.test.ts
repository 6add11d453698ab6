import { megabytes } from '@svc/core'
import { buildTestApp, TEST_KEY } from '@svc/testkit'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consistency } from '../../src/app.js'

let app: FastifyInstance
beforeAll(async () => {
  app = (await buildTestApp(consistency)).app
})
afterAll(() => app.close())

const post = (payload: string, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: '/analyze',
    headers: { 'x-gateway-key': TEST_KEY, 'content-type': contentType },
    payload,
  })

describe('POST /analyze', () => {
  it('analyzes the JSON value itself and JSON text sent as text/plain alike', async () => {
    const text = '[{"id":1,"price":"9.99"},{"id":2,"price":12.5}]'
    const json = await post(text)
    const plain = await post(text, 'text/plain; charset=utf-8')
    expect(json.statusCode).toBe(200)
    expect(plain.body).toBe(json.body)
    expect(json.json()).toEqual({
      validJson: true,
      warnings: [
        { code: 'NUMERIC_STRING', field: '[].price', metadata: { count: 1, exampleItems: ['[0]'] } },
        { code: 'TYPE_INCONSISTENCY', field: '[].price', metadata: { typeCounts: { number: 1, string: 1 } } },
      ],
      summary: { totalItems: 2, warningCount: 2 },
    })
  })

  it('answers bad JSON with 400, validJson false, invalidJson true, line and column', async () => {
    const res = await post('[{"id": 1},\n {"id": 2,}]', 'text/plain')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: 'INVALID_JSON',
      message: expect.stringContaining('line 2, column 11'),
      validJson: false,
      invalidJson: true,
      line: 2,
      column: 11,
      position: 22,
    })
  })

  it('keeps validJson false on every other error of the service', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/analyze',
      headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'text/csv' },
      payload: 'a,b',
    })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE', validJson: false })
    expect(res.json().invalidJson).toBeUndefined()
    const deep = await post('['.repeat(5_000) + ']'.repeat(5_000))
    expect(deep.json()).toMatchObject({ error: 'JSON_TOO_DEEP', validJson: false, invalidJson: true })
  })

  it('answers a text/plain body over 10 MB with 413 PAYLOAD_TOO_LARGE and validJson false', async () => {
    const res = await post(`[${'0,'.repeat(5 * 1024 * 1024)}0]`, 'text/plain')
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', validJson: false })
    expect(res.json().invalidJson).toBeUndefined()
  })

  it('refuses items keyed by ids with 422 TOO_MANY_FIELDS, validJson true, without building the reply', async () => {
    const body = `[${Array.from({ length: 500_000 }, (_, i) => `{"u${i}":1}`).join(',')}]`
    const started = performance.now()
    const res = await post(body)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      error: 'TOO_MANY_FIELDS',
      message: expect.stringContaining('10,000 distinct field paths'),
      limit: 10_000,
      validJson: true,
    })
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('handles a 10 MB body of 100,000 items nested 20 levels deep', async () => {
    let chain: unknown = 1
    for (let level = 0; level < 17; level++) chain = { d: chain }
    const items = Array.from({ length: 100_000 }, (_, i) => ({
      id: i,
      sku: `SKU-${i}`,
      qty: i % 1000 === 0 ? String(i) : i,
      name: `Item ${i} of the hardware catalogue`,
      ...(i % 10 === 0 ? { deep: chain } : {}),
    }))
    const body = JSON.stringify({ page: 1, items })
    // 10 MB, just under the limit; depth: root, items[], item, deep and 17 more levels = 20.
    expect(body.length).toBeGreaterThan(megabytes(9.9))
    expect(body.length).toBeLessThanOrEqual(megabytes(10))
    const res = await post(body)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      validJson: true,
      warnings: [
        {
          code: 'MISSING_FIELD',
          field: 'items[].deep',
          metadata: {
            presentIn: 10_000,
            missingIn: 90_000,
            exampleItems: ['items[1]', 'items[2]', 'items[3]', 'items[4]', 'items[5]'],
          },
        },
        {
          code: 'NUMERIC_STRING',
          field: 'items[].qty',
          metadata: {
            count: 100,
            exampleItems: ['items[0]', 'items[1000]', 'items[2000]', 'items[3000]', 'items[4000]'],
          },
        },
        { code: 'TYPE_INCONSISTENCY', field: 'items[].qty', metadata: { typeCounts: { number: 99_900, string: 100 } } },
      ],
      summary: { totalItems: 100_000, warningCount: 3 },
    })
  })
})

describe('GET /openapi.json', () => {
  it('matches the committed document', async () => {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' })
    await expect(JSON.stringify(res.json(), null, 2)).toMatchFileSnapshot('../__snapshots__/openapi.json')
  })
})
