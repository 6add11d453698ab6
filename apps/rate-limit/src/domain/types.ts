/**
 * The calculator's vocabulary: the enumerations (decided here and
 * listed in the README), the input shape and the decision shape. Orders matter: each list runs from the least
 * to the most restrictive value, and the engine keeps the most restrictive one any rule asks for.
 */
export const CLIENT_TIERS = ['free', 'paid', 'internal'] as const
export const LIMIT_TYPES = ['hard', 'soft', 'burst', 'concurrency'] as const
export const LOAD_LEVELS = ['low', 'normal', 'elevated', 'high', 'critical'] as const
export const TRAFFIC_CLASSES = ['legitimate', 'suspicious', 'abusive', 'overload', 'bot'] as const

/** Least to most restrictive. */
export const RETRY_RECOMMENDATIONS = ['yes', 'after_delay', 'with_backoff', 'no'] as const
/** Least to most severe. */
export const DEGRADATION_HINTS = [
  'none',
  'reduce_optional_work',
  'serve_stale',
  'essential_only',
  'shed_load',
  'block_client',
] as const
/** Least to most restrictive: a refusal for the whole system outranks one for this client's quota. */
export const STATUS_CODES = [200, 429, 503, 403] as const

export type ClientTier = (typeof CLIENT_TIERS)[number]
export type LimitType = (typeof LIMIT_TYPES)[number]
export type LoadLevel = (typeof LOAD_LEVELS)[number]
export type TrafficClass = (typeof TRAFFIC_CLASSES)[number]
export type RetryRecommendation = (typeof RETRY_RECOMMENDATIONS)[number]
export type DegradationHint = (typeof DEGRADATION_HINTS)[number]
export type DecisionStatus = (typeof STATUS_CODES)[number]

export interface CalculateInput {
  requestContext?: {
    method?: string
    endpoint?: string
    clientId?: string
    clientTier?: ClientTier
    isIdempotent?: boolean
  }
  rateLimitSignals?: {
    currentRequestRate?: number
    allowedQuota?: number
    windowSize?: number
    remainingAllowance?: number
    retryCount?: number
    limitType?: LimitType
  }
  systemStateSignals?: {
    systemLoadLevel?: LoadLevel
    dependencyHealth?: number
    trafficClassification?: TrafficClass
  }
}

/** Values for the caller to apply to its own response; absent members do not apply. */
export interface DecisionHeaders {
  'Retry-After'?: string
  'X-RateLimit-Limit'?: string
  'X-RateLimit-Remaining'?: string
  'X-RateLimit-Reset'?: string
  RateLimit?: string
  'RateLimit-Policy'?: string
}

export interface Decision {
  statusCode: DecisionStatus
  headers: DecisionHeaders
  retryRecommendation: RetryRecommendation
  suggestedBackoffDuration: number
  degradationHint: DegradationHint
  decisionReasoning: string
  appliedPolicyRules: string[]
  warnings: string[]
}
