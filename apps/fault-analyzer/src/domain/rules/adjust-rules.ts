/**
 * Adjustments: after one classification rule matched, every adjustment whose condition holds is
 * applied in table order. They raise confidence when headers and duration corroborate the verdict,
 * lower it when the duration contradicts it, and make the retry advice safe.
 */
import { FAST_MS, SLOW_MS, STORM_RETRIES } from '../thresholds.js'
import type { AdjustRule } from '../types.js'

export const ADJUST_RULES: readonly AdjustRule[] = [
  {
    kind: 'adjust',
    id: 'retry-after-honoured',
    condition: { status: [429, 503], retryAfter: true, categories: ['rate_limit', 'infrastructure_limit', 'routing'] },
    effect: {
      confidence: 0.1,
      retry: 'after_delay',
      steps: ['Wait for the Retry-After interval before the next attempt.'],
    },
    rationale: 'Retry-After on a 429/503 says when the service expects to accept the request again.',
    source: 'rfc9110',
  },
  {
    kind: 'adjust',
    id: 'duration-confirms-timeout',
    condition: { categories: ['timeout'], slowerThanMs: SLOW_MS },
    effect: { confidence: 0.1 },
    rationale: 'A failure that waited 10 s or more is consistent with a timeout expiring.',
    source: 'nginx-proxy',
  },
  {
    kind: 'adjust',
    id: 'duration-contradicts-timeout',
    condition: { categories: ['timeout'], fasterThanMs: FAST_MS },
    effect: {
      confidence: -0.2,
      steps: [
        'A timeout this fast was relayed from a hop further in or served from cache: find the hop that produced it.',
      ],
    },
    rationale: 'No common proxy timeout is under a second, so this hop did not wait for the timeout itself.',
    source: 'nginx-proxy',
  },
  {
    kind: 'adjust',
    id: 'duration-confirms-refusal',
    condition: { categories: ['dependency'], fasterThanMs: FAST_MS },
    effect: { confidence: 0.05 },
    rationale: 'A dependency failure in under a second is a refusal or reset, not a slow upstream.',
    source: 'nginx-proxy',
  },
  {
    kind: 'adjust',
    id: 'cloudflare-headers-confirm',
    condition: { statusRange: [520, 530], vendor: 'cloudflare' },
    effect: { confidence: 0.15 },
    rationale: 'cf-ray or server: cloudflare shows Cloudflare produced its own 52x code.',
    source: 'cloudflare-1xxx',
  },
  {
    kind: 'adjust',
    id: 'alb-headers-confirm',
    condition: { status: [460, 463, 464, 561], vendor: 'aws_alb' },
    effect: { confidence: 0.1 },
    rationale: 'server: awselb/2.0 or x-amzn-* headers show an ALB produced its own code.',
    source: 'aws-alb',
  },
  {
    kind: 'adjust',
    id: 'nginx-headers-confirm',
    condition: { status: [444, 494, 495, 496, 497, 499], vendor: 'nginx' },
    effect: { confidence: 0.1 },
    rationale: 'server: nginx shows nginx produced its own non-standard code.',
    source: 'nginx-codes',
  },
  {
    kind: 'adjust',
    id: 'proxy-headers-confirm',
    condition: { status: [502, 503, 504], intermediary: true },
    effect: { confidence: 0.05 },
    rationale: 'via or x-cache shows an intermediary on the path, where gateway statuses come from.',
    source: 'rfc9110',
  },
  {
    kind: 'adjust',
    id: 'non-idempotent-no-blind-retry',
    condition: { idempotent: false, retry: ['yes', 'with_backoff'], unprocessed: false },
    effect: {
      retry: 'no',
      steps: [
        'The method is not idempotent and the request may have been processed: check the outcome, retry only with an idempotency key.',
      ],
    },
    rationale:
      'Only idempotent requests may be retried automatically; a POST that reached the server may have taken effect.',
    source: 'rfc9110-idempotent',
  },
  {
    kind: 'adjust',
    id: 'retry-budget-exhausted',
    condition: { minRetries: STORM_RETRIES, retry: ['yes', 'with_backoff', 'after_delay'] },
    effect: { retry: 'no', steps: ['Several retries already failed: stop retrying this request and escalate.'] },
    rationale: 'Retry budgets cap attempts per request; retrying past them multiplies load without success.',
    source: 'sre-retries',
  },
]
