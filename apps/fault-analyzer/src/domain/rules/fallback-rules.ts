/**
 * The last two classification rules: any 4xx and any 5xx no earlier rule claimed, so every valid
 * status code gets a category.
 */
import type { ClassifyRule } from '../types.js'
import { classifyRule } from './classify-rule.js'

const status = classifyRule('rfc9110')

export const FALLBACK_RULES: readonly ClassifyRule[] = [
  status(
    'status-4xx',
    { statusRange: [400, 499] },
    {
      category: 'client',
      subcategory: 'request_rejected',
      layer: 'client',
      retry: 'no',
      severity: 'low',
      confidence: 0.5,
      steps: ['Read the error body: the server rejected this request as sent.'],
      unprocessed: true,
    },
    'Any other 4xx: the client seems to have erred; repeating the request unchanged will fail again.',
  ),
  status(
    'status-5xx',
    { statusRange: [500, 599] },
    {
      category: 'application',
      subcategory: 'server_error',
      layer: 'application',
      retry: 'with_backoff',
      severity: 'high',
      confidence: 0.5,
      steps: ['Read the server logs for this request: the server failed to fulfil a valid-looking request.'],
    },
    'Any other 5xx: the server is aware it erred or cannot perform the request.',
  ),
]
