/**
 * Square Orders API `Order` from the point of sale (RetrieveOrder, version 2024-07-17):
 * https://developer.squareup.com/reference/square/objects/Order. Money is `{ amount, currency }` in
 * minor units; a POS sale is an Order with `tenders` and no invoice (`payment_requests` absent).
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

type Money = { amount?: number; currency?: string }
interface Line {
  name?: string
  variation_name?: string
  quantity?: string
  catalog_object_id?: string
  base_price_money?: Money
  gross_sales_money?: Money
  total_tax_money?: Money
  total_discount_money?: Money
  total_money?: Money
}
interface SquareOrder {
  id: string
  location_id: string
  reference_id?: string
  state?: string
  created_at?: string
  closed_at?: string
  customer_id?: string
  line_items?: Line[]
  taxes?: { name?: string; percentage?: string; applied_money?: Money }[]
  total_money?: Money
  total_tax_money?: Money
  total_discount_money?: Money
  total_service_charge_money?: Money
  tenders?: { amount_money?: Money; type?: string }[]
  source?: { name?: string }
}

const STATUS = codeTable<InvoiceStatus>({
  draft: ['DRAFT'],
  open: ['OPEN'],
  paid: ['COMPLETED'],
  void: ['CANCELED'],
})

export const squarePos = defineAdapter<SquareOrder, InvoiceDraft>({
  key: 'square_pos',
  aliases: ['square_order'],
  category: 'point_of_sale',
  source: {
    object: 'Order',
    apiVersion: '2024-07-17',
    docs: 'https://developer.squareup.com/reference/square/objects/Order',
  },
  detect: {
    required: ['location_id', 'total_money.amount', 'line_items'],
    absent: ['payment_requests'],
    bonus: ['tenders', 'state', 'net_amounts', 'source.name'],
  },
  envelopes: ['order'],
  normalize(p, ctx) {
    const money = ctx.minorUnits(p.total_money?.currency)
    const tendered = (p.tenders ?? []).map((t) => t.amount_money?.amount ?? 0)
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.reference_id ?? p.id,
      status: ctx.code(STATUS, p.state, 'status'),
      issueDate: ctx.date(p.created_at, undefined, 'issueDate'),
      paidAt: p.state === 'COMPLETED' ? ctx.date(p.closed_at, undefined, 'paidAt') : undefined,
      currency: money.currency,
      subtotal: p.line_items ? money.sum(p.line_items.map((l) => l.gross_sales_money?.amount ?? 0)) : undefined,
      discountTotal: money(p.total_discount_money?.amount),
      taxTotal: money(p.total_tax_money?.amount),
      total: money(p.total_money?.amount),
      amountPaid: p.tenders ? money.sum(tendered) : undefined,
      lineItems: ctx.list(p.line_items, (l: Line) => ({
        description: [l.name, l.variation_name].filter(Boolean).join(' - ') || undefined,
        quantity: ctx.number(l.quantity),
        unitPrice: money.unit(l.base_price_money?.amount),
        discount: money(l.total_discount_money?.amount),
        tax: money(l.total_tax_money?.amount),
        lineTotal: money(l.total_money?.amount),
        sku: l.catalog_object_id,
      })),
      taxes: (p.taxes ?? []).map((t) => ({
        name: t.name,
        rate: ctx.number(t.percentage),
        amount: money(t.applied_money?.amount),
      })),
      customer: { id: p.customer_id },
      vendor: { id: p.location_id, name: p.source?.name },
    }
  },
})
