/**
 * Zoho Books API v3 `invoice` (GET /books/v3/invoices/{invoice_id}): https://www.zoho.com/books/api/v3/invoices/.
 * Amounts are decimal numbers in major units of `currency_code`; dates are `YYYY-MM-DD`; the API
 * wraps it as `{ code: 0, message: "success", invoice }`.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

interface Line {
  item_id?: string
  name?: string
  description?: string
  rate?: number
  quantity?: number
  discount_amount?: number
  item_total?: number
  sku?: string
}
interface ZohoInvoice {
  invoice_id: string
  invoice_number?: string
  status?: string
  date?: string
  due_date?: string
  last_payment_date?: string
  currency_code?: string
  customer_id?: string
  customer_name?: string
  email?: string
  billing_address?: {
    address?: string
    street2?: string
    city?: string
    state?: string
    zip?: string
    country?: string
    phone?: string
  }
  line_items?: Line[]
  sub_total?: number
  discount_total?: number
  tax_total?: number
  shipping_charge?: number
  total?: number
  balance?: number
  payment_made?: number
  taxes?: { tax_name?: string; tax_amount?: number }[]
  payment_terms_label?: string
  notes?: string
  gst_no?: string
}

const STATUS = codeTable<InvoiceStatus>({
  draft: ['draft', 'pending_approval'],
  open: ['sent', 'viewed', 'unpaid', 'approved'],
  partially_paid: ['partially_paid'],
  paid: ['paid'],
  overdue: ['overdue'],
  void: ['void'],
})

export const zohoBooks = defineAdapter<ZohoInvoice, InvoiceDraft>({
  key: 'zoho_books',
  aliases: ['zoho'],
  category: 'accounting',
  source: { object: 'Invoice', apiVersion: 'v3', docs: 'https://www.zoho.com/books/api/v3/invoices/' },
  detect: {
    required: ['invoice_id', 'line_items', 'customer_name'],
    bonus: ['balance', 'payment_terms_label', 'sub_total', 'invoice_number'],
  },
  envelopes: ['invoice'],
  normalize(p, ctx) {
    const money = ctx.major(p.currency_code)
    const a = p.billing_address
    return {
      vendorInvoiceId: p.invoice_id,
      invoiceNumber: p.invoice_number,
      status: ctx.code(STATUS, p.status, 'status'),
      issueDate: ctx.date(p.date, undefined, 'issueDate'),
      dueDate: ctx.date(p.due_date, undefined, 'dueDate'),
      paidAt: p.status === 'paid' ? ctx.date(p.last_payment_date, undefined, 'paidAt') : undefined,
      currency: money.currency,
      subtotal: money(p.sub_total),
      discountTotal: money(p.discount_total),
      taxTotal: money(p.tax_total),
      shippingTotal: money(p.shipping_charge),
      total: money(p.total),
      amountPaid: money(p.payment_made),
      amountDue: money(p.balance),
      lineItems: ctx.list(p.line_items, (l: Line) => ({
        description: l.description || l.name,
        quantity: l.quantity,
        unitPrice: money.unit(l.rate),
        discount: money(l.discount_amount),
        lineTotal: money(l.item_total),
        sku: l.sku ?? l.item_id,
      })),
      taxes: (p.taxes ?? []).map((t) => ({
        name: t.tax_name,
        rate: ctx.number(/([\d.]+)\s*%/.exec(t.tax_name ?? '')?.[1]),
        amount: money(t.tax_amount),
      })),
      customer: {
        id: p.customer_id,
        name: p.customer_name,
        email: p.email,
        phone: a?.phone,
        taxId: p.gst_no,
        address: ctx.address(
          a && { line1: a.address, line2: a.street2, city: a.city, state: a.state, zip: a.zip, country: a.country },
          'customer.address',
        ),
      },
      paymentTerms: p.payment_terms_label,
      notes: p.notes,
    }
  },
})
