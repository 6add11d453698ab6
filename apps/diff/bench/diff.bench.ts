/**
 * Time per MB of a whole POST /diff (HTTP, auth, body parse, zod, shape walk, reply) against
 * JSON.parse of the same body, the floor for any JSON service, at 1 MB and 10 MB
 * (target: under 3x JSON.parse). The request time is autocannon's median latency over one connection
 * (integer milliseconds). The in-process column (JSON.parse + diffJson) shows where time goes.
 * Run: pnpm --filter @svc/diff bench
 */
import { perMegabyteTable } from '@svc/bench'
import { diff } from '../src/app.js'
import { diffJson } from '../src/domain/diff-json.js'

function order(i: number, version: 1 | 2) {
  const price = version === 1 ? 9.99 + i : { amount: 999 + i, currency: 'USD' }
  return {
    id: `ord_${i}`,
    placedAt: '2024-03-04T09:15:00Z',
    customer: { id: i, email: `buyer${i}@example.com`, ...(version === 1 ? { phone: '+1-202-555-0143' } : {}) },
    lines: [
      { sku: `SKU-${i}`, quantity: 1, unitPrice: price, discounts: [{ code: 'SPRING10', amount: 1 }] },
      { sku: `SKU-${i + 1}`, quantity: 2, unitPrice: price, discounts: [] },
    ],
    note: version === 2 && i % 3 === 0 ? null : 'leave at the door',
  }
}

/** `{ before: { object, url, has_more, data: [orders v1] }, after: { ..., data: [orders v2] } }` of about `bytes`. */
function bodyOf(bytes: number): string {
  const page = (data: unknown[]) => ({ object: 'list', url: '/v1/orders', has_more: true, data })
  const before: unknown[] = []
  const after: unknown[] = []
  let size = 200
  for (let i = 0; size < bytes; i++) {
    before.push(order(i, 1))
    after.push(order(i, 2))
    size += JSON.stringify(before[i]).length + JSON.stringify(after[i]).length + 2
  }
  return JSON.stringify({ before: page(before), after: page(after) })
}

const table = await perMegabyteTable(
  diff,
  '/diff',
  [
    { label: '1 MB', body: bodyOf(1_000_000) },
    { label: '10 MB', body: bodyOf(9_950_000) },
  ],
  (body) => {
    const { before, after } = JSON.parse(body)
    if (diffJson(before, after).summary.breakingCount === 0) throw new Error('expected breaking changes')
  },
)
console.log(table)
