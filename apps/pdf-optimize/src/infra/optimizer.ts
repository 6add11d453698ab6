/**
 * Where optimizations run (CONTRACT "Heavy work"): a worker pool sized from the CPU count, each task
 * stopped at 60 s (504 PROCESSING_TIMEOUT, the worker terminated) and a bounded queue (503 OVERLOADED).
 * From the TypeScript sources (tests) the compiled worker in dist/ is used: `test` depends on `build`.
 */
import { fileURLToPath } from 'node:url'
import { byteAdmission, createWorkerPool } from '@svc/core'
import type { OptimizeOptions } from '../domain/options.js'
import type { OptimizeResult } from './optimize-worker.js'

export interface Optimizer {
  /** Throws the worker's AppError (the worker is wrapped in core's poolTask; the pool rethrows it). */
  optimize(bytes: Uint8Array, options: OptimizeOptions): Promise<OptimizeResult>
  close(): Promise<void>
}

export const OPTIMIZE_TIMEOUT_MS = 60_000

/** Optimizations allowed to wait for a worker (a count), and PDF bytes admitted at once (see byteAdmission in @svc/core). */
export const OPTIMIZE_QUEUE = 256
export const ADMITTED_BYTES = 320 * 2 ** 20

const fromSources = import.meta.url.endsWith('.ts')
const workerPath = fileURLToPath(
  new URL(fromSources ? '../../dist/infra/optimize-worker.js' : './optimize-worker.js', import.meta.url),
)

export function pooledOptimizer(
  options: { timeoutMs?: number; maxThreads?: number; admittedBytes?: number } = {},
): Optimizer {
  const pool = createWorkerPool({
    filename: workerPath,
    timeoutMs: options.timeoutMs ?? OPTIMIZE_TIMEOUT_MS,
    maxQueue: OPTIMIZE_QUEUE,
    ...(options.maxThreads ? { maxThreads: options.maxThreads } : {}),
  })
  const admit = byteAdmission(options.admittedBytes ?? ADMITTED_BYTES)
  return {
    optimize: (bytes, optimizeOptions) =>
      admit(bytes.byteLength, () => {
        const copy = new Uint8Array(bytes)
        return pool.run<OptimizeResult>({ bytes: copy, options: optimizeOptions }, { transferList: [copy.buffer] })
      }),
    close: () => pool.close(),
  }
}
