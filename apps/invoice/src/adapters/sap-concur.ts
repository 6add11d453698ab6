/**
 * SAP Concur Invoice `PaymentRequest` (Invoice API v3.0, GET /api/v3.0/invoice/paymentrequest/{id}):
 * https://developer.concur.com/api-reference/invoice/v3.payment-request.html. A payment request is a
 * supplier invoice entered in Concur: the vendor is the supplier. Amounts are decimal numbers in major
 * units of `CurrencyCode`; dates are zone-less timestamps of calendar dates.
 */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { InvoiceDraft, InvoiceStatus } from '../canonical/invoice.js'

interface Line {
  RequestLineItemNumber?: number
  Description?: string
  Quantity?: number
  UnitPrice?: number
  TotalPrice?: number
  SupplierPartId?: string
  Tax?: number
}
interface PaymentRequest {
  ID: string
  InvoiceNumber?: string
  InvoiceDate?: string
  PaymentDueDate?: string
  PaidDate?: string
  CurrencyCode?: string
  InvoiceAmount?: number
  CalculatedAmount?: number
  LineItemTotalAmount?: number
  ShippingAmount?: number
  TaxAmount?: number
  ApprovalStatus?: string
  PaymentStatus?: string
  PurchaseOrderNumber?: string
  Description?: string
  PaymentTermsDays?: number
  VendorRemitAddress?: {
    VendorCode?: string
    Name?: string
    Address1?: string
    Address2?: string
    City?: string
    State?: string
    PostalCode?: string
    CountryCode?: string
    TaxID?: string
    Email?: string
  }
  EmployeeName?: string
  LineItems?: Line[] | { LineItem?: Line[] }
}

/** Concur payment-status codes: NOT_PAID, PAID, PAYMENT_PENDING, ... (EXTRACTED = sent to the ERP for payment). */
const STATUS = codeTable<InvoiceStatus>({
  open: ['NOT_PAID', 'PENDING', 'PAYMENT_PENDING', 'EXTRACTED'],
  paid: ['PAID'],
  void: ['CANCELLED', 'VOID'],
})
const day = (s: string | undefined) => s?.slice(0, 10)

export const sapConcur = defineAdapter<PaymentRequest, InvoiceDraft>({
  key: 'sap_concur',
  aliases: ['concur'],
  category: 'expense',
  source: {
    object: 'Invoice PaymentRequest',
    apiVersion: 'v3.0',
    docs: 'https://developer.concur.com/api-reference/invoice/v3.payment-request.html',
  },
  detect: {
    required: ['ID', 'InvoiceNumber', 'InvoiceAmount', 'CurrencyCode'],
    bonus: ['VendorRemitAddress', 'LineItems', 'PaymentStatus', 'ApprovalStatus'],
  },
  normalize(p, ctx) {
    const money = ctx.major(p.CurrencyCode)
    const v = p.VendorRemitAddress
    const lines = Array.isArray(p.LineItems) ? p.LineItems : p.LineItems?.LineItem
    return {
      vendorInvoiceId: p.ID,
      invoiceNumber: p.InvoiceNumber,
      status: ctx.code(STATUS, p.PaymentStatus, 'status'),
      issueDate: ctx.date(day(p.InvoiceDate), undefined, 'issueDate'),
      dueDate: ctx.date(day(p.PaymentDueDate), undefined, 'dueDate'),
      paidAt: ctx.date(day(p.PaidDate), undefined, 'paidAt'),
      currency: money.currency,
      subtotal: money(p.LineItemTotalAmount),
      taxTotal: money(p.TaxAmount),
      shippingTotal: money(p.ShippingAmount),
      total: money(p.InvoiceAmount),
      lineItems: ctx.list(lines, (l: Line) => ({
        description: l.Description,
        quantity: l.Quantity,
        unitPrice: money.unit(l.UnitPrice),
        tax: money(l.Tax),
        lineTotal: money(l.TotalPrice),
        sku: l.SupplierPartId,
      })),
      vendor: v && {
        id: v.VendorCode,
        name: v.Name,
        email: v.Email,
        taxId: v.TaxID,
        address: ctx.address(
          {
            line1: v.Address1,
            line2: v.Address2,
            city: v.City,
            state: v.State,
            postal_code: v.PostalCode,
            country: v.CountryCode,
          },
          'vendor.address',
        ),
      },
      customer: { name: p.EmployeeName },
      paymentTerms: p.PaymentTermsDays !== undefined ? `Net ${p.PaymentTermsDays}` : undefined,
      notes: p.Description ?? p.PurchaseOrderNumber,
    }
  },
})
