/**
 * End-to-end HTTP throughput of POST /analyze (one event) and POST /analyze/batch (1,000 events)
 * against a bare Fastify echo of the same body, in the same process and run (5 s per row, 10
 * connections). Run: pnpm --filter @svc/fault-analyzer bench
 */
import { compareWithEcho, echoTable } from '@svc/bench'
import { faultAnalyzer } from '../src/app.js'
import { EVENT_EXAMPLE } from '../src/schemas/analyze.js'
import { eventBatch } from './events.js'

const kilobytes = (body: string) => `${(body.length / 1000).toFixed(1)} KB`
const single = JSON.stringify(EVENT_EXAMPLE)
const batch = JSON.stringify(eventBatch(1_000))
const rows = await compareWithEcho(faultAnalyzer, [
  { label: `/analyze, 1 event (${kilobytes(single)})`, path: '/analyze', body: single, durationSeconds: 5 },
  {
    label: `/analyze/batch, 1,000 events (${kilobytes(batch)})`,
    path: '/analyze/batch',
    body: batch,
    durationSeconds: 5,
  },
])
console.log(echoTable('fault-analyzer', 'body', rows))
