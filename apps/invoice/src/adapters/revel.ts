/**
 * Revel Systems REST API `Order` resource (GET /resources/Order/{id}/) with its `OrderItem`
 * resources expanded under `orderitems`: https://developer.revelsystems.com/revelsystems/reference/order.
 * Amounts are decimal numbers in major units (the establishment's currency: not in the payload,
 * warned); timestamps are zone-less establishment-local times (read as UTC, flagged).
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft } from '../canonical/invoice.js'

interface OrderItem {
  product_name_override?: string
  product?: string
  quantity?: number
  price?: number
  initial_price?: number
  pure_sales?: number
  tax_amount?: number
  discount_amount?: number
}
interface RevelOrder {
  id: number
  resource_uri: string
  created_date?: string
  closed?: boolean
  final_total?: number
  subtotal?: number
  tax?: number
  discount_amount?: number
  delivery_fee?: number
  remaining_due?: number
  customer?: string | null
  notes?: string
  orderitems?: OrderItem[]
  currency?: string
}

export const revel = defineAdapter<RevelOrder, InvoiceDraft>({
  key: 'revel',
  aliases: ['revel_systems'],
  category: 'point_of_sale',
  source: {
    object: 'Order + OrderItem resources',
    apiVersion: 'REST API (2024)',
    docs: 'https://developer.revelsystems.com/revelsystems/reference/order',
  },
  detect: {
    required: ['resource_uri', 'final_total'],
    matches: { resource_uri: /\/resources\/Order\// },
    bonus: ['orderitems', 'remaining_due', 'establishment', 'dining_option'],
  },
  normalize(p, ctx) {
    const money = ctx.major(p.currency)
    const due = money(p.remaining_due)
    return {
      vendorInvoiceId: String(p.id),
      invoiceNumber: String(p.id),
      status: due === 0 && p.closed ? 'paid' : 'open',
      issueDate: ctx.date(p.created_date, undefined, 'issueDate'),
      currency: money.currency,
      subtotal: money(p.subtotal),
      discountTotal: p.discount_amount === undefined ? undefined : Math.abs(money(p.discount_amount) ?? 0),
      taxTotal: money(p.tax),
      shippingTotal: money(p.delivery_fee),
      total: money(p.final_total),
      amountDue: due,
      lineItems: ctx.list(p.orderitems, (i: OrderItem) => ({
        description: i.product_name_override ?? i.product,
        quantity: i.quantity,
        unitPrice: money.unit(i.price ?? i.initial_price),
        discount: money(i.discount_amount),
        tax: money(i.tax_amount),
        lineTotal: money(i.pure_sales),
        sku: i.product?.split('/').filter(Boolean).pop(),
      })),
      customer: { id: p.customer?.split('/').filter(Boolean).pop() },
      notes: p.notes,
    }
  },
})
