/**
 * From an adapter's draft to the canonical members: nulls for what the vendor did not send, and the
 * few derivations a reader expects (README "Derived members"), each named in `sourceMeta.derivedFields`:
 * line total = unit price × quantity, subtotal = Σ line totals, total = subtotal − discount + tax +
 * shipping, amount due = total − paid (and the reverse), paid invoices owe nothing, and an open
 * invoice with 0 < paid < total is `partially_paid`. All arithmetic on integer minor units; a line
 * total is the exact product of the unit price and quantity as given, rounded once (0.335 × 3 = 1.01),
 * and a derived amount no JSON number carries exactly is left out with AMOUNT_NOT_REPRESENTABLE.
 * Adapters pass some vendor values straight through, so the canonical types are enforced here
 * (text, finite numbers, known statuses), whatever types the payload held; the words a vendor may
 * write in markup (line descriptions, party and tax names, terms, notes) are read as text.
 */
import { exactMajor, exponentOf, isRecord, multiplyMajor, plainText, toMinor, type Warning } from '@svc/normalize-kit'
import { INVOICE_STATUSES, type Invoice, type InvoiceDraft, type LineItem, type Party } from '../canonical/invoice.js'

type Members = Omit<Invoice, 'invoiceId' | 'confidence' | 'normalizationWarnings' | 'detectedSource' | 'sourceMeta'>

const text = (v: unknown): string | null =>
  typeof v === 'string' ? v.trim() || null : typeof v === 'number' && Number.isFinite(v) ? String(v) : null
/** Words a vendor may write in markup (descriptions, names, notes): through the kit's `plainText`. */
const prose = (v: unknown): string | null => (typeof v === 'string' ? plainText(v) || null : text(v))
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const STATUSES: ReadonlySet<string> = new Set(INVOICE_STATUSES)

function party(p: InvoiceDraft['customer']): Party | null {
  if (!p) return null
  const out: Party = {
    id: text(p.id),
    name: prose(p.name),
    email: text(p.email),
    phone: text(p.phone),
    taxId: text(p.taxId),
    address: isRecord(p.address) && Array.isArray(p.address.lines) ? p.address : null,
  }
  return Object.values(out).some((v) => v !== null) ? out : null
}

function line(
  l: NonNullable<InvoiceDraft['lineItems']>[number],
  e: number,
  derived: Set<string>,
  warnings: Warning[],
): LineItem {
  let lineTotal = num(l.lineTotal)
  const [unitPrice, quantity] = [num(l.unitPrice), num(l.quantity)]
  if (lineTotal === null && unitPrice !== null && quantity !== null) {
    const product = multiplyMajor(unitPrice, quantity, e)
    const value = product === undefined ? undefined : exactMajor(product, e)
    if (value !== undefined) {
      lineTotal = value
      derived.add('lineItems.lineTotal')
    } else if (product !== undefined) warnings.push(notRepresentable('lineItems.lineTotal'))
  }
  return {
    description: prose(l.description),
    quantity,
    unitPrice,
    discount: num(l.discount),
    tax: num(l.tax),
    lineTotal,
    sku: text(l.sku),
  }
}

const notRepresentable = (field: string): Warning => ({
  code: 'AMOUNT_NOT_REPRESENTABLE',
  message: 'A derived amount needs more significant digits than a JSON number carries exactly; it was left out.',
  field,
})

export function completeInvoice(draft: InvoiceDraft): { members: Members; derived: string[]; warnings: Warning[] } {
  const derived = new Set<string>()
  const warnings: Warning[] = []
  const currency = text(draft.currency)
  const e = exponentOf(currency ?? undefined)
  const minor = (v: unknown) => {
    const value = num(v)
    return value === null ? undefined : toMinor(value, e)
  }
  const lineItems = (draft.lineItems ?? []).map((l) => line(l, e, derived, warnings))
  const lines = lineItems.map((l) => minor(l.lineTotal))
  let subtotal = minor(draft.subtotal)
  if (subtotal === undefined && lines.length > 0 && lines.every((v) => v !== undefined)) {
    subtotal = (lines as bigint[]).reduce((a, b) => a + b, 0n)
    derived.add('subtotal')
  }
  const [d, t, h] = [minor(draft.discountTotal), minor(draft.taxTotal), minor(draft.shippingTotal)]
  let total = minor(draft.total)
  if (total === undefined && subtotal !== undefined) {
    total = subtotal - (d ?? 0n) + (t ?? 0n) + (h ?? 0n)
    derived.add('total')
  }
  let status = typeof draft.status === 'string' && STATUSES.has(draft.status) ? draft.status : null
  let [paid, due] = [minor(draft.amountPaid), minor(draft.amountDue)]
  if (status === 'paid' && total !== undefined && paid === undefined && due === undefined) {
    ;[paid, due] = [total, 0n]
    derived.add('amountPaid').add('amountDue')
  } else if (due === undefined && total !== undefined && paid !== undefined) {
    due = total - paid
    derived.add('amountDue')
  } else if (paid === undefined && total !== undefined && due !== undefined) {
    paid = total - due
    derived.add('amountPaid')
  }
  if (
    (status === 'open' || status === 'overdue') &&
    paid !== undefined &&
    total !== undefined &&
    paid > 0n &&
    paid < total
  ) {
    status = 'partially_paid'
    derived.add('status')
  }
  const opt = (v: bigint | undefined, field: string) => {
    if (v === undefined) return null
    const value = exactMajor(v, e)
    if (value !== undefined) return value
    warnings.push(notRepresentable(field))
    derived.delete(field)
    return null
  }
  const amounts = {
    subtotal: opt(subtotal, 'subtotal'),
    discountTotal: opt(d, 'discountTotal'),
    taxTotal: opt(t, 'taxTotal'),
    shippingTotal: opt(h, 'shippingTotal'),
    total: opt(total, 'total'),
    amountPaid: opt(paid, 'amountPaid'),
    amountDue: opt(due, 'amountDue'),
  }
  return {
    warnings,
    derived: [...derived].sort(),
    members: {
      vendorInvoiceId: text(draft.vendorInvoiceId),
      invoiceNumber: text(draft.invoiceNumber),
      status,
      issueDate: text(draft.issueDate),
      dueDate: text(draft.dueDate),
      paidAt: text(draft.paidAt),
      currency,
      ...amounts,
      lineItems,
      taxes: (draft.taxes ?? []).map((x) => ({ name: prose(x.name), rate: num(x.rate), amount: num(x.amount) })),
      customer: party(draft.customer),
      vendor: party(draft.vendor),
      paymentTerms: prose(draft.paymentTerms),
      notes: prose(draft.notes),
    },
  }
}
