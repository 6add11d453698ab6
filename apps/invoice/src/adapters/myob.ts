/**
 * MYOB AccountRight API v2 `Sale/Invoice/Item` (GET /{cf_uri}/Sale/Invoice/Item/{UID}):
 * https://developer.myob.com/api/accountright/v2/sale/invoice/invoice_item/. Amounts are decimal
 * numbers in the company file's currency (no currency member: the caller's home currency, warned);
 * dates are zone-less local timestamps of a calendar date (`2024-05-14T00:00:00`).
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

interface Line {
  Type?: string
  Description?: string
  ShipQuantity?: number
  UnitPrice?: number
  DiscountPercent?: number
  Total?: number
  Item?: { Number?: string; Name?: string }
}
interface MyobInvoice {
  UID: string
  Number?: string
  Date?: string
  Customer?: { UID?: string; Name?: string; DisplayID?: string }
  ShipToAddress?: string
  Terms?: { PaymentIsDue?: string; BalanceDueDate?: string; DueDate?: string }
  IsTaxInclusive?: boolean
  Lines?: Line[]
  Subtotal?: number
  Freight?: number
  TotalTax?: number
  TotalAmount?: number
  BalanceDueAmount?: number
  Status?: string
  Comment?: string
  ForeignCurrency?: { Code?: string }
  LastPaymentDate?: string
}

const STATUS = codeTable<InvoiceStatus>({
  open: ['Open'],
  paid: ['Closed', 'Credit'],
})
const day = (s: string | undefined) => s?.slice(0, 10)

export const myob = defineAdapter<MyobInvoice, InvoiceDraft>({
  key: 'myob',
  aliases: ['myob_accountright'],
  category: 'accounting',
  source: {
    object: 'Sale/Invoice/Item',
    apiVersion: 'AccountRight API v2',
    docs: 'https://developer.myob.com/api/accountright/v2/sale/invoice/invoice_item/',
  },
  detect: {
    required: ['UID', 'Lines', 'TotalAmount', 'Customer.UID'],
    bonus: ['BalanceDueAmount', 'IsTaxInclusive', 'Terms.PaymentIsDue', 'Number'],
  },
  normalize(p, ctx) {
    const money = ctx.major(p.ForeignCurrency?.Code)
    const lines = (p.Lines ?? []).filter((l) => l.Type !== 'Header' && l.Type !== 'Subtotal')
    return {
      vendorInvoiceId: p.UID,
      invoiceNumber: p.Number,
      status: ctx.code(STATUS, p.Status, 'status'),
      issueDate: ctx.date(day(p.Date), undefined, 'issueDate'),
      dueDate: ctx.date(day(p.Terms?.DueDate ?? p.Terms?.BalanceDueDate), undefined, 'dueDate'),
      paidAt: p.Status === 'Closed' ? ctx.date(day(p.LastPaymentDate), undefined, 'paidAt') : undefined,
      currency: money.currency,
      subtotal: money(p.Subtotal),
      taxTotal: money(p.TotalTax),
      shippingTotal: money(p.Freight),
      total: money(p.TotalAmount),
      amountDue: money(p.BalanceDueAmount),
      lineItems: ctx.list(lines, (l: Line) => ({
        description: l.Description ?? l.Item?.Name,
        quantity: l.ShipQuantity,
        unitPrice: money.unit(l.UnitPrice),
        lineTotal: money(l.Total),
        sku: l.Item?.Number,
      })),
      customer: {
        id: p.Customer?.DisplayID ?? p.Customer?.UID,
        name: p.Customer?.Name,
        address: ctx.address(p.ShipToAddress, 'customer.address'),
      },
      paymentTerms: p.Terms?.PaymentIsDue,
      notes: p.Comment,
    }
  },
})
