/**
 * The queue in front of every worker pool (worker-pool.ts). Piscina starts nothing of a task's time
 * limit itself, and a limit started at submission counts the time spent waiting behind other tasks:
 * two hostile pages make a normal one fail with 504. This queue hands
 * Piscina at most one task per worker thread, so a submitted task starts at once and the pool's limit
 * covers only its work; the wait is bounded here instead: a full queue, or a wait longer than
 * `maxWaitMs`, answers 503 OVERLOADED (core's error handler adds `Retry-After`). A task whose caller
 * went away (`signal`) leaves the queue without running.
 */
import { AppError } from '../errors/app-error.js'

export interface WorkerQueueOptions {
  /** Called with each admitted task's wait for a slot, in milliseconds (metrics). */
  onWait?: (ms: number) => void
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

export function createWorkerQueue({ slots, maxWaiting, maxWaitMs, onWait }: WorkerQueueOptions): WorkerQueue {
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
      onWait?.(0)
      return Promise.resolve()
    }
    const queued = performance.now()
    if (waiters.length >= maxWaiting) {
      return Promise.reject(new AppError('OVERLOADED', 'All workers are busy; retry shortly.'))
    }
    return new Promise((resolve, reject) => {
      const leave = (message: string): void => {
        waiters.splice(waiters.indexOf(waiter), 1)
        clearTimeout(waiter.timer)
        signal?.removeEventListener('abort', onAbort)
        reject(new AppError('OVERLOADED', message))
      }
      const onAbort = (): void => leave('The caller went away while the task waited for a worker.')
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort)
          onWait?.(performance.now() - queued)
          resolve()
        },
        timer: setTimeout(() => leave(`No worker became free within ${maxWaitMs / 1000} s; retry shortly.`), maxWaitMs),
      }
      waiters.push(waiter)
      signal?.addEventListener('abort', onAbort, { once: true })
    })
  }

  return {
    async run(work, signal) {
      if (signal?.aborted) throw new AppError('OVERLOADED', 'The caller went away before the task started.')
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
