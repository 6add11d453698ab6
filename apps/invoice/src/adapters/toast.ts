/**
 * Toast Orders API v2 `Order` (GET /orders/v2/orders/{guid}): https://doc.toasttab.com/openapi/orders/operation/ordersGuidGet/.
 * Amounts are decimal numbers in major units (the restaurant's currency: none in the payload, warned);
 * timestamps are ISO 8601 with offset; money sits on the `checks[]`, items in `checks[].selections[]`.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'
import { exactQuotient, fractionToPercent } from './parties.js'

interface Selection {
  displayName?: string
  quantity?: number
  preDiscountPrice?: number
  price?: number
  tax?: number
  voided?: boolean
  item?: { guid?: string }
  appliedDiscounts?: { discountAmount?: number }[]
  appliedTaxes?: { name?: string; rate?: number; taxAmount?: number }[]
}
interface Check {
  displayNumber?: string
  amount?: number
  taxAmount?: number
  totalAmount?: number
  paymentStatus?: string
  customer?: { guid?: string; firstName?: string; lastName?: string; phone?: string; email?: string }
  selections?: Selection[]
  payments?: { amount?: number; tipAmount?: number; paidDate?: string }[]
  appliedDiscounts?: { discountAmount?: number }[]
}
interface ToastOrder {
  guid: string
  entityType: 'Order'
  displayNumber?: string
  openedDate?: string
  paidDate?: string
  voided?: boolean
  checks?: Check[]
  currency?: string
}

const STATUS = codeTable<InvoiceStatus>({
  open: ['OPEN'],
  paid: ['PAID', 'CLOSED'],
})

export const toast = defineAdapter<ToastOrder, InvoiceDraft>({
  key: 'toast',
  category: 'point_of_sale',
  source: {
    object: 'Order',
    apiVersion: 'Orders API v2',
    docs: 'https://doc.toasttab.com/openapi/orders/operation/ordersGuidGet/',
  },
  detect: {
    equals: { entityType: 'Order' },
    required: ['guid', 'checks'],
    bonus: ['displayNumber', 'diningOption', 'businessDate', 'openedDate'],
  },
  normalize(p, ctx) {
    const money = ctx.major(p.currency)
    const checks = p.checks ?? []
    const add = (f: (c: Check) => number | undefined) => money.sum(checks.map((c) => f(c)))
    const selections = checks.flatMap((c) => c.selections ?? []).filter((s) => !s.voided)
    const c = checks.find((x) => x.customer)?.customer
    const statuses = checks.map((x) => x.paymentStatus)
    return {
      vendorInvoiceId: p.guid,
      invoiceNumber: p.displayNumber,
      status: p.voided ? 'void' : ctx.code(STATUS, statuses.includes('OPEN') ? 'OPEN' : statuses[0], 'status'),
      issueDate: ctx.date(p.openedDate, undefined, 'issueDate'),
      paidAt: ctx.date(p.paidDate, undefined, 'paidAt'),
      currency: money.currency,
      subtotal: add((x) => x.amount),
      taxTotal: add((x) => x.taxAmount),
      total: add((x) => x.totalAmount),
      amountPaid: money.sum(checks.flatMap((x) => (x.payments ?? []).map((pay) => pay.amount ?? 0))),
      lineItems: ctx.list(selections, (s: Selection) => ({
        description: s.displayName,
        quantity: s.quantity,
        // Toast states the selection's price for its whole quantity: the unit price is their exact
        // quotient (`exactQuotient`), kept at its precision like any unit price.
        unitPrice: s.quantity
          ? money.unit(exactQuotient(s.preDiscountPrice ?? s.price, s.quantity, money.exponent), 'lineItems.unitPrice')
          : undefined,
        discount: s.appliedDiscounts?.length ? money.sum(s.appliedDiscounts.map((d) => d.discountAmount)) : undefined,
        tax: money(s.tax),
        lineTotal: money(s.price),
        sku: s.item?.guid,
      })),
      taxes: [...new Map(selections.flatMap((s) => s.appliedTaxes ?? []).map((t) => [t.name, t.rate])).entries()].map(
        ([name, rate]) => ({ name, rate: fractionToPercent(rate) }),
      ),
      customer: c && {
        id: c.guid,
        name: ctx.name({ first_name: c.firstName, last_name: c.lastName }),
        email: c.email,
        phone: c.phone,
      },
    }
  },
})
