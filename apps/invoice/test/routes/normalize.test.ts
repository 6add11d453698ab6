import { loadFixture } from '@svc/normalize-kit/testing'
import { buildTestApp, injectAs, TEST_KEY } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { stripeInvoiceWithLines } from '../../bench/inputs.js'
import { invoice } from '../../src/app.js'
import { type InvoiceNormalizer, pooledNormalizer } from '../../src/infra/invoice-normalizer.js'

async function postWith(normalizer: InvoiceNormalizer, body: object) {
  const { app } = await buildTestApp(invoice, { deps: { normalizer } })
  try {
    return await app.inject({
      method: 'POST',
      url: '/normalize',
      payload: body,
      headers: { 'x-gateway-key': TEST_KEY },
    })
  } finally {
    await app.close()
  }
}

const shopify = loadFixture(new URL('../fixtures/', import.meta.url), 'shopify', 'order.json') as Record<
  string,
  unknown
>
const post = (body: unknown) => injectAs(invoice, { method: 'POST', url: '/normalize', payload: body as object })

describe('POST /normalize', () => {
  it('detects the vendor and reports it', async () => {
    const res = await post({ payload: shopify })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      invoiceId: 'shopify:450789469',
      detectedSource: 'shopify',
      total: 598.94,
      currency: 'USD',
      confidence: 0.95,
    })
  })

  it('refuses an unknown source with 400 UNKNOWN_SOURCE that says where the keys are', async () => {
    const res = await post({ payload: shopify, source: 'shopfy' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'UNKNOWN_SOURCE', field: 'source' })
    expect(res.json().message).toContain('GET /sources')
  })

  it('answers validation failures with 400 INVALID_REQUEST and details', async () => {
    for (const body of [{}, { payload: [1] }, { payload: {}, source: 7 }, { payload: {}, extra: true }]) {
      const res = await post(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().error).toBe('INVALID_REQUEST')
      expect(res.json().details.length).toBeGreaterThan(0)
    }
  })

  it('answers a payload no adapter recognizes with 422 UNRECOGNIZED_PAYLOAD', async () => {
    const res = await post({ payload: { hello: 'world' } })
    expect([res.statusCode, res.json().error]).toEqual([422, 'UNRECOGNIZED_PAYLOAD'])
  })

  it('refuses a payload nested beyond the shape guard with 400 PAYLOAD_TOO_COMPLEX', async () => {
    let deep: Record<string, unknown> = { total: 1 }
    for (let i = 0; i < 80; i++) deep = { next: deep }
    const res = await post({ payload: deep })
    expect([res.statusCode, res.json().error]).toEqual([400, 'PAYLOAD_TOO_COMPLEX'])
  })
})

describe('GET /sources', () => {
  it('lists 42 vendors and 6 generic modes with their categories and vendor objects', async () => {
    const res = await injectAs(invoice, { method: 'GET', url: '/sources' })
    const sources: { key: string; kind: string; category: string; source: { docs: string } }[] = res.json().sources
    expect(sources.filter((s) => s.kind === 'vendor')).toHaveLength(42)
    expect(sources.filter((s) => s.kind === 'generic').map((s) => s.key)).toEqual([
      'csv_like',
      'erp_export',
      'invoice_shaped',
      'pdf_extract',
      'stripe_like',
      'webhook',
    ])
    expect(sources.find((s) => s.key === 'stripe')).toMatchObject({
      category: 'payments',
      source: { docs: 'https://docs.stripe.com/api/invoices/object' },
    })
  })
})

describe('worker pool', () => {
  it('gives the same invoice from a worker as inline', async () => {
    const pooled = pooledNormalizer({ inlineBelowBytes: 0, maxThreads: 1 })
    try {
      const res = await postWith(pooled.normalize, { payload: shopify })
      const inline = await post({ payload: shopify })
      expect(res.body).toBe(inline.body)
      const unknown = await postWith(pooled.normalize, { payload: { q: 1 } })
      expect([unknown.statusCode, unknown.json().error]).toEqual([422, 'UNRECOGNIZED_PAYLOAD'])
    } finally {
      await pooled.close()
    }
  })

  it('normalizes a 20,000-line invoice (about 4.6 MB) in the pool with exact totals', async () => {
    const payload = stripeInvoiceWithLines(20_000)
    const res = await post({ payload })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect([body.lineItems.length, body.total, body.subtotal, body.normalizationWarnings]).toEqual([
      20_000,
      2_199_900,
      2_199_900,
      [],
    ])
  })

  it('stops work over the time limit with 504 PROCESSING_TIMEOUT', async () => {
    const pooled = pooledNormalizer({ inlineBelowBytes: 0, timeoutMs: 1, maxThreads: 1 })
    try {
      const res = await postWith(pooled.normalize, { payload: shopify })
      expect([res.statusCode, res.json().error]).toEqual([504, 'PROCESSING_TIMEOUT'])
    } finally {
      await pooled.close()
    }
  })
})

describe('GET /openapi.json', () => {
  it('matches the reviewed snapshot', async () => {
    const res = await injectAs(invoice, { method: 'GET', url: '/openapi.json' })
    await expect(JSON.stringify(res.json(), null, 2)).toMatchFileSnapshot('../__snapshots__/openapi.json')
  })
})
