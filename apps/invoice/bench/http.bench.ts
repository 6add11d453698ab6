/**
 * End-to-end HTTP: POST /normalize with a 200-line Stripe invoice against a bare Fastify echo of the
 * same body, same process, same run; 3 s per row, 10 connections, 127.0.0.1 only.
 * Run: pnpm --filter @svc/invoice bench
 */
import { compareWithEcho, formatRate, markdownTable, ratio } from '@svc/bench'
import { invoice } from '../src/app.js'
import { stripeInvoiceWithLines } from './inputs.js'

const body = JSON.stringify({ payload: stripeInvoiceWithLines(200) })
const rows = await compareWithEcho(invoice, [
  {
    label: `/normalize, 200-line invoice (${(body.length / 1000).toFixed(1)} KB)`,
    path: '/normalize',
    body,
    durationSeconds: 3,
  },
])
console.log(
  markdownTable(
    ['request', 'Fastify echo req/s', 'invoice req/s', 'invoice / echo', 'p50 / p99 ms'],
    rows.map((row) => [
      row.label,
      formatRate(row.echo.requestsPerSecond),
      formatRate(row.service.requestsPerSecond),
      ratio(row.service.requestsPerSecond, row.echo.requestsPerSecond),
      `${row.service.latencyP50Ms} / ${row.service.latencyP99Ms}`,
    ]),
  ),
)
