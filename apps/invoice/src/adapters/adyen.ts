/**
 * Adyen Checkout API `PaymentLinkResponse` (POST/GET /paymentLinks, API v71): https://docs.adyen.com/api-explorer/Checkout/71/get/paymentLinks/(linkId).
 * Payment links are how Adyen merchants send invoices. `amount.value` and line-item amounts are
 * minor units; `taxPercentage` is in basis points (2100 = 21 %).
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'
import { exactProduct, scaledPercent } from './parties.js'

interface Line {
  id?: string
  description?: string
  quantity?: number
  amountIncludingTax?: number
  amountExcludingTax?: number
  taxAmount?: number
  taxPercentage?: number
  sku?: string
}
interface PaymentLink {
  id: string
  reference?: string
  status?: string
  amount: { currency?: string; value?: number }
  description?: string
  expiresAt?: string
  lineItems?: Line[]
  shopperEmail?: string
  shopperReference?: string
  shopperName?: { firstName?: string; lastName?: string }
  telephoneNumber?: string
  billingAddress?: {
    street?: string
    houseNumberOrName?: string
    city?: string
    postalCode?: string
    stateOrProvince?: string
    country?: string
  }
  merchantAccount?: string
  merchantOrderReference?: string
}

/** A line's per-unit amount times its quantity, exact (`exactProduct`); the reader rounds once. */
const perLine = (amount: number | undefined, l: Line) => exactProduct(amount, l.quantity ?? 1)

/** Each rate's (basis points) line taxes, in first-seen order: the reader sums them exactly. */
function byRate(lines: Line[]): Map<number, unknown[]> {
  const out = new Map<number, unknown[]>()
  for (const l of lines)
    if (l.taxPercentage !== undefined)
      out.set(l.taxPercentage, [...(out.get(l.taxPercentage) ?? []), perLine(l.taxAmount, l)])
  return out
}

const STATUS = codeTable<InvoiceStatus>({
  open: ['active', 'paymentPending'],
  paid: ['completed'],
  void: ['expired'],
})

export const adyen = defineAdapter<PaymentLink, InvoiceDraft>({
  key: 'adyen',
  aliases: ['adyen_payment_link'],
  category: 'payments',
  source: {
    object: 'PaymentLinkResponse',
    apiVersion: 'Checkout v71',
    docs: 'https://docs.adyen.com/api-explorer/Checkout/71/get/paymentLinks/(linkId)',
  },
  detect: {
    required: ['merchantAccount', 'amount.value', 'amount.currency', 'reference'],
    bonus: ['lineItems', 'url', 'status', 'shopperReference'],
  },
  normalize(p, ctx) {
    const money = ctx.minorUnits(p.amount.currency)
    const lines = p.lineItems ?? []
    const b = p.billingAddress
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.merchantOrderReference ?? p.reference,
      status: ctx.code(STATUS, p.status, 'status'),
      dueDate: ctx.date(p.expiresAt, undefined, 'dueDate'),
      currency: money.currency,
      // Line amounts are per unit: each times its quantity and all added exactly, rounded once.
      subtotal: lines.length
        ? money.sum(
            lines.map((l) => perLine(l.amountExcludingTax, l)),
            'subtotal',
          )
        : undefined,
      taxTotal: lines.length
        ? money.sum(
            lines.map((l) => perLine(l.taxAmount, l)),
            'taxTotal',
          )
        : undefined,
      total: money(p.amount.value),
      lineItems: ctx.list(lines, (l: Line) => ({
        description: l.description,
        quantity: l.quantity,
        unitPrice: money.unit(l.amountExcludingTax),
        tax: money(perLine(l.taxAmount, l), 'lineItems.tax'),
        lineTotal: money(perLine(l.amountIncludingTax, l), 'lineItems.lineTotal'),
        sku: l.sku ?? l.id,
      })),
      taxes: [...byRate(lines)].map(([bp, parts]) => ({
        name: `Tax ${scaledPercent(bp, 100)}%`,
        rate: scaledPercent(bp, 100),
        amount: money.sum(parts, 'taxes.amount'),
      })),
      customer: {
        id: p.shopperReference,
        name: ctx.name({ first_name: p.shopperName?.firstName, last_name: p.shopperName?.lastName }),
        email: p.shopperEmail,
        phone: p.telephoneNumber,
        address: ctx.address(
          b && {
            line1: [b.street, b.houseNumberOrName].filter(Boolean).join(' '),
            city: b.city,
            postal_code: b.postalCode,
            state: b.stateOrProvince,
            country: b.country,
          },
        ),
      },
      vendor: { id: p.merchantAccount },
      notes: p.description,
    }
  },
})
