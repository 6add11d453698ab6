/**
 * Where normalization runs: normalize-kit's `normalizerPool` (inline below the threshold, core's worker
 * pool above it, 504 PROCESSING_TIMEOUT at the time limit, 503 when the queue is full).
 */
import { normalizerPool, type PoolOptions } from '@svc/normalize-kit/pool'
import { type NormalizeReply, normalizeElements, type ShipmentElement } from '../domain/normalize-batch.js'

export type ShipmentNormalizer = (
  input: ShipmentElement[],
  bodyBytes: number,
) => Promise<NormalizeReply> | NormalizeReply

/**
 * Measured on the worst input (test/infra/inline-threshold.test.ts: one DHL eCommerce response whose
 * events carry entity-dense markup in their descriptions and locations and abbreviation- or IANA-zoned
 * times): 16 KB costs 22 ms of CPU, 24 KB 35 ms, 96 KB 71 ms (load average 35 on 2 cores); 16 KB
 * 22-37 ms again (load average 15-25), against the 50 ms event-loop budget.
 */
export const INLINE_BELOW_BYTES = 16 * 1024

export function pooledNormalizer(options: PoolOptions = {}): { normalize: ShipmentNormalizer; close(): Promise<void> } {
  const pool = normalizerPool(
    {
      worker: new URL('../../dist/infra/normalize-worker.js', import.meta.url),
      work: normalizeElements,
      inlineBelowBytes: INLINE_BELOW_BYTES,
    },
    options,
  )
  return { normalize: pool.run, close: pool.close }
}
