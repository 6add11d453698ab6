/**
 * 4xx statuses that report a limit (size, rate) or a failed dependency: RFC 9110 413/414,
 * RFC 6585 429/431, RFC 4918 424.
 */
import type { ClassifyRule } from '../types.js'
import { classifyRule } from './classify-rule.js'

const status = classifyRule('rfc9110')

export const LIMIT_STATUS_RULES: readonly ClassifyRule[] = [
  status(
    'status-413',
    { status: [413] },
    {
      category: 'infrastructure_limit',
      subcategory: 'payload_too_large',
      layer: 'application',
      retry: 'no',
      severity: 'medium',
      confidence: 0.75,
      steps: ['Send a smaller body, or raise the body limit (client_max_body_size, ALB/Lambda limits, app limit).'],
      unprocessed: true,
    },
    '413 Content Too Large: the body exceeds a limit of the server or of a proxy in front of it.',
  ),
  status(
    'status-414-431',
    { status: [414, 431] },
    {
      category: 'infrastructure_limit',
      subcategory: 'uri_or_headers_too_large',
      layer: 'proxy',
      retry: 'no',
      severity: 'medium',
      confidence: 0.75,
      steps: ['Shorten the URL or the headers (often cookies), or raise the proxy header buffers.'],
      unprocessed: true,
    },
    '414 URI Too Long (RFC 9110) / 431 Request Header Fields Too Large (RFC 6585).',
  ),
  status(
    'status-424',
    { status: [424] },
    {
      category: 'dependency',
      subcategory: 'failed_dependency',
      layer: 'dependency',
      retry: 'with_backoff',
      severity: 'medium',
      confidence: 0.7,
      steps: ['Find the dependent operation that failed first and fix it.'],
    },
    '424 Failed Dependency: the method failed because a request it depended on failed.',
    'rfc4918',
  ),
  status(
    'status-429',
    { status: [429] },
    {
      category: 'rate_limit',
      subcategory: 'too_many_requests',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'medium',
      confidence: 0.8,
      steps: ['Slow down: back off exponentially with jitter, or ask for a higher quota.'],
      unprocessed: true,
    },
    '429 Too Many Requests: the user sent too many requests in a given time; Retry-After may say how long to wait.',
    'rfc6585',
  ),
]
