import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { Writable } from 'node:stream'
import { errorCodes, type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { clientErrorResponse } from '../src/http/client-errors.js'
import { AppError, buildService, coreErrors, defineRoute, defineService, keysAuth, toErrorBody } from '../src/index.js'
import { toy } from './toy-service.js'

const KEY = 'errors-test-key'
const headers = { 'x-gateway-key': KEY, 'content-type': 'application/json' }
let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

function logLines(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { stream, lines }
}

describe('stack overflows and depth', () => {
  it('answers a recursion bug of ours with 500, logging the error class, not 400 JSON_TOO_DEEP', async () => {
    const log = logLines()
    app = await buildService(toy, { auth: keysAuth([KEY]), logger: { level: 'error', stream: log.stream } })
    const res = await app.inject({ method: 'POST', url: '/recurse', headers, payload: { n: 3 } })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ error: 'INTERNAL_ERROR', message: 'An unexpected error occurred.' })
    expect(log.lines).toEqual([expect.objectContaining({ errorClass: 'RangeError', msg: 'internal error' })])
  })

  it('still answers a body nested past the limit with 400 JSON_TOO_DEEP', async () => {
    app = await buildService({ ...toy, maxJsonDepth: 10 }, { auth: keysAuth([KEY]) })
    const deep = `${'['.repeat(11)}${']'.repeat(11)}`
    const res = await app.inject({ method: 'POST', url: '/echo', headers, payload: deep })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'JSON_TOO_DEEP', limit: 10 })
  })
})

describe("Fastify's own client errors keep their status, with a catalog code", () => {
  const cases: Array<[string, unknown, number, string]> = [
    ['a parameter over maxParamLength', new errorCodes.FST_ERR_MAX_PARAM_LENGTH('/x'), 414, 'URI_TOO_LONG'],
    ['a malformed URL', new errorCodes.FST_ERR_BAD_URL('/%E0'), 400, 'INVALID_REQUEST'],
    ['a 408 from a plugin', Object.assign(new Error('t'), { statusCode: 408 }), 408, 'REQUEST_TIMEOUT'],
    ['a 431 from a plugin', Object.assign(new Error('h'), { statusCode: 431 }), 431, 'HEADERS_TOO_LARGE'],
    ['a 404 from a plugin', Object.assign(new Error('n'), { statusCode: 404 }), 404, 'NOT_FOUND'],
    ['a 4xx without a code of its own', Object.assign(new Error('?'), { statusCode: 418 }), 400, 'INVALID_REQUEST'],
  ]
  it.each(cases)('%s', (_name, error, status, code) => {
    const [answered, body] = toErrorBody(error, coreErrors, 1_000)
    expect([answered, body.error]).toEqual([status, code])
    expect(coreErrors[code as keyof typeof coreErrors].status).toBe(status)
    expect(body.message).not.toContain('%E0')
  })

  it('answers a malformed URL in the envelope without echoing it', async () => {
    app = await buildService(toy, { auth: keysAuth([KEY]) })
    const res = await app.inject({ method: 'GET', url: '/%E0%A4%A' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'INVALID_REQUEST', message: expect.any(String) })
    expect(res.body).not.toContain('%E0')
  })

  it('answers headers over the limit with 431 HEADERS_TOO_LARGE on a real socket', async () => {
    app = await buildService(toy, { auth: keysAuth([KEY]) })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /health HTTP/1.1\r\nHost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`)
      })
      let data = ''
      socket.on('data', (chunk) => {
        data += chunk
      })
      socket.on('close', () => resolve(data))
      socket.on('error', reject)
    })
    expect(raw).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/)
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      error: 'HEADERS_TOO_LARGE',
      message: 'The request headers are too large.',
    })
  })

  it("answers Node's request timeout with 408 REQUEST_TIMEOUT", () => {
    const raw = clientErrorResponse({ code: 'ERR_HTTP_REQUEST_TIMEOUT' })
    expect(raw).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({ error: 'REQUEST_TIMEOUT' })
  })
})

describe('zod errors from another copy of zod', () => {
  it('are recognised by shape: 400 INVALID_REQUEST with details, not 500', () => {
    // What a second zod copy throws: a ZodError that is not an instance of core's ZodError class.
    const foreign = Object.assign(new Error('[...]'), {
      name: 'ZodError',
      issues: [{ code: 'invalid_type', path: ['items', 0, 'id'], message: 'Expected number' }],
    })
    const [status, body] = toErrorBody(foreign, coreErrors, 1_000)
    expect(status).toBe(400)
    expect(body).toEqual({
      error: 'INVALID_REQUEST',
      message: 'items[0].id: Expected number',
      details: [{ path: 'items[0].id', message: 'Expected number' }],
    })
  })
})

describe('multipart failures are the caller', () => {
  it.each([
    [Object.assign(new Error('reach files limit'), { code: 'FST_FILES_LIMIT', statusCode: 413 }), 'more parts'],
    [Object.assign(new Error('reach parts limit'), { code: 'FST_PARTS_LIMIT', statusCode: 413 }), 'more parts'],
    [new Error('Multipart: Boundary not found'), 'could not be read'],
    [new Error('Unexpected end of form'), 'could not be read'],
    [new Error('Unexpected end of multipart data'), 'could not be read'],
    [new Error('Malformed part header'), 'could not be read'],
  ])('%s -> 400 INVALID_REQUEST, not 413 or 500', (error, words) => {
    const [status, body] = toErrorBody(error, coreErrors, 1_000)
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringContaining(words) })
  })

  it('keeps a file over the limit a 413, and an unknown plain Error a 500', () => {
    const tooLarge = Object.assign(new Error('request file too large'), {
      code: 'FST_REQ_FILE_TOO_LARGE',
      statusCode: 413,
    })
    expect(toErrorBody(tooLarge, coreErrors, 1_000)[0]).toBe(413)
    expect(toErrorBody(new Error('Multipart boundary in our own code'), coreErrors, 1_000)[0]).toBe(500)
  })
})

describe('documented 5xx answers are logged as what they are', () => {
  it('a 504 PROCESSING_TIMEOUT thrown by the work is a warning with its code, without stack frames', async () => {
    const log = logLines()
    const timeout = defineService({
      ...toy,
      routes: () => [
        defineRoute({
          method: 'GET',
          url: '/slow',
          summary: 's',
          schema: { response: { 200: z.object({}) } },
          handler: () => {
            throw new AppError('PROCESSING_TIMEOUT', 'The work exceeded the 1 s processing limit.')
          },
        }),
      ],
    })
    app = await buildService(timeout, { auth: keysAuth([KEY]), logger: { level: 'warn', stream: log.stream } })
    const res = await app.inject({ method: 'GET', url: '/slow', headers: { 'x-gateway-key': KEY } })
    expect(res.statusCode).toBe(504)
    const lines = log.lines.filter((line) => line.msg !== 'request completed')
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, code: 'PROCESSING_TIMEOUT', msg: 'work over the time limit' }),
    ])
    expect(JSON.stringify(lines)).not.toContain('frames')
  })
})
