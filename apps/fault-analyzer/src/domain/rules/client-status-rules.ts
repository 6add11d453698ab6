/**
 * 4xx statuses about the request itself (syntax, credentials, permissions, routes, media types,
 * state) by their RFC 9110 meaning, when no proxy-specific rule matched. The status alone is
 * enough; these rules carry a modest base confidence that headers and duration then raise.
 */
import type { ClassifyRule } from '../types.js'
import { classifyRule } from './classify-rule.js'

const status = classifyRule('rfc9110')

export const CLIENT_STATUS_RULES: readonly ClassifyRule[] = [
  status(
    'status-400-422',
    { status: [400, 422] },
    {
      category: 'client',
      subcategory: 'invalid_request',
      layer: 'client',
      retry: 'no',
      severity: 'low',
      confidence: 0.7,
      steps: ['Fix the request: read the error body for the offending member.'],
      unprocessed: true,
    },
    '400 Bad Request / 422 Unprocessable Content: the server will not process a malformed or invalid request.',
  ),
  status(
    'status-401',
    { status: [401] },
    {
      category: 'auth',
      subcategory: 'unauthenticated',
      layer: 'client',
      retry: 'no',
      severity: 'medium',
      confidence: 0.75,
      steps: ['Check that credentials are sent and not expired (see WWW-Authenticate).'],
      unprocessed: true,
    },
    '401 Unauthorized: the request lacks valid authentication credentials.',
  ),
  status(
    'status-403',
    { status: [403] },
    {
      category: 'auth',
      subcategory: 'forbidden',
      layer: 'application',
      retry: 'no',
      severity: 'medium',
      confidence: 0.65,
      steps: ['Check the permissions of the identity used, and any WAF or IP allow list in front of the service.'],
      unprocessed: true,
    },
    '403 Forbidden: the server understood the request but refuses to fulfil it.',
  ),
  status(
    'status-404',
    { status: [404] },
    {
      category: 'routing',
      subcategory: 'not_found',
      layer: 'application',
      retry: 'no',
      severity: 'low',
      confidence: 0.6,
      steps: ['Check the path, host and API version; check the route table of any proxy in front.'],
      unprocessed: true,
    },
    '404 Not Found: no current representation for the target resource (or no route to it).',
  ),
  status(
    'status-405',
    { status: [405] },
    {
      category: 'routing',
      subcategory: 'method_not_allowed',
      layer: 'application',
      retry: 'no',
      severity: 'low',
      confidence: 0.7,
      steps: ['Use a method listed in the Allow header.'],
      unprocessed: true,
    },
    '405 Method Not Allowed: the resource exists but not with this method.',
  ),
  status(
    'status-406-415',
    { status: [406, 415] },
    {
      category: 'client',
      subcategory: 'content_negotiation',
      layer: 'client',
      retry: 'no',
      severity: 'low',
      confidence: 0.7,
      steps: ['Align Content-Type and Accept with what the endpoint supports.'],
      unprocessed: true,
    },
    '406 Not Acceptable / 415 Unsupported Media Type: the media types do not match.',
  ),
  status(
    'status-407',
    { status: [407] },
    {
      category: 'auth',
      subcategory: 'proxy_authentication_required',
      layer: 'proxy',
      retry: 'no',
      severity: 'medium',
      confidence: 0.75,
      steps: ['Send Proxy-Authorization for the forward proxy (see Proxy-Authenticate).'],
      unprocessed: true,
    },
    '407 Proxy Authentication Required: a forward proxy on the path wants credentials.',
  ),
  status(
    'status-408',
    { status: [408] },
    {
      category: 'timeout',
      subcategory: 'client_request_timeout',
      layer: 'client',
      retry: 'yes',
      severity: 'low',
      confidence: 0.7,
      steps: ['The client sent the request too slowly: check client upload speed and keep-alive reuse.'],
      unprocessed: true,
    },
    '408 Request Timeout: the server did not receive a complete request in time.',
  ),
  status(
    'status-409-428',
    { status: [409, 410, 412, 428] },
    {
      category: 'client',
      subcategory: 'state_conflict',
      layer: 'client',
      retry: 'no',
      severity: 'low',
      confidence: 0.65,
      steps: ['Re-read the resource state (ETag, version) before sending the change again.'],
      unprocessed: true,
    },
    '409 Conflict / 410 Gone / 412 Precondition Failed / 428 Precondition Required: the request does not match the resource state.',
  ),
]
