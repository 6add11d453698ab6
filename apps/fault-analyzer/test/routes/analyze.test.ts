import { buildTestApp, TEST_KEY } from '@svc/testkit'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { faultAnalyzer } from '../../src/app.js'
import { ANALYSIS_EXAMPLE, EVENT_EXAMPLE } from '../../src/schemas/analyze.js'

let app: FastifyInstance
beforeAll(async () => {
  app = (await buildTestApp(faultAnalyzer)).app
})
afterAll(() => app.close())

const post = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/analyze', headers: { 'x-gateway-key': TEST_KEY }, payload: payload as object })

describe('POST /analyze', () => {
  it('answers the documented example with the documented analysis', async () => {
    const res = await post(EVENT_EXAMPLE)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(ANALYSIS_EXAMPLE)
  })

  it('separates a fast nginx 502 (refusal) from a 504 at 60 s (timeout)', async () => {
    const fast = (await post({ statusCode: 502, duration: 20, proxyType: 'nginx' })).json()
    const slow = (await post({ statusCode: 504, duration: 60_000, proxyType: 'nginx' })).json()
    expect([fast.triggerCategory, fast.triggerSubcategory]).toEqual(['dependency', 'upstream_connection_refused'])
    expect([slow.triggerCategory, slow.triggerSubcategory]).toEqual(['timeout', 'upstream_read_timeout'])
    expect(slow.appliedRules).toEqual(['nginx-504', 'duration-confirms-timeout'])
    expect(slow.confidenceScore).toBe(0.9)
  })

  it('classifies from the status alone, with a lower confidence than with corroborating headers', async () => {
    const bare = (await post({ statusCode: 522 })).json()
    const withRay = (await post({ statusCode: 522, responseHeaders: { 'cf-ray': '8a1b2c3d4e5f6789-FRA' } })).json()
    expect(bare).toMatchObject({
      triggerCategory: 'timeout',
      confidenceScore: 0.8,
      detectedProxy: null,
      signals: [{ input: 'statusCode', value: '522', rules: ['cloudflare-522'] }],
    })
    expect(withRay).toMatchObject({ confidenceScore: 0.95, detectedProxy: 'cloudflare' })
    expect(withRay.signals).toContainEqual({
      input: 'responseHeaders.cf-ray',
      value: '8a1b2c3d4e5f6789-FRA',
      rules: ['cloudflare-headers-confirm'],
    })
  })

  it('reads header names case-insensitively and joins list values', async () => {
    const upper = (await post({ statusCode: 503, responseHeaders: { 'RETRY-AFTER': '30' } })).json()
    const lower = (await post({ statusCode: 503, responseHeaders: { 'retry-after': ['30'] } })).json()
    expect(upper).toEqual(lower)
    expect(upper).toMatchObject({ retryRecommendation: 'after_delay', retryAfterSeconds: 30 })
  })

  it('turns a 429 after many retries into a retry storm', async () => {
    const res = (await post({ statusCode: 429, retryAttemptCount: 8, responseHeaders: { 'retry-after': '60' } })).json()
    expect(res).toMatchObject({
      triggerCategory: 'retry_storm',
      retryRecommendation: 'no',
      severityHint: 'critical',
      likelyLayer: 'client',
      appliedRules: ['retry-storm'],
    })
  })

  it('echoes eventId and ignores an unknown proxyType', async () => {
    const res = (await post({ eventId: 'e-1', statusCode: 502, proxyType: 'haproxy' })).json()
    expect(res).toMatchObject({ eventId: 'e-1', detectedProxy: null, appliedRules: ['status-502'] })
  })

  it('does not let an own __proto__ header key change the analysis', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/analyze',
      headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'application/json' },
      payload: '{"statusCode":502,"responseHeaders":{"__proto__":["x"],"server":"nginx"}}',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ detectedProxy: 'nginx', appliedRules: ['nginx-502'] })
  })

  it.each([
    [{ statusCode: 302 }, 'statusCode', '400 to 599'],
    [{ statusCode: 600 }, 'statusCode', '400 to 599'],
    [{ statusCode: 502.5 }, 'statusCode', 'integer'],
    [{ statusCode: '502' }, 'statusCode', 'integer'],
    [{}, 'statusCode', 'integer'],
    [{ statusCode: 502, duration: -1 }, 'duration', ''],
    [{ statusCode: 502, retryAttemptCount: 1.5 }, 'retryAttemptCount', ''],
    [{ statusCode: 502, method: 'GET /' }, 'method', 'HTTP method'],
    [{ statusCode: 502, responseHeaders: { server: { name: 'nginx' } } }, 'responseHeaders.server', ''],
    [{ statusCode: 502, status: 502 }, '', 'status'],
  ])('refuses %j with 400 INVALID_REQUEST at %s', async (body, path, text) => {
    const res = await post(body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('INVALID_REQUEST')
    const detail = res.json().details.find((d: { path: string }) => d.path === path)
    expect(detail, JSON.stringify(res.json().details)).toBeDefined()
    expect(detail.message).toContain(text)
  })

  it('refuses a JSON array with 400 (one event is an object)', async () => {
    const res = await post([{ statusCode: 502 }])
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('INVALID_REQUEST')
  })
})

describe('GET /openapi.json', () => {
  it('matches the committed document', async () => {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' })
    await expect(JSON.stringify(res.json(), null, 2)).toMatchFileSnapshot('../__snapshots__/openapi.json')
  })
})
