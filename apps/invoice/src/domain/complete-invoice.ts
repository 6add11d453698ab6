/**
 * From an adapter's draft to the canonical members: nulls for what the vendor did not send, and the
 * few derivations a reader expects (README "Derived members"), each named in `sourceMeta.derivedFields`:
 * line total = unit price × quantity, subtotal = Σ line totals, total = subtotal − discount + tax +
 * shipping, amount due = total − paid (and the reverse), paid invoices owe nothing, and an open
 * invoice with 0 < paid < total is `partially_paid`. All arithmetic on integer minor units.
 */
import { exponentOf, multiplyMinor, toMajor, toMinor } from '@svc/normalize-kit'
import type { Invoice, InvoiceDraft, LineItem, Party } from '../canonical/invoice.js'

type Members = Omit<Invoice, 'invoiceId' | 'confidence' | 'normalizationWarnings' | 'detectedSource' | 'sourceMeta'>

const n = <T>(v: T | null | undefined): T | null => (v === undefined ? null : v)

function party(p: InvoiceDraft['customer']): Party | null {
  if (!p) return null
  const out: Party = {
    id: n(p.id),
    name: n(p.name),
    email: n(p.email),
    phone: n(p.phone),
    taxId: n(p.taxId),
    address: n(p.address),
  }
  return Object.values(out).some((v) => v !== null) ? out : null
}

function line(l: NonNullable<InvoiceDraft['lineItems']>[number], e: number, derived: Set<string>): LineItem {
  let lineTotal = n(l.lineTotal)
  if (lineTotal === null && l.unitPrice != null && l.quantity != null) {
    const product = multiplyMinor(toMinor(l.unitPrice, e), l.quantity)
    if (product !== undefined) {
      lineTotal = toMajor(product, e)
      derived.add('lineItems.lineTotal')
    }
  }
  return {
    description: n(l.description),
    quantity: n(l.quantity),
    unitPrice: n(l.unitPrice),
    discount: n(l.discount),
    tax: n(l.tax),
    lineTotal,
    sku: n(l.sku),
  }
}

export function completeInvoice(draft: InvoiceDraft): { members: Members; derived: string[] } {
  const derived = new Set<string>()
  const currency = n(draft.currency)
  const e = exponentOf(currency ?? undefined)
  const minor = (v: number | null | undefined) => (v == null ? undefined : toMinor(v, e))
  const major = (v: bigint) => toMajor(v, e)
  const lineItems = (draft.lineItems ?? []).map((l) => line(l, e, derived))
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
  let [paid, due] = [minor(draft.amountPaid), minor(draft.amountDue)]
  if (draft.status === 'paid' && total !== undefined && paid === undefined && due === undefined) {
    ;[paid, due] = [total, 0n]
    derived.add('amountPaid').add('amountDue')
  } else if (due === undefined && total !== undefined && paid !== undefined) {
    due = total - paid
    derived.add('amountDue')
  } else if (paid === undefined && total !== undefined && due !== undefined) {
    paid = total - due
    derived.add('amountPaid')
  }
  let status = n(draft.status)
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
  const opt = (v: bigint | undefined) => (v === undefined ? null : major(v))
  return {
    derived: [...derived].sort(),
    members: {
      vendorInvoiceId: n(draft.vendorInvoiceId),
      invoiceNumber: n(draft.invoiceNumber),
      status,
      issueDate: n(draft.issueDate),
      dueDate: n(draft.dueDate),
      paidAt: n(draft.paidAt),
      currency,
      subtotal: opt(subtotal),
      discountTotal: opt(d),
      taxTotal: opt(t),
      shippingTotal: opt(h),
      total: opt(total),
      amountPaid: opt(paid),
      amountDue: opt(due),
      lineItems,
      taxes: (draft.taxes ?? []).map((x) => ({ name: n(x.name), rate: n(x.rate), amount: n(x.amount) })),
      customer: party(draft.customer),
      vendor: party(draft.vendor),
      paymentTerms: n(draft.paymentTerms),
      notes: n(draft.notes),
    },
  }
}
