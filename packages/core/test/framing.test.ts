/**
 * Requests whose framing lies, on a real socket: a Content-Length shorter or longer than the body,
 * two lengths, a length beside chunked encoding, lengths that are not numbers, broken chunks. Each
 * gets a 4xx in the shared envelope (or, when the client hangs up, nothing), never a 5xx; nothing is
 * logged as an error; the server keeps serving.
 */

import type { AddressInfo } from 'node:net'
import { connect, type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { buildService, keysAuth } from '../src/index.js'
import { toy } from './toy-service.js'

const KEY = 'framing-key'
let app: FastifyInstance | undefined
let logged: string[] = []
afterEach(async () => {
  await app?.close()
  app = undefined
  logged = []
})

async function listen() {
  app = await buildService(toy, {
    auth: keysAuth([KEY]),
    logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return (app.server.address() as AddressInfo).port
}

/** Writes `raw` (then half-closes when asked) and resolves everything the server sent before closing. */
function exchange(port: number, raw: string, { halfClose = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    const socket: Socket = connect(port, '127.0.0.1', () => {
      socket.write(raw)
      if (halfClose) socket.end()
    })
    socket.setTimeout(5_000, () => reject(new Error(`no close within 5 s; got ${JSON.stringify(text)}`)))
    socket.on('data', (d) => {
      text += d
    })
    socket.on('error', () => {})
    socket.on('close', () => resolve(text))
  })
}

const head = (headers: string) =>
  `POST /echo HTTP/1.1\r\nHost: x\r\nx-gateway-key: ${KEY}\r\ncontent-type: application/json\r\n${headers}\r\n`

const statuses = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]))
const health = async (port: number) => (await fetch(`http://127.0.0.1:${port}/health`)).status

describe('framing that lies, on a real port', () => {
  it('a Content-Length shorter than the body: the bytes past it are refused as not HTTP and the connection closed', async () => {
    const port = await listen()
    const text = await exchange(port, `${head('content-length: 7\r\n')}{"a":1}{"smuggled":"GET /admin"}`)
    // Node parses the declared 7 bytes as the request, then fails on the rest; when both arrive in one
    // segment the connection is refused before the first answer is written.
    expect(statuses(text).at(-1)).toBe(400)
    expect(statuses(text).every((s) => s === 200 || s === 400)).toBe(true)
    expect(text).toContain('{"error":"INVALID_REQUEST","message":"The request is not valid HTTP."}')
    expect(await health(port)).toBe(200)
    expect(logged).toEqual([])
  })

  it('a Content-Length longer than the body, then the client hangs up: no answer, no error logged, still serving', async () => {
    const port = await listen()
    const text = await exchange(port, `${head('content-length: 100\r\n')}{"a":1}`, { halfClose: true })
    expect(statuses(text).every((s) => s >= 400 && s < 500)).toBe(true)
    expect(await health(port)).toBe(200)
    expect(logged.filter((line) => /"level":(50|60)/.test(line))).toEqual([])
  })

  it('a Content-Length over the body limit is refused with 413 without waiting for the body', async () => {
    const port = await listen()
    const text = await exchange(port, `${head('content-length: 5000000\r\n')}{"a":`)
    expect(statuses(text)).toEqual([413])
    expect(text).toContain('"error":"PAYLOAD_TOO_LARGE"')
  })

  it.each([
    ['two different lengths', 'content-length: 7\r\ncontent-length: 9\r\n', '{"a":1}xx'],
    [
      'a length beside chunked encoding',
      'content-length: 7\r\ntransfer-encoding: chunked\r\n',
      '7\r\n{"a":1}\r\n0\r\n\r\n',
    ],
    ['a negative length', 'content-length: -1\r\n', '{"a":1}'],
    ['a length that is not a number', 'content-length: 7a\r\n', '{"a":1}'],
    ['a length in exponent form', 'content-length: 7e0\r\n', '{"a":1}'],
    ['a chunk size that is not hex', 'transfer-encoding: chunked\r\n', 'zz\r\n{"a":1}\r\n0\r\n\r\n'],
    ['a chunk longer than it says', 'transfer-encoding: chunked\r\n', '3\r\n{"a":1}\r\n0\r\n\r\n'],
  ])('%s: 400 INVALID_REQUEST in the shared envelope, connection closed', async (_name, headers, body) => {
    const port = await listen()
    const text = await exchange(port, `${head(headers)}${body}`)
    expect(statuses(text)).toEqual([400])
    expect(text).toContain('{"error":"INVALID_REQUEST","message":"The request is not valid HTTP."}')
    expect(await health(port)).toBe(200)
    expect(logged).toEqual([])
  })
})
