/**
 * AppErrors across the worker-thread boundary: structured clone keeps an Error's message but not its
 * class or code, so a worker's default export wrapped in `poolTask` returns an AppError as data, and the
 * pool (`createWorkerPool().run`) throws it again as the same AppError in the caller. Anything else a
 * task throws stays an error (a 500 with its class logged).
 * Workers import it from `@svc/core/worker`, which loads nothing else of core.
 */
import { AppError, isAppError } from '../errors/app-error.js'

const FAILED = '__svcPoolAppError'

export interface FailedTask {
  [FAILED]: { code: string; message: string; extra: Record<string, unknown> }
}

/** The worker side: `export default poolTask((task: Request) => normalize(task))`. */
export function poolTask<I, O>(handle: (task: I) => O | Promise<O>): (task: I) => Promise<O | FailedTask> {
  return async (task) => {
    try {
      return await handle(task)
    } catch (error) {
      if (!isAppError(error)) throw error
      return { [FAILED]: { code: error.code, message: error.message, extra: { ...error.extra } } }
    }
  }
}

/** The caller side (the pool does this for every result): the AppError thrown again, or the value. */
export function unwrapPoolResult<T>(result: unknown): T {
  if (typeof result === 'object' && result !== null && FAILED in result) {
    const { code, message, extra } = (result as FailedTask)[FAILED]
    throw new AppError(code, message, extra)
  }
  return result as T
}
