/** POST /normalize: `{ payload, source? }` in (body built by the kit's route factory), one canonical invoice out. */
import { InvoiceReply } from '../canonical/invoice.js'

export const NORMALIZE_EXAMPLE = {
  id: 'in_1MtHbELkdIwHu7ixl4OzzPMv',
  object: 'invoice',
  currency: 'usd',
  created: 1680644467,
  status: 'paid',
  number: 'A1B2C3D4-0001',
  customer_name: 'Jenny Rosen',
  subtotal: 15000,
  total: 15000,
  amount_due: 15000,
  amount_paid: 15000,
  lines: {
    object: 'list',
    data: [
      { description: 'Pro plan', amount: 10000, quantity: 1 },
      { description: 'Extra seats', amount: 5000, quantity: 2 },
    ],
  },
}

export const NormalizeReply = InvoiceReply
