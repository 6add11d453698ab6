/**
 * Mercado Libre Orders API `order` (GET /orders/{id}): https://developers.mercadolibre.com.ar/en_us/order-management.
 * Amounts are numbers in major units of `currency_id` (ARS, BRL, MXN, ...); dates are ISO 8601 with
 * offset; `order_items[]` carry unit prices.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

interface Item {
  item?: { id?: string; title?: string; seller_sku?: string | null }
  quantity?: number
  unit_price?: number
  full_unit_price?: number
  currency_id?: string
}
interface MeliOrder {
  id: number
  status?: string
  date_created?: string
  date_closed?: string
  order_items?: Item[]
  total_amount?: number
  paid_amount?: number
  currency_id?: string
  buyer?: { id?: number; nickname?: string; first_name?: string; last_name?: string }
  payments?: { date_approved?: string; status?: string; shipping_cost?: number; taxes_amount?: number }[]
  coupon?: { amount?: number }
  taxes?: { amount?: number | null }
}

const STATUS = codeTable<InvoiceStatus>({
  open: ['confirmed', 'payment_required', 'payment_in_process', 'pending_cancel'],
  partially_paid: ['partially_paid'],
  paid: ['paid', 'partially_refunded'],
  void: ['cancelled', 'invalid'],
})

export const mercadolibre = defineAdapter<MeliOrder, InvoiceDraft>({
  key: 'mercadolibre',
  aliases: ['mercado_libre', 'meli'],
  category: 'marketplaces',
  source: {
    object: 'Order',
    apiVersion: 'Orders API (2024)',
    docs: 'https://developers.mercadolibre.com.ar/en_us/order-management',
  },
  detect: {
    required: ['order_items', 'total_amount', 'currency_id'],
    bonus: ['buyer.nickname', 'payments', 'pack_id', 'date_closed'],
  },
  normalize(p, ctx) {
    const money = ctx.major(p.currency_id)
    const approved = (p.payments ?? []).filter((x) => x.status === 'approved')
    const shipping = approved.map((x) => x.shipping_cost)
    return {
      vendorInvoiceId: String(p.id),
      invoiceNumber: String(p.id),
      status: ctx.code(STATUS, p.status, 'status'),
      issueDate: ctx.date(p.date_created, undefined, 'issueDate'),
      paidAt: ctx.date(approved.at(-1)?.date_approved, undefined, 'paidAt'),
      currency: money.currency,
      subtotal: money(p.total_amount),
      discountTotal: money(p.coupon?.amount),
      taxTotal: money(p.taxes?.amount ?? undefined),
      shippingTotal: shipping.length ? money.sum(shipping, 'shippingTotal') : undefined,
      total: money(p.paid_amount ?? p.total_amount),
      amountPaid: money(p.paid_amount),
      lineItems: ctx.list(p.order_items, (i: Item) => ({
        description: i.item?.title,
        quantity: i.quantity,
        unitPrice: money.unit(i.unit_price),
        sku: i.item?.seller_sku ?? i.item?.id,
      })),
      customer: {
        id: p.buyer?.id === undefined ? undefined : String(p.buyer.id),
        name: ctx.name({ first_name: p.buyer?.first_name, last_name: p.buyer?.last_name }) ?? p.buyer?.nickname,
      },
    }
  },
})
