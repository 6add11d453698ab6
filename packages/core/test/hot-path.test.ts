/**
 * Guards for the request-path optimisations (bench/README.md): each one must keep what a caller
 * and an operator see exactly as before.
 */
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { canWriteDirectly, writeAccessLine } from '../src/http/access-log.js'
import { createKeyChecker } from '../src/http/auth.js'
import { AppError, buildService, defineRoute, defineService, findExcessDepth, keysAuth, sha256 } from '../src/index.js'
import { toy } from './toy-service.js'

const KEY = 'hot-path-key'
let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

function capture() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, stream }
}

const withoutTime = (line: string) => line.replace(/"time":\d+/, '"time":0')

describe('the access line written from pino pieces', () => {
  const record = { method: 'POST', route: '/a "quoted" \\ route', status: 200, ms: 1.25, reqBytes: 7, resBytes: 0 }

  it('is byte-for-byte what pino writes for the same record (time aside)', () => {
    const { lines, stream } = capture()
    const child = pino({ level: 'info' }, stream).child({ reqId: 'trace-42' })
    expect(canWriteDirectly(child)).toBe(true)
    writeAccessLine(child, record)
    child.info(record, 'request')
    child.info({ ...record, ms: Number.NaN }, 'request')
    writeAccessLine(child, { ...record, ms: Number.NaN })
    const traced = { ...record, traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' }
    writeAccessLine(child, traced)
    child.info(traced, 'request')
    expect(lines).toHaveLength(6)
    expect(withoutTime(lines[0]!)).toBe(withoutTime(lines[1]!))
    expect(withoutTime(lines[2]!)).toBe(withoutTime(lines[3]!))
    expect(withoutTime(lines[4]!)).toBe(withoutTime(lines[5]!))
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, reqId: 'trace-42', ...record, msg: 'request' })
  })

  it('writes nothing when the level is above info', () => {
    const { lines, stream } = capture()
    writeAccessLine(pino({ level: 'warn' }, stream).child({ reqId: 'x' }), record)
    expect(lines).toEqual([])
  })

  it('is not used for a pino with a mixin, a log formatter or serializers for its keys', () => {
    const { stream } = capture()
    expect(canWriteDirectly(pino({ mixin: () => ({ extra: 1 }) }, stream))).toBe(false)
    expect(canWriteDirectly(pino({ formatters: { log: (o) => o } }, stream))).toBe(false)
    expect(canWriteDirectly(pino({ serializers: { route: String } }, stream))).toBe(false)
  })

  it('gives the route pattern, never the URL with its query, through a real host', async () => {
    const { lines, stream } = capture()
    app = await buildService(toy, { auth: keysAuth([KEY]), logger: { level: 'info', stream } })
    await app.inject({
      method: 'POST',
      url: '/echo?token=query-secret',
      headers: { 'x-gateway-key': KEY, 'content-type': 'application/json', 'x-request-id': 'req-1' },
      payload: '{"a":1}',
    })
    await app.inject({ method: 'GET', url: '/nowhere?token=query-secret', headers: { 'x-gateway-key': KEY } })
    const access = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request')
    expect(access).toEqual([
      expect.objectContaining({ reqId: 'req-1', method: 'POST', route: '/echo', status: 200, reqBytes: 7 }),
      expect.objectContaining({ method: 'GET', route: '(unmatched)', status: 404 }),
    ])
    expect(access[0].resBytes).toBeGreaterThan(0)
    expect(lines.join('')).not.toContain('query-secret')
  })
})

