/**
 * In-process decisions per second for batches of 1,000 mixed inputs: the rule engine alone, and the
 * engine plus the per-element zod check the batch route runs. Short runs (2 shared cores).
 * Run: pnpm --filter @svc/rate-limit bench
 */
import { formatRate, markdownTable } from '@svc/bench'
import { Bench } from 'tinybench'
import { calculateBatch } from '../src/domain/calculate-batch.js'
import { toBatchItem } from '../src/schemas/calculate-batch.js'
import { batchOf } from './inputs.js'

const BATCH = 1_000
const inputs = batchOf(BATCH)
const prepared = inputs.map((input) => ({ ok: true as const, input }))
const bench = new Bench({ time: 1_500, iterations: 20 })
bench
  .add('engine only (calculateBatch)', () => {
    if (calculateBatch(prepared).summary.succeeded !== BATCH) throw new Error('expected every decision')
  })
  .add('zod check + engine (as the batch route)', () => {
    if (calculateBatch(inputs.map(toBatchItem)).summary.succeeded !== BATCH) throw new Error('expected every decision')
  })
await bench.run()
const rows = bench.tasks.map((task) => {
  const batches = task.result?.state === 'completed' ? task.result.throughput.mean : 0
  return [task.name, formatRate(batches), formatRate(batches * BATCH)]
})
console.log(markdownTable(['1,000-input batch', 'batches/s', 'decisions/s'], rows))
