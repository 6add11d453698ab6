/**
 * Time per MB of a whole POST /analyze (HTTP, auth, body parse, zod, group walk, reply) against
 * JSON.parse of the same body, the floor for any JSON service, at 1 MB and 10 MB (target: under
 * 3x JSON.parse). The request time is autocannon's median latency over one connection (integer
 * milliseconds); the in-process column (JSON.parse + analyzeConsistency) shows where time goes.
 * Run: pnpm --filter @svc/consistency bench
 */
import { formatRate, load, markdownTable, startService } from '@svc/bench'
import { Bench } from 'tinybench'
import { consistency } from '../src/app.js'
import { analyzeConsistency } from '../src/domain/analyze-consistency.js'

/** An order export with the usual drift: a numeric string now and then, mixed date forms, optional notes. */
function order(i: number) {
  return {
    id: i % 50 === 0 ? String(1000 + i) : 1000 + i,
    placed_at: i % 7 === 0 ? 1709546400 + i : '2024-03-04T09:15:00Z',
    status: i % 11 === 0 ? null : 'paid',
    customer: { id: i, email: `buyer${i}@example.com`, vip: i % 2 === 0 },
    lines: [
      { sku: `SKU-${i}`, quantity: 1, unitPrice: 9.99 },
      { sku: `SKU-${i + 1}`, quantity: i % 13 === 0 ? '2' : 2, unitPrice: 5 },
    ],
    ...(i % 3 === 0 ? { note: 'leave at the door' } : {}),
  }
}

function bodyOf(bytes: number): string {
  const orders: unknown[] = []
  let size = 40
  for (let i = 0; size < bytes; i++) {
    orders.push(order(i))
    size += JSON.stringify(orders[i]).length + 1
  }
  return JSON.stringify({ page: 1, orders })
}

const median = (task: Bench['tasks'][number] | undefined) =>
  task?.result?.state === 'completed' ? (task.result.latency.p50 ?? task.result.latency.mean) : Number.NaN

const service = await startService(consistency)
const rows: string[][] = []
for (const [label, bytes] of [
  ['1 MB', 1_000_000],
  ['10 MB', 9_950_000],
] as const) {
  const body = bodyOf(bytes)
  const megabytes = body.length / 1_000_000
  const bench = new Bench({ time: 2_000, iterations: 10 })
  bench
    .add('JSON.parse', () => JSON.parse(body))
    .add('JSON.parse + analyzeConsistency', () => {
      if (analyzeConsistency(JSON.parse(body)).summary.warningCount === 0) throw new Error('expected warnings')
    })
  await bench.run()
  const parseMs = median(bench.tasks[0])
  const inProcessMs = median(bench.tasks[1])
  const http = await load(service.url, { path: '/analyze', body, connections: 1, durationSeconds: bytes > 2e6 ? 8 : 5 })
  if (http.non2xx > 0) throw new Error(`consistency answered ${http.non2xx} non-2xx responses`)
  const requestMs = http.latencyP50Ms
  rows.push([
    `${label} (${body.length.toLocaleString('en-US')} B)`,
    formatRate(parseMs / megabytes),
    formatRate(inProcessMs / megabytes),
    formatRate(requestMs / megabytes),
    `${(inProcessMs / parseMs).toFixed(2)}x`,
    `${(requestMs / parseMs).toFixed(2)}x`,
  ])
  console.error(`done: ${label}`)
}
await service.app.close()
console.log(
  markdownTable(
    [
      'body',
      'JSON.parse ms/MB',
      'parse + analyze ms/MB',
      'whole HTTP request ms/MB (p50)',
      'in-process / JSON.parse',
      'request / JSON.parse',
    ],
    rows,
  ),
)
