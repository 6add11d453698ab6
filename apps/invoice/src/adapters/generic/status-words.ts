/**
 * Status words the generic modes understand (lower-case), mapped to the canonical statuses. Named
 * adapters carry their vendor's own table; this is the union of common spellings for unknown vendors.
 */
import type { InvoiceStatus } from '../../canonical/invoice.js'

export const STATUS_WORDS: Readonly<Record<string, InvoiceStatus>> = {
  draft: 'draft',
  open: 'open',
  sent: 'open',
  issued: 'open',
  unpaid: 'open',
  pending: 'open',
  due: 'open',
  outstanding: 'open',
  authorised: 'open',
  authorized: 'open',
  approved: 'open',
  posted: 'open',
  paid: 'paid',
  settled: 'paid',
  complete: 'paid',
  completed: 'paid',
  closed: 'paid',
  void: 'void',
  voided: 'void',
  cancelled: 'void',
  canceled: 'void',
  deleted: 'void',
  uncollectible: 'uncollectible',
  written_off: 'uncollectible',
  bad_debt: 'uncollectible',
  overdue: 'overdue',
  past_due: 'overdue',
  late: 'overdue',
  partially_paid: 'partially_paid',
  partial: 'partially_paid',
  part_paid: 'partially_paid',
}

/** `Partially Paid`, `past-due` -> `partially_paid`, `past_due`. */
export function toStatusKey(value: string | undefined): string | undefined {
  return value
    ?.trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
}
