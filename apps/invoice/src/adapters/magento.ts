/**
 * Adobe Commerce (Magento 2) REST `salesOrderRepositoryV1` order (GET /V1/orders/{id}):
 * https://adobe-commerce.redoc.ly/2.4.7-admin/tag/orders#operation/GetV1OrdersId. Amounts are numbers
 * in major units of `order_currency_code`; timestamps are UTC `YYYY-MM-DD HH:MM:SS`; `discount_amount`
 * is negative; configurable products appear twice (parent + child with `parent_item_id`), children skipped.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

interface Item {
  sku?: string
  name?: string
  qty_ordered?: number
  price?: number
  row_total?: number
  tax_amount?: number
  discount_amount?: number
  parent_item_id?: number
}
interface MagentoOrder {
  entity_id?: number
  increment_id: string
  state?: string
  created_at?: string
  order_currency_code?: string
  base_currency_code?: string
  subtotal?: number
  discount_amount?: number
  tax_amount?: number
  shipping_amount?: number
  grand_total?: number
  total_paid?: number
  total_due?: number
  customer_id?: number
  customer_email?: string
  customer_firstname?: string
  customer_lastname?: string
  billing_address?: {
    firstname?: string
    lastname?: string
    company?: string
    telephone?: string
    vat_id?: string
    [k: string]: unknown
  }
  items?: Item[]
  customer_note?: string
  payment?: { method?: string }
}

const STATUS = codeTable<InvoiceStatus>({
  open: ['new', 'pending_payment', 'payment_review', 'holded'],
  paid: ['processing', 'complete', 'closed'],
  void: ['canceled'],
})

export const magento = defineAdapter<MagentoOrder, InvoiceDraft>({
  key: 'magento',
  aliases: ['adobe_commerce'],
  category: 'marketplaces',
  source: {
    object: 'salesOrderRepositoryV1 order',
    apiVersion: '2.4.7',
    docs: 'https://adobe-commerce.redoc.ly/2.4.7-admin/tag/orders#operation/GetV1OrdersId',
  },
  detect: {
    required: ['increment_id', 'grand_total', ['base_currency_code', 'order_currency_code']],
    bonus: ['items', 'billing_address', 'entity_id', 'state'],
  },
  normalize(p, ctx) {
    const money = ctx.major(p.order_currency_code ?? p.base_currency_code)
    const b = p.billing_address
    const utc = (s: string | undefined) => (s ? `${s.replace(' ', 'T')}Z` : undefined)
    return {
      vendorInvoiceId: p.entity_id === undefined ? undefined : String(p.entity_id),
      invoiceNumber: p.increment_id,
      status: ctx.code(STATUS, p.state, 'status'),
      issueDate: ctx.date(utc(p.created_at), undefined, 'issueDate'),
      currency: money.currency,
      subtotal: money(p.subtotal),
      discountTotal: p.discount_amount === undefined ? undefined : Math.abs(money(p.discount_amount) ?? 0),
      taxTotal: money(p.tax_amount),
      shippingTotal: money(p.shipping_amount),
      total: money(p.grand_total),
      amountPaid: money(p.total_paid),
      amountDue: money(p.total_due),
      lineItems: ctx.list(
        (p.items ?? []).filter((i) => i.parent_item_id === undefined),
        (i: Item) => ({
          description: i.name,
          quantity: i.qty_ordered,
          unitPrice: money.unit(i.price),
          discount: money(i.discount_amount),
          tax: money(i.tax_amount),
          lineTotal: money(i.row_total),
          sku: i.sku,
        }),
      ),
      customer: {
        id: p.customer_id === undefined ? undefined : String(p.customer_id),
        name:
          b?.company ||
          ctx.name({ first_name: p.customer_firstname ?? b?.firstname, last_name: p.customer_lastname ?? b?.lastname }),
        email: p.customer_email,
        phone: b?.telephone,
        taxId: b?.vat_id,
        address: ctx.address(b, 'customer.address'),
      },
      paymentTerms: p.payment?.method,
      notes: p.customer_note,
    }
  },
})
