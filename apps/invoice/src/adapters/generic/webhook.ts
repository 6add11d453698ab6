/**
 * Generic mode `webhook`: an event envelope (`type` / `event_type` / `topic` + `data.object` /
 * `resource` / `payload`) around an invoice. The domain first offers the inner object to the named
 * adapters (a Stripe `invoice.paid` event normalizes as Stripe, mode `webhook`); otherwise the inner
 * object is read with the generic heuristics.
 */
import { defineAdapter, isRecord, pick } from '@svc/normalize-kit'
import type { InvoiceDraft } from '../../canonical/invoice.js'
import { readHeuristic } from './read-heuristic.js'

const EVENT = ['type', 'event_type', 'eventType', 'event', 'topic', 'event_name', 'webhookEvent']
const INNER = [
  'data.object',
  'data.invoice',
  'resource.invoice',
  'payload.invoice',
  'resource',
  'payload',
  'data',
  'invoice',
  'object',
  'body',
]

/** The invoice object inside an event envelope, if any. */
export function innerInvoice(payload: unknown): Record<string, unknown> | undefined {
  for (const path of INNER) {
    const node = pick(payload, path)
    if (isRecord(node)) return node
  }
  return undefined
}

export const webhook = defineAdapter<Record<string, unknown>, InvoiceDraft>({
  key: 'webhook',
  kind: 'generic',
  category: 'generic',
  confidence: 0.65,
  source: {
    object: 'event envelope around an invoice',
    apiVersion: 'n/a',
    docs: 'https://docs.stripe.com/api/events/object',
  },
  detect: {
    required: [EVENT, INNER],
    bonus: [
      ['id', 'event_id'],
      ['created', 'created_at', 'create_time', 'timestamp'],
      ['api_version', 'resource_type', 'livemode'],
    ],
  },
  normalize: (p, ctx) => readHeuristic(innerInvoice(p) ?? {}, ctx),
})
