/** GET /metrics: the exposition parses, counters move, labels stay bounded and carry nothing a caller sent. */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import {
  buildService,
  CoreEnv,
  createHost,
  keysAuth,
  loadConfig,
  observeFromEnv,
  serviceObserve,
} from '../src/index.js'
import { parseExposition, sample } from './prom-text.js'
import { toy } from './toy-service.js'

const KEY = 'metrics-test-key'
const headers = { 'x-gateway-key': KEY, 'content-type': 'application/json' }
let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

async function scrape(target: FastifyInstance) {
  const response = await target.inject({ method: 'GET', url: '/metrics' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
  return { text: response.body, ...parseExposition(response.body) }
}

const echo = { service: 'toy', route: '/echo', method: 'POST' }

describe('GET /metrics', () => {
  it('answers without a key, in a format that parses, with the families an operator expects', async () => {
    app = await buildService(toy, { auth: keysAuth([KEY]) })
    const { types, samples } = await scrape(app)
    expect(Object.fromEntries(types)).toMatchObject({
      http_requests_total: 'counter',
      http_request_duration_seconds: 'histogram',
      http_request_body_bytes_total: 'counter',
      http_response_body_bytes_total: 'counter',
      http_errors_total: 'counter',
      http_requests_in_flight: 'gauge',
      http_requests_shed_total: 'counter',
      service_build_info: 'gauge',
      nodejs_eventloop_lag_seconds: 'gauge',
      nodejs_eventloop_utilization_ratio: 'gauge',
      nodejs_heap_size_used_bytes: 'gauge',
      process_resident_memory_bytes: 'gauge',
      worker_pool_queue_depth: 'gauge',
      worker_pool_task_duration_seconds: 'histogram',
      worker_pool_wait_seconds: 'gauge',
    })
    expect(sample(samples, 'service_build_info', { service: 'toy', version: '0.0.1' })).toBe(1)
    // The scrape itself is in flight while it is answered.
    expect(sample(samples, 'http_requests_in_flight', { service: 'toy' })).toBe(1)
    const utilization = sample(samples, 'nodejs_eventloop_utilization_ratio')!
    expect(utilization).toBeGreaterThanOrEqual(0)
    expect(utilization).toBeLessThanOrEqual(1)
    expect(sample(samples, 'process_resident_memory_bytes')).toBeGreaterThan(1_000_000)
  })

  it('counts requests, durations and bytes by route template, method and status class', async () => {
    app = await buildService(toy, { auth: keysAuth([KEY]) })
    const body = JSON.stringify({ hello: 'world' })
    for (let i = 0; i < 3; i++) {
      const response = await app.inject({ method: 'POST', url: '/echo', headers, payload: body })
      expect(response.statusCode).toBe(200)
    }
    await app.inject({ method: 'POST', url: '/echo', headers, payload: '{"broken' })
    const replyBytes = Buffer.byteLength(JSON.stringify({ ok: true, body: { hello: 'world' } }))
    const { samples } = await scrape(app)
    const ok = { ...echo, status_class: '2xx' }
    expect(sample(samples, 'http_requests_total', ok)).toBe(3)
    expect(sample(samples, 'http_requests_total', { ...echo, status_class: '4xx' })).toBe(1)
    expect(sample(samples, 'http_request_duration_seconds_count', ok)).toBe(3)
    expect(sample(samples, 'http_request_duration_seconds_bucket', { ...ok, le: '+Inf' })).toBe(3)
    expect(sample(samples, 'http_request_duration_seconds_sum', ok)).toBeGreaterThan(0)
    expect(sample(samples, 'http_request_body_bytes_total', ok)).toBe(3 * body.length)
    expect(sample(samples, 'http_response_body_bytes_total', ok)).toBe(3 * replyBytes)
    expect(sample(samples, 'http_errors_total', { service: 'toy', code: 'INVALID_JSON' })).toBe(1)
    // Buckets are cumulative and end at the count.
    const buckets = samples.filter(
      (s) => s.name === 'http_request_duration_seconds_bucket' && s.labels.status_class === '2xx',
    )
    expect(buckets.map((s) => s.value)).toEqual([...buckets.map((s) => s.value)].sort((a, b) => a - b))
  })

  it('counts errors by catalog code, including refusals before the route runs', async () => {
    app = await buildService(toy, { auth: keysAuth([KEY]) })
    await app.inject({ method: 'POST', url: '/echo', payload: '{}', headers: { 'content-type': 'application/json' } })
    await app.inject({ method: 'POST', url: '/echo', payload: '{}', headers: { ...headers, 'x-gateway-key': 'wrong' } })
    await app.inject({ method: 'GET', url: '/nowhere', headers })
    await app.inject({ method: 'GET', url: '/echo', headers })
    await app.inject({ method: 'POST', url: '/slow', headers, payload: '{"ms":"soon"}' })
    const { samples } = await scrape(app)
    const count = (code: string) => sample(samples, 'http_errors_total', { service: 'toy', code })
    expect([
      count('MISSING_API_KEY'),
      count('INVALID_API_KEY'),
      count('NOT_FOUND'),
      count('METHOD_NOT_ALLOWED'),
      count('INVALID_REQUEST'),
    ]).toEqual([1, 1, 1, 1, 1])
    expect(
      sample(samples, 'http_requests_total', {
        service: 'toy',
        route: '(unmatched)',
        method: 'GET',
        status_class: '4xx',
      }),
    ).toBe(2)
  })

  it('never puts a path, a body value, a header or a key in a label, and keeps the series bounded', async () => {
    app = await buildService(toy, { auth: keysAuth([KEY]) })
    const secrets = ['SECRETPATH', 'SECRETQUERY', 'SECRETBODY', 'SECRETKEY', 'SECRETHOST', 'SECRETTRACE', KEY]
    const hostile = async (i: number) => {
      await app!.inject({
        method: 'POST',
        url: `/SECRETPATH-${i}/x?q=SECRETQUERY-${i}`,
        headers,
        payload: `{"v":"SECRETBODY-${i}"}`,
      })
      await app!.inject({
        method: 'POST',
        url: `/echo?SECRETQUERY=${i}`,
        headers,
        payload: `{"v":"SECRETBODY-${i}","__proto__":{"x":1}}`,
      })
      await app!.inject({
        method: 'POST',
        url: '/echo',
        headers: { ...headers, 'x-gateway-key': `SECRETKEY-${i}` },
        payload: '{}',
      })
      await app!.inject({
        method: 'POST',
        url: '/echo',
        headers: { ...headers, 'x-gateway-host': `SECRETHOST-${i}` },
        payload: '{}',
      })
      await app!.inject({
        method: 'POST',
        url: '/echo',
        headers: { ...headers, traceparent: `SECRETTRACE-${i}` },
        payload: '{',
      })
      await app!.inject({ method: 'DELETE', url: `/%SECRETPATH${i}`, headers })
      await app!.inject({ method: 'POST', url: '/slow', headers, payload: `{"ms":"SECRETBODY-${i}"}` })
      await app!.inject({
        method: 'POST',
        url: '/echo',
        headers: { ...headers, 'content-type': `text/SECRETBODY-${i}` },
        payload: 'x',
      })
    }
    await hostile(0)
    await scrape(app) // the scrape's own series appear from the next scrape on
    const first = await scrape(app)
    for (let i = 1; i < 40; i++) await hostile(i)
    const after = await scrape(app)
    for (const secret of secrets) expect(after.text).not.toContain(secret)
    const httpSeries = (samples: typeof first.samples) => samples.filter((s) => s.name.startsWith('http_')).length
    // 39 more rounds of distinct hostile values: not one new series.
    expect(httpSeries(after.samples)).toBe(httpSeries(first.samples))
    const routes = new Set(after.samples.filter((s) => s.labels.route !== undefined).map((s) => s.labels.route))
    expect([...routes].sort()).toEqual(['(unmatched)', '/echo', '/metrics', '/slow'].sort())
    for (const s of after.samples) {
      if (s.labels.method !== undefined)
        expect(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'OTHER']).toContain(s.labels.method)
      if (s.labels.code !== undefined) expect(s.labels.code).toMatch(/^[A-Z_]+$/)
    }
  })

  it('counts worker-pool tasks by outcome and shows the queue', async () => {
    app = await buildService(toy, { auth: keysAuth([KEY]) })
    const before =
      sample((await scrape(app)).samples, 'worker_pool_task_duration_seconds_count', {
        pool: 'spin-worker',
        outcome: 'ok',
      }) ?? 0
    const spin = await app.inject({ method: 'POST', url: '/spin', headers, payload: '{"ms":5}' })
    expect(spin.json()).toEqual({ ok: true })
    const { samples } = await scrape(app)
    expect(sample(samples, 'worker_pool_task_duration_seconds_count', { pool: 'spin-worker', outcome: 'ok' })).toBe(
      before + 1,
    )
    expect(sample(samples, 'worker_pool_queue_depth', { pool: 'spin-worker' })).toBe(0)
    expect(
      sample(samples, 'worker_pool_wait_seconds', { pool: 'spin-worker', quantile: '0.5' }),
    ).toBeGreaterThanOrEqual(0)
  })

  it('counts load-shedding 503s and still answers the scrape while shedding', async () => {
    app = await createHost({
      pressure: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 1, sampleIntervalMs: 10 },
      observe: serviceObserve(toy),
    })
    const { servicePlugin } = await import('../src/index.js')
    await app.register(servicePlugin(toy, { auth: keysAuth([KEY]) }))
    await app.ready()
    await new Promise((resolve) => setTimeout(resolve, 50))
    const shed = await app.inject({ method: 'POST', url: '/echo', headers, payload: '{}' })
    expect(shed.statusCode).toBe(503)
    const { samples } = await scrape(app)
    expect(sample(samples, 'http_requests_shed_total', { service: 'toy' })).toBe(1)
    expect(sample(samples, 'http_errors_total', { service: 'toy', code: 'OVERLOADED' })).toBe(1)
    expect(sample(samples, 'http_requests_total', { ...echo, status_class: '5xx' })).toBe(1)
  })

  it('is not served when METRICS=off', async () => {
    app = await buildService(toy, { auth: keysAuth([KEY]), observe: serviceObserve(toy, { metrics: false }) })
    const response = await app.inject({ method: 'GET', url: '/metrics', headers })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ error: 'NOT_FOUND' })
  })

  it('answers a scrape within 100 ms while the service is under load', async () => {
    app = await buildService(toy, { auth: keysAuth([KEY]) })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    // The load comes from another process, so the scrape competes with serving it, not with generating it.
    const load = spawn(process.execPath, [
      fileURLToPath(new URL('./fixtures/load.mjs', import.meta.url)),
      `${base}/echo`,
      KEY,
    ])
    let output = ''
    load.stdout.on('data', (chunk) => {
      output += chunk
    })
    // Wait until the service is busy: its own counter says so.
    const echoed = async () =>
      sample((await scrape(app!)).samples, 'http_requests_total', { ...echo, status_class: '2xx' }) ?? 0
    for (let tries = 0; (await echoed()) < 200 && tries < 200; tries++) await new Promise((r) => setTimeout(r, 25))
    const timings: number[] = []
    for (let i = 0; i < 5; i++) {
      const started = performance.now()
      const response = await fetch(`${base}/metrics`)
      const text = await response.text()
      timings.push(performance.now() - started)
      expect(response.status).toBe(200)
      expect(parseExposition(text).samples.length).toBeGreaterThan(50)
    }
    load.kill('SIGTERM')
    await once(load, 'exit')
    expect(Number(output)).toBeGreaterThan(200)
    timings.sort((a, b) => a - b)
    console.info(
      `scrape under load: ${timings.map((ms) => ms.toFixed(1)).join(', ')} ms; ${output.trim()} requests served`,
    )
    // The median of five (the machine is shared; one scrape can lose the CPU to another process).
    expect(timings[2]).toBeLessThan(100)
  })
})

