/**
 * Generic mode `stripe_like`: the payment-processor payload shape Stripe made common (Checkout
 * Sessions, invoices of Stripe-compatible processors): integer minor-unit `amount_*` members, a
 * lower-case ISO currency, epoch-second timestamps, lists as `{ object: 'list', data: [...] }`.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft } from '../../canonical/invoice.js'
import { readHeuristic } from './read-heuristic.js'

export const stripeLike = defineAdapter<Record<string, unknown>, InvoiceDraft>({
  key: 'stripe_like',
  kind: 'generic',
  category: 'generic',
  confidence: 0.75,
  source: {
    object: 'processor object with minor-unit amount_* fields',
    apiVersion: 'n/a',
    docs: 'https://docs.stripe.com/api/checkout/sessions/object',
  },
  detect: {
    required: [['amount_due', 'amount_total', 'amount_paid', 'amount_remaining', 'amount_subtotal'], 'currency'],
    matches: { currency: /^[a-z]{3}$/ },
    bonus: [['lines.data', 'line_items.data'], 'created', 'object', 'customer', 'id'],
  },
  normalize: (p, ctx) => readHeuristic(p, ctx, { minorUnits: true, epoch: 'epoch_s' }),
})
