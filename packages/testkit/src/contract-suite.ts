/**
 * The black-box suite of docs/contract.md every service runs with one sample request: auth, probes, limits,
 * the error envelope, 404/405, request ids, determinism and log hygiene. A service that passes it
 * behaves like every other service to a caller and to the gateway.
 */
import type { Service } from '@svc/core'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_KEY, type TestApp } from './inject.js'

export interface SampleRequest {
  method: 'POST' | 'GET' | 'PUT' | 'PATCH' | 'DELETE'
  url: string
  /** A JSON value (sent as application/json) or a raw string with `contentType`. */
  body?: unknown
  contentType?: string
  headers?: Record<string, string>
}

export interface ContractOptions<D extends object> {
  deps?: Partial<D>
}

function toInject(sample: SampleRequest, headers: Record<string, string> = {}): InjectOptions {
  const raw = sample.contentType !== undefined
  return {
    method: sample.method,
    url: sample.url,
    headers: {
      ...(sample.body !== undefined ? { 'content-type': sample.contentType ?? 'application/json' } : {}),
      ...sample.headers,
      ...headers,
    },
    ...(sample.body !== undefined ? { payload: raw ? String(sample.body) : JSON.stringify(sample.body) } : {}),
  }
}

function stringLeaves(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string' && value.length >= 6) out.add(value)
  else if (Array.isArray(value)) for (const item of value) stringLeaves(item, out)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringLeaves(item, out)
  return out
}

/** A JSON body of exactly `size` bytes. */
export function jsonOfSize(size: number): string {
  const frame = '{"pad":""}'
  return `{"pad":"${'a'.repeat(Math.max(0, size - frame.length))}"}`
}

function expectEnvelope(json: Record<string, unknown>, code: string) {
  expect(json.error).toBe(code)
  expect(typeof json.message).toBe('string')
  expect(String(json.message).length).toBeGreaterThan(0)
}

