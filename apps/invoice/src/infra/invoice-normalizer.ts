/**
 * Where normalization runs: normalize-kit's `normalizerPool` (inline below the threshold, core's worker
 * pool above it, 504 PROCESSING_TIMEOUT at the time limit, 503 when the queue is full).
 */
import { normalizerPool, type PoolOptions } from '@svc/normalize-kit/pool'
import type { Invoice } from '../canonical/invoice.js'
import { type NormalizeRequest, normalizeInvoice } from '../domain/normalize-invoice.js'

export type InvoiceNormalizer = (input: NormalizeRequest, bodyBytes: number) => Promise<Invoice> | Invoice

/**
 * Measured on the worst input (test/infra/inline-threshold.test.ts: `pdf_extract` text, read by label
 * and row patterns line by line, with long label-like lines and entity-dense markup): the worst, one long
 * label-like line, costs 12.5 ms of CPU at 128 KB, 37.5 ms at 256 KB, 54 ms at 512 KB (load average 35 on
 * 2 cores), and 16.8 ms at 128 KB with line descriptions read as text (load average 15), against the
 * 50 ms event-loop budget.
 */
export const INLINE_BELOW_BYTES = 128 * 1024

export function pooledNormalizer(options: PoolOptions = {}): { normalize: InvoiceNormalizer; close(): Promise<void> } {
  const pool = normalizerPool(
    {
      worker: new URL('../../dist/infra/normalize-worker.js', import.meta.url),
      work: normalizeInvoice,
      inlineBelowBytes: INLINE_BELOW_BYTES,
    },
    options,
  )
  return { normalize: pool.run, close: pool.close }
}
