/**
 * Amazon Selling Partner API Orders v0: `Order` (getOrder) with its `OrderItems` (getOrderItems):
 * https://developer-docs.amazon.com/sp-api/docs/orders-api-v0-reference. Money is
 * `{ CurrencyCode, Amount: "10.00" }` (major units); `ItemPrice` is the line total (price × quantity).
 * Accepts the order with `OrderItems` merged in, or the `{ payload }` wrapper of either call.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

type Money = { CurrencyCode?: string; Amount?: string }
interface Item {
  ASIN?: string
  SellerSKU?: string
  Title?: string
  QuantityOrdered?: number
  ItemPrice?: Money
  ItemTax?: Money
  ShippingPrice?: Money
  PromotionDiscount?: Money
}
interface AmazonOrder {
  AmazonOrderId: string
  PurchaseDate?: string
  OrderStatus?: string
  OrderTotal?: Money
  BuyerInfo?: { BuyerEmail?: string; BuyerName?: string; BuyerTaxInfo?: { TaxClassifications?: { Value?: string }[] } }
  ShippingAddress?: { Name?: string; Phone?: string } & Record<string, unknown>
  DefaultShipFromLocationAddress?: unknown
  OrderItems?: Item[]
  PaymentMethod?: string
}

const STATUS = codeTable<InvoiceStatus>({
  open: ['Pending', 'PendingAvailability'],
  paid: ['Unshipped', 'PartiallyShipped', 'Shipped', 'InvoiceUnconfirmed'],
  void: ['Canceled', 'Unfulfillable'],
})

export const amazon = defineAdapter<AmazonOrder, InvoiceDraft>({
  key: 'amazon',
  aliases: ['amazon_sp_api', 'amazon_seller'],
  category: 'marketplaces',
  source: {
    object: 'Order + OrderItems',
    apiVersion: 'Orders API v0',
    docs: 'https://developer-docs.amazon.com/sp-api/docs/orders-api-v0-reference',
  },
  detect: {
    required: ['AmazonOrderId', ['OrderTotal.Amount', 'OrderItems']],
    bonus: ['PurchaseDate', 'OrderStatus', 'MarketplaceId', 'OrderItems'],
  },
  envelopes: ['payload'],
  normalize(p, ctx) {
    const items = p.OrderItems ?? []
    const money = ctx.major(p.OrderTotal?.CurrencyCode ?? items[0]?.ItemPrice?.CurrencyCode)
    const total = (pickMoney: (i: Item) => Money | undefined) =>
      items.length ? money.sum(items.map((i) => pickMoney(i)?.Amount)) : undefined
    const status = ctx.code(STATUS, p.OrderStatus, 'status')
    return {
      vendorInvoiceId: p.AmazonOrderId,
      invoiceNumber: p.AmazonOrderId,
      status,
      issueDate: ctx.date(p.PurchaseDate, undefined, 'issueDate'),
      paidAt: status === 'paid' ? ctx.date(p.PurchaseDate, undefined, 'paidAt') : undefined,
      currency: money.currency,
      subtotal: total((i) => i.ItemPrice),
      discountTotal: total((i) => i.PromotionDiscount),
      taxTotal: total((i) => i.ItemTax),
      shippingTotal: total((i) => i.ShippingPrice),
      total: money(p.OrderTotal?.Amount),
      lineItems: ctx.list(items, (i: Item) => ({
        description: i.Title,
        quantity: i.QuantityOrdered,
        discount: money(i.PromotionDiscount?.Amount),
        tax: money(i.ItemTax?.Amount),
        lineTotal: money(i.ItemPrice?.Amount),
        sku: i.SellerSKU ?? i.ASIN,
      })),
      customer: {
        name: p.BuyerInfo?.BuyerName ?? p.ShippingAddress?.Name,
        email: p.BuyerInfo?.BuyerEmail,
        phone: p.ShippingAddress?.Phone,
        taxId: p.BuyerInfo?.BuyerTaxInfo?.TaxClassifications?.[0]?.Value,
        address: ctx.address(p.ShippingAddress, 'customer.address'),
      },
      paymentTerms: p.PaymentMethod,
    }
  },
})
