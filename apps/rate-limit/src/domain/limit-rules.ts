/** Rules about the caller's own quota: within it, near it, or over it for each `limitType`. */
import type { PolicyRule } from './policy-rule.js'

const isGraced = (f: { tier: string; traffic: string }) => f.tier !== 'free' && f.traffic === 'legitimate'

export const LIMIT_RULES: readonly PolicyRule[] = [
  {
    id: 'WITHIN_LIMITS',
    condition: 'not over the limit',
    when: (f) => !f.overLimit,
    effect: { statusCode: 200, retry: 'yes' },
    reason: 'The client is within its limit.',
    rationale: 'Nothing to throttle: serve the request normally.',
    source: 'RFC 6585 §4',
  },
  {
    id: 'APPROACHING_LIMIT',
    condition: 'not over the limit and remaining ≤ 20% of allowedQuota',
    when: (f) => f.approaching,
    effect: { warning: 'APPROACHING_LIMIT' },
    reason: 'At most 20% of the quota is left.',
    rationale: 'Advertising the remaining quota lets clients slow down before they are throttled.',
    source: 'draft-ietf-httpapi-ratelimit-headers-10 §1, §5',
  },
  {
    id: 'HARD_LIMIT_EXCEEDED',
    condition: 'over the limit and limitType hard',
    when: (f) => f.overLimit && f.limitType === 'hard',
    effect: { statusCode: 429, retry: 'after_delay', delay: ['window_reset'] },
    reason: 'The hard limit is exhausted, so the request is refused until the window resets.',
    rationale: '429 is the status for a client that sent too many requests; Retry-After says when to come back.',
    source: 'RFC 6585 §4; RFC 9110 §10.2.3',
  },
  {
    id: 'SOFT_LIMIT_GRACE',
    condition: 'over the limit, limitType soft, clientTier paid or internal, traffic legitimate',
    when: (f) => f.overLimit && f.limitType === 'soft' && isGraced(f),
    effect: { statusCode: 200, degradation: 'reduce_optional_work', warning: 'SOFT_LIMIT_EXCEEDED' },
    reason: 'A soft limit is exceeded, but this tier is allowed an overage with a warning.',
    rationale: 'A soft limit marks where notice begins, not refusal; paying and internal callers keep service.',
    source: 'draft-ietf-httpapi-ratelimit-headers-10 §1 (quota policies are server-defined)',
  },
  {
    id: 'SOFT_LIMIT_ENFORCED',
    condition: 'over the limit, limitType soft, and clientTier free or traffic not legitimate',
    when: (f) => f.overLimit && f.limitType === 'soft' && !isGraced(f),
    effect: { statusCode: 429, retry: 'after_delay', delay: ['window_reset'] },
    reason: 'A soft limit is exceeded and this caller gets no overage, so it is throttled like a hard limit.',
    rationale: 'Free-tier and unverified traffic is what quotas exist to contain; no grace for it.',
    source: 'RFC 6585 §4; RFC 9110 §10.2.3',
  },
  {
    id: 'BURST_LIMIT_EXCEEDED',
    condition: 'over the limit and limitType burst',
    when: (f) => f.overLimit && f.limitType === 'burst',
    effect: { statusCode: 429, retry: 'with_backoff', delay: ['token_refill', 'exponential'] },
    reason: 'The burst allowance is spent; it refills continuously, so a short backoff is enough.',
    rationale: 'A burst limit is a token bucket: one token returns every windowSize / allowedQuota seconds.',
    source: 'RFC 6585 §4; AWS "Exponential Backoff and Jitter" (2015)',
  },
  {
    id: 'CONCURRENCY_LIMIT_EXCEEDED',
    condition: 'over the limit and limitType concurrency',
    when: (f) => f.overLimit && f.limitType === 'concurrency',
    effect: { statusCode: 429, retry: 'with_backoff', delay: ['exponential'] },
    reason: 'Too many requests are in flight; a slot frees when one finishes, not at a window boundary.',
    rationale: 'Concurrency quotas have no window to wait for; exponential backoff finds the next free slot.',
    source: 'draft-ietf-httpapi-ratelimit-headers-10 (qu="concurrent-requests"); RFC 6585 §4',
  },
]
