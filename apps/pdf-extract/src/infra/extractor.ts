/**
 * Where extractions run (CONTRACT "Heavy work"): always in a core worker pool sized from the CPU
 * count, stopped at `timeoutMs` (60 s) with 504 PROCESSING_TIMEOUT; a full queue answers 503.
 */
import { fileURLToPath } from 'node:url'
import { byteAdmission, createWorkerPool } from '@svc/core'
import type { ExtractionResult, ExtractionTask } from './worker.js'

export interface Extractor {
  /** Throws the worker's AppError (the worker is wrapped in core's poolTask; the pool rethrows it). */
  extract(task: ExtractionTask): Promise<ExtractionResult>
  close(): Promise<void>
}

export const EXTRACTION_TIMEOUT_MS = 60_000

/** Extractions allowed to wait for a worker (a count), and PDF bytes admitted at once (see byteAdmission in @svc/core). */
export const EXTRACTION_QUEUE = 256
export const ADMITTED_BYTES = 256 * 2 ** 20

/** The compiled worker (dist/infra/worker.js); under vitest this module runs from src/, so point at dist. */
export function workerPath(): string {
  const here = fileURLToPath(import.meta.url)
  return here.endsWith('.ts')
    ? here.replace(/\/src\/infra\/extractor\.ts$/, '/dist/infra/worker.js')
    : fileURLToPath(new URL('./worker.js', import.meta.url))
}

export function pooledExtractor(
  options: { timeoutMs?: number; maxThreads?: number; admittedBytes?: number } = {},
): Extractor {
  const pool = createWorkerPool({
    filename: workerPath(),
    timeoutMs: options.timeoutMs ?? EXTRACTION_TIMEOUT_MS,
    maxQueue: EXTRACTION_QUEUE,
    ...(options.maxThreads ? { maxThreads: options.maxThreads } : {}),
  })
  const admit = byteAdmission(options.admittedBytes ?? ADMITTED_BYTES)
  return {
    extract: (task) =>
      admit(task.bytes.byteLength, () => {
        // a private copy, transferred (not cloned) to the worker
        const bytes = new Uint8Array(task.bytes)
        return pool.run<ExtractionResult>({ ...task, bytes }, { transferList: [bytes.buffer as ArrayBuffer] })
      }),
    close: () => pool.close(),
  }
}
