/**
 * The fault analyzer's vocabulary: event, facts, verdict, rule and
 * analysis. Every enumeration the README documents is declared here once.
 */

export const CATEGORIES = [
  'client',
  'auth',
  'rate_limit',
  'proxy_tls',
  'timeout',
  'dependency',
  'routing',
  'infrastructure_limit',
  'retry_storm',
  'application',
] as const
export type Category = (typeof CATEGORIES)[number]

/** Where to look first: the layer the fault most likely comes from. */
export const LAYERS = ['client', 'edge/cdn', 'load_balancer', 'proxy', 'application', 'dependency'] as const
export type Layer = (typeof LAYERS)[number]

export const RETRY_RECOMMENDATIONS = ['yes', 'no', 'with_backoff', 'after_delay'] as const
export type RetryRecommendation = (typeof RETRY_RECOMMENDATIONS)[number]

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const
export type Severity = (typeof SEVERITIES)[number]

/** Proxy products the rules know; detected from `proxyType` or from response headers. */
export const VENDORS = ['nginx', 'envoy', 'cloudflare', 'aws_alb'] as const
export type Vendor = (typeof VENDORS)[number]

export type HeaderValue = string | number | boolean | readonly string[]
export type Headers = Readonly<Record<string, HeaderValue>>

/** One failed exchange as the caller captured it. `duration` is in milliseconds. */
export interface FaultEvent {
  eventId?: string | undefined
  statusCode: number
  method?: string | undefined
  url?: string | undefined
  duration?: number | undefined
  requestHeaders?: Headers | undefined
  responseHeaders?: Headers | undefined
  proxyType?: string | undefined
  retryAttemptCount?: number | undefined
}

/** The inputs a condition can consult; each names where its value came from (for `signals`). */
export type EvidenceKey =
  | 'status'
  | 'vendor'
  | 'flags'
  | 'duration'
  | 'retryAfter'
  | 'retries'
  | 'upstreamTime'
  | 'method'
  | 'intermediary'

export interface Evidence {
  input: string
  value: string
}

/** What the analyzer derives from an event before any rule runs. */
export interface Facts {
  status: number
  vendor: Vendor | undefined
  flags: ReadonlySet<string>
  durationMs: number | undefined
  hasRetryAfter: boolean
  retryAfterSeconds: number | undefined
  retries: number
  idempotent: boolean | undefined
  upstreamAnswered: boolean
  intermediary: boolean
  evidence: Partial<Record<EvidenceKey, Evidence>>
  warnings: AnalysisWarning[]
}

export const WARNING_CODES = [
  'RETRY_AFTER_UNREADABLE',
  'RETRY_AFTER_IMPOSSIBLE_DATE',
  'RETRY_AFTER_NOT_COUNTED',
  'DATE_UNREADABLE',
] as const

/** An input the analyzer could not use, and why; it fired no rule. */
export interface AnalysisWarning {
  code: (typeof WARNING_CODES)[number]
  /** The input it concerns (`responseHeaders.retry-after`); the value itself is never repeated. */
  input: string
  message: string
}

/** The classification a rule produces; `unprocessed` marks failures where the request never reached the app. */
export interface Verdict {
  category: Category
  subcategory: string
  layer: Layer
  retry: RetryRecommendation
  severity: Severity
  confidence: number
  steps: readonly string[]
  unprocessed?: boolean
}

/** Every member given must hold (AND). Durations compare only when `duration` was sent. */
export interface Condition {
  status?: readonly number[]
  statusRange?: readonly [number, number]
  vendor?: Vendor
  flag?: string
  fasterThanMs?: number
  slowerThanMs?: number
  retryAfter?: boolean
  minRetries?: number
  upstreamAnswered?: boolean
  idempotent?: boolean
  intermediary?: boolean
  /** Adjustment rules only: the verdict so far. */
  categories?: readonly Category[]
  retry?: readonly RetryRecommendation[]
  unprocessed?: boolean
}

/** An adjustment: a confidence delta and optional overrides, applied after classification. */
export interface Adjustment {
  confidence?: number
  retry?: RetryRecommendation
  severity?: Severity
  steps?: readonly string[]
}

interface RuleBase {
  id: string
  condition: Condition
  rationale: string
  /** Key into SOURCES. */
  source: string
}
export interface ClassifyRule extends RuleBase {
  kind: 'classify'
  effect: Verdict
}
export interface AdjustRule extends RuleBase {
  kind: 'adjust'
  effect: Adjustment
}
export type Rule = ClassifyRule | AdjustRule

export interface Signal {
  input: string
  value: string
  rules: string[]
}

export interface Analysis {
  eventId?: string
  statusCode: number
  triggerCategory: Category
  triggerSubcategory: string
  confidenceScore: number
  likelyLayer: Layer
  detectedProxy: Vendor | null
  recommendedNextSteps: string[]
  retryRecommendation: RetryRecommendation
  retryAfterSeconds: number | null
  severityHint: Severity
  appliedRules: string[]
  signals: Signal[]
  warnings: AnalysisWarning[]
}
