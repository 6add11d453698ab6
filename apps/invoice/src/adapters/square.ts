/**
 * Square Invoices API `Invoice` (version 2024-07-17): https://developer.squareup.com/reference/square/objects/Invoice.
 * Money is `{ amount, currency }` in minor units. A Square invoice holds no lines: they live in its
 * Order, so the adapter accepts `{ invoice, order }` (RetrieveInvoice + RetrieveOrder) or the bare invoice.
 */
import { codeTable, defineAdapter, isRecord } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

type Money = { amount?: number; currency?: string }
type Totals = Partial<Record<'total_money' | 'total_tax_money' | 'total_discount_money', Money>>
interface OrderLine extends Totals {
  name?: string
  quantity?: string
  catalog_object_id?: string
  base_price_money?: Money
}
interface SquareOrder extends Totals {
  line_items?: OrderLine[]
  taxes?: { name?: string; percentage?: string; applied_money?: Money }[]
}
type Recipient = Partial<
  Record<'customer_id' | 'given_name' | 'family_name' | 'company_name' | 'email_address' | 'phone_number', string>
> & {
  address?: unknown
}
interface SquareInvoice {
  id: string
  invoice_number?: string
  status?: string
  created_at?: string
  sale_or_service_date?: string
  description?: string
  title?: string
  payment_requests?: { due_date?: string; computed_amount_money?: Money; total_completed_amount_money?: Money }[]
  primary_recipient?: Recipient
}

const STATUS = codeTable<InvoiceStatus>({
  draft: ['DRAFT'],
  open: ['UNPAID', 'SCHEDULED', 'PAYMENT_PENDING'],
  partially_paid: ['PARTIALLY_PAID'],
  paid: ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'],
  void: ['CANCELED'],
  uncollectible: ['FAILED'],
})

export const square = defineAdapter<SquareInvoice | { invoice: SquareInvoice; order?: SquareOrder }, InvoiceDraft>({
  key: 'square',
  aliases: ['square_invoices'],
  category: 'payments',
  source: {
    object: 'Invoice (+ its Order)',
    apiVersion: '2024-07-17',
    docs: 'https://developer.squareup.com/reference/square/objects/Invoice',
  },
  detect: {
    required: [
      ['payment_requests', 'invoice.payment_requests'],
      ['location_id', 'invoice.location_id'],
    ],
    bonus: [
      ['invoice_number', 'invoice.invoice_number'],
      'order.line_items',
      ['primary_recipient', 'invoice.primary_recipient'],
    ],
  },
  normalize(payload, ctx) {
    const inv: SquareInvoice =
      'invoice' in payload && isRecord(payload.invoice) ? payload.invoice : (payload as SquareInvoice)
    const order: SquareOrder | undefined = 'order' in payload ? payload.order : undefined
    const requests = inv.payment_requests ?? []
    const money = ctx.minorUnits(requests[0]?.computed_amount_money?.currency ?? order?.total_money?.currency)
    const total = requests.map((r) => r.computed_amount_money?.amount ?? 0)
    const paid = requests.map((r) => r.total_completed_amount_money?.amount ?? 0)
    const stated = order?.total_money?.amount
    const r = inv.primary_recipient
    return {
      vendorInvoiceId: inv.id,
      invoiceNumber: inv.invoice_number,
      status: ctx.code(STATUS, inv.status, 'status'),
      issueDate: ctx.date(inv.sale_or_service_date ?? inv.created_at, undefined, 'issueDate'),
      dueDate: ctx.date(requests.at(-1)?.due_date, undefined, 'dueDate'),
      currency: money.currency,
      subtotal: order?.total_money
        ? money(
            (order.total_money.amount ?? 0) -
              (order.total_tax_money?.amount ?? 0) +
              (order.total_discount_money?.amount ?? 0),
          )
        : undefined,
      discountTotal: money(order?.total_discount_money?.amount),
      taxTotal: money(order?.total_tax_money?.amount),
      total: stated === undefined || stated === null ? money.sum(total) : money(stated),
      amountPaid: money.sum(paid),
      lineItems: ctx.list(order?.line_items, (l: OrderLine) => ({
        description: l.name,
        quantity: ctx.number(l.quantity),
        unitPrice: money.unit(l.base_price_money?.amount),
        discount: money(l.total_discount_money?.amount),
        tax: money(l.total_tax_money?.amount),
        lineTotal: money(l.total_money?.amount),
        sku: l.catalog_object_id,
      })),
      taxes: (order?.taxes ?? []).map((t) => ({
        name: t.name,
        rate: ctx.number(t.percentage),
        amount: money(t.applied_money?.amount),
      })),
      customer: r && {
        id: r.customer_id,
        name: r.company_name ?? ctx.name({ first_name: r.given_name, last_name: r.family_name }),
        email: r.email_address,
        phone: r.phone_number,
        address: ctx.address(r.address),
      },
      notes: inv.description ?? inv.title,
    }
  },
})
