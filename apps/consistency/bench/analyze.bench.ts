/**
 * Time per MB of a whole POST /analyze (HTTP, auth, body parse, zod, group walk, reply) against
 * JSON.parse of the same body, the floor for any JSON service, at 1 MB and 10 MB (target: under
 * 3x JSON.parse). The request time is autocannon's median latency over one connection (integer
 * milliseconds); the in-process column (JSON.parse + analyzeConsistency) shows where time goes.
 * Run: pnpm --filter @svc/consistency bench
 */
import { perMegabyteTable } from '@svc/bench'
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

const table = await perMegabyteTable(
  consistency,
  '/analyze',
  [
    { label: '1 MB', body: bodyOf(1_000_000) },
    { label: '10 MB', body: bodyOf(9_950_000) },
  ],
  (body) => {
    if (analyzeConsistency(JSON.parse(body)).summary.warningCount === 0) throw new Error('expected warnings')
  },
)
console.log(table)
