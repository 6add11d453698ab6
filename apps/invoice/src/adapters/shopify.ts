/**
 * Shopify Admin REST API `Order` (2024-07): https://shopify.dev/docs/api/admin-rest/2024-07/resources/order.
 * Amounts are decimal strings in major units of `currency` (shop currency); timestamps are ISO 8601
 * with offset; `line_items[].price` is the unit price; the API wraps it as `{ order }`.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'
import { fractionToPercent } from './parties.js'

type TaxLine = { title?: string; price?: string; rate?: number }
interface Line {
  title?: string
  variant_title?: string | null
  sku?: string
  quantity?: number
  price?: string
  total_discount?: string
  /** What the order's discounts allocate to the line (`total_discount` does not reflect them). */
  discount_allocations?: { amount?: string }[]
  tax_lines?: TaxLine[]
}
type Address = {
  first_name?: string
  last_name?: string
  company?: string | null
  phone?: string
  [k: string]: unknown
}
interface ShopifyOrder {
  id: number
  name?: string
  order_number?: number
  email?: string
  created_at?: string
  processed_at?: string
  cancelled_at?: string | null
  currency?: string
  financial_status?: string
  subtotal_price?: string
  total_discounts?: string
  total_tax?: string
  total_price?: string
  total_outstanding?: string
  total_shipping_price_set?: { shop_money?: { amount?: string } }
  shipping_lines?: unknown[]
  tax_lines?: TaxLine[]
  line_items?: Line[]
  customer?: { id?: number; email?: string; first_name?: string; last_name?: string; phone?: string }
  billing_address?: Address
  note?: string
  payment_terms?: { payment_terms_name?: string; payment_schedules?: { due_at?: string }[] } | null
}

const STATUS = codeTable<InvoiceStatus>({
  open: ['pending', 'authorized'],
  partially_paid: ['partially_paid'],
  paid: ['paid', 'partially_refunded', 'refunded'],
  void: ['voided', 'expired'],
})

export const shopify = defineAdapter<ShopifyOrder, InvoiceDraft>({
  key: 'shopify',
  category: 'marketplaces',
  source: {
    object: 'Order',
    apiVersion: '2024-07',
    docs: 'https://shopify.dev/docs/api/admin-rest/2024-07/resources/order',
  },
  detect: {
    required: ['financial_status', 'line_items', 'total_price'],
    bonus: ['admin_graphql_api_id', 'order_number', 'subtotal_price', 'total_shipping_price_set'],
  },
  envelopes: ['order'],
  normalize(p, ctx) {
    const money = ctx.major(p.currency)
    const b = p.billing_address
    const c = p.customer
    const paid = ['paid', 'partially_refunded', 'refunded'].includes(p.financial_status ?? '')
    const tax = (t: TaxLine) => ({ name: t.title, rate: fractionToPercent(t.rate), amount: money(t.price) })
    return {
      vendorInvoiceId: String(p.id),
      invoiceNumber: p.name ?? (p.order_number === undefined ? undefined : String(p.order_number)),
      status: p.cancelled_at ? 'void' : ctx.code(STATUS, p.financial_status, 'status'),
      issueDate: ctx.date(p.processed_at ?? p.created_at, undefined, 'issueDate'),
      dueDate: ctx.date(p.payment_terms?.payment_schedules?.[0]?.due_at, undefined, 'dueDate'),
      paidAt: paid ? ctx.date(p.processed_at, undefined, 'paidAt') : undefined,
      currency: money.currency,
      subtotal: money(p.subtotal_price),
      discountTotal: money(p.total_discounts),
      taxTotal: money(p.total_tax),
      // An order that ships nothing lists no shipping lines (and may leave out the price set): shipping is 0.
      shippingTotal: money(
        p.total_shipping_price_set?.shop_money?.amount ??
          (Array.isArray(p.shipping_lines) && p.shipping_lines.length === 0 ? '0' : undefined),
      ),
      total: money(p.total_price),
      amountDue: money(p.total_outstanding),
      lineItems: ctx.list(p.line_items, (l: Line) => ({
        description: [l.title, l.variant_title].filter(Boolean).join(' - ') || undefined,
        quantity: l.quantity,
        unitPrice: money.unit(l.price),
        discount: l.discount_allocations?.length
          ? money.sum(l.discount_allocations.map((d) => d.amount))
          : money(l.total_discount),
        tax: money.sum(l.tax_lines?.map((t) => t.price)),
        sku: l.sku || undefined,
      })),
      taxes: (p.tax_lines ?? []).map(tax),
      customer: {
        id: c?.id === undefined ? undefined : String(c.id),
        name: b?.company ?? ctx.name(b) ?? ctx.name(c),
        email: p.email ?? c?.email,
        phone: b?.phone ?? c?.phone,
        address: ctx.address(b, 'customer.address'),
      },
      paymentTerms: p.payment_terms?.payment_terms_name,
      notes: p.note,
    }
  },
})