describe('the request logger made on first use', () => {
  const noisy = defineService({
    ...toy,
    name: 'noisy',
    plugins: async (instance) => {
      instance.get('/quiet', async () => ({ ok: true }))
      instance.get('/loud', async (request) => {
        request.log.warn({ step: 'lookup' }, 'slow lookup')
        return { ok: true }
      })
    },
  })

  it('writes the access line a pino child would, whether or not the request logged anything', async () => {
    const { lines, stream } = capture()
    app = await buildService(noisy, { auth: keysAuth([KEY]), logger: { level: 'info', stream } })
    for (const url of ['/quiet', '/loud']) {
      await app.inject({ method: 'GET', url, headers: { 'x-gateway-key': KEY, 'x-request-id': `id-${url.slice(1)}` } })
    }
    const entries = lines.map((line) => JSON.parse(line))
    expect(entries.map((entry) => [entry.msg, entry.reqId])).toEqual([
      ['request', 'id-quiet'],
      ['slow lookup', 'id-loud'],
      ['request', 'id-loud'],
    ])
    expect(entries[1]).toMatchObject({ level: 40, step: 'lookup' })
    // The same record through a plain pino child of the same process: the same bytes, time aside.
    const expected = capture()
    for (const [index, reqId] of [[0, 'id-quiet'] as const, [2, 'id-loud'] as const]) {
      const { level: _level, time: _time, pid: _pid, hostname: _host, reqId: _id, msg, ...record } = entries[index]
      pino({ level: 'info' }, expected.stream).child({ reqId }).info(record, msg)
    }
    expect(withoutTime(lines[0]!)).toBe(withoutTime(expected.lines[0]!))
    expect(withoutTime(lines[2]!)).toBe(withoutTime(expected.lines[1]!))
  })

  it('honours a level set through request.log, and a route log level', async () => {
    const { lines, stream } = capture()
    const leveled = defineService({
      ...toy,
      name: 'leveled',
      plugins: async (instance) => {
        instance.get('/muted', { logLevel: 'warn' }, async (request) => {
          request.log.info('not written')
          return { ok: true }
        })
        instance.get('/raised', async (request) => {
          request.log.level = 'error'
          request.log.warn('not written either')
          return { ok: true }
        })
      },
    })
    app = await buildService(leveled, { auth: keysAuth([KEY]), logger: { level: 'info', stream } })
    for (const url of ['/muted', '/raised', '/health']) {
      await app.inject({ method: 'GET', url, headers: { 'x-gateway-key': KEY } })
    }
    const entries = lines.map((line) => JSON.parse(line))
    expect(entries.map((entry) => [entry.msg, entry.route])).toEqual([['request', '/health']])
  })
})

describe('authentication decided at registration', () => {
  it('refuses a keyless body over the limit with 401 before reading it, on routes and unknown paths', async () => {
    app = await buildService(toy, { auth: keysAuth([KEY]) })
    const big = JSON.stringify({ pad: 'a'.repeat(5_000) })
    for (const url of ['/echo', '/no-such-route']) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: big,
      })
      expect(res.statusCode, url).toBe(401)
      expect(res.json().error).toBe('MISSING_API_KEY')
    }
    const wrongMethod = await app.inject({ method: 'DELETE', url: '/echo' })
    expect(wrongMethod.statusCode).toBe(401)
  })

  it('protects a route a service plugin adds, and leaves the probes open (GET and HEAD)', async () => {
    const withPlugin = defineService({
      ...toy,
      name: 'plugged',
      plugins: async (instance) => {
        instance.get('/extra', async () => ({ ok: true }))
      },
    })
    app = await buildService(withPlugin, { auth: keysAuth([KEY]) })
    expect((await app.inject({ method: 'GET', url: '/extra' })).statusCode).toBe(401)
    expect((await app.inject({ method: 'GET', url: '/extra', headers: { 'x-gateway-key': KEY } })).statusCode).toBe(200)
    expect((await app.inject({ method: 'HEAD', url: '/extra' })).statusCode).toBe(401)
    for (const url of ['/health', '/ready', '/openapi.json']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200)
      expect((await app.inject({ method: 'HEAD', url })).statusCode, url).toBe(200)
    }
  })

  it('remembers a valid key but still refuses every other string', () => {
    const check = createKeyChecker([sha256('alpha-key'), sha256('beta-key')])
    for (let round = 0; round < 3; round++) {
      expect(check('alpha-key')).toBe(true)
      expect(check('beta-key')).toBe(true)
      expect(check('alpha-ke')).toBe(false)
      expect(check('alpha-key ')).toBe(false)
      expect(check('ALPHA-KEY')).toBe(false)
      expect(check('')).toBe(false)
    }
  })
})

