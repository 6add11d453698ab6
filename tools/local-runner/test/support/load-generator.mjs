#!/usr/bin/env node
// A load generator in a process of its own, so that its latencies are not the test runner's event loop:
// `node load-generator.mjs <url> <total> <concurrency>` with the JSON body and gateway key in the
// environment (LOAD_BODY, LOAD_KEY). Keep-alive connections, one request at a time per connection,
// each timed with the monotonic clock from the write to the last byte of the answer. Prints
// `{ sent, failed, p50, p99 }` (seconds) as JSON.
import { Agent, request } from 'node:http'

const [url, totalText, concurrencyText] = process.argv.slice(2)
const total = Number(totalText)
const concurrency = Number(concurrencyText)
const body = Buffer.from(process.env.LOAD_BODY ?? '{}')
const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
const target = new URL(url)

function once() {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          'x-gateway-key': process.env.LOAD_KEY ?? '',
        },
      },
      (res) => {
        res.on('data', () => {})
        res.on('end', () =>
          resolve({ status: res.statusCode, seconds: Number(process.hrtime.bigint() - started) / 1e9 }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const latencies = []
let failed = 0
let next = 0
async function worker() {
  while (next < total) {
    next += 1
    const { status, seconds } = await once()
    latencies.push(seconds)
    if (status !== 200) failed += 1
  }
}
await Promise.all(Array.from({ length: concurrency }, worker))
agent.destroy()
latencies.sort((a, b) => a - b)
const at = (q) => latencies[Math.max(0, Math.ceil(q * latencies.length) - 1)]
process.stdout.write(JSON.stringify({ sent: latencies.length, failed, p50: at(0.5), p99: at(0.99) }))
