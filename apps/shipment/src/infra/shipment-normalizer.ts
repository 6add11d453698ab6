/**
 * Where normalization runs (CONTRACT "Heavy work"): bodies under `inlineBelowBytes` on the event loop
 * (a 30-event shipment takes tens of microseconds; a thread hop costs more), larger batches in the core
 * worker pool, stopped at `timeoutMs` with 504 PROCESSING_TIMEOUT (503 when the queue is full).
 */
import { fileURLToPath } from 'node:url'
import { createWorkerPool } from '@svc/core'
import { type NormalizeReply, normalizeElements, type ShipmentElement } from '../domain/normalize-batch.js'

export type ShipmentNormalizer = (
  elements: ShipmentElement[],
  bodyBytes: number,
) => Promise<NormalizeReply> | NormalizeReply

export const NORMALIZE_TIMEOUT_MS = 30_000
export const INLINE_BELOW_BYTES = 256 * 1024
/** The compiled worker (tests run after the package build). */
const WORKER = fileURLToPath(new URL('../../dist/infra/normalize-worker.js', import.meta.url))

export interface PoolOptions {
  inlineBelowBytes?: number
  timeoutMs?: number
  maxThreads?: number
}

export function pooledNormalizer(options: PoolOptions = {}): { normalize: ShipmentNormalizer; close(): Promise<void> } {
  const inlineBelow = options.inlineBelowBytes ?? INLINE_BELOW_BYTES
  const pool = createWorkerPool({
    filename: WORKER,
    timeoutMs: options.timeoutMs ?? NORMALIZE_TIMEOUT_MS,
    ...(options.maxThreads ? { maxThreads: options.maxThreads } : {}),
  })
  return {
    normalize: (elements, bodyBytes) =>
      bodyBytes < inlineBelow ? normalizeElements(elements) : pool.run<NormalizeReply>(elements),
    close: () => pool.close(),
  }
}
