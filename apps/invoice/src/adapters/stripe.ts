/**
 * Stripe Invoice object, API version 2024-06-20: https://docs.stripe.com/api/invoices/object.
 * Amounts are integer minor units of `currency` (lower-case ISO); `created`, `due_date` and
 * `status_transitions.paid_at` are epoch seconds; lines sit in `lines.data` (a Stripe list).
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'
import { firstTaxId } from './parties.js'

type Money = { amount: number }
interface StripeLine {
  description?: string
  amount: number
  quantity?: number
  price?: { unit_amount?: number; product?: string }
  discount_amounts?: Money[]
  tax_amounts?: Money[]
}
interface StripeInvoice {
  id: string
  number?: string
  status?: string
  currency: string
  created: number
  due_date?: number
  status_transitions?: { paid_at?: number }
  subtotal?: number
  total?: number
  tax?: number
  amount_due?: number
  amount_remaining?: number
  amount_paid?: number
  total_discount_amounts?: Money[]
  total_tax_amounts?: (Money & { inclusive?: boolean; tax_rate?: string })[]
  shipping_cost?: { amount_total?: number }
  lines?: { data?: StripeLine[] }
  customer?: string | { id: string }
  customer_name?: string
  customer_email?: string
  customer_phone?: string
  customer_address?: unknown
  customer_tax_ids?: { value: string }[]
  account_name?: string
  account_country?: string
  description?: string
  footer?: string
  collection_method?: string
  days_until_due?: number
}

const STATUS = codeTable<InvoiceStatus>({
  draft: ['draft'],
  open: ['open'],
  paid: ['paid'],
  void: ['void'],
  uncollectible: ['uncollectible'],
})
const sum = (list: Money[] | undefined) => list?.reduce((a, m) => a + m.amount, 0)

export const stripe = defineAdapter<StripeInvoice, InvoiceDraft>({
  key: 'stripe',
  aliases: ['stripe_invoice'],
  category: 'payments',
  source: { object: 'Invoice', apiVersion: '2024-06-20', docs: 'https://docs.stripe.com/api/invoices/object' },
  detect: {
    equals: { object: 'invoice' },
    required: ['amount_due', 'currency'],
    matches: { id: /^in_/ },
    bonus: ['lines.data', 'customer', 'status_transitions'],
  },
  normalize(p, ctx) {
    const money = ctx.minorUnits(p.currency)
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.number,
      status: ctx.code(STATUS, p.status, 'status'),
      issueDate: ctx.date(p.created, 'epoch_s', 'issueDate'),
      dueDate: ctx.date(p.due_date, 'epoch_s', 'dueDate'),
      paidAt: ctx.date(p.status_transitions?.paid_at, 'epoch_s', 'paidAt'),
      currency: money.currency,
      subtotal: money(p.subtotal),
      discountTotal: money(sum(p.total_discount_amounts)),
      taxTotal: money(p.tax ?? sum(p.total_tax_amounts)),
      shippingTotal: money(p.shipping_cost?.amount_total),
      total: money(p.total),
      amountPaid: money(p.amount_paid),
      amountDue: money(p.amount_remaining ?? p.amount_due),
      lineItems: ctx.list(p.lines?.data, (l: StripeLine) => ({
        description: l.description,
        quantity: l.quantity,
        unitPrice: money(l.price?.unit_amount),
        discount: money(sum(l.discount_amounts)),
        tax: money(sum(l.tax_amounts)),
        lineTotal: money(l.amount),
        sku: l.price?.product,
      })),
      taxes: (p.total_tax_amounts ?? []).map((t) => ({ name: t.tax_rate, amount: money(t.amount) })),
      customer: {
        id: typeof p.customer === 'string' ? p.customer : p.customer?.id,
        name: p.customer_name,
        email: p.customer_email,
        phone: p.customer_phone,
        taxId: firstTaxId(p.customer_tax_ids),
        address: ctx.address(p.customer_address, 'customer.address'),
      },
      vendor: { name: p.account_name, address: ctx.address({ country: p.account_country }, 'vendor.address') },
      paymentTerms:
        p.collection_method === 'send_invoice' && p.days_until_due ? `Net ${p.days_until_due}` : p.collection_method,
      notes: p.description ?? p.footer,
    }
  },
})
