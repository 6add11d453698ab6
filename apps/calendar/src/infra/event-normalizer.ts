/**
 * Where normalization runs (CONTRACT "Heavy work"): bodies under `inlineBelowBytes` on the event loop
 * (a thread hop costs more than a few events), larger ones in the core worker pool, stopped at
 * `timeoutMs` with 504 PROCESSING_TIMEOUT (503 when the queue is full).
 */
import { fileURLToPath } from 'node:url'
import { createWorkerPool } from '@svc/core'
import { type CheckedInput, type IcalTask, normalizeEvents, normalizeIcalTask } from '../domain/normalize-events.js'
import type { WorkerTask } from './normalize-worker.js'

type Events = ReturnType<typeof normalizeEvents>
type Ical = ReturnType<typeof normalizeIcalTask>

export interface EventNormalizer {
  events(checked: CheckedInput[], bodyBytes: number): Promise<Events> | Events
  ical(task: IcalTask): Promise<Ical> | Ical
}

export const NORMALIZE_TIMEOUT_MS = 30_000
/**
 * Inline below 32 KB: the worst inline case measured is a body of hostile RRULEs spending the whole
 * request step budget (300,000 steps), 40-72 ms CPU at load average 20-30 on 2 cores (best of 5);
 * ordinary events parse at ~57,000/s on one core (a 32 KB file in about 5 ms).
 */
export const INLINE_BELOW_BYTES = 32 * 1024
const WORKER = fileURLToPath(new URL('../../dist/infra/normalize-worker.js', import.meta.url))

export const inlineNormalizer: EventNormalizer = {
  events: (checked) => normalizeEvents(checked),
  ical: normalizeIcalTask,
}

export function pooledNormalizer(options: { inlineBelowBytes?: number; timeoutMs?: number } = {}) {
  const inlineBelow = options.inlineBelowBytes ?? INLINE_BELOW_BYTES
  const pool = createWorkerPool({ filename: WORKER, timeoutMs: options.timeoutMs ?? NORMALIZE_TIMEOUT_MS })
  // The worker is wrapped in core's poolTask: the pool rethrows its AppErrors here.
  const run = <T>(task: WorkerTask): Promise<T> => pool.run<T>(task)
  const normalizer: EventNormalizer = {
    events: (checked, bytes) =>
      bytes < inlineBelow ? normalizeEvents(checked) : run<Events>({ kind: 'events', checked }),
    ical: (task) => (task.text.length < inlineBelow ? normalizeIcalTask(task) : run<Ical>({ kind: 'ical', task })),
  }
  return { normalizer, close: () => pool.close() }
}
