/**
 * Mollie Invoices API `invoice` resource (API v2): https://docs.mollie.com/reference/get-invoice.
 * Amounts are `{ currency, value }` strings in major units; dates are `YYYY-MM-DD`; Mollie issues
 * these invoices to its merchants, so the merchant is the customer and Mollie the vendor.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

type Amount = { currency?: string; value?: string }
type Line = { period?: string; description?: string; count?: number; vatPercentage?: number; amount?: Amount }
interface MollieInvoice {
  resource: 'invoice'
  id: string
  reference?: string
  vatNumber?: string
  status?: string
  issuedAt?: string
  paidAt?: string
  dueAt?: string
  netAmount?: Amount
  vatAmount?: Amount
  grossAmount?: Amount
  lines?: Line[]
}

const STATUS = codeTable<InvoiceStatus>({
  open: ['open'],
  paid: ['paid'],
  overdue: ['overdue'],
})

export const mollie = defineAdapter<MollieInvoice, InvoiceDraft>({
  key: 'mollie',
  category: 'payments',
  source: { object: 'Invoice', apiVersion: 'v2', docs: 'https://docs.mollie.com/reference/get-invoice' },
  detect: {
    equals: { resource: 'invoice' },
    required: ['grossAmount.value'],
    bonus: ['reference', 'lines', 'netAmount', 'vatAmount'],
  },
  normalize(p, ctx) {
    const money = ctx.major(p.grossAmount?.currency)
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.reference,
      status: ctx.code(STATUS, p.status, 'status'),
      issueDate: ctx.date(p.issuedAt, undefined, 'issueDate'),
      dueDate: ctx.date(p.dueAt, undefined, 'dueDate'),
      paidAt: ctx.date(p.paidAt, undefined, 'paidAt'),
      currency: money.currency,
      subtotal: money(p.netAmount?.value),
      taxTotal: money(p.vatAmount?.value),
      total: money(p.grossAmount?.value),
      lineItems: ctx.list(p.lines, (l: Line) => ({
        description: [l.description, l.period].filter(Boolean).join(' '),
        quantity: l.count,
        lineTotal: money(l.amount?.value),
      })),
      taxes:
        p.lines?.[0]?.vatPercentage !== undefined
          ? [{ name: 'VAT', rate: p.lines[0].vatPercentage, amount: money(p.vatAmount?.value) }]
          : [],
      customer: { taxId: p.vatNumber },
      vendor: { name: 'Mollie B.V.' },
    }
  },
})
