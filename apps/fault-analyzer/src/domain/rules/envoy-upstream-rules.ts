/**
 * Envoy response flags about the upstream (UH, UO via `x-envoy-overloaded`, UF, URX, UT, UC, ...) and
 * a gateway status the upstream itself produced, recognised by `x-envoy-upstream-service-time`.
 */
import type { ClassifyRule, Verdict } from '../types.js'
import { classifyRule } from './classify-rule.js'

const rule = classifyRule('envoy-flags')
const flagRule = (flag: string, effect: Verdict, rationale: string) =>
  rule(`envoy-flag-${flag.toLowerCase()}`, { flag }, effect, rationale)

export const ENVOY_UPSTREAM_RULES: readonly ClassifyRule[] = [
  flagRule(
    'UH',
    {
      category: 'dependency',
      subcategory: 'no_healthy_upstream',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'critical',
      confidence: 0.9,
      steps: ['Check health checks and outlier detection of the upstream cluster: every host is ejected or unhealthy.'],
      unprocessed: true,
    },
    'UH: no healthy upstream hosts in the cluster (503).',
  ),
  flagRule(
    'UO',
    {
      category: 'infrastructure_limit',
      subcategory: 'upstream_overflow_circuit_breaker',
      layer: 'proxy',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.9,
      steps: [
        'Compare traffic with the cluster circuit-breaker thresholds (max_connections, max_pending_requests, max_requests).',
      ],
      unprocessed: true,
    },
    'UO: upstream overflow, the circuit breaker tripped (503; x-envoy-overloaded is set).',
  ),
  flagRule(
    'UF',
    {
      category: 'dependency',
      subcategory: 'upstream_connection_failure',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.9,
      steps: [
        'Check that the upstream is listening on the port the cluster uses.',
        'Check network policy and mTLS between the sidecar and the upstream.',
      ],
      unprocessed: true,
    },
    'UF: upstream connection failure (503): the request never reached the upstream.',
  ),
  flagRule(
    'URX',
    {
      category: 'dependency',
      subcategory: 'upstream_retry_limit_exceeded',
      layer: 'application',
      retry: 'no',
      severity: 'high',
      confidence: 0.9,
      steps: [
        'The proxy already retried up to its retry policy: look at why every attempt failed.',
        'Do not add client retries on top of proxy retries.',
      ],
    },
    'URX: rejected because the upstream retry limit or maximum connect attempts was reached.',
  ),
  flagRule(
    'UT',
    {
      category: 'timeout',
      subcategory: 'upstream_request_timeout',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.9,
      steps: ['Compare the route timeout with the upstream latency (x-envoy-upstream-service-time, traces).'],
    },
    'UT: upstream request timeout (504).',
  ),
  flagRule(
    'UC',
    {
      category: 'dependency',
      subcategory: 'upstream_connection_termination',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.9,
      steps: [
        'Check for upstream restarts or crashes.',
        'Align the upstream keep-alive timeout above the proxy idle timeout.',
      ],
    },
    'UC: upstream connection termination (503), often a keep-alive race or an upstream crash.',
  ),
  flagRule(
    'UPE',
    {
      category: 'dependency',
      subcategory: 'upstream_protocol_error',
      layer: 'application',
      retry: 'no',
      severity: 'high',
      confidence: 0.85,
      steps: ['Check the protocol the cluster expects (HTTP/1.1, HTTP/2, gRPC) against what the upstream speaks.'],
    },
    'UPE: the upstream response had an HTTP protocol error.',
  ),
  flagRule(
    'OM',
    {
      category: 'infrastructure_limit',
      subcategory: 'proxy_overload_manager',
      layer: 'proxy',
      retry: 'with_backoff',
      severity: 'critical',
      confidence: 0.9,
      steps: ['Check proxy memory and connection counts against the overload manager actions.'],
      unprocessed: true,
    },
    'OM: the overload manager terminated the request.',
  ),
  flagRule(
    'SI',
    {
      category: 'timeout',
      subcategory: 'stream_idle_timeout',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'medium',
      confidence: 0.85,
      steps: ['Check stream_idle_timeout against long-polling or slow-streaming endpoints.'],
    },
    'SI: stream idle timeout (408 or 504).',
  ),
  flagRule(
    'DC',
    {
      category: 'client',
      subcategory: 'downstream_connection_termination',
      layer: 'client',
      retry: 'yes',
      severity: 'low',
      confidence: 0.85,
      steps: ['Check client-side timeouts and whether the client cancelled the request.'],
    },
    'DC: downstream connection termination: the client went away.',
  ),
  {
    kind: 'classify',
    id: 'envoy-upstream-generated',
    condition: { status: [502, 503, 504], upstreamAnswered: true },
    effect: {
      category: 'dependency',
      subcategory: 'upstream_returned_error',
      layer: 'dependency',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.75,
      steps: ['The upstream itself answered this status (Envoy measured its service time): look at what it calls.'],
    },
    rationale:
      'x-envoy-upstream-service-time is only set when the upstream answered, so the gateway status came from the upstream or something it depends on, not from Envoy.',
    source: 'envoy-headers',
  },
]