describe('cheaper body checks', () => {
  it('never skips a depth scan that could have found something (texts up to maxDepth characters)', () => {
    const pieces = ['[', ']', '{', '}', '"', '\\', 'a', ':', ',']
    for (let i = 0; i < 5_000; i++) {
      const maxDepth = 1 + (i % 12)
      let text = ''
      const length = i % (maxDepth + 1)
      for (let j = 0; j < length; j++) text += pieces[(i * 7 + j * 13 + ((i * j) % 5)) % pieces.length]
      expect(findExcessDepth(text, maxDepth), text).toBe(-1)
    }
  })

  it('still refuses a body nested past the limit and answers JSON_TOO_DEEP', async () => {
    const shallow = defineService({ ...toy, name: 'shallow', maxJsonDepth: 3 })
    app = await buildService(shallow, { auth: keysAuth([KEY]) })
    const send = (payload: string) =>
      app!.inject({
        method: 'POST',
        url: '/echo',
        headers: { 'x-gateway-key': KEY, 'content-type': 'application/json' },
        payload,
      })
    expect((await send('[[[1]]]')).statusCode).toBe(200)
    expect((await send('[[[[1]]]]')).json().error).toBe('JSON_TOO_DEEP')
  })

  it('takes the plain application/json shortcut only where the route accepts JSON', async () => {
    const textOnly = defineService({
      name: 'text-only',
      version: '0.0.0',
      description: 'A route that takes text only.',
      port: 0,
      bodyLimit: 1_000,
      bodyParsers: [{ contentType: 'text/plain', parseAs: 'text' }],
      routes: () => [
        defineRoute({
          method: 'POST',
          url: '/text',
          summary: 'Text',
          consumes: ['text/plain'],
          schema: { body: z.string(), response: { 200: z.object({ length: z.number() }) } },
          handler: ({ body }) => ({ length: body.length }),
        }),
      ],
    })
    app = await buildService(textOnly, { auth: keysAuth([KEY]) })
    const asJson = await app.inject({
      method: 'POST',
      url: '/text',
      headers: { 'x-gateway-key': KEY, 'content-type': 'application/json' },
      payload: '"abc"',
    })
    expect(asJson.statusCode).toBe(415)
    expect(asJson.json().error).toBe('UNSUPPORTED_MEDIA_TYPE')
    const asText = await app.inject({
      method: 'POST',
      url: '/text',
      headers: { 'x-gateway-key': KEY, 'content-type': 'text/plain' },
      payload: 'abcd',
    })
    expect(asText.json()).toEqual({ length: 4 })
  })
})

describe('handlers answered without a promise when they return a plain value', () => {
  const Body = z.object({ n: z.number() })
  const Reply = z.object({ n: z.number() })
  const route = (url: string, handler: (n: number) => unknown) =>
    defineRoute({
      method: 'POST',
      url,
      summary: url,
      schema: { body: Body, response: { 200: Reply } },
      handler: ({ body }) => handler(body.n),
    })
  const modes = defineService({
    name: 'modes',
    version: '0.0.0',
    description: 'Synchronous and asynchronous handlers.',
    port: 0,
    bodyLimit: 1_000,
    errors: { TOO_BIG: { status: 422, fix: 'Send a smaller n.' } },
    routes: () => [
      route('/sync', (n) => {
        if (n > 9) throw new AppError('TOO_BIG', 'n is over 9.')
        return { n }
      }),
      route('/async', async (n) => {
        await new Promise((resolve) => setTimeout(resolve, 1))
        if (n > 9) throw new AppError('TOO_BIG', 'n is over 9.')
        return { n }
      }),
    ],
  })

  it('gives the same answers, errors and envelopes either way', async () => {
    app = await buildService(modes, { auth: keysAuth([KEY]) })
    const send = (url: string, payload: string) =>
      app!.inject({
        method: 'POST',
        url,
        headers: { 'x-gateway-key': KEY, 'content-type': 'application/json' },
        payload,
      })
    for (const url of ['/sync', '/async']) {
      const ok = await send(url, '{"n":3}')
      expect(ok.statusCode, url).toBe(200)
      expect(ok.body).toBe('{"n":3}')
      expect(ok.headers['content-type']).toBe('application/json; charset=utf-8')
      const refused = await send(url, '{"n":10}')
      expect(refused.statusCode, url).toBe(422)
      expect(refused.json()).toEqual({ error: 'TOO_BIG', message: 'n is over 9.' })
      const invalid = await send(url, '{"n":"three"}')
      expect(invalid.statusCode, url).toBe(400)
      expect(invalid.json()).toMatchObject({ error: 'INVALID_REQUEST', details: [{ path: 'n' }] })
      expect(invalid.headers['x-request-id']).toBeTruthy()
    }
  })
})
