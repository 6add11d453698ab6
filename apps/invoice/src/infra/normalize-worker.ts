/**
 * The Piscina worker: one normalization per task, so that a 15 MB invoice runs off the event loop
 * and can be stopped at its time limit. AppErrors do not cross the thread boundary as a class, so
 * they travel back as data and are rebuilt by `unwrapOutcome`.
 */
import { isAppError } from '@svc/core/errors'
import type { Invoice } from '../canonical/invoice.js'
import { type NormalizeRequest, normalizeInvoice } from '../domain/normalize-invoice.js'

export type NormalizeOutcome =
  | { ok: true; invoice: Invoice }
  | { ok: false; code: string; message: string; extra: Record<string, unknown> }

export default function normalizeTask(task: NormalizeRequest): NormalizeOutcome {
  try {
    return { ok: true, invoice: normalizeInvoice(task) }
  } catch (error) {
    if (!isAppError(error)) throw error
    return { ok: false, code: error.code, message: error.message, extra: { ...error.extra } }
  }
}
