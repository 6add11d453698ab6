/**
 * BigCommerce Orders API v2 `Order` (GET /v2/orders/{order_id}) with its products (GET /v2/orders/{id}/products)
 * merged under `products`: https://developer.bigcommerce.com/docs/rest-management/orders. Amounts are
 * decimal strings with four places in major units of `currency_code`; dates are RFC 2822.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

interface Product {
  name?: string
  sku?: string
  quantity?: number
  base_price?: string
  price_ex_tax?: string
  total_ex_tax?: string
  total_inc_tax?: string
  total_tax?: string
}
interface BigCommerceOrder {
  id: number
  customer_id?: number
  date_created?: string
  status_id: number
  status?: string
  subtotal_ex_tax?: string
  shipping_cost_ex_tax?: string
  total_ex_tax?: string
  total_inc_tax?: string
  total_tax?: string
  discount_amount?: string
  coupon_discount?: string
  currency_code?: string
  payment_status?: string
  payment_method?: string
  refunded_amount?: string
  billing_address?: {
    first_name?: string
    last_name?: string
    company?: string
    email?: string
    phone?: string
    [k: string]: unknown
  }
  customer_message?: string
  products?: Product[] | { url?: string }
}

/** BigCommerce `status_id`: https://developer.bigcommerce.com/docs/store-operations/orders/order-statuses */
const STATUS = codeTable<InvoiceStatus>({
  draft: ['0'],
  open: ['1', '7', '8', '12', '13'],
  paid: ['9', '10', '11', '2', '3', '4', '14'],
  void: ['5'],
  uncollectible: ['6'],
})

export const bigcommerce = defineAdapter<BigCommerceOrder, InvoiceDraft>({
  key: 'bigcommerce',
  category: 'marketplaces',
  source: {
    object: 'Order (+ Order Products)',
    apiVersion: 'v2',
    docs: 'https://developer.bigcommerce.com/docs/rest-management/orders',
  },
  detect: {
    required: ['status_id', 'total_inc_tax', 'subtotal_ex_tax'],
    bonus: ['products', 'billing_address.street_1', 'currency_code', 'items_total'],
  },
  normalize(p, ctx) {
    const money = ctx.major(p.currency_code)
    const b = p.billing_address
    return {
      vendorInvoiceId: String(p.id),
      invoiceNumber: String(p.id),
      status: ctx.code(STATUS, String(p.status_id), 'status'),
      issueDate: ctx.date(p.date_created, undefined, 'issueDate'),
      currency: money.currency,
      subtotal: money(p.subtotal_ex_tax),
      discountTotal: money.sum([p.discount_amount, p.coupon_discount], 'discountTotal'),
      taxTotal: money(p.total_tax),
      shippingTotal: money(p.shipping_cost_ex_tax),
      total: money(p.total_inc_tax),
      lineItems: ctx.list(Array.isArray(p.products) ? p.products : [], (l: Product) => ({
        description: l.name,
        quantity: l.quantity,
        unitPrice: money.unit(l.price_ex_tax ?? l.base_price),
        tax: money(l.total_tax),
        lineTotal: money(l.total_ex_tax),
        sku: l.sku,
      })),
      customer: b && {
        id: p.customer_id ? String(p.customer_id) : undefined,
        name: b.company || ctx.name(b),
        email: b.email,
        phone: b.phone,
        address: ctx.address(b, 'customer.address'),
      },
      paymentTerms: p.payment_method,
      notes: p.customer_message || undefined,
    }
  },
})
