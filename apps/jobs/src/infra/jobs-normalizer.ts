/**
 * Where normalization runs: normalize-kit's `normalizerPool` (inline below the threshold, core's worker
 * pool above it, 504 PROCESSING_TIMEOUT at the time limit, 503 when the queue is full).
 */
import { normalizerPool, type PoolOptions } from '@svc/normalize-kit/pool'
import { type JobsReply, type JobsRequest, normalizeJobs } from '../domain/normalize-jobs.js'

export type JobsNormalizer = (input: JobsRequest, bodyBytes: number) => Promise<JobsReply> | JobsReply

/**
 * Measured on the worst input (test/infra/inline-threshold.test.ts: a Greenhouse posting whose escaped
 * `content` is nested, entity-dense markup, unescaped, sanitized and read as text): 16 KB costs 23 ms of
 * CPU, 32 KB 41 ms (load average 36 on 2 cores); 16 KB 27.5 ms with the kit's safeHtml and place
 * names read as text (load average 15-25), against the 50 ms event-loop budget.
 */
export const INLINE_BELOW_BYTES = 16 * 1024

export function pooledNormalizer(options: PoolOptions = {}): { normalize: JobsNormalizer; close(): Promise<void> } {
  const pool = normalizerPool(
    {
      worker: new URL('../../dist/infra/normalize-worker.js', import.meta.url),
      work: normalizeJobs,
      inlineBelowBytes: INLINE_BELOW_BYTES,
    },
    options,
  )
  return { normalize: pool.run, close: pool.close }
}
