/**
 * Worker entry: one optimization per task, off the event loop. Errors cross the thread boundary as
 * data (code, message), since structured clone drops AppError's class. pdf-lib's console warnings
 * are silenced: they can quote bytes of the input.
 */
import { isAppError } from '@svc/core/errors'
import { optimizePdf } from '../domain/optimize-pdf.js'
import type { OptimizeOptions } from '../domain/options.js'

console.warn = () => {}
console.log = () => {}

export interface OptimizeTask {
  bytes: Uint8Array
  options: OptimizeOptions
}

export type OptimizeOutcome =
  | { ok: true; bytes: Uint8Array; optimized: boolean }
  | { ok: false; code: string; message: string }

export default async function run(task: OptimizeTask): Promise<OptimizeOutcome> {
  try {
    const result = await optimizePdf(task.bytes, task.options)
    return { ok: true, bytes: result.bytes, optimized: result.optimized }
  } catch (error) {
    if (isAppError(error)) return { ok: false, code: error.code, message: error.message }
    return { ok: false, code: 'DAMAGED_PDF', message: 'The PDF could not be rewritten: its structure is damaged.' }
  }
}
