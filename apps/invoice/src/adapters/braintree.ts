/**
 * Braintree `Transaction` with Level 3 line items (server SDK / API 2024): https://developer.paypal.com/braintree/docs/reference/response/transaction
 * and https://developer.paypal.com/braintree/docs/reference/response/transaction-line-item. Amounts are
 * decimal strings in major units of `currencyIsoCode`; a sale is the receipt of one payment.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

interface Line {
  name?: string
  description?: string
  kind?: string
  quantity?: string
  unitAmount?: string
  totalAmount?: string
  discountAmount?: string
  taxAmount?: string
  productCode?: string
}
interface Transaction {
  id: string
  status?: string
  type?: string
  amount?: string
  currencyIsoCode?: string
  orderId?: string
  createdAt?: string
  taxAmount?: string
  shippingAmount?: string
  discountAmount?: string
  customer?: { id?: string; firstName?: string; lastName?: string; company?: string; email?: string; phone?: string }
  billing?: {
    streetAddress?: string
    extendedAddress?: string
    locality?: string
    region?: string
    postalCode?: string
    countryCodeAlpha2?: string
  }
  lineItems?: Line[]
}

const STATUS = codeTable<InvoiceStatus>({
  open: ['authorized', 'authorizing', 'submitted_for_settlement', 'settlement_pending'],
  paid: ['settling', 'settled'],
  void: ['voided', 'authorization_expired'],
  uncollectible: ['failed', 'gateway_rejected', 'processor_declined', 'settlement_declined'],
})

export const braintree = defineAdapter<Transaction, InvoiceDraft>({
  key: 'braintree',
  category: 'payments',
  source: {
    object: 'Transaction (+ TransactionLineItem)',
    apiVersion: 'Braintree API 2024',
    docs: 'https://developer.paypal.com/braintree/docs/reference/response/transaction',
  },
  detect: {
    required: ['currencyIsoCode', 'amount', 'status'],
    bonus: ['lineItems', 'processorResponseCode', 'merchantAccountId', 'customer'],
  },
  envelopes: ['transaction'],
  normalize(p, ctx) {
    const money = ctx.major(p.currencyIsoCode)
    const c = p.customer
    const b = p.billing
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.orderId,
      status: ctx.code(STATUS, p.status, 'status'),
      issueDate: ctx.date(p.createdAt, undefined, 'issueDate'),
      currency: money.currency,
      discountTotal: money(p.discountAmount),
      taxTotal: money(p.taxAmount),
      shippingTotal: money(p.shippingAmount),
      total: money(p.amount),
      lineItems: ctx.list(p.lineItems, (l: Line) => ({
        description: l.description ?? l.name,
        quantity: ctx.number(l.quantity),
        unitPrice: money.unit(l.unitAmount),
        discount: money(l.discountAmount),
        tax: money(l.taxAmount),
        lineTotal: l.kind === 'credit' ? -(money(l.totalAmount) ?? 0) : money(l.totalAmount),
        sku: l.productCode,
      })),
      customer: c && {
        id: c.id,
        name: c.company ?? ctx.name({ first_name: c.firstName, last_name: c.lastName }),
        email: c.email,
        phone: c.phone,
        address: ctx.address(
          b && {
            line1: b.streetAddress,
            line2: b.extendedAddress,
            city: b.locality,
            state: b.region,
            postal_code: b.postalCode,
            country: b.countryCodeAlpha2,
          },
        ),
      },
    }
  },
})
