/**
 * eBay Sell Fulfillment API v1 `Order` (GET /sell/fulfillment/v1/order/{orderId}):
 * https://developer.ebay.com/api-docs/sell/fulfillment/resources/order/methods/getOrder.
 * Amounts are `{ value: "29.99", currency }` (major units); `lineItemCost` is the line total.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

type Amount = { value?: string; currency?: string }
interface Line {
  lineItemId?: string
  sku?: string
  legacyItemId?: string
  title?: string
  quantity?: number
  lineItemCost?: Amount
  total?: Amount
  taxes?: { amount?: Amount }[]
  appliedPromotions?: { discountAmount?: Amount }[]
}
interface EbayOrder {
  orderId: string
  creationDate?: string
  orderPaymentStatus?: string
  cancelStatus?: { cancelState?: string }
  buyer?: {
    username?: string
    buyerRegistrationAddress?: {
      fullName?: string
      email?: string
      primaryPhone?: { phoneNumber?: string }
      contactAddress?: unknown
    }
  }
  pricingSummary?: {
    priceSubtotal?: Amount
    priceDiscount?: Amount
    deliveryCost?: Amount
    tax?: Amount
    total?: Amount
  }
  paymentSummary?: { payments?: { paymentDate?: string; amount?: Amount; paymentStatus?: string }[] }
  lineItems?: Line[]
  buyerCheckoutNotes?: string
}

const STATUS = codeTable<InvoiceStatus>({
  open: ['PENDING'],
  paid: ['PAID', 'PARTIALLY_REFUNDED', 'FULLY_REFUNDED'],
  uncollectible: ['FAILED'],
})

export const ebay = defineAdapter<EbayOrder, InvoiceDraft>({
  key: 'ebay',
  category: 'marketplaces',
  source: {
    object: 'Order',
    apiVersion: 'Sell Fulfillment v1',
    docs: 'https://developer.ebay.com/api-docs/sell/fulfillment/resources/order/methods/getOrder',
  },
  detect: {
    required: ['orderId', 'pricingSummary.total.value', 'lineItems'],
    bonus: ['orderPaymentStatus', 'orderFulfillmentStatus', 'legacyOrderId', 'buyer.username'],
  },
  normalize(p, ctx) {
    const s = p.pricingSummary
    const money = ctx.major(s?.total?.currency)
    const payments = p.paymentSummary?.payments ?? []
    const paid = payments.filter((x) => x.paymentStatus === 'PAID')
    const r = p.buyer?.buyerRegistrationAddress
    return {
      vendorInvoiceId: p.orderId,
      invoiceNumber: p.orderId,
      status: p.cancelStatus?.cancelState === 'CANCELED' ? 'void' : ctx.code(STATUS, p.orderPaymentStatus, 'status'),
      issueDate: ctx.date(p.creationDate, undefined, 'issueDate'),
      paidAt: ctx.date(paid.at(-1)?.paymentDate, undefined, 'paidAt'),
      currency: money.currency,
      subtotal: money(s?.priceSubtotal?.value),
      discountTotal: s?.priceDiscount ? Math.abs(money(s.priceDiscount.value) ?? 0) : undefined,
      taxTotal: money(s?.tax?.value),
      shippingTotal: money(s?.deliveryCost?.value),
      total: money(s?.total?.value),
      amountPaid: paid.length ? money.sum(paid.map((x) => x.amount?.value)) : undefined,
      lineItems: ctx.list(p.lineItems, (l: Line) => ({
        description: l.title,
        quantity: l.quantity,
        discount: l.appliedPromotions?.length
          ? money.sum(l.appliedPromotions.map((x) => x.discountAmount?.value))
          : undefined,
        tax: l.taxes?.length ? money.sum(l.taxes.map((x) => x.amount?.value)) : undefined,
        lineTotal: money(l.lineItemCost?.value),
        sku: l.sku ?? l.legacyItemId,
      })),
      customer: {
        id: p.buyer?.username,
        name: r?.fullName ?? p.buyer?.username,
        email: r?.email,
        phone: r?.primaryPhone?.phoneNumber,
        address: ctx.address(r?.contactAddress, 'customer.address'),
      },
      notes: p.buyerCheckoutNotes,
    }
  },
})
