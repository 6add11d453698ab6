/**
 * NetSuite SuiteTalk REST Web Services `invoice` record (GET /services/rest/record/v1/invoice/{id}?expandSubResources=true):
 * https://system.netsuite.com/help/helpcenter/en_US/APIs/REST_API_Browser/record/v1/2024.1/index.html#/definitions/invoice.
 * Amounts are numbers in major units of `currency.refName`; dates are `YYYY-MM-DD`; lines are in `item.items`.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

type Ref = { id?: string; refName?: string }
interface Line {
  item?: Ref
  description?: string
  quantity?: number
  rate?: number
  amount?: number
  taxAmount?: number
  taxRate1?: number
}
interface NetSuiteInvoice {
  id: string
  tranId?: string
  tranDate?: string
  dueDate?: string
  status?: Ref
  currency?: Ref
  entity?: Ref
  email?: string
  subtotal?: number
  discountTotal?: number
  taxTotal?: number
  shippingCost?: number
  total?: number
  amountPaid?: number
  amountRemaining?: number
  item?: { items?: Line[] }
  billingAddress?: unknown
  terms?: Ref
  memo?: string
}

const STATUS = codeTable<InvoiceStatus>({
  draft: ['Pending Approval'],
  open: ['Open'],
  paid: ['Paid In Full'],
  void: ['Rejected', 'Voided'],
})

export const netsuite = defineAdapter<NetSuiteInvoice, InvoiceDraft>({
  key: 'netsuite',
  aliases: ['oracle_netsuite'],
  category: 'accounting',
  source: {
    object: 'invoice record',
    apiVersion: 'REST record v1 (2024.1)',
    docs: 'https://system.netsuite.com/help/helpcenter/en_US/APIs/REST_API_Browser/record/v1/2024.1/index.html',
  },
  detect: {
    required: ['tranId', 'entity.id', 'total'],
    bonus: ['item.items', 'tranDate', 'amountRemaining', 'currency.refName'],
  },
  normalize(p, ctx) {
    const money = ctx.major(p.currency?.refName)
    return {
      vendorInvoiceId: p.id,
      invoiceNumber: p.tranId,
      status: ctx.code(STATUS, p.status?.refName, 'status'),
      issueDate: ctx.date(p.tranDate, undefined, 'issueDate'),
      dueDate: ctx.date(p.dueDate, undefined, 'dueDate'),
      currency: money.currency,
      subtotal: money(p.subtotal),
      discountTotal: p.discountTotal === undefined ? undefined : Math.abs(money(p.discountTotal) ?? 0),
      taxTotal: money(p.taxTotal),
      shippingTotal: money(p.shippingCost),
      total: money(p.total),
      amountPaid: money(p.amountPaid),
      amountDue: money(p.amountRemaining),
      lineItems: ctx.list(p.item?.items, (l: Line) => ({
        description: l.description ?? l.item?.refName,
        quantity: l.quantity,
        unitPrice: money.unit(l.rate),
        tax: money(l.taxAmount),
        lineTotal: money(l.amount),
        sku: l.item?.refName,
      })),
      customer: {
        id: p.entity?.id,
        name: p.entity?.refName,
        email: p.email,
        address: ctx.address(p.billingAddress, 'customer.address'),
      },
      paymentTerms: p.terms?.refName,
      notes: p.memo,
    }
  },
})
