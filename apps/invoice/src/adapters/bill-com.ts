/**
 * BILL (Bill.com) API v2 `Invoice` entity (Crud/Read/Invoice.json): https://developer.bill.com/docs/invoice.
 * Amounts are decimal numbers in major units (the organization's currency: no currency member, warned);
 * dates are `YYYY-MM-DD`; the API wraps it as `{ response_status: 0, response_data: { ... } }`.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

interface Line {
  entity?: 'InvoiceLineItem'
  itemId?: string
  description?: string
  quantity?: number
  price?: number
  amount?: number
  taxable?: boolean
}
interface BillInvoice {
  entity: 'Invoice'
  id: string
  invoiceNumber?: string
  invoiceDate?: string
  dueDate?: string
  customerId?: string
  amount?: number
  amountDue?: number
  paymentStatus?: string
  isActive?: string
  description?: string
  invoiceLineItems?: Line[]
  salesTaxTotal?: number
  salesTaxPercentage?: number
  currency?: string
}

/** BILL `paymentStatus`: 0 paid in full, 1 open, 2 partially paid, 4 scheduled (in process). */
const STATUS = codeTable<InvoiceStatus>({
  open: ['1', '4'],
  partially_paid: ['2'],
  paid: ['0'],
})

export const billCom = defineAdapter<BillInvoice, InvoiceDraft>({
  key: 'bill_com',
  aliases: ['bill', 'billcom'],
  category: 'accounting',
  source: { object: 'Invoice', apiVersion: 'v2', docs: 'https://developer.bill.com/docs/invoice' },
  detect: {
    equals: { entity: 'Invoice' },
    required: ['invoiceLineItems'],
    bonus: ['amountDue', 'invoiceNumber', 'customerId', 'paymentStatus'],
  },
  envelopes: ['response_data'],
  normalize(p, ctx) {
    const money = ctx.major(p.currency)
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.invoiceNumber,
      status: p.isActive === '2' ? 'void' : ctx.code(STATUS, p.paymentStatus, 'status'),
      issueDate: ctx.date(p.invoiceDate, undefined, 'issueDate'),
      dueDate: ctx.date(p.dueDate, undefined, 'dueDate'),
      currency: money.currency,
      taxTotal: money(p.salesTaxTotal),
      total: money(p.amount),
      amountDue: money(p.amountDue),
      lineItems: ctx.list(p.invoiceLineItems, (l: Line) => ({
        description: l.description,
        quantity: l.quantity,
        unitPrice: money.unit(l.price),
        lineTotal: money(l.amount),
        sku: l.itemId,
      })),
      taxes: p.salesTaxPercentage
        ? [{ name: 'Sales tax', rate: p.salesTaxPercentage, amount: money(p.salesTaxTotal) }]
        : [],
      customer: { id: p.customerId },
      notes: p.description,
    }
  },
})
