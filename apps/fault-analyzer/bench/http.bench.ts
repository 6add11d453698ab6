/**
 * End-to-end HTTP throughput of POST /analyze (one event) and POST /analyze/batch (1,000 events)
 * against a bare Fastify echo of the same body, in the same process and run (5 s per row, 10
 * connections). Run: pnpm --filter @svc/fault-analyzer bench
 */
import { formatRate, load, markdownTable, ratio, startEcho, startService } from '@svc/bench'
import { faultAnalyzer } from '../src/app.js'
import { EVENT_EXAMPLE } from '../src/schemas/analyze.js'
import { eventBatch } from './events.js'

const echo = await startEcho(faultAnalyzer.bodyLimit)
const service = await startService(faultAnalyzer)
const rows: string[][] = []
for (const [label, path, body] of [
  ['/analyze, 1 event', '/analyze', JSON.stringify(EVENT_EXAMPLE)],
  ['/analyze/batch, 1,000 events', '/analyze/batch', JSON.stringify(eventBatch(1_000))],
] as const) {
  const options = { path, body, durationSeconds: 5, connections: 10 }
  const base = await load(echo.url, options)
  const ours = await load(service.url, options)
  if (ours.non2xx > 0) throw new Error(`fault-analyzer answered ${ours.non2xx} non-2xx responses`)
  rows.push([
    `${label} (${(body.length / 1000).toFixed(1)} KB)`,
    formatRate(base.requestsPerSecond),
    formatRate(ours.requestsPerSecond),
    ratio(ours.requestsPerSecond, base.requestsPerSecond),
    `${ours.latencyP50Ms} / ${ours.latencyP99Ms}`,
  ])
}
await echo.app.close()
await service.app.close()
console.log(
  markdownTable(
    ['body', 'Fastify echo req/s', 'fault-analyzer req/s', 'analyzer / echo', 'analyzer p50 / p99 ms'],
    rows,
  ),
)
