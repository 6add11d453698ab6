/** W3C trace context and the optional OpenTelemetry exporter. */
import { spawnSync } from 'node:child_process'
import { Writable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { buildService, keysAuth, newTraceparent, serviceObserve, validTraceparent } from '../src/index.js'
import { toy } from './toy-service.js'

const KEY = 'trace-test-key'
const headers = { 'x-gateway-key': KEY, 'content-type': 'application/json' }
const VALID = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'
let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

function logged() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line))
      done()
    },
  })
  return { lines, logger: { level: 'info' as const, stream } }
}

describe('validTraceparent', () => {
  it('accepts version 00 with 32 + 16 lowercase hex ids, not all zeros', () => {
    expect(validTraceparent(VALID)).toBe(VALID)
    expect(validTraceparent('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00')).toBeDefined()
    for (const bad of [
      '01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01', // another version
      'ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
      '00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01', // upper case
      '00-00000000000000000000000000000000-00f067aa0ba902b7-01', // zero trace id
      '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01', // zero span id
      '00-4bf92f3577b34da6a3ce929d0e0e473-00f067aa0ba902b7-01', // 31 digits
      '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b-01',
      '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-1',
      `${VALID}-extra`,
      ` ${VALID}`,
      '00_4bf92f3577b34da6a3ce929d0e0e4736_00f067aa0ba902b7_01',
      '00-4bf92f3577b34da6a3ce929d0e0e473g-00f067aa0ba902b7-01',
      '',
      [VALID, VALID],
      undefined,
    ]) {
      expect(validTraceparent(bad), String(bad)).toBeUndefined()
    }
  })

  it('generates valid, distinct, sampled traceparents', () => {
    const made = new Set(Array.from({ length: 100 }, newTraceparent))
    expect(made.size).toBe(100)
    for (const traceparent of made) {
      expect(validTraceparent(traceparent)).toBe(traceparent)
      expect(traceparent.endsWith('-01')).toBe(true)
    }
  })
})

describe('traceparent on a request', () => {
  it('echoes a valid one and writes its trace and span ids in the access line', async () => {
    const { lines, logger } = logged()
    app = await buildService(toy, { auth: keysAuth([KEY]), logger })
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { ...headers, traceparent: VALID },
      payload: '{}',
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers.traceparent).toBe(VALID)
    const access = lines.find((line) => line.msg === 'request')
    expect(access).toMatchObject({
      route: '/echo',
      status: 200,
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: '00f067aa0ba902b7',
    })
  })

  it('echoes it on error answers too (refused key)', async () => {
    app = await buildService(toy, { auth: keysAuth([KEY]) })
    const response = await app.inject({ method: 'POST', url: '/echo', headers: { traceparent: VALID }, payload: '{}' })
    expect(response.statusCode).toBe(401)
    expect(response.headers.traceparent).toBe(VALID)
  })

  it('ignores an invalid one: not echoed, not logged, none invented with TRACING off', async () => {
    const { lines, logger } = logged()
    app = await buildService(toy, { auth: keysAuth([KEY]), logger })
    const bad = '00-00000000000000000000000000000000-00f067aa0ba902b7-01'
    const invalid = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { ...headers, traceparent: bad },
      payload: '{}',
    })
    const none = await app.inject({ method: 'POST', url: '/echo', headers, payload: '{}' })
    expect(invalid.headers.traceparent).toBeUndefined()
    expect(none.headers.traceparent).toBeUndefined()
    const access = lines.filter((line) => line.msg === 'request')
    expect(access).toHaveLength(2)
    for (const line of access) {
      expect(line).not.toHaveProperty('traceId')
      expect(line).not.toHaveProperty('spanId')
    }
    expect(JSON.stringify(lines)).not.toContain('00f067aa0ba902b7')
  })

  it('with TRACING=on generates one when none or an invalid one came, and keeps a valid one', async () => {
    const { lines, logger } = logged()
    app = await buildService(toy, { auth: keysAuth([KEY]), logger, observe: serviceObserve(toy, { tracing: 'on' }) })
    const fresh = await app.inject({ method: 'POST', url: '/echo', headers, payload: '{}' })
    const replaced = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { ...headers, traceparent: 'garbage' },
      payload: '{}',
    })
    const kept = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { ...headers, traceparent: VALID },
      payload: '{}',
    })
    const generated = fresh.headers.traceparent as string
    expect(validTraceparent(generated)).toBe(generated)
    expect(validTraceparent(replaced.headers.traceparent)).toBe(replaced.headers.traceparent)
    expect(replaced.headers.traceparent).not.toBe(generated)
    expect(kept.headers.traceparent).toBe(VALID)
    const access = lines.filter((line) => line.msg === 'request')
    expect(access[0]).toMatchObject({ traceId: generated.slice(3, 35), spanId: generated.slice(36, 52) })
  })
})

describe('OpenTelemetry (TRACING=otel)', () => {
  it('exports a server span per request, child of the caller traceparent, and a span per worker-pool task', async () => {
    const exporter = new InMemorySpanExporter()
    app = await buildService(toy, {
      auth: keysAuth([KEY]),
      observe: serviceObserve(toy, { tracing: 'otel', otelExporter: exporter }),
    })
    const response = await app.inject({
      method: 'POST',
      url: '/spin',
      headers: { ...headers, traceparent: VALID },
      payload: '{"ms":1}',
    })
    expect(response.json()).toEqual({ ok: true })
    const spans = exporter.getFinishedSpans()
    const request = spans.find((span) => span.name === 'POST request')
    const task = spans.find((span) => span.name === 'worker-pool task')
    expect(request?.spanContext().traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736')
    expect(request?.parentSpanContext?.spanId).toBe('00f067aa0ba902b7')
    expect(request?.attributes).toMatchObject({
      'http.route': '/spin',
      'http.response.status_code': 200,
      'http.request.method': 'POST',
    })
    expect(request?.resource.attributes['service.name']).toBe('toy')
    expect(task?.attributes).toMatchObject({ 'worker_pool.name': 'spin-worker', 'worker_pool.outcome': 'ok' })
  })

  it('loads no OpenTelemetry module when tracing is off (and the spy catches one when it is on)', () => {
    const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url))
    const run = (tracing: string) =>
      spawnSync(process.execPath, ['--import', `${fixtures}otel-spy.mjs`, `${fixtures}traced-service.mjs`], {
        env: { PATH: process.env.PATH, TRACING: tracing },
        encoding: 'utf8',
        timeout: 30_000,
      })
    for (const mode of ['off', 'on']) {
      const off = run(mode)
      expect(off.stderr).not.toContain('OPENTELEMETRY LOADED')
      expect(off.status).toBe(0)
      const seen = JSON.parse(off.stdout)
      expect(seen).toMatchObject({
        spin: { ok: true },
        metrics: 200,
        traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
      })
    }
    const on = run('otel')
    expect(on.status).not.toBe(0)
    expect(on.stderr).toContain('OPENTELEMETRY LOADED: @opentelemetry/')
  })
})
