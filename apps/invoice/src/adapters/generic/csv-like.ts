/**
 * Generic mode `csv_like`: one spreadsheet row as an object, with human headers (`Invoice Number`,
 * `Invoice Date`, `Bill To`, `Line 1 Description`, `Line 1 Amount`, `Item 2 Qty`). Headers are
 * folded (case, spaces, `_`, `#`) and matched against a synonym table; numbered line columns are grouped.
 */
import { defineAdapter, type NormalizeContext } from '@svc/normalize-kit'
import type { InvoiceDraft } from '../../canonical/invoice.js'
import { STATUS_WORDS, toStatusKey } from './status-words.js'

type Row = Record<string, unknown>
const fold = (key: string) =>
  key
    .toLowerCase()
    .replace(/#/g, ' number')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

const HEADERS: Readonly<Record<string, readonly string[]>> = {
  invoiceNumber: ['invoice number', 'invoice no', 'invoice', 'number'],
  issueDate: ['invoice date', 'date', 'issue date', 'date issued'],
  dueDate: ['due date', 'payment due', 'due'],
  status: ['status', 'invoice status'],
  currency: ['currency', 'currency code'],
  subtotal: ['subtotal', 'sub total', 'net amount', 'net'],
  discountTotal: ['discount', 'discount total', 'total discount'],
  taxTotal: ['tax', 'tax total', 'total tax', 'vat', 'sales tax'],
  shippingTotal: ['shipping', 'freight', 'delivery'],
  total: ['total', 'invoice total', 'grand total', 'total amount', 'amount'],
  amountPaid: ['amount paid', 'paid'],
  amountDue: ['amount due', 'balance', 'balance due'],
  customerName: ['customer', 'customer name', 'bill to', 'client', 'client name'],
  customerEmail: ['customer email', 'email', 'bill to email'],
  terms: ['terms', 'payment terms'],
  notes: ['notes', 'memo', 'comments'],
}
const LINE = /^(?:line|item|line item)\s*(\d+)\s+(.+)$/
const LINE_FIELDS: Readonly<Record<string, string>> = {
  description: 'description',
  desc: 'description',
  name: 'description',
  item: 'description',
  product: 'description',
  qty: 'quantity',
  quantity: 'quantity',
  units: 'quantity',
  'unit price': 'unitPrice',
  price: 'unitPrice',
  rate: 'unitPrice',
  'unit cost': 'unitPrice',
  amount: 'lineTotal',
  total: 'lineTotal',
  'line total': 'lineTotal',
  tax: 'tax',
  discount: 'discount',
  sku: 'sku',
  code: 'sku',
  'item code': 'sku',
}

function index(row: Row) {
  const flat = new Map<string, unknown>()
  const lines = new Map<number, Record<string, unknown>>()
  for (const [key, value] of Object.entries(row)) {
    const folded = fold(key)
    const m = LINE.exec(folded)
    const field = m && LINE_FIELDS[m[2] as string]
    if (m && field) {
      const n = Number(m[1])
      lines.set(n, { ...lines.get(n), [field]: value })
    } else if (!flat.has(folded)) flat.set(folded, value)
  }
  return { flat, lines: [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, l]) => l) }
}

function read(row: Row, ctx: NormalizeContext): InvoiceDraft {
  const { flat, lines } = index(row)
  const get = (member: string) =>
    (HEADERS[member] ?? []).map((h) => flat.get(h)).find((v) => v !== undefined && v !== '')
  const money = ctx.major(get('currency'))
  return {
    invoiceNumber: ctx.text(get('invoiceNumber')),
    status: ctx.code(STATUS_WORDS, toStatusKey(ctx.text(get('status'))), 'status'),
    issueDate: ctx.date(get('issueDate'), undefined, 'issueDate'),
    dueDate: ctx.date(get('dueDate'), undefined, 'dueDate'),
    currency: money.currency,
    subtotal: money(get('subtotal')),
    discountTotal: money(get('discountTotal')),
    taxTotal: money(get('taxTotal')),
    shippingTotal: money(get('shippingTotal')),
    total: money(get('total')),
    amountPaid: money(get('amountPaid')),
    amountDue: money(get('amountDue')),
    lineItems: lines.map((l) => ({
      description: ctx.text(l.description),
      quantity: ctx.number(l.quantity),
      unitPrice: money.unit(l.unitPrice),
      discount: money(l.discount),
      tax: money(l.tax),
      lineTotal: money(l.lineTotal),
      sku: ctx.text(l.sku),
    })),
    customer: { name: ctx.name(ctx.text(get('customerName'))), email: ctx.text(get('customerEmail')) },
    paymentTerms: ctx.text(get('terms')),
    notes: ctx.text(get('notes')),
  }
}

export const csvLike = defineAdapter<Row, InvoiceDraft>({
  key: 'csv_like',
  kind: 'generic',
  category: 'generic',
  confidence: 0.7,
  source: {
    object: 'spreadsheet row with human column headers',
    apiVersion: 'n/a',
    docs: 'https://www.rfc-editor.org/rfc/rfc4180',
  },
  detect: {
    keys: [/^invoice[\s_]*(number|no\.?|#|date)$/i, /\s/],
    bonus: [['Total', 'Invoice Total', 'Amount Due', 'Grand Total'], ['Currency'], ['Due Date']],
  },
  normalize: read,
})
