/**
 * Where extractions run (CONTRACT "Heavy work"): always in a core worker pool sized from the CPU
 * count, stopped at `timeoutMs` (60 s) with 504 PROCESSING_TIMEOUT; a full queue answers 503.
 */
import { fileURLToPath } from 'node:url'
import { byteAdmission, createWorkerPool } from '@svc/core'
import { SAMPLE_TABLE_PDF } from '@svc/sample-pdf'
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
  options: { timeoutMs?: number; maxThreads?: number; admittedBytes?: number; warmUp?: boolean } = {},
): Extractor {
  const pool = createWorkerPool({
    filename: workerPath(),
    timeoutMs: options.timeoutMs ?? EXTRACTION_TIMEOUT_MS,
    maxQueue: EXTRACTION_QUEUE,
    ...(options.maxThreads ? { maxThreads: options.maxThreads } : {}),
  })
  const admit = byteAdmission(options.admittedBytes ?? ADMITTED_BYTES)
  const extract = (task: ExtractionTask) =>
    admit(task.bytes.byteLength, () => {
      // a private copy, transferred (not cloned) to the worker
      const bytes = new Uint8Array(task.bytes)
      return pool.run<ExtractionResult>({ ...task, bytes }, { transferList: [bytes.buffer as ArrayBuffer] })
    })
  if (options.warmUp) {
    // A thread's first extraction loads pdfjs and its worker half (about 0.3 s of CPU) and compiles
    // the hot paths; doing it once at start-up on the one-page sample spares the first request that
    // wait. A thread idle for 30 s is stopped by the pool (core's idleTimeout) and starts cold again.
    extract({ bytes: Buffer.from(SAMPLE_TABLE_PDF, 'latin1'), options: WARM_UP, outputFormat: 'json' }).catch(
      () => undefined,
    )
  }
  return { extract, close: () => pool.close() }
}

const WARM_UP = {
  pages: 'all',
  strategy: 'auto',
  mergeTablesAcrossPages: false,
  confidenceScores: false,
} as const satisfies ExtractionTask['options']
