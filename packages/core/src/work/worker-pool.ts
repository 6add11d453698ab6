/**
 * A worker-thread pool for CPU-heavy work (PDF, conversions, images) with a per-task time limit that
 * really stops the work: on timeout the task is aborted, Piscina terminates the worker running it,
 * and the caller gets PROCESSING_TIMEOUT (504). Tasks wait for a thread in core's own queue
 * (worker-queue.ts), so the limit counts only the work; a full queue, or a wait past `maxWaitMs`,
 * answers OVERLOADED (503).
 */
import { basename, extname } from 'node:path'
import { createHistogram } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { Piscina } from 'piscina'
import { processPoolSizing } from '../config.js'
import { AppError } from '../errors/app-error.js'
import { poolTaskHistogram, trackPool } from '../observe/process-metrics.js'
import { activeSpanHook } from '../observe/span-hook.js'
import { unwrapPoolResult } from './pool-task.js'
import { createWorkerQueue } from './worker-queue.js'

export interface WorkerPoolOptions {
  /** Absolute path or file URL of the worker module (its default export handles one task). */
  filename: string
  /** Default time limit for one task, from the moment a worker thread takes it. */
  timeoutMs: number
  /** Threads; default WORKER_THREADS, else the cgroup CPU quota, else availableParallelism() (config.ts). */
  maxThreads?: number
  /** Tasks allowed to wait for a free worker before new ones are refused with OVERLOADED (WORKER_QUEUE, else 16 a thread). */
  maxQueue?: number
  /** How long a task may wait for a free worker before it is refused with OVERLOADED (default 30 s). */
  maxWaitMs?: number
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

export interface RunOptions {
  timeoutMs?: number
  transferList?: ArrayBuffer[]
  /** The caller went away: a task still waiting for a worker leaves the queue unrun (OVERLOADED). */
  signal?: AbortSignal
}

export interface WorkerPool {
  run<T>(task: unknown, options?: RunOptions): Promise<T>
  close(): Promise<void>
}

/** Thirty seconds: past that, a caller is better served by a 503 and a retry than by waiting on. */
export const DEFAULT_MAX_WAIT_MS = 30_000

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const sizing = processPoolSizing()
  const maxThreads = options.maxThreads ?? sizing.threads
  // Piscina gets at most one task per thread; a task may wait in its queue only while a thread starts.
  const pool = new Piscina({
    filename: options.filename,
    minThreads: 0,
    maxThreads,
    maxQueue: maxThreads,
    idleTimeout: 30_000,
  })
  const waits = createHistogram()
  const queue = createWorkerQueue({
    slots: maxThreads,
    maxWaiting: options.maxQueue ?? sizing.queue ?? maxThreads * 16,
    maxWaitMs: options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS,
    // Recorded in microseconds (the histogram takes integers of at least 1), reported in milliseconds.
    onWait: (ms) => waits.record(Math.max(1, Math.round(ms * 1000))),
  })
  const name = options.name ?? defaultPoolName(options.filename)
  const untrack = trackPool({
    name,
    queueDepth: () => queue.waiting + pool.queueSize,
    threads: () => pool.threads.length,
    waitSummary: () =>
      waits.count === 0
        ? undefined
        : {
            p50: waits.percentile(50) / 1000,
            p90: waits.percentile(90) / 1000,
            p99: waits.percentile(99) / 1000,
            max: waits.max / 1000,
          },
  })
  const durations = poolTaskHistogram()
  return {
    async run<T>(task: unknown, runOptions: RunOptions = {}) {
      const started = performance.now()
      const span = activeSpanHook()?.task(name)
      let outcome = 'error'
      try {
        const limit = runOptions.timeoutMs ?? options.timeoutMs
        const result = await queue.run(() => runWithLimit(pool, task, limit, runOptions), runOptions.signal)
        outcome = 'ok'
        return unwrapPoolResult<T>(result)
      } catch (error) {
        if (error instanceof AppError && error.code === 'PROCESSING_TIMEOUT') outcome = 'timeout'
        if (error instanceof AppError && error.code === 'OVERLOADED') outcome = 'overloaded'
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
