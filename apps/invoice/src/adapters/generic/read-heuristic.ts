/**
 * The shared heuristic reader of the generic modes: every canonical member looked up under the
 * vocabulary's alternative keys. Amounts may be numbers, strings or `{ value | amount, currency }`
 * objects; `minorUnits` reads them as integer minor units (processor shapes), else as major units.
 */
import { isRecord, type NormalizeContext, pick, pickArray, pickString } from '@svc/normalize-kit'
import type { InvoiceDraft } from '../../canonical/invoice.js'
import { STATUS_WORDS, toStatusKey } from './status-words.js'
import { KEYS, LINE_KEYS, PARTY_KEYS } from './vocabulary.js'

export interface HeuristicOptions {
  minorUnits?: boolean
  /** Date hint for numeric dates (processor shapes use epoch seconds). */
  epoch?: 'epoch_s' | 'epoch_ms'
}

/** `{ value: "1.00" }`, `{ amount: 100 }` or a plain value. */
export function amountOf(value: unknown): unknown {
  return isRecord(value) ? pick(value, ['value', 'amount', 'Amount', 'Value']) : value
}

function readParty(value: unknown, ctx: NormalizeContext): InvoiceDraft['customer'] {
  if (typeof value === 'string')
    return /^[\w-]+$/.test(value) && /\d/.test(value) ? { id: value } : { name: ctx.name(value) }
  if (!isRecord(value)) return undefined
  return {
    id: pickString(value, PARTY_KEYS.id),
    name: ctx.name(value),
    email: pickString(value, PARTY_KEYS.email),
    phone: pickString(value, PARTY_KEYS.phone),
    taxId: pickString(value, PARTY_KEYS.taxId),
    address: ctx.address(pick(value, PARTY_KEYS.address) ?? value),
  }
}

export function readHeuristic(
  p: Record<string, unknown>,
  ctx: NormalizeContext,
  options: HeuristicOptions = {},
): InvoiceDraft {
  const currency = pick(p, KEYS.currency)
  const money = options.minorUnits ? ctx.minorUnits(currency) : ctx.major(currency)
  const amount = (keys: readonly string[], from: unknown = p) => money(amountOf(pick(from, keys)))
  const customer = readParty(pick(p, KEYS.customer), ctx) ?? {
    name: pickString(p, ['customer_name', 'customerName', 'client_name']),
    email: pickString(p, ['customer_email', 'customerEmail']),
  }
  return {
    vendorInvoiceId: pickString(p, KEYS.id),
    invoiceNumber: pickString(p, KEYS.number),
    status: ctx.code(STATUS_WORDS, toStatusKey(pickString(p, KEYS.status)), 'status'),
    issueDate: ctx.date(pick(p, KEYS.issueDate), options.epoch, 'issueDate'),
    dueDate: ctx.date(pick(p, KEYS.dueDate), options.epoch, 'dueDate'),
    paidAt: ctx.date(pick(p, KEYS.paidAt), options.epoch, 'paidAt'),
    currency: money.currency,
    subtotal: amount(KEYS.subtotal),
    discountTotal: amount(KEYS.discount),
    taxTotal: amount(KEYS.tax),
    shippingTotal: amount(KEYS.shipping),
    total: amount(KEYS.total),
    amountPaid: amount(KEYS.paid),
    amountDue: amount(KEYS.due),
    lineItems: ctx.list(pickArray(p, KEYS.lines), (l: Record<string, unknown>) => ({
      description: pickString(l, LINE_KEYS.description),
      quantity: ctx.number(pick(l, LINE_KEYS.quantity)),
      unitPrice: money.unit(amountOf(pick(l, LINE_KEYS.unitPrice)), 'lineItems.unitPrice'),
      discount: amount(LINE_KEYS.discount, l),
      tax: amount(LINE_KEYS.tax, l),
      lineTotal: amount(LINE_KEYS.lineTotal, l),
      sku: pickString(l, LINE_KEYS.sku),
    })),
    customer,
    vendor: readParty(pick(p, KEYS.vendor), ctx),
    paymentTerms: pickString(p, KEYS.terms),
    notes: pickString(p, KEYS.notes),
  }
}
