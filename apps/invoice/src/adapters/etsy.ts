/**
 * Etsy Open API v3 `ShopReceipt` (getShopReceipt): https://developers.etsy.com/documentation/reference#operation/getShopReceipt.
 * Money is `{ amount, divisor, currency_code }` (amount / divisor = major units); timestamps are epoch
 * seconds; `transactions[]` are the purchased listings with their unit `price`.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

type Money = { amount?: number; divisor?: number; currency_code?: string }
interface Txn {
  transaction_id?: number
  title?: string
  quantity?: number
  price?: Money
  sku?: string
  listing_id?: number
}
interface Receipt {
  receipt_id: number
  status?: string
  name?: string
  buyer_email?: string
  buyer_user_id?: number
  first_line?: string
  second_line?: string
  city?: string
  state?: string
  zip?: string
  country_iso?: string
  created_timestamp?: number
  is_paid?: boolean
  grandtotal?: Money
  subtotal?: Money
  total_shipping_cost?: Money
  total_tax_cost?: Money
  total_vat_cost?: Money
  discount_amt?: Money
  transactions?: Txn[]
  message_from_buyer?: string
  seller_email?: string
  seller_user_id?: number
}

const STATUS = codeTable<InvoiceStatus>({
  open: ['open', 'payment processing'],
  paid: ['paid', 'completed', 'fully refunded', 'partially refunded'],
  void: ['canceled'],
})

/** amount / divisor, as exact decimal text when the divisor is a power of ten (Etsy's is 10^exponent). */
const ratio = (amount: number, divisor: number | undefined) => {
  const power = Math.log10(divisor || 1)
  return Number.isInteger(power) && power >= 0 ? `${amount}e-${power}` : amount / (divisor || 1)
}

export const etsy = defineAdapter<Receipt, InvoiceDraft>({
  key: 'etsy',
  category: 'marketplaces',
  source: {
    object: 'ShopReceipt',
    apiVersion: 'Open API v3',
    docs: 'https://developers.etsy.com/documentation/reference#operation/getShopReceipt',
  },
  detect: {
    required: ['receipt_id', 'grandtotal.amount', 'grandtotal.divisor'],
    bonus: ['transactions', 'buyer_email', 'country_iso', 'is_shipped'],
  },
  normalize(p, ctx) {
    const money = ctx.major(p.grandtotal?.currency_code)
    const m = (x: Money | undefined) => (x?.amount === undefined ? undefined : money(ratio(x.amount, x.divisor)))
    const vat = m(p.total_vat_cost)
    return {
      vendorInvoiceId: String(p.receipt_id),
      invoiceNumber: String(p.receipt_id),
      status: ctx.code(STATUS, p.status, 'status'),
      issueDate: ctx.date(p.created_timestamp, 'epoch_s', 'issueDate'),
      currency: money.currency,
      subtotal: m(p.subtotal),
      discountTotal: m(p.discount_amt),
      taxTotal: vat ? vat : m(p.total_tax_cost),
      shippingTotal: m(p.total_shipping_cost),
      total: m(p.grandtotal),
      lineItems: ctx.list(p.transactions, (t: Txn) => ({
        description: t.title,
        quantity: t.quantity,
        unitPrice:
          t.price?.amount === undefined
            ? undefined
            : money.unit(ratio(t.price.amount, t.price.divisor), 'lineItems.unitPrice'),
        sku: t.sku || (t.listing_id === undefined ? undefined : String(t.listing_id)),
      })),
      customer: {
        id: p.buyer_user_id === undefined ? undefined : String(p.buyer_user_id),
        name: p.name,
        email: p.buyer_email,
        address: ctx.address(
          {
            line1: p.first_line,
            line2: p.second_line,
            city: p.city,
            state: p.state,
            zip: p.zip,
            country: p.country_iso,
          },
          'customer.address',
        ),
      },
      vendor: { id: p.seller_user_id === undefined ? undefined : String(p.seller_user_id), email: p.seller_email },
      notes: p.message_from_buyer,
    }
  },
})
