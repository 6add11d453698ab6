import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculateDecision } from '../../src/domain/calculate-decision.js'
import { POLICY_RULES } from '../../src/domain/policy-rules.js'
import {
  CLIENT_TIERS,
  DEGRADATION_HINTS,
  LIMIT_TYPES,
  LOAD_LEVELS,
  RETRY_RECOMMENDATIONS,
  STATUS_CODES,
  TRAFFIC_CLASSES,
} from '../../src/domain/types.js'

const optional = { requiredKeys: [] as never[] }
const amount = fc.oneof(fc.nat({ max: 2000 }), fc.double({ min: 0, max: 1e6, noNaN: true }))
const input = fc.record(
  {
    requestContext: fc.record(
      {
        method: fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'get', 'post', 'PURGE'),
        endpoint: fc.string({ maxLength: 20 }),
        clientId: fc.string({ maxLength: 20 }),
        clientTier: fc.constantFrom(...CLIENT_TIERS),
        isIdempotent: fc.boolean(),
      },
      optional,
    ),
    rateLimitSignals: fc.record(
      {
        currentRequestRate: amount,
        allowedQuota: amount,
        windowSize: fc.double({ min: 0.001, max: 31_622_400, noNaN: true }),
        remainingAllowance: amount,
        retryCount: fc.nat({ max: 100 }),
        limitType: fc.constantFrom(...LIMIT_TYPES),
      },
      optional,
    ),
    systemStateSignals: fc.record(
      {
        systemLoadLevel: fc.constantFrom(...LOAD_LEVELS),
        dependencyHealth: fc.double({ min: 0, max: 1, noNaN: true }),
        trafficClassification: fc.constantFrom(...TRAFFIC_CLASSES),
      },
      optional,
    ),
  },
  optional,
)

const IDS = new Set(POLICY_RULES.map((rule) => rule.id))
const NON_IDEMPOTENT = new Set(['POST', 'PATCH', 'PURGE'])

describe('calculateDecision on arbitrary inputs', () => {
  it('always gives a known status, retry, hint and a coherent header set', () => {
    fc.assert(
      fc.property(input, (value) => {
        const d = calculateDecision(value)
        expect(STATUS_CODES).toContain(d.statusCode)
        expect(RETRY_RECOMMENDATIONS).toContain(d.retryRecommendation)
        expect(DEGRADATION_HINTS).toContain(d.degradationHint)
        for (const id of d.appliedPolicyRules) expect(IDS.has(id)).toBe(true)
        const throttled = d.statusCode === 429 || d.statusCode === 503
        expect(d.headers['Retry-After'] !== undefined).toBe(throttled)
        if (throttled) expect(Number(d.headers['Retry-After'])).toBeGreaterThanOrEqual(1)
        if (throttled) expect(d.retryRecommendation).not.toBe('yes')
        for (const header of Object.values(d.headers)) expect(header).toMatch(/^[\x21-\x7e][\x20-\x7e]*$/)
        const waits = d.retryRecommendation === 'after_delay' || d.retryRecommendation === 'with_backoff'
        expect(d.suggestedBackoffDuration > 0).toBe(waits)
        expect(Number.isInteger(d.suggestedBackoffDuration)).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })

  it('never recommends retrying a retried non-idempotent request', () => {
    fc.assert(
      fc.property(input, (value) => {
        const ctx = value.requestContext ?? {}
        const method = ctx.method?.toUpperCase() ?? ''
        const nonIdempotent =
          ctx.isIdempotent === false || (ctx.isIdempotent === undefined && NON_IDEMPOTENT.has(method))
        fc.pre(nonIdempotent && (value.rateLimitSignals?.retryCount ?? 0) > 0)
        const d = calculateDecision(value)
        expect(d.retryRecommendation).toBe('no')
        expect(d.warnings).toContain('RETRY_AMPLIFICATION')
      }),
      { numRuns: 500 },
    )
  })

  it('gives byte-identical output for the same input', () => {
    fc.assert(
      fc.property(input, (value) => {
        const copy = JSON.parse(JSON.stringify(value))
        expect(JSON.stringify(calculateDecision(copy))).toBe(JSON.stringify(calculateDecision(value)))
      }),
      { numRuns: 500 },
    )
  })
})
