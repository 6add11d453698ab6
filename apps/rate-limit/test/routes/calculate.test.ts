import { readFileSync } from 'node:fs'
import { injectAs, jsonOfSize } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { rateLimit } from '../../src/app.js'

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8'))
const post = (payload: unknown) =>
  injectAs(rateLimit, { method: 'POST', url: '/calculate', payload: payload as object })
const postRaw = (payload: string) =>
  injectAs(rateLimit, { method: 'POST', url: '/calculate', payload, headers: { 'content-type': 'application/json' } })

describe('POST /calculate', () => {
  it('refuses the retried POST of a free client over its hard limit, with every header', async () => {
    const res = await post(fixture('checkout-retry.json'))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      statusCode: 429,
      headers: {
        'Retry-After': '60',
        'X-RateLimit-Limit': '100',
        'X-RateLimit-Remaining': '0',
        'X-RateLimit-Reset': '60',
        'RateLimit-Policy': '"hard";q=100;w=60',
        RateLimit: '"hard";r=0;t=60',
      },
      retryRecommendation: 'no',
      suggestedBackoffDuration: 0,
      degradationHint: 'none',
      decisionReasoning:
        'The hard limit is exhausted, so the request is refused until the window resets. A non-idempotent request is being retried, which can repeat its side effects. Retries are arriving while the limit or the system is saturated. Outcome: HTTP 429, retry no, degradation none.',
      appliedPolicyRules: ['HARD_LIMIT_EXCEEDED', 'NON_IDEMPOTENT_RETRY', 'RETRY_STORM_RISK'],
      warnings: ['RETRY_AMPLIFICATION', 'RETRY_STORM_RISK'],
    })
  })

  it('accepts an empty object: every member is optional', async () => {
    const res = await post({})
    expect(res.json()).toMatchObject({
      statusCode: 200,
      retryRecommendation: 'yes',
      appliedPolicyRules: ['WITHIN_LIMITS'],
    })
  })

  it.each([
    [{ rateLimitSignals: { limitType: 'sideways' } }, 'rateLimitSignals.limitType'],
    [{ systemStateSignals: { systemLoadLevel: 'extreme' } }, 'systemStateSignals.systemLoadLevel'],
    [{ systemStateSignals: { trafficClassification: 'friendly' } }, 'systemStateSignals.trafficClassification'],
    [{ requestContext: { clientTier: 'gold' } }, 'requestContext.clientTier'],
    [{ systemStateSignals: { dependencyHealth: 1.5 } }, 'systemStateSignals.dependencyHealth'],
    [{ rateLimitSignals: { windowSize: 0 } }, 'rateLimitSignals.windowSize'],
    [{ rateLimitSignals: { retryCount: 1.5 } }, 'rateLimitSignals.retryCount'],
    [{ rateLimitSignals: { allowedQuota: -1 } }, 'rateLimitSignals.allowedQuota'],
    [{ rateLimitSignals: { currentRequestRate: '10' } }, 'rateLimitSignals.currentRequestRate'],
    [{ requestContext: { method: 'GET /x' } }, 'requestContext.method'],
    [{ requestContext: { isIdempotent: 'yes' } }, 'requestContext.isIdempotent'],
    [{ rateLimitSignal: {} }, ''],
    [{ requestContext: { tier: 'free' } }, 'requestContext'],
    [[], ''],
  ])('refuses %j with 400 INVALID_REQUEST naming %s', async (body, path) => {
    const res = await post(body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'INVALID_REQUEST', message: expect.any(String) })
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path)
  })

  it('answers a JSON string or number body with 400, never 500', async () => {
    for (const body of ['"hello"', '42', 'null']) {
      const res = await postRaw(body)
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe('INVALID_REQUEST')
    }
  })

  it('answers a truncated body with 400 INVALID_JSON and its position', async () => {
    const res = await postRaw('{"rateLimitSignals": {"allowedQuota": 10,')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'INVALID_JSON', line: 1 })
  })

  it('reads a body of exactly 1 MB (400 for its shape) and refuses one byte more with 413', async () => {
    const atLimit = await postRaw(jsonOfSize(1_000_000))
    expect(atLimit.statusCode).toBe(400)
    expect(atLimit.json().error).toBe('INVALID_REQUEST')
    const over = await postRaw(jsonOfSize(1_000_001))
    expect(over.statusCode).toBe(413)
    expect(over.json().error).toBe('PAYLOAD_TOO_LARGE')
  })
})

describe('GET /openapi.json', () => {
  it('matches the committed document', async () => {
    const res = await injectAs(rateLimit, { method: 'GET', url: '/openapi.json' })
    await expect(JSON.stringify(res.json(), null, 2)).toMatchFileSnapshot('../__snapshots__/openapi.json')
  })
})
