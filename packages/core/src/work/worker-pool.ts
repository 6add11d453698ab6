/**
 * A worker-thread pool for CPU-heavy work (PDF, conversions, images) with a per-task time limit that
 * really stops the work: on timeout the task is aborted, Piscina terminates the worker running it,
 * and the caller gets PROCESSING_TIMEOUT (504). A full queue answers OVERLOADED (503).
 */
import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'
import { AppError } from '../errors/app-error.js'

export interface WorkerPoolOptions {
  /** Absolute path or file URL of the worker module (its default export handles one task). */
  filename: string
  /** Default time limit for one task, queue wait included. */
  timeoutMs: number
  maxThreads?: number
  /** Tasks allowed to wait for a free worker before new ones are refused with OVERLOADED. */
  maxQueue?: number
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
  return {
    async run<T>(task: unknown, runOptions: { timeoutMs?: number; transferList?: ArrayBuffer[] } = {}) {
      // Piscina refuses a task when its queue holds maxQueue tasks; its public counters say so first.
      if (pool.queueSize >= pool.options.maxQueue) {
        throw new AppError('OVERLOADED', 'All workers are busy; retry shortly.')
      }
      const limit = runOptions.timeoutMs ?? options.timeoutMs
      const controller = new AbortController()
      const timer = setTimeout(() => controller.abort(), limit)
      try {
        return (await pool.run(task, { signal: controller.signal, transferList: runOptions.transferList })) as T
      } catch (error) {
        if (controller.signal.aborted) {
          throw new AppError('PROCESSING_TIMEOUT', `The work exceeded the processing limit of ${limit / 1000} s.`)
        }
        throw error
      } finally {
        clearTimeout(timer)
      }
    },
    close: () => pool.destroy(),
  }
}
