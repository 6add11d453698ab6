/**
 * The converter's own queue in front of core's worker pool (#11). Core's pool starts a task's time
 * limit when the task is submitted, so time spent waiting behind other conversions counted against
 * it: two hostile pages made a normal one fail with 504. This queue hands the pool at most one task
 * per worker thread, so a submitted task starts at once and the pool's limit covers only its work;
 * the wait is bounded here instead: a full queue, or a wait longer than `maxWaitMs`, answers 503
 * OVERLOADED (core's error handler adds `Retry-After`). A task whose caller went away (`signal`) leaves
 * the queue without running.
 */
import { AppError } from '@svc/core/errors'

export interface WorkerQueueOptions {
  /** Tasks run at once: the pool's thread count. */
  slots: number
  /** Tasks allowed to wait for a slot; one more is refused at once. */
  maxWaiting: number
  /** How long a task may wait for a slot before it is refused. */
  maxWaitMs: number
}

export interface WorkerQueue {
  /** Runs `work` once a slot is free; `signal` aborted while it waits removes it unrun. */
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>
  /** Tasks running and waiting now. */
  readonly running: number
  readonly waiting: number
}

interface Waiter {
  start: () => void
  timer: NodeJS.Timeout
}

export function createWorkerQueue({ slots, maxWaiting, maxWaitMs }: WorkerQueueOptions): WorkerQueue {
  let running = 0
  const waiters: Waiter[] = []

  const release = (): void => {
    const next = waiters.shift()
    if (next === undefined) {
      running -= 1
      return
    }
    clearTimeout(next.timer)
    next.start() // the slot passes to the next task: `running` stays the same
  }

  const slot = (signal: AbortSignal | undefined): Promise<void> => {
    if (running < slots) {
      running += 1
      return Promise.resolve()
    }
    if (waiters.length >= maxWaiting) {
      return Promise.reject(
        new AppError('OVERLOADED', `Every conversion worker is busy and ${maxWaiting} conversions are waiting.`),
      )
    }
    return new Promise((resolve, reject) => {
      const leave = (message: string): void => {
        waiters.splice(waiters.indexOf(waiter), 1)
        clearTimeout(waiter.timer)
        signal?.removeEventListener('abort', onAbort)
        reject(new AppError('OVERLOADED', message))
      }
      const onAbort = (): void => leave('The caller went away while the conversion waited for a worker.')
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        },
        timer: setTimeout(() => leave(`No conversion worker became free within ${maxWaitMs / 1000} s.`), maxWaitMs),
      }
      waiters.push(waiter)
      signal?.addEventListener('abort', onAbort, { once: true })
    })
  }

  return {
    async run(work, signal) {
      if (signal?.aborted) throw new AppError('OVERLOADED', 'The caller went away before the conversion started.')
      await slot(signal)
      try {
        return await work()
      } finally {
        release()
      }
    },
    get running() {
      return running
    },
    get waiting() {
      return waiters.length
    },
  }
}
