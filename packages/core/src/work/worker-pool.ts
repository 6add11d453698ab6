/**
 * A worker-thread pool for CPU-heavy work (PDF, conversions, images) with a per-task time limit that
 * really stops the work: on timeout the task is aborted, Piscina terminates the worker running it,
 * and the caller gets PROCESSING_TIMEOUT (504). A full queue answers OVERLOADED (503).
 */
import { availableParallelism } from 'node:os'
import { basename, extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Piscina } from 'piscina'
import { AppError } from '../errors/app-error.js'
import { poolTaskHistogram, trackPool } from '../observe/process-metrics.js'
import { activeSpanHook } from '../observe/span-hook.js'
import { unwrapPoolResult } from './pool-task.js'

export interface WorkerPoolOptions {
  /** Absolute path or file URL of the worker module (its default export handles one task). */
  filename: string
  /** Default time limit for one task, queue wait included. */
  timeoutMs: number
  maxThreads?: number
  /** Tasks allowed to wait for a free worker before new ones are refused with OVERLOADED. */
  maxQueue?: number
  /**
   * The `pool` label of its metrics (queue depth, wait, task duration). Default: the service folder
   * when the worker file sits under `apps/<service>/`, else the file's base name.
   */
  name?: string
}

/** `apps/pdf-extract/dist/infra/worker.js` -> `pdf-extract`; any other path -> the file's base name (`worker`). */
export function defaultPoolName(filename: string): string {
  const path = filename.startsWith('file:') ? fileURLToPath(filename) : filename
  const service = /[\\/]apps[\\/]([a-z0-9-]+)[\\/]/.exec(path)?.[1]
  return service ?? basename(path, extname(path))
}

export interface WorkerPool {
  run<T>(task: unknown, options?: { timeoutMs?: number; transferList?: ArrayBuffer[] }): Promise<T>
  close(): Promise<void>
}

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const maxThreads = options.maxThreads ?? Math.max(1, availableParallelism())
  const pool = new Piscina({
    filename: options.filename,
    minThreads: 0,
    maxThreads,
    maxQueue: options.maxQueue ?? maxThreads * 16,
    idleTimeout: 30_000,
  })
  const name = options.name ?? defaultPoolName(options.filename)
  const untrack = trackPool({
    name,
    queueDepth: () => pool.queueSize,
    threads: () => pool.threads.length,
    waitSummary: () => {
      const wait = pool.histogram.waitTime
      return { p50: wait.p50, p90: wait.p90, p99: wait.p99, max: wait.max }
    },
  })
  const durations = poolTaskHistogram()
  return {
    async run<T>(task: unknown, runOptions: { timeoutMs?: number; transferList?: ArrayBuffer[] } = {}) {
      const started = performance.now()
      const span = activeSpanHook()?.task(name)
      let outcome = 'error'
      try {
        // Piscina refuses a task when its queue holds maxQueue tasks; its public counters say so first.
        if (pool.queueSize >= pool.options.maxQueue) {
          outcome = 'overloaded'
          throw new AppError('OVERLOADED', 'All workers are busy; retry shortly.')
        }
        const result = await runWithLimit(pool, task, runOptions.timeoutMs ?? options.timeoutMs, runOptions)
        outcome = 'ok'
        return unwrapPoolResult<T>(result)
      } catch (error) {
        if (error instanceof AppError && error.code === 'PROCESSING_TIMEOUT') outcome = 'timeout'
        throw error
      } finally {
        durations.observe({ pool: name, outcome }, (performance.now() - started) / 1000)
        span?.end({ 'worker_pool.outcome': outcome }, outcome === 'ok' ? undefined : outcome)
      }
    },
    close: async () => {
      untrack()
      await pool.destroy()
    },
  }
}

async function runWithLimit(
  pool: Piscina,
  task: unknown,
  limit: number,
  runOptions: { transferList?: ArrayBuffer[] },
): Promise<unknown> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), limit)
  try {
    return await pool.run(task, { signal: controller.signal, transferList: runOptions.transferList })
  } catch (error) {
    if (controller.signal.aborted) {
      throw new AppError('PROCESSING_TIMEOUT', `The work exceeded the processing limit of ${limit / 1000} s.`)
    }
    throw error
  } finally {
    clearTimeout(timer)
  }
}
