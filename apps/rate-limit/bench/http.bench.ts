/**
 * End-to-end HTTP: POST /calculate (one input) and POST /calculate/batch (1,000 inputs) against a
 * bare Fastify echo of the same body, same process, same run. 3 s per row, 10 connections.
 * Run: pnpm --filter @svc/rate-limit bench
 */
import { formatRate, load, markdownTable, ratio, startEcho, startService } from '@svc/bench'
import { rateLimit } from '../src/app.js'
import { batchOf, benchInput } from './inputs.js'

const echo = await startEcho(rateLimit.bodyLimit)
const service = await startService(rateLimit)
const rows: string[][] = []
for (const [label, path, body, decisions] of [
  ['/calculate, 1 input', '/calculate', JSON.stringify(benchInput(7)), 1],
  ['/calculate/batch, 1,000 inputs', '/calculate/batch', JSON.stringify({ requests: batchOf(1_000) }), 1_000],
] as const) {
  const options = { path, body, durationSeconds: 3, connections: 10 }
  const base = await load(echo.url, options)
  const ours = await load(service.url, options)
  if (ours.non2xx > 0) throw new Error(`rate-limit answered ${ours.non2xx} non-2xx responses`)
  rows.push([
    `${label} (${(body.length / 1000).toFixed(1)} KB)`,
    formatRate(base.requestsPerSecond),
    formatRate(ours.requestsPerSecond),
    ratio(ours.requestsPerSecond, base.requestsPerSecond),
    formatRate(ours.requestsPerSecond * decisions),
    `${ours.latencyP50Ms} / ${ours.latencyP99Ms}`,
  ])
}
await echo.app.close()
await service.app.close()
console.log(
  markdownTable(
    ['request', 'Fastify echo req/s', 'rate-limit req/s', 'rate-limit / echo', 'decisions/s', 'p50 / p99 ms'],
    rows,
  ),
)
