/**
 * Harvest API v2 `Invoice` (GET /v2/invoices/{INVOICE_ID}): https://help.getharvest.com/api-v2/invoices-api/invoices/invoices/.
 * Amounts are decimal numbers in major units of `currency`; `issue_date`/`due_date` are `YYYY-MM-DD`,
 * `paid_at` an ISO timestamp; `tax`/`tax2` are percentages with their amounts beside them.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

interface Line {
  kind?: string
  description?: string
  quantity?: number
  unit_price?: number
  amount?: number
  taxed?: boolean
  project?: { name?: string; code?: string }
}
interface HarvestInvoice {
  id: number
  client_key: string
  number?: string
  client?: { id?: number; name?: string }
  amount?: number
  due_amount?: number
  tax?: number
  tax_amount?: number
  tax2?: number
  tax2_amount?: number
  discount?: number
  discount_amount?: number
  subject?: string
  notes?: string
  currency?: string
  state?: string
  issue_date?: string
  due_date?: string
  payment_term?: string
  paid_at?: string
  line_items?: Line[]
}

const STATUS = codeTable<InvoiceStatus>({
  draft: ['draft'],
  open: ['open'],
  paid: ['paid'],
  uncollectible: ['closed'],
})

export const harvest = defineAdapter<HarvestInvoice, InvoiceDraft>({
  key: 'harvest',
  category: 'accounting',
  source: {
    object: 'Invoice',
    apiVersion: 'v2',
    docs: 'https://help.getharvest.com/api-v2/invoices-api/invoices/invoices/',
  },
  detect: {
    required: ['client_key', 'line_items', 'due_amount'],
    bonus: ['payment_term', 'number', 'client.name', 'state'],
  },
  normalize(p, ctx) {
    const money = ctx.major(p.currency)
    const taxes = [
      { rate: p.tax, amount: p.tax_amount },
      { rate: p.tax2, amount: p.tax2_amount },
    ].filter((t) => t.rate)
    return {
      vendorInvoiceId: String(p.id),
      invoiceNumber: p.number,
      status: ctx.code(STATUS, p.state, 'status'),
      issueDate: ctx.date(p.issue_date, undefined, 'issueDate'),
      dueDate: ctx.date(p.due_date, undefined, 'dueDate'),
      paidAt: ctx.date(p.paid_at, undefined, 'paidAt'),
      currency: money.currency,
      discountTotal: money(p.discount_amount),
      taxTotal: taxes.length ? money.sum(taxes.map((t) => t.amount)) : undefined,
      total: money(p.amount),
      amountDue: money(p.due_amount),
      lineItems: ctx.list(p.line_items, (l: Line) => ({
        description: [l.kind, l.description].filter(Boolean).join(': ') || undefined,
        quantity: l.quantity,
        unitPrice: money.unit(l.unit_price),
        lineTotal: money(l.amount),
        sku: l.project?.code,
      })),
      taxes: taxes.map((t, i) => ({ name: i === 0 ? 'Tax' : 'Tax 2', rate: t.rate, amount: money(t.amount) })),
      customer: { id: p.client?.id === undefined ? undefined : String(p.client.id), name: p.client?.name },
      paymentTerms: p.payment_term,
      notes: p.notes ?? p.subject,
    }
  },
})
