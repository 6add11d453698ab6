/**
 * Where normalization runs: normalize-kit's `normalizerPool` (inline below the threshold, core's worker
 * pool above it, 504 PROCESSING_TIMEOUT at the time limit, 503 when the queue is full).
 */
import { normalizerPool, type PoolOptions } from '@svc/normalize-kit/pool'
import { normalizeSocial, type SocialRequest, type SocialResult } from '../domain/normalize-social.js'

export type SocialNormalizer = (input: SocialRequest, bodyBytes: number) => Promise<SocialResult> | SocialResult

/**
 * Measured on the worst input (test/infra/inline-threshold.test.ts: the hostile text patterns of
 * test/domain/hostile-text.test.ts and kit hostileMarkup as `text`, `html` and LinkedIn commentary): the
 * worst, `<a ` repeated, costs 18 ms of CPU at 128 KB and 38 ms at 256 KB (load average 36 on 2 cores);
 * 128 KB 27 ms with `content.html` through the kit's safeHtml (load average 15-25), against the 50 ms
 * event-loop budget.
 */
export const INLINE_BELOW_BYTES = 128 * 1024

export function pooledNormalizer(options: PoolOptions = {}): { normalize: SocialNormalizer; close(): Promise<void> } {
  const pool = normalizerPool(
    {
      worker: new URL('../../dist/infra/normalize-worker.js', import.meta.url),
      work: normalizeSocial,
      inlineBelowBytes: INLINE_BELOW_BYTES,
    },
    options,
  )
  return { normalize: pool.run, close: pool.close }
}
