/**
 * Where a normalizer's work runs (docs/contract.md "Heavy work"), the same for all six: a body under
 * the service's `inlineBelowBytes` runs on the event loop (a thread hop costs more than small work),
 * a larger one in core's worker pool, stopped at `timeoutMs` with 504 PROCESSING_TIMEOUT (503 when the
 * queue is full). The worker module's default export is `poolTask(work)` over the same function, so
 * both paths answer and fail alike. A service with several kinds of work passes one function over a
 * task union (`{ kind: 'events' } | { kind: 'ical' }`).
 *
 * The threshold is the service's own measurement: the largest body whose worst (hostile) input the
 * service has timed well inside the 50 ms event-loop budget, written next to the constant.
 */
import { fileURLToPath } from 'node:url'
import { inlineOrPooled } from '@svc/core'

export const NORMALIZE_TIMEOUT_MS = 30_000

/** What a service's start-up (and its tests) may override. */
export interface PoolOptions {
  inlineBelowBytes?: number | undefined
  timeoutMs?: number | undefined
  maxThreads?: number | undefined
}

export interface NormalizerPoolOptions<I, O> {
  /** The compiled worker module (`new URL('../../dist/infra/normalize-worker.js', import.meta.url)`). */
  worker: URL | string
  /** The same work, for bodies run inline. */
  work: (input: I) => O
  /** The service's measured inline threshold. */
  inlineBelowBytes: number
  timeoutMs?: number | undefined
  maxThreads?: number | undefined
}

export interface NormalizerPool<I, O> {
  run(input: I, bodyBytes: number): O | Promise<O>
  close(): Promise<void>
}

/** `overrides` (a service's start-up options, its tests) win where they are set. */
export function normalizerPool<I, O>(
  options: NormalizerPoolOptions<I, O>,
  overrides: PoolOptions = {},
): NormalizerPool<I, O> {
  const runner = inlineOrPooled<I, O>({
    filename: typeof options.worker === 'string' ? options.worker : fileURLToPath(options.worker),
    work: options.work,
    inlineBelowBytes: overrides.inlineBelowBytes ?? options.inlineBelowBytes,
    timeoutMs: overrides.timeoutMs ?? options.timeoutMs ?? NORMALIZE_TIMEOUT_MS,
    maxThreads: overrides.maxThreads ?? options.maxThreads,
  })
  return { run: (input, bodyBytes) => runner.run(input, bodyBytes), close: () => runner.close() }
}
