/**
 * Where generations run (CONTRACT "Heavy work"): a core worker pool (WORKER_THREADS, else the CPU quota or count), each
 * task stopped at `timeoutMs` (504 PROCESSING_TIMEOUT; a full queue is 503 OVERLOADED). sharp is
 * loaded on the main thread too, so that its shared libraries stay loaded when a worker exits
 * (lovell/sharp#2263).
 */
import { createWorkerPool } from '@svc/core'
import 'sharp'
import type { GenerateRequest, GenerateResult } from '../domain/generate-request.js'

export interface Generator {
  /** `timeoutMs` overrides the pool's limit for this one task (tests use it to provoke a timeout). */
  generate(request: GenerateRequest, limits?: { timeoutMs?: number }): Promise<GenerateResult>
  close(): Promise<void>
}

export interface GeneratorOptions {
  /** The worker module; tests pass a loader shim for the TypeScript source. */
  workerFile?: string
  timeoutMs?: number
  maxThreads?: number
  maxQueue?: number
}

/** The slowest request measured (4096 px, version 40, WebP) took 1.9 s on one core of a shared host; 30 s leaves room on a busy one. */
export const GENERATION_TIMEOUT_MS = 30_000

/**
 * Generations allowed to wait for a worker before 503 OVERLOADED (at 100 concurrent requests the
 * core default of 16 per thread refuses 72% of the README sample). A waiting task holds its request,
 * at most 1 MB.
 */
export const GENERATION_QUEUE = 256

export const defaultWorkerFile = new URL('./generate-worker.js', import.meta.url).href

export function pooledGenerator(options: GeneratorOptions = {}): Generator {
  const pool = createWorkerPool({
    filename: options.workerFile ?? defaultWorkerFile,
    timeoutMs: options.timeoutMs ?? GENERATION_TIMEOUT_MS,
    maxQueue: options.maxQueue ?? GENERATION_QUEUE,
    ...(options.maxThreads ? { maxThreads: options.maxThreads } : {}),
  })
  return {
    async generate(request, limits = {}) {
      // the pool throws a worker's AppError again as the same AppError (core's poolTask)
      return pool.run<GenerateResult>(request, limits)
    },
    close: () => pool.close(),
  }
}
