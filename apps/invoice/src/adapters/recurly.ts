/**
 * Recurly `Invoice` (API v2021-02-25): https://recurly.com/developers/api/v2021-02-25/index.html#tag/invoice.
 * Amounts are decimal numbers in major units of `currency`; timestamps are ISO 8601 UTC.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'
import { fractionToPercent } from './parties.js'

interface Line {
  description?: string
  quantity?: number
  unit_amount?: number
  subtotal?: number
  discount?: number
  tax?: number
  amount?: number
  product_code?: string
}
interface RecurlyInvoice {
  id: string
  object: 'invoice'
  number?: string
  state?: string
  currency?: string
  created_at?: string
  due_at?: string
  closed_at?: string
  subtotal?: number
  discount?: number
  tax?: number
  total?: number
  paid?: number
  balance?: number
  net_terms?: number
  po_number?: string
  customer_notes?: string
  tax_info?: { type?: string; region?: string; rate?: number }
  line_items?: Line[] | { data?: Line[] }
  account?: { id?: string; code?: string; email?: string; first_name?: string; last_name?: string; company?: string }
  address?: { name_on_account?: string; company?: string; phone?: string } & Record<string, unknown>
  vat_number?: string
}

const STATUS = codeTable<InvoiceStatus>({
  open: ['pending', 'processing'],
  paid: ['paid', 'closed'],
  overdue: ['past_due'],
  void: ['voided'],
  uncollectible: ['failed'],
})

export const recurly = defineAdapter<RecurlyInvoice, InvoiceDraft>({
  key: 'recurly',
  category: 'payments',
  source: {
    object: 'Invoice',
    apiVersion: 'v2021-02-25',
    docs: 'https://recurly.com/developers/api/v2021-02-25/index.html#tag/invoice',
  },
  detect: {
    equals: { object: 'invoice' },
    required: ['account.code', 'state'],
    bonus: ['line_items', 'balance', 'net_terms', 'collection_method'],
  },
  normalize(p, ctx) {
    const money = ctx.major(p.currency)
    const a = p.account
    const lines = Array.isArray(p.line_items) ? p.line_items : p.line_items?.data
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.number,
      status: ctx.code(STATUS, p.state, 'status'),
      issueDate: ctx.date(p.created_at, undefined, 'issueDate'),
      dueDate: ctx.date(p.due_at, undefined, 'dueDate'),
      paidAt: p.state === 'paid' ? ctx.date(p.closed_at, undefined, 'paidAt') : undefined,
      currency: money.currency,
      subtotal: money(p.subtotal),
      discountTotal: money(p.discount),
      taxTotal: money(p.tax),
      total: money(p.total),
      amountPaid: money(p.paid),
      amountDue: money(p.balance),
      lineItems: ctx.list(lines, (l: Line) => ({
        description: l.description,
        quantity: l.quantity,
        unitPrice: money.unit(l.unit_amount),
        discount: money(l.discount),
        tax: money(l.tax),
        lineTotal: money(l.subtotal ?? l.amount),
        sku: l.product_code,
      })),
      taxes: p.tax_info
        ? [
            {
              name: [p.tax_info.type, p.tax_info.region].filter(Boolean).join(' '),
              rate: fractionToPercent(p.tax_info.rate),
              amount: money(p.tax),
            },
          ]
        : [],
      customer: a && {
        id: a.code ?? a.id,
        name: a.company ?? ctx.name(a),
        email: a.email,
        phone: p.address?.phone,
        taxId: p.vat_number,
        address: ctx.address(p.address, 'customer.address'),
      },
      paymentTerms: p.net_terms !== undefined ? `Net ${p.net_terms}` : undefined,
      notes: p.customer_notes,
    }
  },
})
