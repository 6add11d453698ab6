import { describe, expect, it } from 'vitest'
import { calculateDecision } from '../../src/domain/calculate-decision.js'
import { POLICY_RULES } from '../../src/domain/policy-rules.js'
import type { CalculateInput, Decision } from '../../src/domain/types.js'

type Case = [id: string, fires: CalculateInput, shows: Partial<Decision>, quiet: CalculateInput]

const limit = (rateLimitSignals: CalculateInput['rateLimitSignals'], tier?: 'free' | 'paid' | 'internal') => ({
  rateLimitSignals,
  ...(tier ? { requestContext: { clientTier: tier } } : {}),
})
const system = (systemStateSignals: CalculateInput['systemStateSignals'], tier?: 'free' | 'paid' | 'internal') => ({
  systemStateSignals,
  ...(tier ? { requestContext: { clientTier: tier } } : {}),
})
const retry = (method: string, retryCount: number, extra: CalculateInput = {}) => ({
  ...extra,
  requestContext: { method, ...extra.requestContext },
  rateLimitSignals: { retryCount, ...extra.rateLimitSignals },
})
const over = { allowedQuota: 100, currentRequestRate: 101, windowSize: 60 }

/** One row per rule: an input that fires it with its visible effect, and a near miss that does not. */
const CASES: Case[] = [
  ['WITHIN_LIMITS', {}, { statusCode: 200, retryRecommendation: 'yes' }, limit({ remainingAllowance: 0 })],
  [
    'APPROACHING_LIMIT',
    limit({ allowedQuota: 100, currentRequestRate: 80 }),
    { statusCode: 200, warnings: ['APPROACHING_LIMIT'] },
    limit({ allowedQuota: 100, currentRequestRate: 79 }),
  ],
  [
    'HARD_LIMIT_EXCEEDED',
    limit(over),
    { statusCode: 429, retryRecommendation: 'after_delay', suggestedBackoffDuration: 60 },
    limit({ ...over, limitType: 'soft' }),
  ],
  [
    'SOFT_LIMIT_GRACE',
    limit({ ...over, limitType: 'soft' }, 'paid'),
    { statusCode: 200, degradationHint: 'reduce_optional_work', warnings: ['SOFT_LIMIT_EXCEEDED'] },
    limit({ ...over, limitType: 'soft' }, 'free'),
  ],
  [
    'SOFT_LIMIT_ENFORCED',
    limit({ ...over, limitType: 'soft' }, 'free'),
    { statusCode: 429, retryRecommendation: 'after_delay', suggestedBackoffDuration: 60 },
    limit({ ...over, limitType: 'soft' }, 'internal'),
  ],
  [
    'BURST_LIMIT_EXCEEDED',
    limit({ allowedQuota: 10, remainingAllowance: 0, windowSize: 60, limitType: 'burst' }),
    { statusCode: 429, retryRecommendation: 'with_backoff', suggestedBackoffDuration: 6 },
    limit({ allowedQuota: 10, remainingAllowance: 1, limitType: 'burst' }),
  ],
  [
    'CONCURRENCY_LIMIT_EXCEEDED',
    limit({ allowedQuota: 4, currentRequestRate: 5, limitType: 'concurrency' }),
    { statusCode: 429, retryRecommendation: 'with_backoff', suggestedBackoffDuration: 1 },
    limit({ allowedQuota: 4, currentRequestRate: 4, limitType: 'concurrency' }),
  ],
  [
    'LOAD_ELEVATED',
    system({ systemLoadLevel: 'elevated' }),
    { statusCode: 200, degradationHint: 'reduce_optional_work' },
    system({ systemLoadLevel: 'low' }),
  ],
  [
    'LOAD_HIGH_SHED_FREE',
    system({ systemLoadLevel: 'high' }, 'free'),
    { statusCode: 503, retryRecommendation: 'after_delay', suggestedBackoffDuration: 30, degradationHint: 'shed_load' },
    system({ systemLoadLevel: 'high' }, 'paid'),
  ],
  [
    'LOAD_HIGH_DEGRADE',
    system({ systemLoadLevel: 'high' }, 'paid'),
    { statusCode: 200, degradationHint: 'reduce_optional_work', warnings: ['HIGH_LOAD'] },
    system({ systemLoadLevel: 'high' }, 'free'),
  ],
  [
    'LOAD_CRITICAL_SHED',
    system({ systemLoadLevel: 'critical' }, 'paid'),
    { statusCode: 503, retryRecommendation: 'after_delay', suggestedBackoffDuration: 60, degradationHint: 'shed_load' },
    system({ systemLoadLevel: 'critical' }, 'internal'),
  ],
  [
    'LOAD_CRITICAL_INTERNAL',
    system({ systemLoadLevel: 'critical' }, 'internal'),
    { statusCode: 200, degradationHint: 'essential_only', warnings: ['CRITICAL_LOAD'] },
    system({ systemLoadLevel: 'critical' }, 'paid'),
  ],
  [
    'DEPENDENCY_DEGRADED',
    system({ dependencyHealth: 0.3 }),
    { statusCode: 200, degradationHint: 'serve_stale', warnings: ['DEPENDENCY_DEGRADED'] },
    system({ dependencyHealth: 0.5 }),
  ],
  [
    'DEPENDENCY_FAILING',
    system({ dependencyHealth: 0.1 }),
    { statusCode: 503, retryRecommendation: 'with_backoff', suggestedBackoffDuration: 30 },
    system({ dependencyHealth: 0.2 }),
  ],
  [
    'TRAFFIC_ABUSIVE',
    system({ trafficClassification: 'abusive' }),
    { statusCode: 403, retryRecommendation: 'no', degradationHint: 'block_client', headers: {} },
    system({ trafficClassification: 'suspicious' }),
  ],
  [
    'TRAFFIC_UNVERIFIED',
    system({ trafficClassification: 'bot' }),
    { statusCode: 200, retryRecommendation: 'with_backoff', warnings: ['UNVERIFIED_TRAFFIC'] },
    system({ trafficClassification: 'legitimate' }),
  ],
  [
    'TRAFFIC_OVERLOAD',
    system({ trafficClassification: 'overload' }),
    { statusCode: 503, retryRecommendation: 'with_backoff', degradationHint: 'shed_load' },
    system({ trafficClassification: 'overload' }, 'internal'),
  ],
  [
    'NON_IDEMPOTENT_RETRY',
    retry('POST', 1),
    { retryRecommendation: 'no', warnings: ['RETRY_AMPLIFICATION'] },
    retry('POST', 1, { requestContext: { isIdempotent: true } }),
  ],
  ['RETRY_BUDGET_EXHAUSTED', retry('GET', 3), { retryRecommendation: 'no' }, retry('GET', 2)],
  [
    'RETRY_STORM_RISK',
    retry('GET', 1, system({ systemLoadLevel: 'high' })),
    { statusCode: 200, retryRecommendation: 'with_backoff', warnings: ['HIGH_LOAD', 'RETRY_STORM_RISK'] },
    retry('GET', 0, system({ systemLoadLevel: 'high' })),
  ],
  [
    'INCONSISTENT_SIGNALS',
    limit({ allowedQuota: 100, currentRequestRate: 150, remainingAllowance: 5 }),
    { statusCode: 429, warnings: ['INCONSISTENT_SIGNALS'] },
    limit({ allowedQuota: 100, currentRequestRate: 95, remainingAllowance: 5 }),
  ],
]

describe('the policy rule table', () => {
  it('has a test row for every rule and unique ids', () => {
    const ids = POLICY_RULES.map((rule) => rule.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(CASES.map(([id]) => id)).toEqual(ids)
  })

  it.each(POLICY_RULES.map((rule) => [rule.id, rule] as const))('%s documents its condition and source', (_, rule) => {
    for (const text of [rule.condition, rule.reason, rule.rationale, rule.source])
      expect(text.length).toBeGreaterThan(3)
  })

  it.each(CASES)('%s fires with its effect visible in the decision', (id, fires, shows) => {
    const decision = calculateDecision(fires)
    expect(decision.appliedPolicyRules).toContain(id)
    expect(decision).toMatchObject(shows)
  })

  it.each(CASES)('%s stays quiet on its near miss', (id, _fires, _shows, quiet) => {
    expect(calculateDecision(quiet).appliedPolicyRules).not.toContain(id)
  })
})
