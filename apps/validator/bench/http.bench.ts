/**
 * End-to-end HTTP throughput of POST /validate against a bare Fastify echo of the same body, in the
 * same process and run (target: at least 70% of the echo). Run: pnpm --filter @svc/validator bench
 */
import { formatRate, load, markdownTable, ratio, startEcho, startService } from '@svc/bench'
import { validator } from '../src/app.js'

function order(i: number) {
  return {
    id: i,
    email: `buyer${i}@example.com`,
    paid: i % 2 === 0,
    total: 19.99 + i,
    note: null,
    lines: [
      { sku: `SKU-${i}`, quantity: 1, unitPrice: 9.99 },
      { sku: `SKU-${i + 1}`, quantity: 2, unitPrice: 5 },
    ],
  }
}

const schema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'email', 'lines'],
    properties: {
      id: { type: 'integer' },
      email: { type: 'string' },
      paid: { type: 'boolean' },
      total: { type: 'number' },
      note: { type: ['string', 'null'] },
      lines: {
        type: 'array',
        items: {
          type: 'object',
          properties: { sku: { type: 'string' }, quantity: { type: 'integer' }, unitPrice: { type: 'number' } },
        },
      },
    },
  },
}

function bodyOf(targetBytes: number): string {
  const payload = []
  for (let i = 0; JSON.stringify(payload).length < targetBytes; i++) payload.push(order(i))
  return JSON.stringify({ payload, schema })
}

const echo = await startEcho(validator.bodyLimit)
const service = await startService(validator)
const rows: string[][] = []
for (const [label, bytes] of [
  ['1 KB', 1_000],
  ['100 KB', 100_000],
  ['1 MB', 1_000_000],
] as const) {
  const body = bodyOf(bytes)
  const options = { path: '/validate', body, durationSeconds: 5, connections: 10 }
  const base = await load(echo.url, options)
  const ours = await load(service.url, options)
  if (ours.non2xx > 0) throw new Error(`validator answered ${ours.non2xx} non-2xx responses`)
  rows.push([
    label,
    formatRate(base.requestsPerSecond),
    formatRate(ours.requestsPerSecond),
    ratio(ours.requestsPerSecond, base.requestsPerSecond),
    `${ours.latencyP50Ms} / ${ours.latencyP99Ms}`,
  ])
}
await echo.app.close()
await service.app.close()
console.log(
  markdownTable(['body', 'Fastify echo req/s', 'validator req/s', 'validator / echo', 'validator p50 / p99 ms'], rows),
)
