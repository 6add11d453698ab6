/**
 * A bound on the input bytes handed to a worker pool at once (running or waiting), for services
 * whose tasks carry whole files (the PDF services). The pool's own queue bound counts tasks, and one
 * waiting task holds its whole file, so a task count alone is either too small for many small files
 * (c=100 of pdf-extract's OpenAPI example was refused 503 two times in three with the default of 16
 * per thread) or too large for big ones. A request is always admitted
 * when nothing else is; past the bound it answers 503 OVERLOADED (with Retry-After) at once.
 */
import { AppError } from '../errors/app-error.js'

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
