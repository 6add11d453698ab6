/**
 * Where normalization runs: normalize-kit's `normalizerPool` (inline below the threshold, core's worker
 * pool above it, 504 PROCESSING_TIMEOUT at the time limit, 503 when the queue is full).
 */
import { normalizerPool, type PoolOptions } from '@svc/normalize-kit/pool'
import type { Invoice } from '../canonical/invoice.js'
import {
  type InvoiceList,
  type NormalizeRequest,
  normalizeInvoice,
  normalizeInvoiceList,
} from '../domain/normalize-invoice.js'

export type InvoiceNormalizer = (input: NormalizeRequest, bodyBytes: number) => Promise<Invoice> | Invoice
export type InvoiceListNormalizer = (input: NormalizeRequest, bodyBytes: number) => Promise<InvoiceList> | InvoiceList

/** The pool's one task type: a single invoice or a vendor list (`normalizerPool` takes one function). */
export type InvoiceTask = NormalizeRequest & { list?: boolean }

export function runInvoiceTask(task: InvoiceTask): Invoice | InvoiceList {
  const request = { payload: task.payload, source: task.source }
  return task.list ? normalizeInvoiceList(request) : normalizeInvoice(request)
}

/**
 * Measured on the worst inputs, against the 50 ms event-loop budget (CPU time, best of 3):
 * `pdf_extract` text read by label and row patterns (test/infra/inline-threshold.test.ts), the worst
 * one long label-like line, costs 12.5 ms at 128 KB, 37.5 ms at 256 KB, 54 ms at 512 KB (load average
 * 35 on 2 cores); a webhook envelope of 12,000 one-member line items costs 34-46 ms at 128 KB and
 * 18-48 ms at 64 KB (load average 45-54 on 2 cores, where CPU time itself varies by half). 64 KB keeps
 * the worst under the budget with room for that variation.
 */
export const INLINE_BELOW_BYTES = 64 * 1024

/**
 * A vendor list costs more per byte than one invoice (each item is detected and normalized on its
 * own; test/infra/inline-threshold.test.ts): a 16 KB list of small generic items costs 71 ms of CPU,
 * and at 8 KB the worst list (empty items, each scored against every adapter and refused) 27 ms
 * (median of 3, load average 13-15 on 2 cores). Below 8 KB a list stays inside the budget.
 */
export const LIST_INLINE_BELOW_BYTES = 8 * 1024

export function pooledNormalizer(options: PoolOptions = {}): {
  normalize: InvoiceNormalizer
  normalizeList: InvoiceListNormalizer
  close(): Promise<void>
} {
  const pool = normalizerPool<InvoiceTask, Invoice | InvoiceList>(
    {
      worker: new URL('../../dist/infra/normalize-worker.js', import.meta.url),
      work: runInvoiceTask,
      inlineBelowBytes: INLINE_BELOW_BYTES,
    },
    options,
  )
  return {
    normalize: (input, bytes) => pool.run(input, bytes) as Promise<Invoice> | Invoice,
    // The pool has one threshold, in single-invoice bytes: a list's size is scaled to it.
    normalizeList: (input, bytes) =>
      pool.run({ ...input, list: true }, bytes * (INLINE_BELOW_BYTES / LIST_INLINE_BELOW_BYTES)) as
        | Promise<InvoiceList>
        | InvoiceList,
    close: pool.close,
  }
}
