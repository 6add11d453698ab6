/**
 * In-process throughput on batches of 1,000 events (target: more than 100,000 events/s). "rules only"
 * is analyzeBatch on events already validated; "validate + rules" adds the per-element zod check the
 * batch route runs, i.e. everything but HTTP and JSON parsing. Run: pnpm --filter @svc/fault-analyzer bench
 */
import { formatRate, markdownTable } from '@svc/bench'
import { Bench } from 'tinybench'
import { analyzeBatch } from '../src/domain/analyze-batch.js'
import { toBatchItem } from '../src/schemas/analyze-batch.js'
import { eventBatch } from './events.js'

const SIZE = 1_000
const events = eventBatch(SIZE)
const items = events.map((event) => ({ ok: true as const, event }))
const raw: unknown[] = JSON.parse(JSON.stringify(events))

const bench = new Bench({ time: 2_000, warmupTime: 300 })
bench
  .add('rules only', () => {
    if (analyzeBatch(items).summary.analyzed !== SIZE) throw new Error('expected every event analyzed')
  })
  .add('validate + rules', () => {
    if (analyzeBatch(raw.map(toBatchItem)).summary.analyzed !== SIZE) throw new Error('expected every event valid')
  })
await bench.run()

const rows = bench.tasks.map((task) => {
  const hz = task.result?.state === 'completed' ? task.result.throughput.mean : 0
  const perEvent = hz > 0 ? (1e6 / (hz * SIZE)).toFixed(2) : 'n/a'
  return [task.name, formatRate(hz), formatRate(hz * SIZE), perEvent]
})
console.log(markdownTable(['batch of 1,000 events', 'batches/s', 'events/s', 'µs per event'], rows))
