/**
 * In-process A/B of the request metrics: the no-op service built twice in one process (METRICS on and
 * off), alternating legs of `inject` calls, process CPU per request, medians. `inject` costs most of
 * each figure; the difference between the two is what the metrics add. Usage:
 * `node bench/dist/hot-path/metrics-ab.js [--legs 6] [--requests 10000]`.
 */
import { parseArgs } from 'node:util'
import { buildService, keysAuth, serviceObserve } from '@svc/core'
import type { FastifyInstance } from 'fastify'
import { noop } from './noop-service.js'

const { values: args } = parseArgs({
  options: { legs: { type: 'string', default: '6' }, requests: { type: 'string', default: '10000' } },
})
const KEY = 'ab-key'
const request = {
  method: 'POST' as const,
  url: '/noop',
  headers: { 'x-gateway-key': KEY, 'content-type': 'application/json' },
  payload: '{"a":1}',
}

async function leg(app: FastifyInstance, n: number): Promise<number> {
  const before = process.cpuUsage()
  for (let i = 0; i < n; i++) await app.inject(request)
  const spent = process.cpuUsage(before)
  return (spent.user + spent.system) / n
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!
const on = await buildService(noop, { auth: keysAuth([KEY]) })
const off = await buildService(noop, { auth: keysAuth([KEY]), observe: serviceObserve(noop, { metrics: false }) })
await leg(on, 5_000)
await leg(off, 5_000)
const results = { on: [] as number[], off: [] as number[] }
for (let i = 0; i < Number(args.legs); i++) {
  results.on.push(await leg(on, Number(args.requests)))
  results.off.push(await leg(off, Number(args.requests)))
}
for (const [name, values] of Object.entries(results)) {
  console.log(
    `metrics ${name}: ${values.map((v) => v.toFixed(1)).join(' ')} µs/request, median ${median(values).toFixed(2)}`,
  )
}
await Promise.all([on.close(), off.close()])
