import { readFileSync } from 'node:fs'
import { injectAs } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { rateLimit } from '../../src/app.js'

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8'))
const post = (url: string, payload: unknown) => injectAs(rateLimit, { method: 'POST', url, payload: payload as object })

describe('POST /calculate/batch', () => {
  it('decides the good elements and fails only the bad ones, aligned with requests', async () => {
    const res = await post('/calculate/batch', fixture('batch-mixed.json'))
    expect(res.statusCode).toBe(200)
    const { results, summary } = res.json()
    expect(results).toHaveLength(6)
    expect(results.map((r: { statusCode?: number; index?: number }) => r.statusCode ?? `error@${r.index}`)).toEqual([
      200,
      'error@1',
      200,
      503,
      'error@4',
      403,
    ])
    expect(results[0]).toMatchObject({ retryRecommendation: 'yes', headers: { 'X-RateLimit-Remaining': '560' } })
    expect(results[2]).toMatchObject({
      degradationHint: 'essential_only',
      appliedPolicyRules: ['WITHIN_LIMITS', 'LOAD_CRITICAL_INTERNAL'],
    })
    expect(results[3]).toMatchObject({ retryRecommendation: 'with_backoff', suggestedBackoffDuration: 60 })
    expect(results[5]).toMatchObject({ retryRecommendation: 'no', degradationHint: 'block_client' })
    expect(summary).toEqual({
      total: 6,
      succeeded: 4,
      failed: 2,
      statusCodes: { '200': 2, '403': 1, '429': 0, '503': 1 },
      retryRecommendations: { yes: 2, after_delay: 0, with_backoff: 1, no: 1 },
    })
  })

  it('reports every issue of a bad element, with paths rooted at the batch body', async () => {
    const { results } = (await post('/calculate/batch', fixture('batch-mixed.json'))).json()
    expect(results[1]).toEqual({
      index: 1,
      error: 'INVALID_REQUEST',
      message: expect.stringMatching(
        /^Element 1 is not a valid input: requests\[1\]\.rateLimitSignals\.windowSize: .+ \(and 1 more in details\)\.$/,
      ),
      details: [
        { path: 'requests[1].rateLimitSignals.windowSize', message: 'Too small: expected number to be >0' },
        { path: 'requests[1].rateLimitSignals.limitType', message: expect.stringContaining('"concurrency"') },
      ],
    })
    expect(results[4]).toMatchObject({ index: 4, error: 'INVALID_REQUEST', details: [{ path: 'requests[4]' }] })
  })

  it('gives each element the same decision /calculate gives it', async () => {
    const element = fixture('checkout-retry.json')
    const single = (await post('/calculate', element)).json()
    const batch = (await post('/calculate/batch', { requests: [element, element] })).json()
    expect(batch.results).toEqual([single, single])
  })

  it.each([
    [{ requests: [] }, 'requests'],
    [{ requests: {} }, 'requests'],
    [{}, 'requests'],
    [{ requests: [{}], extra: 1 }, ''],
    [{ requests: Array.from({ length: 10_001 }, () => ({})) }, 'requests'],
  ])('refuses the batch %# with 400 INVALID_REQUEST naming %s', async (body, path) => {
    const res = await post('/calculate/batch', body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'INVALID_REQUEST', message: expect.any(String) })
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path)
  })

  it('decides 10,000 elements in one request', async () => {
    const res = await post('/calculate/batch', { requests: Array.from({ length: 10_000 }, () => ({})) })
    expect(res.statusCode).toBe(200)
    expect(res.json().summary).toMatchObject({ total: 10_000, succeeded: 10_000, statusCodes: { '200': 10_000 } })
  })
})
