/**
 * Stripe Invoice object, API version 2024-06-20: https://docs.stripe.com/api/invoices/object.
 * Amounts are integer minor units of `currency` (lower-case ISO); `created`, `due_date` and
 * `status_transitions.paid_at` are epoch seconds; lines sit in `lines.data` (a Stripe list).
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'
import { firstTaxId } from './parties.js'

type Money = { amount: number }
/** An expanded Tax Rate (`expand[]=total_tax_amounts.tax_rate`) or its id. */
type TaxRateRef = string | { id?: string; display_name?: string; percentage?: number }
interface StripeLine {
  description?: string
  amount: number
  quantity?: number | null
  /** API 2025-03-31 and later: quantity and unit amount as decimal strings. */
  quantity_decimal?: string
  price?: { unit_amount?: number | null; unit_amount_decimal?: string | null; product?: string }
  pricing?: { unit_amount_decimal?: string | null; price_details?: { price?: string; product?: string } }
  /** Earlier versions: the unit amount before tax, a decimal string of minor units. */
  unit_amount_excluding_tax?: string | null
  discount_amounts?: Money[]
  tax_amounts?: Money[]
  /** API 2025-03-31 and later replaces `tax_amounts`. */
  taxes?: Money[]
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
  total_tax_amounts?: (Money & { inclusive?: boolean; tax_rate?: TaxRateRef })[]
  /** API 2025-03-31 and later replaces `tax` and `total_tax_amounts`. */
  total_taxes?: Money[] | null
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

/**
 * Stripe's invoice statuses (https://docs.stripe.com/invoicing/overview#invoice-statuses and the
 * Invoice object's `status` enum, https://docs.stripe.com/api/invoices/object#invoice_object-status):
 * draft, open, paid, void, uncollectible. Anything else is UNKNOWN_CODE, never a guess.
 */
const STATUS = codeTable<InvoiceStatus>({
  draft: ['draft'],
  open: ['open'],
  paid: ['paid'],
  void: ['void'],
  uncollectible: ['uncollectible'],
})
const amounts = (list: Money[] | undefined) => list?.map((m) => m.amount)
/** An expanded rate is named by its display name (and percentage); an unexpanded one by its id. */
const rateName = (rate: TaxRateRef | undefined) => {
  if (typeof rate === 'string' || rate === undefined || rate === null) return rate ?? undefined
  const name = rate.display_name?.trim()
  if (!name) return rate.id
  return typeof rate.percentage === 'number' ? `${name} (${rate.percentage}%)` : name
}

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
      subtotal: money(p.subtotal, 'subtotal'),
      discountTotal: money.sum(amounts(p.total_discount_amounts), 'discountTotal'),
      taxTotal:
        p.tax === undefined || p.tax === null
          ? money.sum(amounts(p.total_tax_amounts ?? p.total_taxes ?? undefined), 'taxTotal')
          : money(p.tax, 'taxTotal'),
      shippingTotal: money(p.shipping_cost?.amount_total),
      total: money(p.total, 'total'),
      amountPaid: money(p.amount_paid),
      amountDue: money(p.amount_remaining ?? p.amount_due),
      lineItems: ctx.list(p.lines?.data, (l: StripeLine) => ({
        description: l.description,
        quantity: l.quantity ?? ctx.number(l.quantity_decimal, 'lineItems.quantity'),
        // Where the unit amount sits depends on the API version (`price`, `pricing`, or before tax only).
        // The decimal form first: it keeps sub-cent unit amounts that the integer `unit_amount` cannot.
        unitPrice: money.unit(
          l.price?.unit_amount_decimal ??
            l.price?.unit_amount ??
            l.pricing?.unit_amount_decimal ??
            l.unit_amount_excluding_tax,
          'lineItems.unitPrice',
        ),
        discount: money.sum(amounts(l.discount_amounts), 'lineItems.discount'),
        tax: money.sum(amounts(l.tax_amounts ?? l.taxes), 'lineItems.tax'),
        lineTotal: money(l.amount),
        sku: l.price?.product ?? l.pricing?.price_details?.product,
      })),
      taxes: (p.total_tax_amounts ?? []).map((t) => ({ name: rateName(t.tax_rate), amount: money(t.amount) })),
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
