import { buildTestApp, injectAs, TEST_KEY } from '@svc/testkit'
import { afterAll, describe, expect, it } from 'vitest'
import { shipment } from '../../src/app.js'
import { pooledNormalizer } from '../../src/infra/shipment-normalizer.js'
import { fixture } from '../adapters/load.js'

const post = (body: unknown) => injectAs(shipment, { method: 'POST', url: '/normalize', payload: body as object })

describe('POST /normalize', () => {
  it('normalizes a batch with one broken input: 200, errors entry, error in its results slot', async () => {
    const res = await post({
      inputs: [
        { trackingNumber: '1Z999AA10123456784', carrier: 'ups', payload: fixture('ups', 'delivered-signature') },
        { trackingNumber: 42, carrier: 'ups' },
        { trackingNumber: '9400111699000367101815' },
      ],
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.metadata).toEqual({ normalizedCount: 2, errorCount: 1, inputCount: 3 })
    expect(body.errors).toHaveLength(1)
    expect(body.errors[0]).toMatchObject({ index: 1, error: 'INVALID_REQUEST' })
    expect(body.errors[0].message).toMatch(/^Input 1 is not valid: inputs\[1\]\.trackingNumber/)
    expect(body.results[1]).toEqual(body.errors[0])
    expect(body.results[0].shipment).toMatchObject({
      carrier: 'ups',
      currentStatus: 'delivered',
      delivery: { signedBy: 'MARTINEZ' },
    })
    expect(body.results[2].shipment).toMatchObject({ carrier: 'usps', currentStatus: 'pending', events: [] })
    expect(body.shipments.map((s: { trackingNumber: string }) => s.trackingNumber)).toEqual([
      '1Z999AA10123456784',
      '9400111699000367101815',
    ])
  })

  it('refuses an empty or missing inputs array with 400 INVALID_REQUEST', async () => {
    for (const body of [{ inputs: [] }, {}, { inputs: 'x' }]) {
      const res = await post(body)
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe('INVALID_REQUEST')
    }
  })

  it('refuses a body over 25 MB with 413', async () => {
    const big = 'x'.repeat(26 * 1024 * 1024)
    const res = await post({ inputs: [{ trackingNumber: '1', payload: { blob: big } }] })
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toBeTypeOf('string')
  })

  it('a deeply nested payload is that input’s PAYLOAD_TOO_COMPLEX, not a crash', async () => {
    let deep: Record<string, unknown> = {}
    for (let i = 0; i < 300; i++) deep = { a: deep }
    const res = await post({
      inputs: [{ trackingNumber: '1Z999AA10123456784', payload: deep }, { trackingNumber: '3318810025' }],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().errors[0]).toMatchObject({
      index: 0,
      error: 'PAYLOAD_TOO_COMPLEX',
      trackingNumber: '1Z999AA10123456784',
    })
    expect(res.json().shipments[0]).toMatchObject({ carrier: 'dhl', currentStatus: 'pending' })
  })

  it('JSON nested past 1000 levels is refused as a whole (400 JSON_TOO_DEEP) before parsing', async () => {
    const res = await injectAs(shipment, {
      method: 'POST',
      url: '/normalize',
      payload: `{"inputs":[{"trackingNumber":"1","payload":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}]}`,
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('JSON_TOO_DEEP')
  })
})

describe('GET /carriers', () => {
  it('lists the five first-class keys with their API objects and the sixteen heuristic labels', async () => {
    const res = await injectAs(shipment, { method: 'GET', url: '/carriers' })
    expect(res.statusCode).toBe(200)
    const carriers = res.json().carriers as { key: string; kind: string; source?: { object: string } }[]
    expect(carriers.filter((c) => c.kind === 'first_class').map((c) => c.key)).toEqual([
      'ups',
      'fedex',
      'usps',
      'dhl',
      'dhl_ecommerce',
    ])
    expect(carriers.filter((c) => c.kind === 'heuristic')).toHaveLength(16)
    expect(carriers.find((c) => c.key === 'ups')?.source?.object).toBe('trackResponse')
  })
})

describe('worker pool', () => {
  const pooled = pooledNormalizer({ inlineBelowBytes: 0, maxThreads: 1 })
  afterAll(() => pooled.close())

  it('gives the same reply off the event loop as inline', async () => {
    const { app } = await buildTestApp(shipment, { deps: { normalizer: pooled.normalize } })
    try {
      const body = {
        inputs: [
          { trackingNumber: '794988776433', payload: fixture('fedex', 'delivered-signature') },
          { trackingNumber: 'x', carrier: 'nope' },
        ],
      }
      const res = await app.inject({
        method: 'POST',
        url: '/normalize',
        payload: body,
        headers: { 'x-gateway-key': TEST_KEY },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual((await post(body)).json())
      expect(res.json().metadata).toEqual({ normalizedCount: 1, errorCount: 1, inputCount: 2 })
    } finally {
      await app.close()
    }
  })
})

describe('GET /openapi.json', () => {
  it('matches the reviewed snapshot (examples for POST /normalize and GET /carriers)', async () => {
    const res = await injectAs(shipment, { method: 'GET', url: '/openapi.json' })
    const doc = res.json()
    expect(
      doc.paths['/normalize'].post.requestBody.content['application/json'].examples ??
        doc.paths['/normalize'].post.requestBody.content['application/json'].schema.examples,
    ).toBeDefined()
    await expect(JSON.stringify(doc, null, 2)).toMatchFileSnapshot('../__snapshots__/openapi.json')
  })
})
