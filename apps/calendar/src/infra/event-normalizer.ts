/**
 * Where normalization runs: normalize-kit's `normalizerPool` over the worker's task union (a batch of
 * events or one .ics text), inline below the threshold, core's worker pool above it (504
 * PROCESSING_TIMEOUT at the time limit, 503 when the queue is full).
 */
import { normalizerPool, type PoolOptions } from '@svc/normalize-kit/pool'
import { type CheckedInput, type IcalTask, normalizeEvents, normalizeIcalTask } from '../domain/normalize-events.js'
import type { WorkerTask } from './normalize-worker.js'

type Events = ReturnType<typeof normalizeEvents>
type Ical = ReturnType<typeof normalizeIcalTask>

export interface EventNormalizer {
  events(checked: CheckedInput[], bodyBytes: number): Promise<Events> | Events
  ical(task: IcalTask): Promise<Ical> | Ical
}

/**
 * Measured on the worst input (test/infra/inline-threshold.test.ts: an .ics of zoned events, each
 * recurring daily 500 times, with escaped markup in summaries and descriptions, every title and
 * description read as text by htmlToText): 16 KB costs 30-40 ms of CPU, 24 KB 42-61 ms, 48 KB 77 ms
 * (load average 19-38 on 2 cores), against the 50 ms event-loop budget.
 * A body of hostile RRULEs spending the whole request step budget (300,000 steps) costs 40-72 ms
 * whatever its size (load average 20-30), so the step budget, not this threshold, bounds that case.
 */
export const INLINE_BELOW_BYTES = 16 * 1024

export const inlineNormalizer: EventNormalizer = {
  events: (checked) => normalizeEvents(checked),
  ical: normalizeIcalTask,
}

const runTask = (task: WorkerTask): Events | Ical =>
  task.kind === 'events' ? normalizeEvents(task.checked) : normalizeIcalTask(task.task)

export function pooledNormalizer(options: PoolOptions = {}): { normalizer: EventNormalizer; close(): Promise<void> } {
  const pool = normalizerPool(
    {
      worker: new URL('../../dist/infra/normalize-worker.js', import.meta.url),
      work: runTask,
      inlineBelowBytes: INLINE_BELOW_BYTES,
    },
    options,
  )
  const normalizer: EventNormalizer = {
    events: (checked, bytes) => pool.run({ kind: 'events', checked }, bytes) as Promise<Events> | Events,
    ical: (task) => pool.run({ kind: 'ical', task }, task.text.length) as Promise<Ical> | Ical,
  }
  return { normalizer, close: pool.close }
}
