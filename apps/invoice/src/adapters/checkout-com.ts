/**
 * Checkout.com `Payment` details (GET /payments/{id}): https://api-reference.checkout.com/#operation/getPaymentDetails.
 * `amount` and item amounts are minor units of `currency`; `requested_on` is ISO 8601 UTC;
 * `reference` is the merchant's order or invoice number.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

interface Item {
  name?: string
  quantity?: number
  unit_price?: number
  reference?: string
  total_amount?: number
  tax_amount?: number
  discount_amount?: number
}
interface Payment {
  id: string
  requested_on?: string
  amount?: number
  currency?: string
  status?: string
  reference?: string
  description?: string
  balances?: { total_captured?: number; available_to_capture?: number }
  customer?: { id?: string; email?: string; name?: string; phone?: { country_code?: string; number?: string } }
  billing_descriptor?: { name?: string }
  shipping?: { address?: unknown }
  source?: { billing_address?: unknown }
  items?: Item[]
  amount_allocations?: unknown
  processing?: { tax_amount?: number; shipping_amount?: number; discount_amount?: number }
}

const STATUS = codeTable<InvoiceStatus>({
  open: ['Pending', 'Authorized', 'Card Verified'],
  partially_paid: ['Partially Captured'],
  paid: ['Captured', 'Paid', 'Partially Refunded', 'Refunded'],
  void: ['Voided', 'Canceled', 'Expired'],
  uncollectible: ['Declined'],
})

export const checkoutCom = defineAdapter<Payment, InvoiceDraft>({
  key: 'checkout_com',
  aliases: ['checkout'],
  category: 'payments',
  source: {
    object: 'Payment details',
    apiVersion: 'Unified Payments API',
    docs: 'https://api-reference.checkout.com/#operation/getPaymentDetails',
  },
  detect: {
    required: ['amount', 'currency', 'requested_on'],
    matches: { id: /^pay_/ },
    bonus: ['balances', 'source', 'items', 'reference'],
  },
  normalize(p, ctx) {
    const money = ctx.minorUnits(p.currency)
    const c = p.customer
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.reference,
      status: ctx.code(STATUS, p.status, 'status'),
      issueDate: ctx.date(p.requested_on, undefined, 'issueDate'),
      currency: money.currency,
      discountTotal: money(p.processing?.discount_amount),
      taxTotal: money(p.processing?.tax_amount),
      shippingTotal: money(p.processing?.shipping_amount),
      total: money(p.amount),
      amountPaid: money(p.balances?.total_captured),
      lineItems: ctx.list(p.items, (i: Item) => ({
        description: i.name,
        quantity: i.quantity,
        unitPrice: money.unit(i.unit_price),
        discount: money(i.discount_amount),
        tax: money(i.tax_amount),
        lineTotal: money(i.total_amount),
        sku: i.reference,
      })),
      customer: c && {
        id: c.id,
        name: c.name,
        email: c.email,
        phone: c.phone ? `+${c.phone.country_code ?? ''} ${c.phone.number ?? ''}`.trim() : undefined,
        address: ctx.address(p.source?.billing_address),
      },
      vendor: { name: p.billing_descriptor?.name },
      notes: p.description,
    }
  },
})
