/**
 * Razorpay Invoices API `invoice` entity: https://razorpay.com/docs/api/payments/invoices/entity/.
 * Amounts are integer paise (minor units of `currency`); dates are epoch seconds; GSTIN on the customer.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

interface Line {
  name?: string
  description?: string
  amount?: number
  unit_amount?: number
  gross_amount?: number
  tax_amount?: number
  net_amount?: number
  quantity?: number
  item_id?: string
  hsn_code?: string
}
interface RazorpayInvoice {
  id: string
  entity: 'invoice'
  invoice_number?: string
  status?: string
  currency?: string
  date?: number
  issued_at?: number
  paid_at?: number
  expire_by?: number
  gross_amount?: number
  tax_amount?: number
  amount?: number
  amount_paid?: number
  amount_due?: number
  line_items?: Line[]
  customer_details?: {
    id?: string
    name?: string
    email?: string
    contact?: string
    gstin?: string
    billing_address?: unknown
  }
  terms?: string
  comment?: string
  description?: string
}

const STATUS = codeTable<InvoiceStatus>({
  draft: ['draft'],
  open: ['issued'],
  partially_paid: ['partially_paid'],
  paid: ['paid'],
  void: ['cancelled', 'expired', 'deleted'],
})

export const razorpay = defineAdapter<RazorpayInvoice, InvoiceDraft>({
  key: 'razorpay',
  category: 'payments',
  source: {
    object: 'Invoice entity',
    apiVersion: 'v1',
    docs: 'https://razorpay.com/docs/api/payments/invoices/entity/',
  },
  detect: {
    equals: { entity: 'invoice' },
    required: ['amount', 'currency'],
    bonus: ['line_items', 'customer_details', 'short_url'],
  },
  normalize(p, ctx) {
    const money = ctx.minorUnits(p.currency)
    const c = p.customer_details
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.invoice_number,
      status: ctx.code(STATUS, p.status, 'status'),
      issueDate: ctx.date(p.date ?? p.issued_at, 'epoch_s', 'issueDate'),
      dueDate: ctx.date(p.expire_by, 'epoch_s', 'dueDate'),
      paidAt: ctx.date(p.paid_at, 'epoch_s', 'paidAt'),
      currency: money.currency,
      subtotal: money(p.gross_amount),
      taxTotal: money(p.tax_amount),
      total: money(p.amount),
      amountPaid: money(p.amount_paid),
      amountDue: money(p.amount_due),
      lineItems: ctx.list(p.line_items, (l: Line) => ({
        description: l.description ?? l.name,
        quantity: l.quantity,
        unitPrice: money.unit(l.unit_amount),
        tax: money(l.tax_amount),
        lineTotal: money(l.gross_amount ?? l.amount),
        sku: l.hsn_code ?? l.item_id,
      })),
      customer: c && {
        id: c.id,
        name: c.name,
        email: c.email,
        phone: c.contact,
        taxId: c.gstin,
        address: ctx.address(c.billing_address, 'customer.address'),
      },
      paymentTerms: p.terms,
      notes: p.comment ?? p.description,
    }
  },
})
