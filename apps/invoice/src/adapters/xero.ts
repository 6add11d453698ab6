/**
 * Xero Accounting API `Invoice` (GET /api.xro/2.0/Invoices/{InvoiceID}): https://developer.xero.com/documentation/api/accounting/invoices.
 * Amounts are decimal numbers in major units of `CurrencyCode`; `Date` is .NET JSON `/Date(ms+zzzz)/`
 * and `DateString` a zone-less timestamp of a calendar date; `LineAmountTypes` says whether line
 * amounts include tax. ACCREC = sales invoice (Contact is the customer), ACCPAY = bill (Contact is the supplier).
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

interface Line {
  Description?: string
  /** A number, or a decimal string (`"1.0000"`) from exports and older SDKs. */
  Quantity?: number | string
  UnitAmount?: number
  ItemCode?: string
  TaxType?: string
  TaxAmount?: number
  LineAmount?: number
  DiscountRate?: number
  DiscountAmount?: number
}
interface XeroInvoice {
  Type?: 'ACCREC' | 'ACCPAY'
  InvoiceID: string
  InvoiceNumber?: string
  Reference?: string
  Contact?: {
    ContactID?: string
    Name?: string
    EmailAddress?: string
    TaxNumber?: string
    Addresses?: { AddressType?: string }[]
    Phones?: { PhoneNumber?: string; PhoneAreaCode?: string; PhoneCountryCode?: string }[]
  }
  Date?: string
  DateString?: string
  DueDate?: string
  DueDateString?: string
  FullyPaidOnDate?: string
  Status?: string
  LineAmountTypes?: string
  LineItems?: Line[]
  SubTotal?: number
  TotalTax?: number
  TotalDiscount?: number
  Total?: number
  AmountDue?: number
  AmountPaid?: number
  CurrencyCode?: string
}

/**
 * Xero's invoice status codes (https://developer.xero.com/documentation/api/accounting/types#invoices,
 * "Invoice Status Codes"): DRAFT, SUBMITTED (awaiting approval), AUTHORISED (approved, awaiting
 * payment), PAID, VOIDED, DELETED (a deleted draft). Anything else is UNKNOWN_CODE, never a guess.
 */
const STATUS = codeTable<InvoiceStatus>({
  draft: ['DRAFT', 'SUBMITTED'],
  open: ['AUTHORISED'],
  paid: ['PAID'],
  void: ['VOIDED', 'DELETED'],
})
const day = (s: string | undefined) => s?.slice(0, 10)
/** A date Xero's schema types as a calendar date (`x-is-msdate`), sent as a .NET date at midnight UTC. */
const calendarDay = (iso: string | undefined) => (iso?.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso)
/** Xero splits a phone into country code, area code and number: all three, as written. */
const phoneOf = (ph: { PhoneNumber?: string; PhoneAreaCode?: string; PhoneCountryCode?: string }) =>
  [ph.PhoneCountryCode, ph.PhoneAreaCode, ph.PhoneNumber]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')

export const xero = defineAdapter<XeroInvoice, InvoiceDraft>({
  key: 'xero',
  category: 'accounting',
  source: {
    object: 'Invoice',
    apiVersion: 'Accounting API 2.0',
    docs: 'https://developer.xero.com/documentation/api/accounting/invoices',
  },
  detect: {
    required: ['InvoiceID', 'LineAmountTypes'],
    equals: { Type: ['ACCREC', 'ACCPAY'] },
    bonus: ['LineItems', 'Contact.ContactID', 'AmountDue', 'CurrencyCode'],
  },
  envelopes: ['Invoices.0'],
  normalize(p, ctx) {
    const money = ctx.major(p.CurrencyCode)
    const c = p.Contact
    const party = c && {
      id: c.ContactID,
      name: c.Name,
      email: c.EmailAddress,
      phone: ((ph) => ph && phoneOf(ph))(c.Phones?.find((ph) => ph.PhoneNumber?.trim())),
      taxId: c.TaxNumber,
      address: ctx.address(c.Addresses?.find((a) => a.AddressType === 'POBOX') ?? c.Addresses?.[0], 'customer.address'),
    }
    return {
      vendorInvoiceId: p.InvoiceID,
      invoiceNumber: p.InvoiceNumber,
      status: ctx.code(STATUS, p.Status, 'status'),
      issueDate: ctx.date(day(p.DateString) ?? p.Date, undefined, 'issueDate'),
      dueDate: ctx.date(day(p.DueDateString) ?? p.DueDate, undefined, 'dueDate'),
      paidAt: calendarDay(ctx.date(p.FullyPaidOnDate, undefined, 'paidAt')),
      currency: money.currency,
      subtotal: money(p.SubTotal),
      discountTotal: money(p.TotalDiscount),
      taxTotal: money(p.TotalTax),
      total: money(p.Total),
      amountPaid: money(p.AmountPaid),
      amountDue: money(p.AmountDue),
      lineItems: ctx.list(p.LineItems, (l: Line) => ({
        description: l.Description,
        quantity: ctx.number(l.Quantity, 'lineItems.quantity'),
        unitPrice: money.unit(l.UnitAmount),
        discount: money(l.DiscountAmount),
        tax: money(l.TaxAmount),
        lineTotal: money(l.LineAmount),
        sku: l.ItemCode,
      })),
      ...(p.Type === 'ACCPAY' ? { vendor: party } : { customer: party }),
      notes: p.Reference,
    }
  },
})
