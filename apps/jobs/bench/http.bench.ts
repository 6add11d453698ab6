/**
 * End-to-end HTTP: POST /normalize with 100 postings (HTML descriptions) against a bare Fastify echo
 * of the same body, same process, same run; 3 s per row, 127.0.0.1 only.
 * Run: pnpm --filter @svc/jobs bench
 */
import { compareWithEcho, formatRate, markdownTable, ratio } from '@svc/bench'
import { jobs } from '../src/app.js'
import { postings } from './inputs.js'

const body = JSON.stringify({ payload: postings(100) })
const rows = await compareWithEcho(jobs, [
  {
    label: `/normalize, 100 postings (${(body.length / 1000).toFixed(0)} KB)`,
    path: '/normalize',
    body,
    durationSeconds: 3,
  },
])
console.log(
  markdownTable(
    ['request', 'Fastify echo req/s', 'jobs req/s', 'jobs / echo', 'p50 / p99 ms'],
    rows.map((row) => [
      row.label,
      formatRate(row.echo.requestsPerSecond),
      formatRate(row.service.requestsPerSecond),
      ratio(row.service.requestsPerSecond, row.echo.requestsPerSecond),
      `${row.service.latencyP50Ms} / ${row.service.latencyP99Ms}`,
    ]),
  ),
)
