/**
 * Where the work runs (CONTRACT "Heavy work"): bodies under `inlineBelowBytes` on the event loop (a
 * 1,000-product comparison takes a few milliseconds; a thread hop costs more), larger ones in the core
 * worker pool, stopped at `timeoutMs` with 504 PROCESSING_TIMEOUT (503 when the queue is full).
 */
import { fileURLToPath } from 'node:url'
import { createWorkerPool } from '@svc/core'
import type { CompareResponse } from '../domain/compare-types.js'
import type { NormalizeResponse } from '../domain/normalize-products.js'
import { type RetailTask, runTask } from './retail-worker.js'

export type RetailRunner = {
  (task: Extract<RetailTask, { kind: 'normalize' }>, bodyBytes: number): Promise<NormalizeResponse>
  (task: Extract<RetailTask, { kind: 'compare' }>, bodyBytes: number): Promise<CompareResponse>
}

export const TIMEOUT_MS = 30_000
export const INLINE_BELOW_BYTES = 512 * 1024
const WORKER = fileURLToPath(new URL('../../dist/infra/retail-worker.js', import.meta.url))

export interface PoolOptions {
  inlineBelowBytes?: number
  timeoutMs?: number
  maxThreads?: number
}

/** Runs every task inline (tests, benchmarks). */
export const inlineRunner = (async (task: RetailTask) => runTask(task)) as RetailRunner

export function pooledRunner(options: PoolOptions = {}): { run: RetailRunner; close(): Promise<void> } {
  const inlineBelow = options.inlineBelowBytes ?? INLINE_BELOW_BYTES
  const pool = createWorkerPool({
    filename: WORKER,
    timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
    ...(options.maxThreads ? { maxThreads: options.maxThreads } : {}),
  })
  const run = (async (task: RetailTask, bodyBytes: number) => {
    // The worker is wrapped in core's poolTask: the pool rethrows its AppErrors here.
    return bodyBytes < inlineBelow ? runTask(task) : pool.run(task)
  }) as RetailRunner
  return { run, close: () => pool.close() }
}
