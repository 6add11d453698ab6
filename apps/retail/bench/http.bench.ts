/**
 * End-to-end HTTP: POST /compare with 1,000 products against a bare Fastify echo of the same body,
 * same process, same run; 3 s per row, 127.0.0.1 only. Run: pnpm --filter @svc/retail bench
 */
import { compareWithEcho, formatRate, markdownTable, ratio } from '@svc/bench'
import { retail } from '../src/app.js'
import { compareProducts } from './inputs.js'

const body = JSON.stringify({ products: compareProducts(1000), queryIntent: 'cheapest' })
const rows = await compareWithEcho(retail, [
  {
    label: `/compare, 1,000 products (${(body.length / 1000).toFixed(0)} KB)`,
    path: '/compare',
    body,
    durationSeconds: 3,
  },
])
console.log(
  markdownTable(
    ['request', 'Fastify echo req/s', 'retail req/s', 'retail / echo', 'p50 / p99 ms'],
    rows.map((row) => [
      row.label,
      formatRate(row.echo.requestsPerSecond),
      formatRate(row.service.requestsPerSecond),
      ratio(row.service.requestsPerSecond, row.echo.requestsPerSecond),
      `${row.service.latencyP50Ms} / ${row.service.latencyP99Ms}`,
    ]),
  ),
)