export function runContractSuite<D extends object>(
  service: Service<D>,
  sample: SampleRequest,
  options: ContractOptions<D> = {},
) {
  describe(`${service.name}: CONTRACT suite`, () => {
    let t: TestApp
    let app: FastifyInstance
    const send = (payload: string, contentType = 'application/json') =>
      app.inject({
        method: sample.method,
        url: sample.url,
        headers: { ...sample.headers, 'x-gateway-key': TEST_KEY, 'content-type': contentType },
        payload,
      })

    beforeAll(async () => {
      t = await buildTestApp(service, { deps: options.deps ?? {} })
      app = t.app
    })
    afterAll(async () => {
      await app.close()
    })

    it('answers the sample request with 200 JSON and a request id', async () => {
      const res = await app.inject(toInject(sample, { 'x-gateway-key': TEST_KEY }))
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.headers['x-request-id']).toMatch(/^[\w.:-]+$/)
      const route = service.routes(options.deps ?? {}, { onClose: () => {} }).find((r) => r.url === sample.url)
      expect(route, 'the sample names a route of the service').toBeDefined()
      const parsed = route!.schema.response[200].safeParse(res.json())
      expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true)
    })

    it('accepts JSON with a charset parameter or a byte order mark', async () => {
      if (sample.contentType !== undefined) return
      const text = JSON.stringify(sample.body)
      const withCharset = await send(text, 'application/json; charset=utf-8')
      expect(withCharset.statusCode, withCharset.body).toBe(200)
      const withBom = await send(`\uFEFF${text}`)
      expect(withBom.statusCode, withBom.body).toBe(200)
    })

    it('refuses a missing key with 401 MISSING_API_KEY', async () => {
      const res = await app.inject(toInject(sample))
      expect(res.statusCode).toBe(401)
      expectEnvelope(res.json(), 'MISSING_API_KEY')
    })

    it('refuses an unknown key with 401 INVALID_API_KEY that names no key', async () => {
      const res = await app.inject(toInject(sample, { 'x-gateway-key': 'not-a-key' }))
      expect(res.statusCode).toBe(401)
      expectEnvelope(res.json(), 'INVALID_API_KEY')
      expect(res.body).not.toContain(TEST_KEY)
    })

    it('serves /health, /ready and /openapi.json without a key', async () => {
      const health = await app.inject({ method: 'GET', url: '/health' })
      expect(health.statusCode).toBe(200)
      expect(health.json()).toEqual({ status: 'ok', service: service.name, version: service.version })
      expect((await app.inject({ method: 'GET', url: '/ready' })).json()).toEqual({ status: 'ready' })
      const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json()
      expect(doc.openapi).toMatch(/^3\.1\./)
      const operation = doc.paths[sample.url]?.[sample.method.toLowerCase()]
      expect(operation?.summary).toBeTruthy()
      for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
        for (const [method, op] of Object.entries(item)) {
          const body = op.requestBody as { content: Record<string, { example?: unknown }> } | undefined
          const hasExample = body
            ? Object.values(body.content).every((media) => media.example !== undefined)
            : JSON.stringify(op.responses).includes('"example"')
          expect(hasExample, `${method.toUpperCase()} ${path} has an example`).toBe(true)
        }
      }
    })

    it('answers a body one byte over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
      const res = await send(jsonOfSize(service.bodyLimit + 1))
      expect(res.statusCode).toBe(413)
      expectEnvelope(res.json(), 'PAYLOAD_TOO_LARGE')
    })

    it('answers malformed JSON with 400 INVALID_JSON and its position', async () => {
      const res = await send('{"a": [1, 2,, 3]}')
      expect(res.statusCode).toBe(400)
      expectEnvelope(res.json(), 'INVALID_JSON')
      expect(res.json()).toMatchObject({ line: 1, column: 13 })
    })

    it('answers an unsupported content type with 415', async () => {
      const res = await send('<a/>', 'application/vnd.unknown+xml')
      expect(res.statusCode).toBe(415)
      expectEnvelope(res.json(), 'UNSUPPORTED_MEDIA_TYPE')
    })

    it('refuses JSON nested 100,000 levels deep with a 4xx and keeps answering', async () => {
      const deep = '['.repeat(100_000) + ']'.repeat(100_000)
      const res = await send(deep)
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      expect(res.statusCode).toBeLessThan(500)
      expect(typeof res.json().error).toBe('string')
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200)
    })

    it('answers an unknown route with 404 and a wrong method with 405', async () => {
      const missing = await app.inject({ method: 'GET', url: '/no-such-route', headers: { 'x-gateway-key': TEST_KEY } })
      expect(missing.statusCode).toBe(404)
      expectEnvelope(missing.json(), 'NOT_FOUND')
      const wrong = await app.inject({ method: 'DELETE', url: sample.url, headers: { 'x-gateway-key': TEST_KEY } })
      expect(wrong.statusCode).toBe(405)
      expect(wrong.headers.allow).toContain(sample.method)
    })

    it('echoes a caller request id', async () => {
      const res = await app.inject(toInject(sample, { 'x-gateway-key': TEST_KEY, 'x-request-id': 'trace-42' }))
      expect(res.headers['x-request-id']).toBe('trace-42')
    })

    it('answers the same request twice with byte-identical bodies', async () => {
      const first = await app.inject(toInject(sample, { 'x-gateway-key': TEST_KEY }))
      const second = await app.inject(toInject(sample, { 'x-gateway-key': TEST_KEY }))
      expect(second.body).toBe(first.body)
    })

    it('never writes keys, query values or body strings to the log', async () => {
      const marker = 'query-secret-7c1d'
      await app.inject({ ...toInject(sample, { 'x-gateway-key': TEST_KEY }), url: `${sample.url}?probe=${marker}` })
      await app.inject({ ...toInject(sample, { 'x-gateway-key': 'wrong-key-secret-99' }) })
      const log = t.logs.join('')
      expect(log).toContain('"route"')
      for (const secret of [TEST_KEY, marker, 'wrong-key-secret-99', ...stringLeaves(sample.body)]) {
        expect(log.includes(secret), `log contains ${secret.slice(0, 20)}`).toBe(false)
      }
    })
  })

  describe(`${service.name}: x-gateway-host`, () => {
    it('refuses a request for another host with 403 WRONG_GATEWAY_HOST when GATEWAY_HOST is set', async () => {
      const { app } = await buildTestApp(service, { deps: options.deps ?? {}, gatewayHost: service.name })
      const other = await app.inject(toInject(sample, { 'x-gateway-key': TEST_KEY, 'x-gateway-host': 'elsewhere' }))
      expect(other.statusCode).toBe(403)
      expectEnvelope(other.json(), 'WRONG_GATEWAY_HOST')
      const right = await app.inject(toInject(sample, { 'x-gateway-key': TEST_KEY, 'x-gateway-host': service.name }))
      expect(right.statusCode).toBe(200)
      await app.close()
    })
  })
}
