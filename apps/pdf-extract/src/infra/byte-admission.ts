/**
 * A bound on the PDF bytes handed to the worker pool at once (running or waiting). The pool's own
 * queue bound counts tasks, and one waiting PDF task holds its whole file, so a task count alone is
 * either too small for many small files (c=100 of the OpenAPI example was refused 503 two times in
 * three with core's default of 16 per thread) or too large for big ones. A request is always admitted
 * when nothing else is; past the bound it answers 503 OVERLOADED (with Retry-After) at once.
 */
import { AppError } from '@svc/core/errors'

export type Admit = <T>(bytes: number, run: () => Promise<T>) => Promise<T>

export function byteAdmission(limitBytes: number): Admit & { admittedBytes(): number } {
  let admitted = 0
  const admit = async <T>(bytes: number, run: () => Promise<T>): Promise<T> => {
    if (admitted > 0 && admitted + bytes > limitBytes)
      throw new AppError('OVERLOADED', 'All workers are busy; retry shortly.')
    admitted += bytes
    try {
      return await run()
    } finally {
      admitted -= bytes
    }
  }
  return Object.assign(admit, { admittedBytes: () => admitted })
}
