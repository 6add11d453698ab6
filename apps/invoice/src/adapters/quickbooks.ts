/**
 * QuickBooks Online Accounting API `Invoice` entity (minor version 73): https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/invoice.
 * Amounts are decimal numbers in major units of `CurrencyRef.value` (home currency when absent);
 * dates are `YYYY-MM-DD`; lines are typed by `DetailType`. The API wraps it as `{ Invoice, time }`.
 * QBO has no status field (the Invoice entity's attributes list none; `EmailStatus` and `PrintStatus`
 * are delivery flags): it follows from `Balance`, "the balance reflecting any payments made against
 * the transaction" (0 -> paid, < TotalAmt -> partially paid through the derived members).
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft } from '../canonical/invoice.js'

type Ref = { value?: string; name?: string }
interface Line {
  Description?: string
  Amount?: number
  DetailType?: string
  SalesItemLineDetail?: { ItemRef?: Ref; UnitPrice?: number; Qty?: number; TaxCodeRef?: Ref }
}
interface QboInvoice {
  Id: string
  DocNumber?: string
  TxnDate?: string
  DueDate?: string
  CurrencyRef?: Ref
  CustomerRef?: Ref
  BillEmail?: { Address?: string }
  BillAddr?: unknown
  Line?: Line[]
  TxnTaxDetail?: {
    TotalTax?: number
    TaxLine?: { Amount?: number; TaxLineDetail?: { TaxPercent?: number; TaxRateRef?: Ref } }[]
  }
  TotalAmt?: number
  Balance?: number
  SalesTermRef?: Ref
  CustomerMemo?: { value?: string }
  PrivateNote?: string
}

const SHIPPING = 'SHIPPING_ITEM_ID'

export const quickbooks = defineAdapter<QboInvoice, InvoiceDraft>({
  key: 'quickbooks',
  aliases: ['qbo', 'quickbooks_online', 'intuit'],
  category: 'accounting',
  source: {
    object: 'Invoice',
    apiVersion: 'v3 minorversion 73',
    docs: 'https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/invoice',
  },
  detect: {
    required: ['Line', 'TotalAmt', 'CustomerRef.value'],
    bonus: ['DocNumber', 'TxnDate', 'SyncToken', 'Balance', 'TxnTaxDetail'],
  },
  envelopes: ['Invoice', 'QueryResponse.Invoice.0'],
  normalize(p, ctx) {
    const money = ctx.major(p.CurrencyRef?.value)
    const lines = p.Line ?? []
    const items = lines.filter(
      (l) => l.DetailType === 'SalesItemLineDetail' && l.SalesItemLineDetail?.ItemRef?.value !== SHIPPING,
    )
    const shipping = lines.filter((l) => l.SalesItemLineDetail?.ItemRef?.value === SHIPPING)
    const discounts = lines.filter((l) => l.DetailType === 'DiscountLineDetail')
    const subtotalLine = lines.find((l) => l.DetailType === 'SubTotalLineDetail')
    const total = p.TotalAmt ?? 0
    const balance = p.Balance ?? total
    return {
      vendorInvoiceId: p.Id,
      invoiceNumber: p.DocNumber,
      status: balance === 0 && total > 0 ? 'paid' : 'open',
      issueDate: ctx.date(p.TxnDate, undefined, 'issueDate'),
      dueDate: ctx.date(p.DueDate, undefined, 'dueDate'),
      currency: money.currency,
      subtotal: money(subtotalLine?.Amount),
      discountTotal: discounts.length ? money.sum(discounts.map((l) => l.Amount)) : undefined,
      taxTotal: money(p.TxnTaxDetail?.TotalTax),
      shippingTotal: shipping.length ? money(shipping[0]?.Amount) : undefined,
      total: money(p.TotalAmt),
      amountDue: money(p.Balance),
      lineItems: ctx.list(items, (l: Line) => ({
        description: l.Description ?? l.SalesItemLineDetail?.ItemRef?.name,
        quantity: l.SalesItemLineDetail?.Qty,
        unitPrice: money.unit(l.SalesItemLineDetail?.UnitPrice),
        lineTotal: money(l.Amount),
        sku: l.SalesItemLineDetail?.ItemRef?.value,
      })),
      taxes: ctx.list(
        p.TxnTaxDetail?.TaxLine,
        (t: NonNullable<NonNullable<QboInvoice['TxnTaxDetail']>['TaxLine']>[number]) => ({
          name: t.TaxLineDetail?.TaxRateRef?.name ?? t.TaxLineDetail?.TaxRateRef?.value,
          rate: t.TaxLineDetail?.TaxPercent,
          amount: money(t.Amount),
        }),
      ),
      customer: {
        id: p.CustomerRef?.value,
        name: p.CustomerRef?.name,
        email: p.BillEmail?.Address,
        address: ctx.address(p.BillAddr, 'customer.address'),
      },
      paymentTerms: p.SalesTermRef?.name ?? p.SalesTermRef?.value,
      notes: p.CustomerMemo?.value ?? p.PrivateNote,
    }
  },
})
