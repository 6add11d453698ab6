/**
 * End-to-end HTTP: POST /normalize with a batch of 10 inputs of 30 events (inline path, under 256 KB)
 * against a bare Fastify echo of the same body, same process, same run; 3 s per row, 10 connections,
 * 127.0.0.1 only. Run: pnpm --filter @svc/shipment bench:http
 */
import { compareWithEcho, formatRate, markdownTable, ratio } from '@svc/bench'
import { shipment } from '../src/app.js'
import { shipmentInputs } from './inputs.js'

const body = JSON.stringify({ inputs: shipmentInputs(10, 30) })
const rows = await compareWithEcho(shipment, [
  {
    label: `/normalize, 10 × 30 events (${(body.length / 1000).toFixed(0)} KB)`,
    path: '/normalize',
    body,
    durationSeconds: 3,
  },
])
console.log(
  markdownTable(
    ['request', 'Fastify echo req/s', 'shipment req/s', 'shipment / echo', 'p50 / p99 ms'],
    rows.map((row) => [
      row.label,
      formatRate(row.echo.requestsPerSecond),
      formatRate(row.service.requestsPerSecond),
      ratio(row.service.requestsPerSecond, row.echo.requestsPerSecond),
      `${row.service.latencyP50Ms} / ${row.service.latencyP99Ms}`,
    ]),
  ),
)
