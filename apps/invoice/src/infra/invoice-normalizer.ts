/**
 * Where normalization runs (CONTRACT "Heavy work"): bodies under `inlineBelowBytes` normalize on the
 * event loop (a 200-line invoice takes well under a millisecond; a thread hop would cost more), larger
 * ones in the core worker pool, stopped at `timeoutMs` with 504 PROCESSING_TIMEOUT (503 when full).
 */
import { fileURLToPath } from 'node:url'
import { createWorkerPool } from '@svc/core'
import { AppError } from '@svc/core/errors'
import type { Invoice } from '../canonical/invoice.js'
import { type NormalizeRequest, normalizeInvoice } from '../domain/normalize-invoice.js'
import type { NormalizeOutcome } from './normalize-worker.js'

export type InvoiceNormalizer = (request: NormalizeRequest, bodyBytes: number) => Promise<Invoice> | Invoice

export const NORMALIZE_TIMEOUT_MS = 30_000
export const INLINE_BELOW_BYTES = 512 * 1024
/** The compiled worker (from src/infra or dist/infra alike: tests run after the package build). */
const WORKER = fileURLToPath(new URL('../../dist/infra/normalize-worker.js', import.meta.url))

export interface PoolOptions {
  inlineBelowBytes?: number
  timeoutMs?: number
  maxThreads?: number
}

export function pooledNormalizer(options: PoolOptions = {}): { normalize: InvoiceNormalizer; close(): Promise<void> } {
  const inlineBelow = options.inlineBelowBytes ?? INLINE_BELOW_BYTES
  const pool = createWorkerPool({
    filename: WORKER,
    timeoutMs: options.timeoutMs ?? NORMALIZE_TIMEOUT_MS,
    ...(options.maxThreads ? { maxThreads: options.maxThreads } : {}),
  })
  return {
    async normalize(request, bodyBytes) {
      if (bodyBytes < inlineBelow) return normalizeInvoice(request)
      const outcome = await pool.run<NormalizeOutcome>(request)
      if (outcome.ok) return outcome.invoice
      throw new AppError(outcome.code, outcome.message, outcome.extra)
    },
    close: () => pool.close(),
  }
}