describe('in flight', () => {
  it('does not count forever a request whose client went away before the answer', async () => {
    app = await buildService(toy, { auth: keysAuth([KEY]) })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const controller = new AbortController()
    const aborted = fetch(`${base}/slow`, { method: 'POST', headers, body: '{"ms":300}', signal: controller.signal })
    setTimeout(() => controller.abort(), 50)
    await expect(aborted).rejects.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 500))
    const { samples } = await scrape(app)
    expect(sample(samples, 'http_requests_in_flight', { service: 'toy' })).toBe(1) // the scrape
    expect(sample(samples, 'http_requests_aborted_total', { service: 'toy' })).toBe(1)
  })
})

describe('METRICS_PORT', () => {
  it('serves /metrics only on the separate listener; the service port does not expose it', async () => {
    app = await buildService(toy, {
      auth: keysAuth([KEY]),
      observe: serviceObserve(toy, { metricsPort: 0, metricsHost: '127.0.0.1' }),
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const server = (app as unknown as { metricsServer(): import('node:http').Server }).metricsServer()
    const metricsBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const serviceBase = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const onService = await fetch(`${serviceBase}/metrics`, { headers })
    expect(onService.status).toBe(404)
    expect(await onService.json()).toMatchObject({ error: 'NOT_FOUND' })
    await fetch(`${serviceBase}/echo`, { method: 'POST', headers, body: '{}' })
    const onMetrics = await fetch(`${metricsBase}/metrics`)
    expect(onMetrics.status).toBe(200)
    const { samples } = parseExposition(await onMetrics.text())
    expect(sample(samples, 'http_requests_total', { ...echo, status_class: '2xx' })).toBe(1)
    const other = await fetch(`${metricsBase}/health`)
    expect(other.status).toBe(404)
    expect(await other.json()).toEqual({ error: 'NOT_FOUND', message: 'Only GET /metrics is served on this port.' })
    await app.close()
    app = undefined
    await expect(fetch(`${metricsBase}/metrics`)).rejects.toThrow()
  })

  it('is read from the environment, and refused when it equals PORT', () => {
    const env = { GATEWAY_KEYS: 'k', PORT: '4000', HOST: '127.0.0.1' }
    expect(observeFromEnv(loadConfig(CoreEnv, { ...env, METRICS_PORT: '9464' }))).toEqual({
      metrics: true,
      tracing: 'off',
      metricsHost: '127.0.0.1',
      metricsPort: 9464,
    })
    expect(() => observeFromEnv(loadConfig(CoreEnv, { ...env, METRICS_PORT: '4000' }))).toThrow(
      /METRICS_PORT: must differ from PORT/,
    )
    expect(() => loadConfig(CoreEnv, { ...env, METRICS_PORT: 'metrics' })).toThrow(/METRICS_PORT/)
    expect(() => observeFromEnv(loadConfig(CoreEnv, { ...env, TRACING: 'otel' }))).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    )
    expect(observeFromEnv(loadConfig(CoreEnv, { ...env, METRICS: 'off' })).metrics).toBe(false)
  })
})
