import { Agent, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { buildService, defineService, keysAuth } from '../src/index.js'
import { toy } from './toy-service.js'

const KEY = 'core-test-key'
const headers = { 'x-gateway-key': KEY, 'content-type': 'application/json' }
let app: FastifyInstance | undefined
/** Requests the HTTP server received (Fastify runs their onRequest hooks in the same tick). */
let handled = 0

afterEach(async () => {
  await app?.close()
  app = undefined
})

async function listen(): Promise<number> {
  app = await buildService(toy, { auth: keysAuth([KEY]) })
  await app.listen({ port: 0, host: '127.0.0.1' })
  app.server.on('request', () => handled++)
  return (app.server.address() as AddressInfo).port
}

/** Streams `chunks` with chunked transfer encoding (no Content-Length) and resolves the answer. */
function streamBody(port: number, path: string, chunks: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, path, method: 'POST', headers }, (res) => {
      let body = ''
      res.on('data', (d) => {
        body += d
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    for (const chunk of chunks) req.write(chunk)
    req.end()
  })
}

describe('on a real port', () => {
  it('stops a chunked body at the limit with 413 while it streams', async () => {
    const port = await listen()
    const res = await streamBody(port, '/echo', ['{"pad":"', 'a'.repeat(600), 'a'.repeat(600), '"}'])
    expect(res.status).toBe(413)
    expect(JSON.parse(res.body)).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' })
  })

  it('parses text/plain JSON where the route accepts it', async () => {
    const instance = await buildService(toy, { auth: keysAuth([KEY]) })
    const res = await instance.inject({
      method: 'POST',
      url: '/echo',
      headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
      payload: '[1,2]',
    })
    expect(res.json()).toEqual({ ok: true, body: [1, 2] })
    const wrong = await instance.inject({
      method: 'POST',
      url: '/slow',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: '{"ms":1}',
    })
    expect(wrong.statusCode).toBe(415)
    await instance.close()
  })

  it('finishes in-flight requests on close and refuses new ones', async () => {
    const port = await listen()
    const before = handled
    const inflight = fetch(`http://127.0.0.1:${port}/slow`, { method: 'POST', headers, body: '{"ms":1000}' })
    // Close only once the request has arrived (a connection alone, or a pause, lost the race on a loaded
    // host: the request then arrived while closing and was rightly refused).
    while (handled === before) await new Promise((resolve) => setTimeout(resolve, 10))
    const closing = app!.close()
    const res = await inflight
    expect(res.status).toBe(200)
    // Told to close its connection: close() need not wait for the keep-alive timeout.
    expect(res.headers.get('connection')).toBe('close')
    expect(await res.json()).toEqual({ ok: true })
    await closing
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow()
    app = undefined
  })
})

describe('closing with a response already streaming', () => {
  it('closes that socket once the response is sent, so close() does not wait for the keep-alive timeout', async () => {
    const streaming = defineService({
      ...toy,
      name: 'streaming',
      plugins: async (instance) => {
        instance.get('/stream', (_request, reply) => {
          reply.hijack()
          reply.raw.writeHead(200, { 'content-type': 'text/plain' })
          reply.raw.write('first ')
          setTimeout(() => reply.raw.end('last'), 400)
        })
      },
    })
    app = await buildService(streaming, { auth: keysAuth([KEY]) })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as AddressInfo).port
    const agent = new Agent({ keepAlive: true })
    const answer = new Promise<{ connection: string | undefined; body: string }>((resolve, reject) => {
      request({ port, path: '/stream', agent, headers: { 'x-gateway-key': KEY } }, (res) => {
        let body = ''
        res.on('data', (chunk) => {
          body += chunk
          if (body === 'first ') void closing.start()
        })
        res.on('end', () => resolve({ connection: res.headers.connection, body }))
      })
        .on('error', reject)
        .end()
    })
    const closing = {
      done: undefined as Promise<void> | undefined,
      start() {
        this.done ??= app!.close()
      },
    }
    // Headers went out with keep-alive before close() began; the socket must still be closed after.
    expect(await answer).toEqual({ connection: 'keep-alive', body: 'first last' })
    await closing.done
    expect(app.server.listening).toBe(false)
    agent.destroy()
    app = undefined
  }, 10_000)
})

describe('worker pool', () => {
  it('returns the result of a task within the limit', async () => {
    app = await buildService(toy, { auth: keysAuth([KEY]) })
    const res = await app.inject({ method: 'POST', url: '/spin', headers, payload: '{"ms":10}' })
    expect(res.json()).toEqual({ ok: true })
  })

  it('stops a task over the limit with 504 PROCESSING_TIMEOUT and keeps serving', async () => {
    app = await buildService(toy, { auth: keysAuth([KEY]) })
    const started = Date.now()
    const res = await app.inject({ method: 'POST', url: '/spin', headers, payload: '{"ms":60000}' })
    expect(res.statusCode).toBe(504)
    expect(res.json()).toMatchObject({ error: 'PROCESSING_TIMEOUT' })
    expect(Date.now() - started).toBeLessThan(5_000)
    const next = await app.inject({ method: 'POST', url: '/spin', headers, payload: '{"ms":5}' })
    expect(next.json()).toEqual({ ok: true })
  })
})

describe('probes and routing', () => {
  it('answers 405 with Allow for a known path and generates request ids', async () => {
    app = await buildService(toy, { auth: keysAuth([KEY]) })
    const res = await app.inject({ method: 'GET', url: '/echo', headers: { 'x-gateway-key': KEY } })
    expect(res.statusCode).toBe(405)
    expect(res.headers.allow).toBe('POST')
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const bad = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'bad id with spaces' } })
    expect(bad.headers['x-request-id']).not.toBe('bad id with spaces')
  })
})
