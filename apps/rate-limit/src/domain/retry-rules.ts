/** Rules about retries: idempotency, the per-request retry budget, retry storms, and signal sanity. */
import type { PolicyRule } from './policy-rule.js'

/** Google SRE book: "If a request has already failed three times, let the failure bubble up." */
export const RETRY_BUDGET = 3

export const RETRY_RULES: readonly PolicyRule[] = [
  {
    id: 'NON_IDEMPOTENT_RETRY',
    condition: 'non-idempotent request (isIdempotent false, or method not idempotent) and retryCount > 0',
    when: (f) => f.nonIdempotent && f.retryCount > 0,
    effect: { retry: 'no', warning: 'RETRY_AMPLIFICATION' },
    reason: 'A non-idempotent request is being retried, which can repeat its side effects.',
    rationale: 'Clients should not retry non-idempotent requests automatically; each retry may act again.',
    source: 'RFC 9110 §9.2.2',
  },
  {
    id: 'RETRY_BUDGET_EXHAUSTED',
    condition: `retryCount ≥ ${RETRY_BUDGET}`,
    when: (f) => f.retryCount >= RETRY_BUDGET,
    effect: { retry: 'no', warning: 'RETRY_BUDGET_EXHAUSTED' },
    reason: `The request has already been retried ${RETRY_BUDGET} or more times.`,
    rationale: 'A per-request retry budget stops retries from multiplying load; the failure goes to the caller.',
    source: 'Google SRE book ch. 21 "Handling Overload" (Deciding to Retry)',
  },
  {
    id: 'RETRY_STORM_RISK',
    condition: 'retryCount > 0 and (over the limit, systemLoadLevel high or critical, or traffic overload)',
    when: (f) =>
      f.retryCount > 0 && (f.overLimit || f.load === 'high' || f.load === 'critical' || f.traffic === 'overload'),
    effect: { retry: 'with_backoff', delay: ['exponential'], warning: 'RETRY_STORM_RISK' },
    reason: 'Retries are arriving while the limit or the system is saturated.',
    rationale: 'Retries into a saturated system amplify the overload; exponential backoff with jitter spreads them.',
    source: 'Google SRE book ch. 22; AWS "Exponential Backoff and Jitter" (2015)',
  },
  {
    id: 'INCONSISTENT_SIGNALS',
    condition: 'remainingAllowance > allowedQuota, or remainingAllowance > 0 while currentRequestRate > allowedQuota',
    when: (f) => f.inconsistent,
    effect: { warning: 'INCONSISTENT_SIGNALS' },
    reason: 'The quota signals contradict each other; the stricter reading was used.',
    rationale: 'A calculator that only advises should say when its inputs disagree rather than guess silently.',
    source: 'this service',
  },
]
