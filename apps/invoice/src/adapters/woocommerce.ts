/**
 * WooCommerce REST API v3 `order` (GET /wp-json/wc/v3/orders/<id>): https://woocommerce.github.io/woocommerce-rest-api-docs/#order-properties.
 * Amounts are decimal strings in major units of `currency`; `*_gmt` timestamps are UTC without a zone
 * (read as UTC), the others are site-local (not used); line `total` is after discounts, before tax.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

interface Line {
  name?: string
  quantity?: number
  subtotal?: string
  total?: string
  total_tax?: string
  sku?: string
  price?: number
}
interface Party {
  first_name?: string
  last_name?: string
  company?: string
  email?: string
  phone?: string
  [k: string]: unknown
}
interface WooOrder {
  id: number
  number?: string
  order_key: string
  status?: string
  currency?: string
  date_created_gmt?: string
  date_paid_gmt?: string | null
  discount_total?: string
  shipping_total?: string
  total?: string
  total_tax?: string
  customer_id?: number
  customer_note?: string
  billing?: Party
  payment_method_title?: string
  line_items?: Line[]
  tax_lines?: { label?: string; rate_percent?: number; tax_total?: string; shipping_tax_total?: string }[]
}

const STATUS = codeTable<InvoiceStatus>({
  draft: ['checkout-draft'],
  open: ['pending', 'on-hold'],
  paid: ['processing', 'completed', 'refunded'],
  void: ['cancelled', 'trash'],
  uncollectible: ['failed'],
})

export const woocommerce = defineAdapter<WooOrder, InvoiceDraft>({
  key: 'woocommerce',
  aliases: ['woo'],
  category: 'marketplaces',
  source: {
    object: 'Order',
    apiVersion: 'REST API v3',
    docs: 'https://woocommerce.github.io/woocommerce-rest-api-docs/#order-properties',
  },
  detect: {
    required: ['order_key', 'line_items', 'total'],
    bonus: ['date_created_gmt', 'billing.email', 'tax_lines', 'prices_include_tax'],
  },
  normalize(p, ctx) {
    const money = ctx.major(p.currency)
    const b = p.billing
    const gmt = (s: string | null | undefined) => (s ? `${s}Z` : undefined)
    return {
      vendorInvoiceId: String(p.id),
      invoiceNumber: p.number,
      status: ctx.code(STATUS, p.status, 'status'),
      issueDate: ctx.date(gmt(p.date_created_gmt), undefined, 'issueDate'),
      paidAt: ctx.date(gmt(p.date_paid_gmt), undefined, 'paidAt'),
      currency: money.currency,
      discountTotal: money(p.discount_total),
      taxTotal: money(p.total_tax),
      shippingTotal: money(p.shipping_total),
      total: money(p.total),
      lineItems: ctx.list(p.line_items, (l: Line) => ({
        description: l.name,
        quantity: l.quantity,
        unitPrice: money.unit(l.price),
        tax: money(l.total_tax),
        lineTotal: money(l.total),
        sku: l.sku || undefined,
      })),
      taxes: (p.tax_lines ?? []).map((t) => ({ name: t.label, rate: t.rate_percent, amount: money(t.tax_total) })),
      customer: b && {
        id: p.customer_id ? String(p.customer_id) : undefined,
        name: b.company || ctx.name(b),
        email: b.email,
        phone: b.phone,
        address: ctx.address(b, 'customer.address'),
      },
      paymentTerms: p.payment_method_title,
      notes: p.customer_note || undefined,
    }
  },
})
