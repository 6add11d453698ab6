/** Turns a worker's outcome back into a result or the AppError the worker caught. */
import { fileURLToPath } from 'node:url'
import { AppError } from '@svc/core/errors'
import type { ConversionResult } from './types.js'
import type { ConversionOutcome } from './worker.js'

/** Absolute path of the compiled worker module (dist/worker.js), for `createWorkerPool`. */
export const convertWorkerPath = fileURLToPath(new URL('./worker.js', import.meta.url))

export function unwrapOutcome(outcome: ConversionOutcome): ConversionResult {
  if (outcome.ok) return outcome.result
  throw new AppError(outcome.code, outcome.message, outcome.extra)
}
