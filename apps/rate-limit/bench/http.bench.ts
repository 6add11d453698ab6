/**
 * End-to-end HTTP: POST /calculate (one input) and POST /calculate/batch (1,000 inputs) against a
 * bare Fastify echo of the same body, same process, same run. 3 s per row, 10 connections.
 * Run: pnpm --filter @svc/rate-limit bench
 */
import { compareWithEcho, formatRate, markdownTable, ratio } from '@svc/bench'
import { rateLimit } from '../src/app.js'
import { batchOf, benchInput } from './inputs.js'

const single = JSON.stringify(benchInput(7))
const batch = JSON.stringify({ requests: batchOf(1_000) })
const kilobytes = (body: string) => `${(body.length / 1000).toFixed(1)} KB`
const rows = await compareWithEcho(rateLimit, [
  { label: `/calculate, 1 input (${kilobytes(single)})`, path: '/calculate', body: single, durationSeconds: 3 },
  {
    label: `/calculate/batch, 1,000 inputs (${kilobytes(batch)})`,
    path: '/calculate/batch',
    body: batch,
    durationSeconds: 3,
  },
])
const decisions = [1, 1_000]
console.log(
  markdownTable(
    ['request', 'Fastify echo req/s', 'rate-limit req/s', 'rate-limit / echo', 'decisions/s', 'p50 / p99 ms'],
    rows.map((row, i) => [
      row.label,
      formatRate(row.echo.requestsPerSecond),
      formatRate(row.service.requestsPerSecond),
      ratio(row.service.requestsPerSecond, row.echo.requestsPerSecond),
      formatRate(row.service.requestsPerSecond * (decisions[i] ?? 1)),
      `${row.service.latencyP50Ms} / ${row.service.latencyP99Ms}`,
    ]),
  ),
)
