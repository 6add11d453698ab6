/**
 * 5xx statuses by their RFC meaning (and a fast 502 as a refusal), when no proxy-specific rule
 * matched.
 */
import { FAST_MS } from '../thresholds.js'
import type { ClassifyRule } from '../types.js'
import { classifyRule } from './classify-rule.js'

const status = classifyRule('rfc9110')

export const SERVER_STATUS_RULES: readonly ClassifyRule[] = [
  status(
    'status-500',
    { status: [500] },
    {
      category: 'application',
      subcategory: 'internal_server_error',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.6,
      steps: ['Find the exception in the application logs for this request (match the request id).'],
    },
    '500 Internal Server Error: an unexpected condition in the server itself.',
  ),
  status(
    'status-501',
    { status: [501] },
    {
      category: 'application',
      subcategory: 'not_implemented',
      layer: 'application',
      retry: 'no',
      severity: 'medium',
      confidence: 0.7,
      steps: ['The server does not support this method or feature: use another.'],
      unprocessed: true,
    },
    '501 Not Implemented: the server does not support the functionality required.',
  ),
  status(
    'status-502-fast',
    { status: [502], fasterThanMs: FAST_MS },
    {
      category: 'dependency',
      subcategory: 'upstream_refused_fast',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.65,
      steps: ['Check that the upstream runs and accepts connections: a gateway failing this fast did not wait for it.'],
    },
    '502 Bad Gateway in under a second: the gateway could not connect, not a slow upstream.',
  ),
  status(
    'status-502',
    { status: [502] },
    {
      category: 'dependency',
      subcategory: 'bad_gateway',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.6,
      steps: ['Check the upstream behind the gateway for crashes, resets or invalid responses.'],
    },
    '502 Bad Gateway: a gateway received an invalid response from the upstream.',
  ),
  status(
    'status-503',
    { status: [503] },
    {
      category: 'infrastructure_limit',
      subcategory: 'service_unavailable',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.6,
      steps: ['Check capacity, deploys and maintenance windows of the service; honour Retry-After when sent.'],
    },
    '503 Service Unavailable: temporary overload or scheduled maintenance, likely to be alleviated after some delay.',
  ),
  status(
    'status-504',
    { status: [504] },
    {
      category: 'timeout',
      subcategory: 'gateway_timeout',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.65,
      steps: ['Compare upstream latency with the gateway timeout; trace the slow request.'],
    },
    '504 Gateway Timeout: a gateway did not receive a timely response from the upstream.',
  ),
  status(
    'status-505',
    { status: [505] },
    {
      category: 'client',
      subcategory: 'http_version_not_supported',
      layer: 'client',
      retry: 'no',
      severity: 'low',
      confidence: 0.7,
      steps: ['Use an HTTP version the server supports.'],
      unprocessed: true,
    },
    '505 HTTP Version Not Supported.',
  ),
  status(
    'status-507',
    { status: [507] },
    {
      category: 'infrastructure_limit',
      subcategory: 'insufficient_storage',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'critical',
      confidence: 0.75,
      steps: ['Free storage or raise the quota on the server.'],
      unprocessed: true,
    },
    '507 Insufficient Storage: the server cannot store what the request needs.',
    'rfc4918',
  ),
  status(
    'status-511',
    { status: [511] },
    {
      category: 'auth',
      subcategory: 'network_authentication_required',
      layer: 'proxy',
      retry: 'no',
      severity: 'medium',
      confidence: 0.75,
      steps: ['Authenticate to the network (captive portal) the client is on.'],
      unprocessed: true,
    },
    '511 Network Authentication Required: an intercepting proxy wants network access credentials.',
    'rfc6585',
  ),
]
