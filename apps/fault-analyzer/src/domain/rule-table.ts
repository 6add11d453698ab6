/**
 * The whole rule table, in evaluation order. Classification: the first rule whose condition holds
 * wins, so specific evidence (a retry storm, an Envoy flag, a vendor's own code) comes before the
 * bare status; the last two rules catch every 4xx and 5xx. Then every matching adjustment applies.
 */
import { ADJUST_RULES } from './rules/adjust-rules.js'
import { AWS_ALB_RULES } from './rules/aws-alb-rules.js'
import { CLIENT_STATUS_RULES } from './rules/client-status-rules.js'
import { CLOUDFLARE_RULES } from './rules/cloudflare-rules.js'
import { ENVOY_REQUEST_RULES } from './rules/envoy-request-rules.js'
import { ENVOY_UPSTREAM_RULES } from './rules/envoy-upstream-rules.js'
import { FALLBACK_RULES } from './rules/fallback-rules.js'
import { LIMIT_STATUS_RULES } from './rules/limit-status-rules.js'
import { NGINX_RULES } from './rules/nginx-rules.js'
import { SERVER_STATUS_RULES } from './rules/server-status-rules.js'
import { STORM_RETRIES } from './thresholds.js'
import type { ClassifyRule, Rule } from './types.js'

const RETRY_STORM: ClassifyRule = {
  kind: 'classify',
  id: 'retry-storm',
  condition: { status: [429, 503], minRetries: STORM_RETRIES },
  effect: {
    category: 'retry_storm',
    subcategory: 'retry_amplification',
    layer: 'client',
    retry: 'no',
    severity: 'critical',
    confidence: 0.8,
    steps: [
      'Stop retrying: repeated attempts against an overloaded or limiting service add to the load that refuses them.',
      'Retry with exponential backoff and full jitter inside a retry budget, and honour Retry-After.',
    ],
  },
  rationale: 'Three or more retries that still meet 429/503 mean the retries themselves keep the service saturated.',
  source: 'retry-backoff',
}

export const CLASSIFY_RULES: readonly ClassifyRule[] = [
  RETRY_STORM,
  ...ENVOY_REQUEST_RULES,
  ...ENVOY_UPSTREAM_RULES,
  ...CLOUDFLARE_RULES,
  ...AWS_ALB_RULES,
  ...NGINX_RULES,
  ...CLIENT_STATUS_RULES,
  ...LIMIT_STATUS_RULES,
  ...SERVER_STATUS_RULES,
  ...FALLBACK_RULES,
]

export { ADJUST_RULES }

export const RULES: readonly Rule[] = [...CLASSIFY_RULES, ...ADJUST_RULES]
