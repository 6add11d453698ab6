/**
 * Ramp Developer API `Bill` (GET /developer/v1/bills/{bill_id}): https://docs.ramp.com/developer-api/v1/reference/rest/bills.
 * A bill is a supplier's invoice to the company: the vendor is the supplier. Amounts are
 * `{ amount, currency_code, minor_unit_conversion_rate }` in minor units; timestamps are ISO 8601 UTC.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

type Amount = { amount?: number; currency_code?: string; minor_unit_conversion_rate?: number }
type Line = { amount?: Amount; memo?: string }
interface RampBill {
  id: string
  invoice_number?: string
  invoice_currency?: string
  amount?: Amount
  issued_at?: string
  due_at?: string
  paid_at?: string | null
  status?: string
  payment_status?: string
  vendor?: { id?: string; name?: string; remote_name?: string }
  entity_id?: string
  line_items?: Line[]
  memo?: string
}

const STATUS = codeTable<InvoiceStatus>({
  draft: ['DRAFT'],
  open: ['OPEN', 'PAYMENT_PROCESSING', 'PAYMENT_SCHEDULED', 'PAYMENT_FAILED'],
  paid: ['PAID'],
  void: ['ARCHIVED', 'REJECTED'],
})

export const ramp = defineAdapter<RampBill, InvoiceDraft>({
  key: 'ramp',
  category: 'expense',
  source: {
    object: 'Bill',
    apiVersion: 'Developer API v1',
    docs: 'https://docs.ramp.com/developer-api/v1/reference/rest/bills',
  },
  detect: {
    required: ['invoice_number', 'amount.minor_unit_conversion_rate'],
    bonus: ['invoice_currency', 'due_at', 'vendor', 'line_items'],
  },
  envelopes: ['data.0'],
  normalize(p, ctx) {
    const money = ctx.minorUnits(p.amount?.currency_code ?? p.invoice_currency)
    const status = ctx.code(STATUS, p.payment_status ?? p.status, 'status')
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.invoice_number,
      status: p.paid_at ? 'paid' : status,
      issueDate: ctx.date(p.issued_at, undefined, 'issueDate'),
      dueDate: ctx.date(p.due_at, undefined, 'dueDate'),
      paidAt: ctx.date(p.paid_at, undefined, 'paidAt'),
      currency: money.currency,
      total: money(p.amount?.amount),
      lineItems: ctx.list(p.line_items, (l: Line) => ({
        description: l.memo,
        quantity: 1,
        lineTotal: money(l.amount?.amount),
      })),
      vendor: { id: p.vendor?.id, name: p.vendor?.name ?? p.vendor?.remote_name },
      customer: { id: p.entity_id },
      notes: p.memo,
    }
  },
})
