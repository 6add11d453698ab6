/**
 * Where conversions run (CONTRACT "Heavy work"): inputs under `inlineBelowBytes` on the event loop
 * (a worker hop costs more than the work), larger ones and every PDF in core's worker pool, stopped at `timeoutMs`
 * with 504 PROCESSING_TIMEOUT (503 OVERLOADED when the queue is full).
 */
import { createWorkerPool } from '@svc/core'
import { AppError } from '@svc/core/errors'
import { type ConversionJob, type ConversionResult, convert } from '../engine/convert.js'
import type { WorkerOutcome } from './convert-worker.js'
import { convertWorkerPath } from './worker-path.js'

export interface Converter {
  convert(job: ConversionJob, sizeHint: number): Promise<ConversionResult>
  close(): Promise<void>
}

export interface ConverterOptions {
  timeoutMs?: number
  inlineBelowBytes?: number
  maxThreads?: number
}

export const CONVERSION_TIMEOUT_MS = 60_000
export const INLINE_BELOW_BYTES = 256 * 1024
/** Outputs whose cost does not follow the input size (a 250 KB CSV is a 16 s, 345-page PDF): always in a worker. */
const ALWAYS_POOLED = new Set(['pdf'])

export function pooledConverter(options: ConverterOptions = {}): Converter {
  const inlineBelow = options.inlineBelowBytes ?? INLINE_BELOW_BYTES
  const pool = createWorkerPool({
    filename: convertWorkerPath,
    timeoutMs: options.timeoutMs ?? CONVERSION_TIMEOUT_MS,
    ...(options.maxThreads ? { maxThreads: options.maxThreads } : {}),
  })
  return {
    async convert(job, sizeHint) {
      if (sizeHint < inlineBelow && !ALWAYS_POOLED.has(job.to)) return convert(job)
      const outcome = await pool.run<WorkerOutcome>(job)
      if (!outcome.ok) throw new AppError(outcome.code, outcome.message, outcome.extra)
      return outcome.result
    },
    close: () => pool.close(),
  }
}
