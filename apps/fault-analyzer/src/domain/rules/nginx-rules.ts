/**
 * nginx's own codes (444, 494, 495-497, 499) and nginx as reverse proxy answering 502/504, where the
 * duration separates a fast refusal (connect() failed) from a slow upstream (proxy_read_timeout).
 */
import { FAST_MS } from '../thresholds.js'
import type { ClassifyRule } from '../types.js'
import { classifyRule } from './classify-rule.js'

const ngx = classifyRule('nginx-codes')

export const NGINX_RULES: readonly ClassifyRule[] = [
  ngx(
    'nginx-499',
    { status: [499] },
    {
      category: 'client',
      subcategory: 'client_closed_request',
      layer: 'client',
      retry: 'yes',
      severity: 'low',
      confidence: 0.8,
      steps: ['Compare the client timeout with the upstream response time: the client gave up first.'],
    },
    '499 (nginx): the client closed the connection while nginx was processing the request.',
  ),
  ngx(
    'nginx-444',
    { status: [444] },
    {
      category: 'client',
      subcategory: 'connection_closed_by_server_rule',
      layer: 'proxy',
      retry: 'no',
      severity: 'low',
      confidence: 0.75,
      steps: ['Find the nginx `return 444` rule that matched this request (often bot or host filtering).'],
      unprocessed: true,
    },
    '444 (nginx): the server closed the connection without a response (a `return 444` rule).',
  ),
  ngx(
    'nginx-494',
    { status: [494] },
    {
      category: 'infrastructure_limit',
      subcategory: 'request_header_too_large',
      layer: 'proxy',
      retry: 'no',
      severity: 'medium',
      confidence: 0.8,
      steps: ['Shrink cookies and headers or raise large_client_header_buffers.'],
      unprocessed: true,
    },
    '494 (nginx): request header too large.',
  ),
  ngx(
    'nginx-495-497',
    { status: [495, 496, 497] },
    {
      category: 'proxy_tls',
      subcategory: 'client_certificate_or_plain_http_to_https',
      layer: 'proxy',
      retry: 'no',
      severity: 'medium',
      confidence: 0.8,
      steps: [
        '495: client certificate invalid; 496: no client certificate sent; 497: plain HTTP sent to an HTTPS port.',
      ],
      unprocessed: true,
    },
    '495/496/497 (nginx): client certificate error, certificate required, or HTTP request to an HTTPS port.',
  ),
  ngx(
    'nginx-502-fast',
    { status: [502], vendor: 'nginx', fasterThanMs: FAST_MS },
    {
      category: 'dependency',
      subcategory: 'upstream_connection_refused',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.85,
      steps: [
        'Check that the upstream process runs and listens where the nginx upstream block points (connect() failed).',
      ],
      unprocessed: true,
    },
    'A fast 502 from nginx is a refused or reset connection to the upstream, not a slow one.',
    'nginx-proxy',
  ),
  ngx(
    'nginx-502',
    { status: [502], vendor: 'nginx' },
    {
      category: 'dependency',
      subcategory: 'upstream_invalid_response',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.75,
      steps: [
        'Look in the nginx error log for "upstream prematurely closed connection" or "upstream sent too big header".',
      ],
    },
    'nginx 502: the upstream closed the connection or sent an invalid response.',
    'nginx-proxy',
  ),
  ngx(
    'nginx-504',
    { status: [504], vendor: 'nginx' },
    {
      category: 'timeout',
      subcategory: 'upstream_read_timeout',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.8,
      steps: ['Compare the upstream response time with proxy_read_timeout (60 s by default).'],
    },
    'nginx 504: the upstream did not answer within proxy_connect_timeout / proxy_read_timeout.',
    'nginx-proxy',
  ),
]
