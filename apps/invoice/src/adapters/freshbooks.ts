/**
 * FreshBooks Accounting API `invoice` (GET /accounting/account/{id}/invoices/invoices/{id}):
 * https://www.freshbooks.com/api/invoices. Money is `{ amount: "100.00", code: "USD" }` (major units);
 * dates are `YYYY-MM-DD`; the client's name and address are flattened onto the invoice; the API wraps
 * it as `{ response: { result: { invoice } } }`.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

type Money = { amount?: string; code?: string }
interface Line {
  name?: string
  description?: string
  qty?: string
  unit_cost?: Money
  amount?: Money
  taxName1?: string
  taxAmount1?: string
}
interface FreshBooksInvoice {
  invoiceid: number
  invoice_number?: string
  customerid?: number
  create_date?: string
  due_date?: string
  date_paid?: string
  currency_code?: string
  amount?: Money
  outstanding?: Money
  paid?: Money
  discount_total?: Money
  v3_status?: string
  lines?: Line[]
  organization?: string
  fname?: string
  lname?: string
  email?: string
  street?: string
  street2?: string
  city?: string
  province?: string
  code?: string
  country?: string
  vat_number?: string
  notes?: string
  terms?: string
}

const STATUS = codeTable<InvoiceStatus>({
  draft: ['draft', 'created'],
  open: ['sent', 'viewed', 'disputed', 'pending', 'retry'],
  partially_paid: ['partial'],
  paid: ['paid', 'auto_paid'],
  overdue: ['overdue'],
  void: ['deleted'],
  uncollectible: ['failed'],
})

export const freshbooks = defineAdapter<FreshBooksInvoice, InvoiceDraft>({
  key: 'freshbooks',
  category: 'accounting',
  source: { object: 'Invoice', apiVersion: 'Accounting API (2024)', docs: 'https://www.freshbooks.com/api/invoices' },
  detect: {
    required: ['invoiceid', 'amount.amount', 'v3_status'],
    bonus: ['outstanding', 'lines', 'customerid', 'invoice_number'],
  },
  envelopes: ['response.result.invoice', 'invoice'],
  normalize(p, ctx) {
    const money = ctx.major(p.currency_code ?? p.amount?.code)
    return {
      vendorInvoiceId: String(p.invoiceid),
      invoiceNumber: p.invoice_number,
      status: ctx.code(STATUS, p.v3_status, 'status'),
      issueDate: ctx.date(p.create_date, undefined, 'issueDate'),
      dueDate: ctx.date(p.due_date, undefined, 'dueDate'),
      paidAt: ctx.date(p.date_paid, undefined, 'paidAt'),
      currency: money.currency,
      discountTotal: money(p.discount_total?.amount),
      taxTotal: p.lines?.length ? money.sum(p.lines.map((l) => l.taxAmount1)) : undefined,
      total: money(p.amount?.amount),
      amountPaid: money(p.paid?.amount),
      amountDue: money(p.outstanding?.amount),
      lineItems: ctx.list(p.lines, (l: Line) => ({
        description: [l.name, l.description].filter(Boolean).join(' — ') || undefined,
        quantity: ctx.number(l.qty),
        unitPrice: money.unit(l.unit_cost?.amount),
        tax: money(l.taxAmount1),
        lineTotal: money(l.amount?.amount),
      })),
      customer: {
        id: p.customerid === undefined ? undefined : String(p.customerid),
        name: p.organization || ctx.name({ first_name: p.fname, last_name: p.lname }),
        email: p.email,
        taxId: p.vat_number,
        address: ctx.address(
          {
            line1: p.street,
            line2: p.street2,
            city: p.city,
            state: p.province,
            postal_code: p.code,
            country: p.country,
          },
          'customer.address',
        ),
      },
      paymentTerms: p.terms,
      notes: p.notes,
    }
  },
})
