/**
 * Request and response shapes of POST /calculate. Every member
 * is optional; unknown members are refused so that a misspelt signal is not silently ignored.
 */
import { z } from 'zod'
import {
  CLIENT_TIERS,
  DEGRADATION_HINTS,
  LIMIT_TYPES,
  LOAD_LEVELS,
  RETRY_RECOMMENDATIONS,
  STATUS_CODES,
  TRAFFIC_CLASSES,
} from '../domain/types.js'

/** Upper bound on counts and quotas: keeps every header value an exact integer. */
const MAX_COUNT = 1e12
/** One year and a day, in seconds. */
const MAX_WINDOW_SECONDS = 31_622_400
const count = (description: string) => z.number().min(0).max(MAX_COUNT).optional().meta({ description })

export const RequestContext = z.strictObject({
  method: z
    .string()
    .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,32}$/, 'method must be an HTTP method token (1-32 characters)')
    .optional()
    .meta({ description: 'HTTP method of the limited request; compared in upper case (RFC 9110 §9.2.2).' }),
  endpoint: z.string().max(2048).optional().meta({ description: 'Path of the limited request.' }),
  clientId: z.string().max(256).optional().meta({ description: 'Caller identifier; only seeds the jitter.' }),
  clientTier: z.enum(CLIENT_TIERS).optional().meta({ description: 'Tier of the caller; default `paid`.' }),
  isIdempotent: z
    .boolean()
    .optional()
    .meta({ description: 'Overrides the method: `true` for a POST with an idempotency key, for example.' }),
})

export const RateLimitSignals = z.strictObject({
  currentRequestRate: count('Requests observed in the current window, this one included (unit of allowedQuota).'),
  allowedQuota: count('Requests allowed per window (in flight, for `concurrency`).'),
  windowSize: z
    .number()
    .gt(0)
    .max(MAX_WINDOW_SECONDS)
    .optional()
    .meta({ description: 'Window length in seconds; default 60. Ignored for `concurrency`.' }),
  remainingAllowance: count('Allowance left before this request; 0 means exhausted.'),
  retryCount: z.int().min(0).max(1_000_000).optional().meta({ description: 'Retries already made; default 0.' }),
  limitType: z.enum(LIMIT_TYPES).optional().meta({ description: 'Kind of limit; default `hard`.' }),
})

export const SystemStateSignals = z.strictObject({
  systemLoadLevel: z
    .enum(LOAD_LEVELS)
    .optional()
    .meta({ description: 'Load of the serving system; default `normal`.' }),
  dependencyHealth: z
    .number()
    .min(0)
    .max(1)
    .optional()
    .meta({ description: 'Health of dependencies from 0 (down) to 1 (healthy); default 1.' }),
  trafficClassification: z
    .enum(TRAFFIC_CLASSES)
    .optional()
    .meta({ description: 'Class of the traffic; default `legitimate`.' }),
})

export const CALCULATE_EXAMPLE = {
  requestContext: { method: 'POST', endpoint: '/v1/orders', clientId: 'acme-42', clientTier: 'free' },
  rateLimitSignals: { currentRequestRate: 120, allowedQuota: 100, windowSize: 60, retryCount: 1, limitType: 'hard' },
  systemStateSignals: { systemLoadLevel: 'normal', dependencyHealth: 0.95, trafficClassification: 'legitimate' },
}

export const CalculateBody = z
  .strictObject({
    requestContext: RequestContext.optional(),
    rateLimitSignals: RateLimitSignals.optional(),
    systemStateSignals: SystemStateSignals.optional(),
  })
  .meta({ examples: [CALCULATE_EXAMPLE] })
export type CalculateBody = z.infer<typeof CalculateBody>

const header = (description: string) => z.string().optional().meta({ description })

export const Decision = z.object({
  statusCode: z.literal([...STATUS_CODES]).meta({ description: 'Recommended status.' }),
  headers: z
    .object({
      'Retry-After': header('Seconds to wait (RFC 9110 §10.2.3); on 429 and 503 only.'),
      'X-RateLimit-Limit': header('allowedQuota.'),
      'X-RateLimit-Remaining': header('Allowance left; 0 when over the limit.'),
      'X-RateLimit-Reset': header('Seconds until the quota resets (delta, not a timestamp).'),
      'RateLimit-Policy': header('IETF draft field: `"<limitType>";q=<quota>;w=<window>`.'),
      RateLimit: header('IETF draft field: `"<limitType>";r=<remaining>;t=<reset>`.'),
    })
    .meta({ description: 'Values for the caller to apply; absent members do not apply.' }),
  retryRecommendation: z.enum(RETRY_RECOMMENDATIONS),
  suggestedBackoffDuration: z.number().min(0).meta({ description: 'Seconds; 0 when no wait applies.' }),
  degradationHint: z.enum(DEGRADATION_HINTS),
  decisionReasoning: z.string(),
  appliedPolicyRules: z.array(z.string()).meta({ description: 'Ids of the rules that fired, in table order.' }),
  warnings: z.array(z.string()).meta({ description: 'Warning codes, e.g. RETRY_AMPLIFICATION.' }),
})

export const DECISION_EXAMPLE = {
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
}

export const CalculateReply = Decision.meta({ id: 'Decision', examples: [DECISION_EXAMPLE] })
