/**
 * Where normalization runs (docs/contract.md "Heavy work"): bodies under `inlineBelowBytes` on the event
 * loop (a 30-event shipment takes tens of microseconds; a thread hop costs more), larger ones in the core worker pool, stopped at `timeoutMs`
 * with 504 PROCESSING_TIMEOUT (503 when the queue is full). Core's `inlineOrPooled` does the choosing.
 */
import { fileURLToPath } from 'node:url'
import { inlineOrPooled } from '@svc/core'
import { type NormalizeReply, normalizeElements, type ShipmentElement } from '../domain/normalize-batch.js'

export type ShipmentNormalizer = (
  input: ShipmentElement[],
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
  const runner = inlineOrPooled({
    filename: WORKER,
    work: normalizeElements,
    inlineBelowBytes: options.inlineBelowBytes ?? INLINE_BELOW_BYTES,
    timeoutMs: options.timeoutMs ?? NORMALIZE_TIMEOUT_MS,
    maxThreads: options.maxThreads,
  })
  return { normalize: (input, bodyBytes) => runner.run(input, bodyBytes), close: () => runner.close() }
}
