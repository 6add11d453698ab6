/**
 * The load generator in its own process, so the server under test keeps a core to itself where the
 * machine has one. Usage: node load.js '<json LoadSpec>'; prints the result as one JSON line.
 */
import autocannon from 'autocannon'

export interface LoadSpec {
  url: string
  method: 'POST'
  body: string
  headers: Record<string, string>
  connections: number
  durationSeconds: number
  /** Requests per second over all connections (autocannon's overallRate); as fast as possible when absent. */
  rate?: number
}

export interface LoadResult {
  requests: number
  ok: number
  non2xx: number
  errors: number
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
}

const spec = JSON.parse(process.argv[2] ?? '') as LoadSpec
const result = await autocannon({
  url: spec.url,
  method: spec.method,
  body: spec.body,
  headers: spec.headers,
  connections: spec.connections,
  duration: spec.durationSeconds,
  ...(spec.rate ? { overallRate: spec.rate } : {}),
})
const out: LoadResult = {
  requests: result.requests.total,
  ok: result['2xx'],
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  requestsPerSecond: result.requests.average,
  latencyP50Ms: result.latency.p50,
  latencyP99Ms: result.latency.p99,
}
process.stdout.write(`${JSON.stringify(out)}\n`)
