/**
 * Where the work runs: normalize-kit's `normalizerPool` over the task union (normalize or compare),
 * inline below the threshold, core's worker pool above it (504 PROCESSING_TIMEOUT at the time limit,
 * 503 when the queue is full).
 */
import { normalizerPool, type PoolOptions } from '@svc/normalize-kit/pool'
import type { CompareResponse } from '../domain/compare-types.js'
import type { NormalizeResponse } from '../domain/normalize-products.js'
import { type RetailTask, runTask } from './retail-worker.js'

export type RetailRunner = {
  (task: Extract<RetailTask, { kind: 'normalize' }>, bodyBytes: number): Promise<NormalizeResponse>
  (task: Extract<RetailTask, { kind: 'compare' }>, bodyBytes: number): Promise<CompareResponse>
}

/**
 * Measured on the worst input (test/infra/inline-threshold.test.ts: Shopify products whose `body_html`
 * is nested, entity-dense markup): 256 KB costs 31 ms of CPU, 512 KB 50 ms (load average 36 on 2 cores);
 * 256 KB 34 ms with categories, attributes and estimates read as text (load average 15-25), against
 * the 50 ms event-loop budget.
 */
export const INLINE_BELOW_BYTES = 256 * 1024

export type { PoolOptions }

/** Runs every task inline (tests, benchmarks). */
export const inlineRunner = (async (task: RetailTask) => runTask(task)) as RetailRunner

export function pooledRunner(options: PoolOptions = {}): { run: RetailRunner; close(): Promise<void> } {
  const pool = normalizerPool(
    {
      worker: new URL('../../dist/infra/retail-worker.js', import.meta.url),
      work: runTask,
      inlineBelowBytes: INLINE_BELOW_BYTES,
    },
    options,
  )
  const run = (async (task: RetailTask, bodyBytes: number) => pool.run(task, bodyBytes)) as RetailRunner
  return { run, close: pool.close }
}
