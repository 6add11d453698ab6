/**
 * Sage Business Cloud Accounting API v3.1 `SalesInvoice` (GET /sales_invoices/{key}):
 * https://developer.sage.com/accounting/reference/invoicing-sales/#tag/Sales-Invoices. Amounts are
 * decimal numbers in major units of `currency.id`; dates are `YYYY-MM-DD`; links are `{ id, displayed_as }`.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

type Link = { id?: string; displayed_as?: string }
interface Line {
  description?: string
  product?: Link & { item_code?: string }
  quantity?: number
  unit_price?: number
  discount_amount?: number
  net_amount?: number
  tax_amount?: number
  total_amount?: number
}
interface SageInvoice {
  id: string
  invoice_number?: string
  contact?: Link & { reference?: string }
  contact_name?: string
  date?: string
  due_date?: string
  status?: Link
  currency?: Link
  net_amount?: number
  tax_amount?: number
  total_amount?: number
  total_discount_amount?: number
  shipping_total_amount?: number
  outstanding_amount?: number
  total_paid?: number
  invoice_lines?: Line[]
  tax_analysis?: { tax_rate?: Link & { percentage?: string }; tax_amount?: number }[]
  main_address?: unknown
  tax_number?: string
  notes?: string
  terms_and_conditions?: string
}

const STATUS = codeTable<InvoiceStatus>({
  draft: ['DRAFT'],
  open: ['UNPAID', 'DISPUTED', 'SCHEDULED'],
  partially_paid: ['PART_PAID'],
  paid: ['PAID'],
  void: ['VOID'],
})

export const sage = defineAdapter<SageInvoice, InvoiceDraft>({
  key: 'sage',
  aliases: ['sage_accounting', 'sage_business_cloud'],
  category: 'accounting',
  source: {
    object: 'SalesInvoice',
    apiVersion: 'v3.1',
    docs: 'https://developer.sage.com/accounting/reference/invoicing-sales/#tag/Sales-Invoices',
  },
  detect: {
    required: ['invoice_lines', 'total_amount', 'contact.displayed_as'],
    bonus: ['outstanding_amount', 'tax_analysis', 'status.id', 'currency.id'],
  },
  normalize(p, ctx) {
    const money = ctx.major(p.currency?.id)
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.invoice_number,
      status: ctx.code(STATUS, p.status?.id, 'status'),
      issueDate: ctx.date(p.date, undefined, 'issueDate'),
      dueDate: ctx.date(p.due_date, undefined, 'dueDate'),
      currency: money.currency,
      subtotal: money(p.net_amount),
      discountTotal: money(p.total_discount_amount),
      taxTotal: money(p.tax_amount),
      shippingTotal: money(p.shipping_total_amount),
      total: money(p.total_amount),
      amountPaid: money(p.total_paid),
      amountDue: money(p.outstanding_amount),
      lineItems: ctx.list(p.invoice_lines, (l: Line) => ({
        description: l.description,
        quantity: l.quantity,
        unitPrice: money.unit(l.unit_price),
        discount: money(l.discount_amount),
        tax: money(l.tax_amount),
        lineTotal: money(l.net_amount),
        sku: l.product?.item_code ?? l.product?.id,
      })),
      taxes: (p.tax_analysis ?? []).map((t) => ({
        name: t.tax_rate?.displayed_as,
        rate: ctx.number(t.tax_rate?.percentage),
        amount: money(t.tax_amount),
      })),
      customer: {
        id: p.contact?.id,
        name: p.contact_name ?? p.contact?.displayed_as,
        taxId: p.tax_number,
        address: ctx.address(p.main_address, 'customer.address'),
      },
      paymentTerms: p.terms_and_conditions,
      notes: p.notes,
    }
  },
})
