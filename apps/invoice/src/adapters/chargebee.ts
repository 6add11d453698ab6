/**
 * Chargebee `invoice` resource (API v2): https://apidocs.chargebee.com/docs/api/invoices#invoice_attributes.
 * Amounts are integer minor units of `currency_code`; dates are epoch seconds; the API wraps it as
 * `{ "invoice": { ... } }`.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

interface Line {
  id?: string
  description?: string
  quantity?: number
  unit_amount?: number
  amount?: number
  tax_amount?: number
  discount_amount?: number
  entity_id?: string
}
interface ChargebeeInvoice {
  id: string
  object: 'invoice'
  customer_id?: string
  status?: string
  date?: number
  due_date?: number
  paid_at?: number
  net_term_days?: number
  currency_code?: string
  sub_total?: number
  tax?: number
  total?: number
  amount_paid?: number
  amount_due?: number
  line_items?: Line[]
  discounts?: { amount?: number }[]
  taxes?: { name?: string; amount?: number; description?: string }[]
  billing_address?: {
    first_name?: string
    last_name?: string
    company?: string
    email?: string
    phone?: string
  } & Record<string, unknown>
  vat_number?: string
  notes?: { note?: string }[]
}

const STATUS = codeTable<InvoiceStatus>({
  draft: ['pending'],
  open: ['posted'],
  paid: ['paid'],
  overdue: ['payment_due'],
  void: ['voided'],
  uncollectible: ['not_paid'],
})

export const chargebee = defineAdapter<ChargebeeInvoice, InvoiceDraft>({
  key: 'chargebee',
  category: 'payments',
  source: {
    object: 'Invoice',
    apiVersion: 'v2',
    docs: 'https://apidocs.chargebee.com/docs/api/invoices#invoice_attributes',
  },
  detect: {
    equals: { object: 'invoice' },
    required: ['currency_code', 'line_items', 'sub_total'],
    bonus: ['customer_id', 'price_type', 'amount_to_collect', 'resource_version'],
  },
  envelopes: ['invoice'],
  normalize(p, ctx) {
    const money = ctx.minorUnits(p.currency_code)
    const b = p.billing_address
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.id,
      status: ctx.code(STATUS, p.status, 'status'),
      issueDate: ctx.date(p.date, 'epoch_s', 'issueDate'),
      dueDate: ctx.date(p.due_date, 'epoch_s', 'dueDate'),
      paidAt: ctx.date(p.paid_at, 'epoch_s', 'paidAt'),
      currency: money.currency,
      subtotal: money(p.sub_total),
      discountTotal: p.discounts?.length ? money.sum(p.discounts.map((d) => d.amount)) : undefined,
      taxTotal: money(p.tax),
      total: money(p.total),
      amountPaid: money(p.amount_paid),
      amountDue: money(p.amount_due),
      lineItems: ctx.list(p.line_items, (l: Line) => ({
        description: l.description,
        quantity: l.quantity,
        unitPrice: money.unit(l.unit_amount),
        discount: money(l.discount_amount),
        tax: money(l.tax_amount),
        lineTotal: money(l.amount),
        sku: l.entity_id,
      })),
      taxes: (p.taxes ?? []).map((t) => ({ name: t.description ?? t.name, amount: money(t.amount) })),
      customer: {
        id: p.customer_id,
        name: b?.company ?? ctx.name(b),
        email: b?.email,
        phone: b?.phone,
        taxId: p.vat_number,
        address: ctx.address(b, 'customer.address'),
      },
      paymentTerms: p.net_term_days ? `Net ${p.net_term_days}` : undefined,
      notes: p.notes?.[0]?.note,
    }
  },
})
