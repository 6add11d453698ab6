/**
 * Cloudflare's own status codes 520-527 and 530 (with a 1xxx error), and Cloudflare answering 403 /
 * 429 / 502 / 504 itself (detected from `cf-ray` or `server: cloudflare`). The "origin" is whatever
 * Cloudflare connects to: the likely layer is the application's web server unless the hop itself failed.
 */
import type { ClassifyRule } from '../types.js'
import { classifyRule } from './classify-rule.js'

const cf = classifyRule('cloudflare-5xx')

export const CLOUDFLARE_RULES: readonly ClassifyRule[] = [
  cf(
    'cloudflare-520',
    { status: [520] },
    {
      category: 'dependency',
      subcategory: 'origin_unknown_error',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.75,
      steps: ['Check origin logs for crashes, empty or oversized responses (headers over 32 KB) at this time.'],
    },
    '520: the origin returned an empty, unknown or unexpected response.',
  ),
  cf(
    'cloudflare-521',
    { status: [521] },
    {
      category: 'dependency',
      subcategory: 'origin_refused_connection',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'critical',
      confidence: 0.8,
      steps: ['Check that the origin web server runs and that its firewall allows Cloudflare IP ranges.'],
      unprocessed: true,
    },
    '521: the origin refused the connection from Cloudflare.',
  ),
  cf(
    'cloudflare-522',
    { status: [522] },
    {
      category: 'timeout',
      subcategory: 'origin_connect_timeout',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.8,
      steps: ['Check origin load and that the firewall does not drop Cloudflare IP ranges (TCP handshake timed out).'],
      unprocessed: true,
    },
    '522: the TCP connection to the origin timed out.',
  ),
  cf(
    'cloudflare-523',
    { status: [523] },
    {
      category: 'routing',
      subcategory: 'origin_unreachable',
      layer: 'edge/cdn',
      retry: 'no',
      severity: 'critical',
      confidence: 0.8,
      steps: ['Check the DNS records in Cloudflare point at the current origin address.'],
      unprocessed: true,
    },
    '523: Cloudflare could not reach the origin (wrong DNS record or routing).',
  ),
  cf(
    'cloudflare-524',
    { status: [524] },
    {
      category: 'timeout',
      subcategory: 'origin_response_timeout',
      layer: 'application',
      retry: 'no',
      severity: 'high',
      confidence: 0.8,
      steps: [
        'The origin took longer than the proxy read timeout (100 s by default): move long work to a background job or poll.',
      ],
    },
    '524: a TCP connection was made but the origin did not answer before the timeout (100 s by default).',
  ),
  cf(
    'cloudflare-525',
    { status: [525] },
    {
      category: 'proxy_tls',
      subcategory: 'origin_ssl_handshake_failed',
      layer: 'edge/cdn',
      retry: 'no',
      severity: 'critical',
      confidence: 0.8,
      steps: ['Check the origin TLS configuration: SNI, protocol versions and cipher suites shared with Cloudflare.'],
      unprocessed: true,
    },
    '525: the TLS handshake between Cloudflare and the origin failed.',
  ),
  cf(
    'cloudflare-526',
    { status: [526] },
    {
      category: 'proxy_tls',
      subcategory: 'origin_invalid_certificate',
      layer: 'edge/cdn',
      retry: 'no',
      severity: 'critical',
      confidence: 0.8,
      steps: ['Renew or fix the origin certificate (expired, self-signed or wrong host name under Full (strict)).'],
      unprocessed: true,
    },
    '526: Cloudflare could not validate the origin certificate (Full (strict) mode).',
  ),
  cf(
    'cloudflare-527',
    { status: [527] },
    {
      category: 'dependency',
      subcategory: 'railgun_listener_error',
      layer: 'edge/cdn',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.75,
      steps: ['Check the connection between the Railgun listener and the origin.'],
    },
    '527: error between Cloudflare and the origin Railgun listener.',
  ),
  cf(
    'cloudflare-530',
    { status: [530] },
    {
      category: 'routing',
      subcategory: 'origin_dns_error',
      layer: 'edge/cdn',
      retry: 'no',
      severity: 'critical',
      confidence: 0.7,
      steps: [
        'Read the 1xxx error shown with the 530 (for example 1016 origin DNS error) and fix the origin host name.',
      ],
      unprocessed: true,
    },
    '530 is returned together with a 1xxx error, most often 1016: origin DNS error.',
  ),
  cf(
    'cloudflare-1020-block',
    { status: [403], vendor: 'cloudflare' },
    {
      category: 'auth',
      subcategory: 'edge_firewall_block',
      layer: 'edge/cdn',
      retry: 'no',
      severity: 'medium',
      confidence: 0.75,
      steps: ['Look the cf-ray up in Security Events: a WAF or firewall rule (error 1020) blocked the request.'],
      unprocessed: true,
    },
    'A 403 answered by Cloudflare is usually error 1020, access denied by a firewall rule.',
    'cloudflare-1xxx',
  ),
  cf(
    'cloudflare-1015-rate-limit',
    { status: [429], vendor: 'cloudflare' },
    {
      category: 'rate_limit',
      subcategory: 'edge_rate_limited',
      layer: 'edge/cdn',
      retry: 'after_delay',
      severity: 'medium',
      confidence: 0.85,
      steps: ['Slow the client down; check the Cloudflare rate limiting rule that matched (error 1015).'],
      unprocessed: true,
    },
    'A 429 answered by Cloudflare is its rate limiting (error 1015).',
    'cloudflare-1xxx',
  ),
  cf(
    'cloudflare-edge-gateway',
    { status: [502, 504], vendor: 'cloudflare' },
    {
      category: 'dependency',
      subcategory: 'origin_gateway_error',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.7,
      steps: [
        'If the error page is branded Cloudflare, check the Cloudflare status page; otherwise the origin (or its proxy) produced it.',
      ],
    },
    'Cloudflare passes 502/504 from the origin through; a Cloudflare-branded page means a Cloudflare-side problem.',
  ),
]
