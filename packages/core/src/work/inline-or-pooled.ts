/**
 * Where a service's work runs (docs/contract.md "Heavy work"): inputs under `inlineBelowBytes` on the
 * event loop (a thread hop costs more than small work), larger ones in a worker pool stopped at
 * `timeoutMs` (504 PROCESSING_TIMEOUT, 503 when the queue is full). The worker module's default export
 * is the same function wrapped in `poolTask`, so both paths answer and fail alike.
 */
import { createWorkerPool } from './worker-pool.js'

export interface InlineOrPooledOptions<I, O> {
  /** The compiled worker module (its default export: `poolTask(work)`). */
  filename: string
  /** The same work, for inputs run on the event loop. */
  work: (input: I) => O
  inlineBelowBytes: number
  timeoutMs: number
  maxThreads?: number | undefined
  maxQueue?: number | undefined
  name?: string | undefined
}

export interface InlineOrPooled<I, O> {
  run(input: I, bytes: number): O | Promise<O>
  close(): Promise<void>
}

export function inlineOrPooled<I, O>(options: InlineOrPooledOptions<I, O>): InlineOrPooled<I, O> {
  const pool = createWorkerPool({
    filename: options.filename,
    timeoutMs: options.timeoutMs,
    ...(options.maxThreads ? { maxThreads: options.maxThreads } : {}),
    ...(options.maxQueue ? { maxQueue: options.maxQueue } : {}),
    ...(options.name ? { name: options.name } : {}),
  })
  return {
    run: (input, bytes) => (bytes < options.inlineBelowBytes ? options.work(input) : pool.run<O>(input)),
    close: () => pool.close(),
  }
}
