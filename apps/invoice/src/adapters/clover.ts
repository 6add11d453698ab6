/**
 * Clover Platform REST `Order` (GET /v3/merchants/{mId}/orders/{orderId}?expand=lineItems,customers,payments):
 * https://docs.clover.com/reference/ordersgetorder. Amounts are integer cents (minor units of
 * `currency`); times are epoch milliseconds; expanded children sit in `{ elements: [...] }`; tax
 * rates are in 1/100,000 of a percent (825000 = 8.25 %).
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'
import { scaledPercent } from './parties.js'

interface Elements<T> {
  elements?: T[]
}
interface Line {
  name?: string
  price?: number
  unitQty?: number
  itemCode?: string
  sku?: string
  refunded?: boolean
  taxRates?: Elements<{ name?: string; rate?: number }>
}
interface CloverOrder {
  href?: string
  id: string
  currency?: string
  total?: number
  paymentState?: string
  state?: string
  title?: string
  note?: string
  createdTime?: number
  lineItems?: Elements<Line>
  customers?: Elements<{
    id?: string
    firstName?: string
    lastName?: string
    emailAddresses?: Elements<{ emailAddress?: string }>
    phoneNumbers?: Elements<{ phoneNumber?: string }>
  }>
  payments?: Elements<{ amount?: number; taxAmount?: number; result?: string; createdTime?: number }>
}

const STATUS = codeTable<InvoiceStatus>({
  open: ['OPEN'],
  partially_paid: ['PARTIALLY_PAID'],
  paid: ['PAID', 'REFUNDED', 'CREDITED', 'PARTIALLY_REFUNDED'],
})

export const clover = defineAdapter<CloverOrder, InvoiceDraft>({
  key: 'clover',
  category: 'point_of_sale',
  source: {
    object: 'Order (expanded)',
    apiVersion: 'REST v3',
    docs: 'https://docs.clover.com/reference/ordersgetorder',
  },
  detect: {
    required: ['paymentState', 'total', 'createdTime'],
    bonus: ['lineItems.elements', 'href', 'employee', 'payments.elements'],
  },
  normalize(p, ctx) {
    const money = ctx.minorUnits(p.currency)
    const payments = (p.payments?.elements ?? []).filter((x) => x.result === 'SUCCESS')
    const c = p.customers?.elements?.[0]
    const rates = new Map(
      (p.lineItems?.elements ?? []).flatMap((l) => l.taxRates?.elements ?? []).map((t) => [t.name, t.rate]),
    )
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.title ?? p.id,
      status: ctx.code(STATUS, p.paymentState, 'status'),
      issueDate: ctx.date(p.createdTime, 'epoch_ms', 'issueDate'),
      paidAt: p.paymentState === 'PAID' ? ctx.date(payments.at(-1)?.createdTime, 'epoch_ms', 'paidAt') : undefined,
      currency: money.currency,
      taxTotal: payments.length ? money.sum(payments.map((x) => x.taxAmount)) : undefined,
      total: money(p.total),
      amountPaid: payments.length ? money.sum(payments.map((x) => x.amount)) : undefined,
      lineItems: ctx.list(p.lineItems?.elements, (l: Line) => ({
        description: l.name,
        quantity: l.unitQty === undefined ? 1 : l.unitQty / 1000,
        unitPrice: money.unit(l.price),
        // unitQty counts thousandths; the product is exact and rounded once, half away from zero.
        lineTotal:
          l.unitQty === undefined
            ? money(l.price)
            : money.times(l.price ?? 0, `${l.unitQty}e-3`, 'lineItems.lineTotal'),
        sku: l.sku ?? l.itemCode,
      })),
      taxes: [...rates].map(([name, rate]) => ({ name, rate: scaledPercent(rate, 100_000) })),
      customer: c && {
        id: c.id,
        name: ctx.name({ first_name: c.firstName, last_name: c.lastName }),
        email: c.emailAddresses?.elements?.[0]?.emailAddress,
        phone: c.phoneNumbers?.elements?.[0]?.phoneNumber,
      },
      notes: p.note,
    }
  },
})
