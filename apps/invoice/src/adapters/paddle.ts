/**
 * Paddle Billing `Transaction` (API v1, 2023-): https://developer.paddle.com/api-reference/transactions/overview.
 * Totals are strings in the lowest denomination of `currency_code` (minor units); timestamps are
 * RFC 3339; the API wraps the entity as `{ data, meta }`. `invoice_number` exists once billed.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'
import { fractionToPercent } from './parties.js'

interface Totals {
  subtotal?: string
  discount?: string
  tax?: string
  total?: string
  grand_total?: string
  balance?: string
  credit?: string
}
interface Line {
  price_id?: string
  quantity?: number
  tax_rate?: string
  unit_totals?: Totals
  totals?: Totals
  product?: { name?: string; description?: string }
}
interface Transaction {
  id: string
  status?: string
  customer_id?: string
  currency_code?: string
  invoice_number?: string
  created_at?: string
  billed_at?: string
  updated_at?: string
  billing_details?: { payment_terms?: { interval?: string; frequency?: number }; purchase_order_number?: string }
  details?: { totals?: Totals; tax_rates_used?: { tax_rate?: string; totals?: Totals }[]; line_items?: Line[] }
}

const STATUS = codeTable<InvoiceStatus>({
  draft: ['draft', 'ready'],
  open: ['billed'],
  paid: ['paid', 'completed'],
  overdue: ['past_due'],
  void: ['canceled'],
})

export const paddle = defineAdapter<Transaction, InvoiceDraft>({
  key: 'paddle',
  aliases: ['paddle_billing'],
  category: 'payments',
  source: {
    object: 'Transaction',
    apiVersion: 'Billing v1',
    docs: 'https://developer.paddle.com/api-reference/transactions/overview',
  },
  detect: {
    required: ['details.totals', 'currency_code'],
    matches: { id: /^txn_/ },
    bonus: ['invoice_number', 'details.line_items', 'customer_id', 'collection_mode'],
  },
  envelopes: ['data'],
  normalize(p, ctx) {
    const money = ctx.minorUnits(p.currency_code)
    const t = p.details?.totals
    const terms = p.billing_details?.payment_terms
    const paid = p.status === 'paid' || p.status === 'completed'
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.invoice_number,
      status: ctx.code(STATUS, p.status, 'status'),
      issueDate: ctx.date(p.billed_at ?? p.created_at, undefined, 'issueDate'),
      paidAt: paid ? ctx.date(p.updated_at, undefined, 'paidAt') : undefined,
      currency: money.currency,
      subtotal: money(t?.subtotal),
      discountTotal: money(t?.discount),
      taxTotal: money(t?.tax),
      total: money(t?.grand_total ?? t?.total),
      amountDue: money(t?.balance),
      lineItems: ctx.list(p.details?.line_items, (l: Line) => ({
        description: l.product?.name,
        quantity: l.quantity,
        unitPrice: money.unit(l.unit_totals?.subtotal),
        discount: money(l.totals?.discount),
        tax: money(l.totals?.tax),
        lineTotal: money(l.totals?.subtotal),
        sku: l.price_id,
      })),
      taxes: (p.details?.tax_rates_used ?? []).map((r) => ({
        name: 'Tax',
        rate: fractionToPercent(r.tax_rate),
        amount: money(r.totals?.tax),
      })),
      customer: { id: p.customer_id },
      paymentTerms: terms ? `${terms.frequency} ${terms.interval}` : undefined,
      notes: p.billing_details?.purchase_order_number,
    }
  },
})
