/**
 * Envoy response flags about the request itself (authorization, rate limit, routing, DNS), read
 * from `x-envoy-response-flags` (a response header built with Envoy's %RESPONSE_FLAGS% substitution)
 * or `x-envoy-ratelimited` (RL). A flag is Envoy's own statement of what failed, so these rules come
 * before any status rule.
 */
import type { ClassifyRule, Verdict } from '../types.js'
import { classifyRule } from './classify-rule.js'

const rule = classifyRule('envoy-flags')
const flagRule = (flag: string, effect: Verdict, rationale: string) =>
  rule(`envoy-flag-${flag.toLowerCase()}`, { flag }, effect, rationale)

export const ENVOY_REQUEST_RULES: readonly ClassifyRule[] = [
  flagRule(
    'UAEX',
    {
      category: 'auth',
      subcategory: 'external_authorization_denied',
      layer: 'proxy',
      retry: 'no',
      severity: 'medium',
      confidence: 0.9,
      steps: ['Check the ext_authz service decision and the credentials the caller sent.'],
    },
    'UAEX: the request was denied by the external authorization service.',
  ),
  flagRule(
    'RL',
    {
      category: 'rate_limit',
      subcategory: 'proxy_rate_limited',
      layer: 'proxy',
      retry: 'with_backoff',
      severity: 'medium',
      confidence: 0.9,
      steps: ['Slow the caller down; compare its rate with the Envoy rate-limit descriptor.'],
      unprocessed: true,
    },
    'RL: the request was rate limited locally by the HTTP rate limit filter (429).',
  ),
  flagRule(
    'NR',
    {
      category: 'routing',
      subcategory: 'no_route',
      layer: 'proxy',
      retry: 'no',
      severity: 'medium',
      confidence: 0.9,
      steps: ['Check the virtual host and route match for this host and path.'],
      unprocessed: true,
    },
    'NR: no route configured for the request (404), or no matching filter chain.',
  ),
  flagRule(
    'NC',
    {
      category: 'routing',
      subcategory: 'upstream_cluster_not_found',
      layer: 'proxy',
      retry: 'no',
      severity: 'high',
      confidence: 0.9,
      steps: ['Check that the cluster named by the route exists (CDS / xDS push).'],
      unprocessed: true,
    },
    'NC: the upstream cluster named by the route was not found.',
  ),
  flagRule(
    'DF',
    {
      category: 'routing',
      subcategory: 'dns_resolution_failed',
      layer: 'proxy',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.9,
      steps: ['Check DNS resolution of the upstream host from the proxy.'],
      unprocessed: true,
    },
    'DF: the request was terminated because DNS resolution failed.',
  ),
]
