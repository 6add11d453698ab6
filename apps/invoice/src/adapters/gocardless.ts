/**
 * GoCardless `Payment` (Direct Debit, API 2015-07-06): https://developer.gocardless.com/api-reference/#core-endpoints-payments.
 * `amount` is in pence/cents (minor units of `currency`); `charge_date` is a calendar date. A payment
 * collects one invoice: `reference` / `metadata.invoice_number` carry the invoice number.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

interface Payment {
  id: string
  created_at?: string
  charge_date?: string
  amount?: number
  amount_refunded?: number
  description?: string
  currency?: string
  status?: string
  reference?: string
  metadata?: { invoice_number?: string }
  links?: { mandate?: string; creditor?: string; customer?: string }
}

const STATUS = codeTable<InvoiceStatus>({
  open: ['pending_customer_approval', 'pending_submission', 'submitted'],
  paid: ['confirmed', 'paid_out'],
  void: ['cancelled', 'customer_approval_denied'],
  uncollectible: ['failed', 'charged_back'],
})

export const gocardless = defineAdapter<Payment, InvoiceDraft>({
  key: 'gocardless',
  category: 'payments',
  source: {
    object: 'Payment',
    apiVersion: '2015-07-06',
    docs: 'https://developer.gocardless.com/api-reference/#core-endpoints-payments',
  },
  detect: {
    required: ['charge_date', 'links.mandate', 'amount', 'currency'],
    matches: { id: /^PM/ },
    bonus: ['amount_refunded', 'reference', 'links.creditor'],
  },
  envelopes: ['payments'],
  normalize(p, ctx) {
    const money = ctx.minorUnits(p.currency)
    const status = ctx.code(STATUS, p.status, 'status')
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.metadata?.invoice_number ?? p.reference,
      status,
      issueDate: ctx.date(p.created_at, undefined, 'issueDate'),
      dueDate: ctx.date(p.charge_date, undefined, 'dueDate'),
      currency: money.currency,
      total: money(p.amount),
      lineItems: p.description ? [{ description: p.description, quantity: 1, lineTotal: money(p.amount) }] : [],
      customer: { id: p.links?.customer ?? p.links?.mandate },
      vendor: { id: p.links?.creditor },
      notes: p.description,
    }
  },
})
