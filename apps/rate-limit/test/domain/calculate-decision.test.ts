import { describe, expect, it } from 'vitest'
import { calculateDecision } from '../../src/domain/calculate-decision.js'
import type { CalculateInput } from '../../src/domain/types.js'

const critical = (clientTier: 'free' | 'paid' | 'internal'): CalculateInput => ({
  requestContext: { clientTier },
  systemStateSignals: { systemLoadLevel: 'critical' },
})
const softOver = (clientTier: 'free' | 'paid' | 'internal'): CalculateInput => ({
  requestContext: { clientTier },
  rateLimitSignals: { allowedQuota: 1000, currentRequestRate: 1200, windowSize: 3600, limitType: 'soft' },
})

describe('calculateDecision', () => {
  it('answers an empty input with the defaults: 200, no headers, nothing to wait for', () => {
    expect(calculateDecision({})).toEqual({
      statusCode: 200,
      headers: {},
      retryRecommendation: 'yes',
      suggestedBackoffDuration: 0,
      degradationHint: 'none',
      decisionReasoning: 'The client is within its limit. Outcome: HTTP 200, retry yes, degradation none.',
      appliedPolicyRules: ['WITHIN_LIMITS'],
      warnings: [],
    })
  })

  it('writes every header for a throttled windowed limit', () => {
    const decision = calculateDecision({
      rateLimitSignals: { allowedQuota: 100, remainingAllowance: 0, windowSize: 90.5 },
    })
    expect(decision.headers).toEqual({
      'Retry-After': '91',
      'X-RateLimit-Limit': '100',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': '91',
      'RateLimit-Policy': '"hard";q=100;w=91',
      RateLimit: '"hard";r=0;t=91',
    })
  })

  it('computes remaining from quota and rate, floored, without Retry-After on a 200', () => {
    const decision = calculateDecision({ rateLimitSignals: { allowedQuota: 50.9, currentRequestRate: 10.2 } })
    expect(decision.headers).toEqual({
      'X-RateLimit-Limit': '50',
      'X-RateLimit-Remaining': '40',
      'X-RateLimit-Reset': '60',
      'RateLimit-Policy': '"hard";q=50;w=60',
      RateLimit: '"hard";r=40;t=60',
    })
  })

  it('names concurrent requests as the quota unit and has no window', () => {
    const decision = calculateDecision({
      rateLimitSignals: { allowedQuota: 8, currentRequestRate: 3, limitType: 'concurrency' },
    })
    expect(decision.headers).toEqual({
      'X-RateLimit-Limit': '8',
      'X-RateLimit-Remaining': '5',
      'RateLimit-Policy': '"concurrency";q=8;qu="concurrent-requests"',
      RateLimit: '"concurrency";r=5',
    })
  })

  it('treats an allowedQuota of 0 as exhausted', () => {
    expect(calculateDecision({ rateLimitSignals: { allowedQuota: 0 } }).statusCode).toBe(429)
  })

  describe('tier changes the outcome', () => {
    it.each([
      ['free', 503, 'shed_load'],
      ['paid', 503, 'shed_load'],
      ['internal', 200, 'essential_only'],
    ] as const)('under critical load, %s traffic gets %i (%s)', (tier, status, hint) => {
      expect(calculateDecision(critical(tier))).toMatchObject({ statusCode: status, degradationHint: hint })
    })

    it.each([
      ['free', 429, 'after_delay', 3600],
      ['paid', 200, 'yes', 0],
      ['internal', 200, 'yes', 0],
    ] as const)('over a soft limit, %s traffic gets %i, retry %s, wait %i s', (tier, status, retry, wait) => {
      expect(calculateDecision(softOver(tier))).toMatchObject({
        statusCode: status,
        retryRecommendation: retry,
        suggestedBackoffDuration: wait,
      })
    })
  })

  it('never retries a non-idempotent retry, even when the limit would allow it', () => {
    const decision = calculateDecision({
      requestContext: { method: 'patch' },
      rateLimitSignals: { retryCount: 2, allowedQuota: 100, currentRequestRate: 100 },
    })
    expect(decision).toMatchObject({ statusCode: 200, retryRecommendation: 'no', suggestedBackoffDuration: 0 })
    expect(decision.warnings).toEqual(['APPROACHING_LIMIT', 'RETRY_AMPLIFICATION'])
  })

  it('keeps the most restrictive status: abuse over critical load over an exhausted hard limit', () => {
    const decision = calculateDecision({
      rateLimitSignals: { remainingAllowance: 0, allowedQuota: 10 },
      systemStateSignals: { systemLoadLevel: 'critical', trafficClassification: 'abusive' },
    })
    expect(decision.statusCode).toBe(403)
    expect(decision.headers['Retry-After']).toBeUndefined()
    expect(decision.appliedPolicyRules).toEqual(['HARD_LIMIT_EXCEEDED', 'LOAD_CRITICAL_SHED', 'TRAFFIC_ABUSIVE'])
  })

  it('takes the longest wait among the fired rules', () => {
    const decision = calculateDecision({
      rateLimitSignals: { remainingAllowance: 0, allowedQuota: 10, windowSize: 120 },
      systemStateSignals: { systemLoadLevel: 'critical' },
    })
    expect(decision).toMatchObject({ statusCode: 503, suggestedBackoffDuration: 120 })
    expect(decision.headers['Retry-After']).toBe('120')
  })

  it('spreads the backoff of different clients deterministically', () => {
    const waits = ['a', 'b', 'c', 'd', 'e', 'f'].map(
      (clientId) =>
        calculateDecision({
          requestContext: { clientId, method: 'GET' },
          rateLimitSignals: { retryCount: 2, limitType: 'concurrency', allowedQuota: 1, currentRequestRate: 2 },
        }).suggestedBackoffDuration,
    )
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(1)
    for (const wait of waits) expect(wait).toBeLessThanOrEqual(4)
    expect(new Set(waits).size).toBeGreaterThan(1)
  })
})
