/**
 * The converter's own queue in front of core's worker pool (#11). Core's pool starts a task's time
 * limit when the task is submitted, so time spent waiting behind other conversions counted against
 * it: two hostile pages made a normal one fail with 504. This queue hands the pool at most one task
 * per worker thread, so a submitted task starts at once and the pool's limit covers only its work;
 * the wait is bounded here instead: a full queue, or a wait longer than `maxWaitMs`, answers 503
 * OVERLOADED (core's error handler adds `Retry-After`).
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
  run<T>(work: () => Promise<T>): Promise<T>
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

  const slot = (): Promise<void> => {
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
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1)
          reject(new AppError('OVERLOADED', `No conversion worker became free within ${maxWaitMs / 1000} s.`))
        }, maxWaitMs),
      }
      waiters.push(waiter)
    })
  }

  return {
    async run(work) {
      await slot()
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
