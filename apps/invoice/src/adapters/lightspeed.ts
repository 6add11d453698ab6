/**
 * Lightspeed Retail (X-Series, formerly Vend) API 2.0 `Sale` (GET /api/2.0/sales/{id}):
 * https://x-series-api.lightspeedhq.com/reference/getsale. Amounts are decimal numbers in major units
 * (the retailer's currency: not in the payload, warned); `total_price` excludes tax; line `price` is
 * the unit price excluding tax; timestamps are ISO 8601 UTC.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'
import { fractionToPercent } from './parties.js'

interface Line {
  product_id?: string
  quantity?: number
  price?: number
  price_total?: number
  discount_total?: number
  tax_total?: number
  total_price?: number
  total_tax?: number
  note?: string
}
interface Sale {
  id: string
  outlet_id: string
  register_id: string
  customer_id?: string | null
  invoice_number?: string
  receipt_number?: string
  status?: string
  sale_date?: string
  created_at?: string
  note?: string
  total_price?: number
  total_tax?: number
  line_items?: Line[]
  payments?: { amount?: number; payment_date?: string }[]
  taxes?: { name?: string; rate?: number; amount?: number }[]
  customer?: {
    id?: string
    first_name?: string
    last_name?: string
    company_name?: string
    email?: string
    phone?: string
  }
  currency?: string
}

const STATUS = codeTable<InvoiceStatus>({
  draft: ['SAVED'],
  open: ['OPEN', 'ONACCOUNT'],
  partially_paid: ['LAYBY'],
  paid: [
    'CLOSED',
    'ONACCOUNT_CLOSED',
    'LAYBY_CLOSED',
    'AWAITING_DISPATCH',
    'AWAITING_PICKUP',
    'DISPATCHED_CLOSED',
    'PICKED_UP_CLOSED',
  ],
  void: ['VOIDED'],
})

export const lightspeed = defineAdapter<Sale, InvoiceDraft>({
  key: 'lightspeed',
  aliases: ['lightspeed_x_series', 'vend'],
  category: 'point_of_sale',
  source: { object: 'Sale', apiVersion: 'API 2.0', docs: 'https://x-series-api.lightspeedhq.com/reference/getsale' },
  detect: {
    required: ['register_id', 'outlet_id', 'line_items'],
    bonus: ['invoice_number', 'total_price', 'payments', 'receipt_number'],
  },
  envelopes: ['data'],
  normalize(p, ctx) {
    const money = ctx.major(p.currency)
    const c = p.customer
    const status = ctx.code(STATUS, p.status, 'status')
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.invoice_number ?? p.receipt_number,
      status,
      issueDate: ctx.date(p.sale_date ?? p.created_at, undefined, 'issueDate'),
      paidAt: status === 'paid' ? ctx.date(p.payments?.at(-1)?.payment_date, undefined, 'paidAt') : undefined,
      currency: money.currency,
      subtotal: money(p.total_price),
      taxTotal: money(p.total_tax),
      total: p.total_price === undefined ? undefined : money.sum([p.total_price, p.total_tax], 'total'),
      lineItems: ctx.list(p.line_items, (l: Line) => ({
        description: l.note,
        quantity: l.quantity,
        unitPrice: money.unit(l.price),
        discount: money(l.discount_total),
        tax: money(l.total_tax ?? l.tax_total),
        lineTotal: money(l.total_price ?? l.price_total),
        sku: l.product_id,
      })),
      taxes: (p.taxes ?? []).map((t) => ({ name: t.name, rate: fractionToPercent(t.rate), amount: money(t.amount) })),
      customer: c
        ? { id: c.id, name: c.company_name || ctx.name(c), email: c.email, phone: c.phone }
        : { id: p.customer_id ?? undefined },
      notes: p.note,
    }
  },
})
