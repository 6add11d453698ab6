/**
 * Invoiced (invoiced.com) API `Invoice` object: https://developer.invoiced.com/api/#invoice-object.
 * Amounts are decimal numbers in major units of `currency` (lower-case ISO); dates are epoch seconds;
 * `items`, `discounts`, `taxes` and `shipping` are lists of rate applications with `amount`.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

type Applied = { amount?: number; tax_rate?: { name?: string; value?: number; is_percent?: boolean } | null }
interface Item {
  name?: string
  description?: string
  quantity?: number
  unit_cost?: number
  amount?: number
  catalog_item?: string | null
  discounts?: Applied[]
  taxes?: Applied[]
}
interface InvoicedInvoice {
  id: number
  object: 'invoice'
  customer?:
    | number
    | {
        id?: number
        name?: string
        email?: string
        address1?: string
        city?: string
        state?: string
        postal_code?: string
        country?: string
      }
  number?: string
  currency?: string
  status?: string
  date?: number
  due_date?: number
  payment_terms?: string
  items?: Item[]
  notes?: string
  subtotal?: number
  discounts?: Applied[]
  taxes?: Applied[]
  shipping?: Applied[]
  total?: number
  balance?: number
}

const STATUS = codeTable<InvoiceStatus>({
  draft: ['draft'],
  open: ['not_sent', 'sent', 'viewed', 'pending'],
  paid: ['paid'],
  overdue: ['past_due'],
  void: ['voided'],
  uncollectible: ['bad_debt'],
})
const amounts = (list: Applied[] | undefined) => (list?.length ? list.map((x) => x.amount) : undefined)

export const invoiced = defineAdapter<InvoicedInvoice, InvoiceDraft>({
  key: 'invoiced',
  aliases: ['invoiced_com'],
  category: 'accounting',
  source: { object: 'Invoice', apiVersion: 'v1', docs: 'https://developer.invoiced.com/api/#invoice-object' },
  detect: {
    equals: { object: 'invoice' },
    required: ['items', 'balance', 'payment_terms'],
    absent: ['amount_due'],
    bonus: ['customer', 'number', 'payment_url', 'closed'],
  },
  normalize(p, ctx) {
    const money = ctx.major(p.currency)
    const c = typeof p.customer === 'object' ? p.customer : undefined
    return {
      vendorInvoiceId: String(p.id),
      invoiceNumber: p.number,
      status: ctx.code(STATUS, p.status, 'status'),
      issueDate: ctx.date(p.date, 'epoch_s', 'issueDate'),
      dueDate: ctx.date(p.due_date, 'epoch_s', 'dueDate'),
      currency: money.currency,
      subtotal: money(p.subtotal),
      discountTotal: money.sum(amounts(p.discounts)),
      taxTotal: money.sum(amounts(p.taxes)),
      shippingTotal: money.sum(amounts(p.shipping)),
      total: money(p.total),
      amountDue: money(p.balance),
      lineItems: ctx.list(p.items, (i: Item) => ({
        description: [i.name, i.description].filter(Boolean).join(' — ') || undefined,
        quantity: i.quantity,
        unitPrice: money.unit(i.unit_cost),
        discount: money.sum(amounts(i.discounts)),
        tax: money.sum(amounts(i.taxes)),
        lineTotal: money(i.amount),
        sku: i.catalog_item ?? undefined,
      })),
      taxes: ctx.list(p.taxes, (t: Applied) => ({
        name: t.tax_rate?.name,
        rate: t.tax_rate?.is_percent ? t.tax_rate.value : undefined,
        amount: money(t.amount),
      })),
      customer: c
        ? { id: String(c.id), name: c.name, email: c.email, address: ctx.address(c, 'customer.address') }
        : { id: p.customer === undefined ? undefined : String(p.customer) },
      paymentTerms: p.payment_terms,
      notes: p.notes,
    }
  },
})
