/**
 * Worker entry: one optimization per task, off the event loop. Wrapped in core's poolTask: an
 * AppError travels back as data and the pool throws it again in the caller; any other failure of
 * the rewrite is a damaged PDF. pdf-lib's console warnings are silenced: they can quote bytes of the input.
 */
import { AppError, isAppError } from '@svc/core/errors'
import { poolTask } from '@svc/core/worker'
import { optimizePdf } from '../domain/optimize-pdf.js'
import type { OptimizeOptions } from '../domain/options.js'

console.warn = () => {}
console.log = () => {}

export interface OptimizeTask {
  bytes: Uint8Array
  options: OptimizeOptions
}

export interface OptimizeResult {
  bytes: Uint8Array
  optimized: boolean
}

export async function optimizeTask(task: OptimizeTask): Promise<OptimizeResult> {
  try {
    const { bytes, optimized } = await optimizePdf(task.bytes, task.options)
    return { bytes, optimized }
  } catch (error) {
    if (isAppError(error)) throw error
    throw new AppError('DAMAGED_PDF', 'The PDF could not be rewritten: its structure is damaged.')
  }
}

export default poolTask(optimizeTask)
