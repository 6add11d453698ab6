/**
 * Wave Public API (GraphQL) `Invoice` type: https://developer.waveapps.com/hc/en-us/articles/360019968212-API-Reference#invoice.
 * Money is `{ value: "100.00", currency: { code } }` (decimal strings, major units); dates are
 * `YYYY-MM-DD`; a query result arrives as `{ data: { business: { invoice } } }`. Sales-tax rates are
 * fractions (0.13 = 13 %).
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'
import { fractionToPercent } from './parties.js'

type Money = { value?: string; currency?: { code?: string } }
interface Item {
  product?: { id?: string; name?: string }
  description?: string
  quantity?: string
  unitPrice?: string
  subtotal?: Money
  total?: Money
  taxes?: { amount?: Money; salesTax?: { name?: string; rate?: string } }[]
}
interface WaveInvoice {
  id: string
  invoiceNumber?: string
  status?: string
  invoiceDate?: string
  dueDate?: string
  currency?: { code?: string }
  subtotal?: Money
  discountTotal?: Money
  taxTotal?: Money
  total?: Money
  amountDue?: Money
  amountPaid?: Money
  items?: Item[]
  customer?: { id?: string; name?: string; email?: string; phone?: string; address?: unknown }
  memo?: string
  footer?: string
}

const STATUS = codeTable<InvoiceStatus>({
  draft: ['DRAFT', 'SAVED'],
  open: ['SENT', 'VIEWED', 'UNPAID'],
  partially_paid: ['PARTIAL'],
  paid: ['PAID', 'OVERPAID'],
  overdue: ['OVERDUE'],
})

export const wave = defineAdapter<WaveInvoice, InvoiceDraft>({
  key: 'wave',
  aliases: ['waveapps'],
  category: 'accounting',
  source: {
    object: 'Invoice (GraphQL)',
    apiVersion: 'Public API v1',
    docs: 'https://developer.waveapps.com/hc/en-us/articles/360019968212-API-Reference#invoice',
  },
  detect: {
    required: ['invoiceNumber', 'total.value', 'items'],
    bonus: ['amountDue.value', 'invoiceDate', 'customer.name', 'currency.code'],
  },
  envelopes: ['data.business.invoice', 'data.invoice'],
  normalize(p, ctx) {
    const money = ctx.major(p.currency?.code ?? p.total?.currency?.code)
    const taxSum = (taxes: Item['taxes'] = []) => money.sum(taxes.map((t) => t.amount?.value))
    // Each rate's amounts are summed exactly and rounded once, after the last item.
    const rates = new Map<string, { rate?: string; taxes: NonNullable<Item['taxes']> }>()
    for (const tax of (p.items ?? []).flatMap((i) => i.taxes ?? [])) {
      const name = tax.salesTax?.name ?? 'Tax'
      rates.set(name, { rate: tax.salesTax?.rate, taxes: [...(rates.get(name)?.taxes ?? []), tax] })
    }
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.invoiceNumber,
      status: ctx.code(STATUS, p.status, 'status'),
      issueDate: ctx.date(p.invoiceDate, undefined, 'issueDate'),
      dueDate: ctx.date(p.dueDate, undefined, 'dueDate'),
      currency: money.currency,
      subtotal: money(p.subtotal?.value),
      discountTotal: money(p.discountTotal?.value),
      taxTotal: money(p.taxTotal?.value),
      total: money(p.total?.value),
      amountPaid: money(p.amountPaid?.value),
      amountDue: money(p.amountDue?.value),
      lineItems: ctx.list(p.items, (i: Item) => ({
        description: i.description || i.product?.name,
        quantity: ctx.number(i.quantity),
        unitPrice: money.unit(i.unitPrice),
        tax: i.taxes?.length ? taxSum(i.taxes) : undefined,
        lineTotal: money(i.subtotal?.value ?? i.total?.value),
        sku: i.product?.id,
      })),
      taxes: [...rates].map(([name, t]) => ({ name, rate: fractionToPercent(t.rate), amount: taxSum(t.taxes) })),
      customer: p.customer && {
        id: p.customer.id,
        name: p.customer.name,
        email: p.customer.email,
        phone: p.customer.phone,
        address: ctx.address(p.customer.address),
      },
      notes: p.memo ?? p.footer,
    }
  },
})
