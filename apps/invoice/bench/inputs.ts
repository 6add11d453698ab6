/** Bench inputs: a Stripe invoice (the documented example) grown to `lines` line items. */
import { readFileSync } from 'node:fs'

export function stripeInvoiceWithLines(lines: number): Record<string, unknown> {
  const base = JSON.parse(readFileSync(new URL('../test/fixtures/stripe/invoice.json', import.meta.url), 'utf8'))
  const data = Array.from({ length: lines }, (_, i) => ({
    id: `il_${i}`,
    object: 'line_item',
    amount: 1000 + i,
    currency: 'usd',
    description: `Line ${i + 1}: usage`,
    quantity: 1 + (i % 3),
    price: { id: `price_${i}`, unit_amount: 1000 + i, product: `prod_${i}` },
    discount_amounts: [],
    tax_amounts: [{ amount: 0 }],
  }))
  const total = data.reduce((a, l) => a + l.amount, 0)
  return {
    ...base,
    lines: { object: 'list', data, has_more: false },
    subtotal: total,
    total,
    amount_due: total,
    amount_paid: total,
    amount_remaining: 0,
  }
}
