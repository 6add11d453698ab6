/**
 * Canaries for the library internals core leans on (each pinned to a `~` range in package.json). When an
 * upgrade changes one of them these fail naming the library, its version and the file that depends on
 * it, instead of the service silently writing wrong log lines or metrics.
 */
import { createRequire } from 'node:module'
import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { canWriteDirectly, PINO_SYMBOLS, writeAccessLine } from '../src/http/access-log.js'
import { HttpMetrics } from '../src/observe/http-metrics.js'

const require = createRequire(import.meta.url)
const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version

describe(`pino ${versionOf('pino')} internals (packages/core/src/http/access-log.ts)`, () => {
  const blame = (what: string) =>
    `pino ${versionOf('pino')} changed ${what}: http/access-log.ts writes the access line from pino's internals; ` +
    'check canWriteDirectly / writeAccessLine against this pino, or fall back to request.log.info'

  it('still exports every pino.symbols member the access line reads', () => {
    const symbols = pino.symbols as unknown as Record<string, unknown>
    for (const name of PINO_SYMBOLS) expect(typeof symbols[name], blame(`pino.symbols.${name}`)).toBe('symbol')
  })

  it('still writes, for a plain logger, exactly the bytes the direct access line writes', () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const child = pino({ level: 'info' }, stream).child({ reqId: 'canary' })
    expect(canWriteDirectly(child), blame('what a plainly configured logger looks like')).toBe(true)
    const record = { method: 'GET', route: '/health', status: 200, ms: 0.5, reqBytes: 0, resBytes: 12 }
    writeAccessLine(child, record)
    child.info(record, 'request')
    const withoutTime = (line = '') => line.replace(/"time":\d+/, '"time":0')
    expect(withoutTime(lines[0]), blame('the bytes of a log line')).toBe(withoutTime(lines[1]))
  })
})

describe(`prom-client ${versionOf('prom-client')} Metric shape (packages/core/src/observe/http-metrics.ts)`, () => {
  const blame = (what: string) =>
    `prom-client ${versionOf('prom-client')} changed ${what}: observe/http-metrics.ts registers objects of ` +
    "prom-client's Metric shape (get() returning { name, help, type, aggregator, values }); check them against this prom-client"

  it('formats a counter and a histogram read from the cells at scrape time', async () => {
    const metrics = new HttpMetrics('canary')
    metrics.slot('canary', '/a').cell('POST', 201).observe(0.003, 10, 20)
    const text = await metrics.registry.metrics()
    const labels = 'service="canary",route="/a",method="POST",status_class="2xx"'
    expect(text, blame('how a collected counter is formatted')).toContain(`http_requests_total{${labels}} 1\n`)
    expect(text, blame('how a collected histogram is formatted')).toContain(
      `http_request_duration_seconds_bucket{${labels},le="0.005"} 1\n`,
    )
    expect(text, blame('the histogram +Inf bucket')).toContain(
      `http_request_duration_seconds_bucket{${labels},le="+Inf"} 1\n`,
    )
    expect(text, blame('the # TYPE line')).toContain('# TYPE http_request_duration_seconds histogram\n')
    expect(text, blame('how bytes counters are formatted')).toContain(`http_response_body_bytes_total{${labels}} 20\n`)
  })
})
