/**
 * FreeAgent API v2 `invoice` (GET /v2/invoices/:id?nested_invoice_items=true): https://dev.freeagent.com/docs/invoices.
 * Amounts are decimal strings in major units of `currency`; dates are `YYYY-MM-DD`; the contact is a
 * URL (`contact_name` is present on list responses); the API wraps it as `{ invoice }`.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

interface Item {
  description?: string
  item_type?: string
  quantity?: string
  price?: string
  sales_tax_rate?: string
  sales_tax_value?: string
}
interface FreeAgentInvoice {
  url: string
  contact?: string
  contact_name?: string
  reference?: string
  dated_on?: string
  due_on?: string
  paid_on?: string
  currency?: string
  net_value?: string
  sales_tax_value?: string
  total_value?: string
  paid_value?: string
  due_value?: string
  discount_percent?: string
  status?: string
  payment_terms_in_days?: number
  comments?: string
  invoice_items?: Item[]
}

const STATUS = codeTable<InvoiceStatus>({
  draft: ['Draft', 'Scheduled'],
  open: ['Sent', 'Open'],
  partially_paid: ['Part written-off'],
  paid: ['Zero Value', 'Paid', 'Overpaid', 'Refunded'],
  overdue: ['Overdue'],
  void: ['Cancelled'],
  uncollectible: ['Written-off'],
})

export const freeagent = defineAdapter<FreeAgentInvoice, InvoiceDraft>({
  key: 'freeagent',
  category: 'accounting',
  source: { object: 'Invoice', apiVersion: 'v2', docs: 'https://dev.freeagent.com/docs/invoices' },
  detect: {
    required: ['dated_on', 'total_value', 'url'],
    matches: { url: /\/v2\/invoices\// },
    bonus: ['invoice_items', 'due_value', 'reference', 'net_value'],
  },
  envelopes: ['invoice'],
  normalize(p, ctx) {
    const money = ctx.major(p.currency)
    return {
      vendorInvoiceId: p.url.split('/').pop(),
      invoiceNumber: p.reference,
      status: ctx.code(STATUS, p.status, 'status'),
      issueDate: ctx.date(p.dated_on, undefined, 'issueDate'),
      dueDate: ctx.date(p.due_on, undefined, 'dueDate'),
      paidAt: ctx.date(p.paid_on, undefined, 'paidAt'),
      currency: money.currency,
      subtotal: money(p.net_value),
      taxTotal: money(p.sales_tax_value),
      total: money(p.total_value),
      amountPaid: money(p.paid_value),
      amountDue: money(p.due_value),
      lineItems: ctx.list(p.invoice_items, (i: Item) => ({
        description: i.item_type ? `${i.description ?? ''} (${i.item_type})`.trim() : i.description,
        quantity: ctx.number(i.quantity),
        unitPrice: money.unit(i.price),
        tax: money(i.sales_tax_value),
      })),
      taxes: [...new Set((p.invoice_items ?? []).map((i) => i.sales_tax_rate).filter(Boolean))].map((rate) => ({
        name: 'VAT',
        rate: ctx.number(rate),
      })),
      customer: { id: p.contact?.split('/').pop(), name: p.contact_name },
      paymentTerms: p.payment_terms_in_days !== undefined ? `Net ${p.payment_terms_in_days}` : undefined,
      notes: p.comments,
    }
  },
})
