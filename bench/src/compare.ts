/**
 * The two comparisons every service benchmark makes, written once: a service against a bare
 * Fastify echo of the same bodies, and a whole request per MB against JSON.parse of its body.
 */
import type { Service } from '@svc/core'
import { Bench } from 'tinybench'
import { type HttpResult, load, startEcho, startService } from './http.js'
import { formatRate, markdownTable, ratio } from './table.js'

export interface EchoCase {
  label: string
  path: string
  body: string
  durationSeconds?: number
  connections?: number
}

export interface EchoRow {
  label: string
  echo: HttpResult
  service: HttpResult
}

/** Loads the echo, then the service, with each case; fails on any non-2xx answer of the service. */
export async function compareWithEcho<D extends object>(
  service: Service<D>,
  cases: readonly EchoCase[],
): Promise<EchoRow[]> {
  const echo = await startEcho(service.bodyLimit)
  const ours = await startService(service)
  const rows: EchoRow[] = []
  try {
    for (const { label, ...options } of cases) {
      const base = await load(echo.url, options)
      const measured = await load(ours.url, options)
      if (measured.non2xx > 0)
        throw new Error(`${service.name} answered ${measured.non2xx} non-2xx responses (${label})`)
      rows.push({ label, echo: base, service: measured })
    }
  } finally {
    await echo.app.close()
    await ours.app.close()
  }
  return rows
}

/** The usual table of `compareWithEcho` rows. */
export function echoTable(serviceName: string, firstColumn: string, rows: readonly EchoRow[]): string {
  return markdownTable(
    [firstColumn, 'Fastify echo req/s', `${serviceName} req/s`, `${serviceName} / echo`, `${serviceName} p50 / p99 ms`],
    rows.map((row) => [
      row.label,
      formatRate(row.echo.requestsPerSecond),
      formatRate(row.service.requestsPerSecond),
      ratio(row.service.requestsPerSecond, row.echo.requestsPerSecond),
      `${row.service.latencyP50Ms} / ${row.service.latencyP99Ms}`,
    ]),
  )
}

export interface ParseCase {
  label: string
  body: string
}

const median = (task: Bench['tasks'][number] | undefined) =>
  task?.result?.state === 'completed' ? (task.result.latency.p50 ?? task.result.latency.mean) : Number.NaN

/**
 * Per MB: JSON.parse of the body (the floor for any JSON service), `inProcess(body)` (parse + the
 * domain), and the whole HTTP request (autocannon's median over one connection, integer ms).
 */
export async function perMegabyteTable<D extends object>(
  service: Service<D>,
  path: string,
  cases: readonly ParseCase[],
  inProcess: (body: string) => void,
): Promise<string> {
  const running = await startService(service)
  const rows: string[][] = []
  try {
    for (const { label, body } of cases) {
      const megabytes = body.length / 1_000_000
      const bench = new Bench({ time: 2_000, iterations: 10 })
      bench.add('JSON.parse', () => JSON.parse(body)).add('in-process', () => inProcess(body))
      await bench.run()
      const parseMs = median(bench.tasks[0])
      const inProcessMs = median(bench.tasks[1])
      const http = await load(running.url, { path, body, connections: 1, durationSeconds: megabytes > 2 ? 8 : 5 })
      if (http.non2xx > 0) throw new Error(`${service.name} answered ${http.non2xx} non-2xx responses (${label})`)
      rows.push([
        `${label} (${body.length.toLocaleString('en-US')} B)`,
        formatRate(parseMs / megabytes),
        formatRate(inProcessMs / megabytes),
        formatRate(http.latencyP50Ms / megabytes),
        `${(inProcessMs / parseMs).toFixed(2)}x`,
        `${(http.latencyP50Ms / parseMs).toFixed(2)}x`,
      ])
    }
  } finally {
    await running.app.close()
  }
  return markdownTable(
    [
      'body',
      'JSON.parse ms/MB',
      'in-process ms/MB',
      'whole HTTP request ms/MB (p50)',
      'in-process / JSON.parse',
      'request / JSON.parse',
    ],
    rows,
  )
}
