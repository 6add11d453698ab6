/**
 * Generic mode `erp_export`: header + lines segments as ERP exports write them, with SAP field names
 * (billing document VBRK/VBRP: VBELN, FKDAT, WAERK, NETWR, MWSBK, KUNRG; items POSNR, MATNR, ARKTX,
 * FKIMG, NETWR, MWSBP; IDoc INVOIC segments E1EDK01/E1EDP01) or Oracle Receivables names
 * (RA_CUSTOMER_TRX: TRX_NUMBER, TRX_DATE, INVOICE_CURRENCY_CODE; lines EXTENDED_AMOUNT, QUANTITY_INVOICED).
 */
import { defineAdapter, isRecord, type NormalizeContext, pick, pickArray, pickString } from '@svc/normalize-kit'
import type { InvoiceDraft } from '../../canonical/invoice.js'

type Export = Record<string, unknown>
const HEADER = ['header', 'HEADER', 'Header', 'invoice_header', 'INVOICE_HEADER', 'InvoiceHeader', 'E1EDK01', 'VBRK']
const LINES = [
  'lines',
  'LINES',
  'Lines',
  'items',
  'ITEMS',
  'Items',
  'invoice_lines',
  'INVOICE_LINES',
  'E1EDP01',
  'VBRP',
]

const H = {
  number: ['VBELN', 'BELNR', 'TRX_NUMBER', 'INVOICE_NUM', 'DocumentNumber', 'document_number'],
  date: ['FKDAT', 'BLDAT', 'TRX_DATE', 'INVOICE_DATE', 'DocumentDate', 'document_date'],
  due: ['NETDT', 'ZFBDT', 'TERM_DUE_DATE', 'DUE_DATE', 'DueDate'],
  currency: ['WAERK', 'WAERS', 'CURCY', 'INVOICE_CURRENCY_CODE', 'CURRENCY_CODE', 'Currency'],
  net: ['NETWR', 'NET_AMOUNT', 'LINE_AMOUNT_TOTAL'],
  tax: ['MWSBK', 'TAX_ORIGINAL', 'TAX_AMOUNT'],
  total: ['BRTWR', 'AMOUNT_DUE_ORIGINAL', 'INVOICE_AMOUNT', 'GROSS_AMOUNT'],
  due_amount: ['AMOUNT_DUE_REMAINING'],
  customerId: ['KUNRG', 'KUNNR', 'BILL_TO_CUSTOMER_NUMBER', 'CUSTOMER_NUMBER'],
  customerName: ['NAME1', 'BILL_TO_CUSTOMER_NAME', 'CUSTOMER_NAME'],
  terms: ['ZTERM', 'TERM_NAME', 'PAYMENT_TERMS'],
  taxId: ['STCEG', 'TAX_REFERENCE'],
}
const L = {
  description: ['ARKTX', 'DESCRIPTION', 'ITEM_DESCRIPTION', 'MAKTX'],
  quantity: ['FKIMG', 'MENGE', 'QUANTITY_INVOICED', 'QUANTITY'],
  unitPrice: ['NETPR', 'UNIT_SELLING_PRICE', 'UNIT_PRICE'],
  lineTotal: ['NETWR', 'EXTENDED_AMOUNT', 'LINE_AMOUNT'],
  tax: ['MWSBP', 'TAX_AMOUNT'],
  sku: ['MATNR', 'ITEM_NUMBER', 'INVENTORY_ITEM', 'SEGMENT1'],
}

function read(p: Export, ctx: NormalizeContext): InvoiceDraft {
  const header = pick(p, HEADER)
  const h = isRecord(header) ? header : {}
  const money = ctx.major(pick(h, H.currency))
  return {
    invoiceNumber: pickString(h, H.number),
    issueDate: ctx.date(pick(h, H.date), undefined, 'issueDate'),
    dueDate: ctx.date(pick(h, H.due), undefined, 'dueDate'),
    currency: money.currency,
    subtotal: money(pick(h, H.net)),
    taxTotal: money(pick(h, H.tax)),
    total: money(pick(h, H.total)),
    amountDue: money(pick(h, H.due_amount)),
    lineItems: ctx.list(pickArray(p, LINES), (l: Export) => ({
      description: pickString(l, L.description),
      quantity: ctx.number(pick(l, L.quantity)),
      unitPrice: money.unit(pick(l, L.unitPrice)),
      tax: money(pick(l, L.tax)),
      lineTotal: money(pick(l, L.lineTotal)),
      sku: pickString(l, L.sku),
    })),
    customer: { id: pickString(h, H.customerId), name: pickString(h, H.customerName), taxId: pickString(h, H.taxId) },
    paymentTerms: pickString(h, H.terms),
  }
}

export const erpExport = defineAdapter<Export, InvoiceDraft>({
  key: 'erp_export',
  kind: 'generic',
  category: 'generic',
  confidence: 0.7,
  source: {
    object: 'SAP billing document / IDoc INVOIC, Oracle AR transaction export',
    apiVersion: 'n/a',
    docs: 'https://help.sap.com/docs/SAP_S4HANA_ON-PREMISE',
  },
  detect: {
    required: [HEADER, LINES],
    bonus: [HEADER.flatMap((seg) => [...H.number, ...H.currency].map((f) => `${seg}.${f}`))],
  },
  normalize: read,
})
