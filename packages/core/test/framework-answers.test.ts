/**
 * What Node's HTTP server and Fastify answer on their own, on a real socket: each in the shared envelope
 * (docs/contract.md "Framing"). Unknown `Expect`, CONNECT, HTTP/1.1 without Host, a request on a kept-alive
 * connection while the service closes, an over-long URL (414, not 431), Content-Encoding and transfer
 * codings (415), and JSON in a declared charset.
 */
import type { AddressInfo } from 'node:net'
import { connect, type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { clientErrorResponse, isLongRequestLine } from '../src/http/client-errors.js'
import { buildService, keysAuth } from '../src/index.js'
import { toy } from './toy-service.js'

const KEY = 'framework-key'
let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

async function listen() {
  app = await buildService(toy, { auth: keysAuth([KEY]) })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return (app.server.address() as AddressInfo).port
}

/** Writes `raw` and resolves everything the server sent before the connection closed. */
function exchange(port: number, raw: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(raw))
    socket.setTimeout(5_000, () => reject(new Error(`no close within 5 s; got ${JSON.stringify(text)}`)))
    socket.on('data', (d) => {
      text += d
    })
    socket.on('error', () => {})
    socket.on('close', () => resolve(text))
  })
}

/** Status line and JSON body of the (last) answer in `text`. */
function answer(text: string): { status: number; body: Record<string, unknown>; head: string } {
  const at = [...text.matchAll(/HTTP\/1\.1 \d{3} /g)].at(-1)?.index ?? 0
  const [head = '', body = ''] = text.slice(at).split('\r\n\r\n')
  return { status: Number(head.slice(9, 12)), body: JSON.parse(body), head: head.toLowerCase() }
}

const post = (headers: string, body: string | Buffer, path = '/echo') => {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body)
  return Buffer.concat([
    Buffer.from(
      `POST ${path} HTTP/1.1\r\nHost: x\r\nx-gateway-key: ${KEY}\r\n${headers}Content-Length: ${bytes.length}\r\nConnection: close\r\n\r\n`,
    ),
    bytes,
  ])
}

describe('framework answers in the envelope, on a real port', () => {
  it('answers an unknown Expect as if it were absent (no bare 417)', async () => {
    const port = await listen()
    const res = answer(await exchange(port, post('Expect: x-unknown\r\nContent-Type: application/json\r\n', '{"a":1}')))
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ok: true, body: { a: 1 } })
  })

  it('refuses CONNECT with 405 METHOD_NOT_ALLOWED instead of dropping the connection', async () => {
    const port = await listen()
    const res = answer(await exchange(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'))
    expect(res.status).toBe(405)
    expect(res.body).toMatchObject({ error: 'METHOD_NOT_ALLOWED' })
  })

  it('answers HTTP/1.1 without Host with 400 INVALID_REQUEST in the envelope; HTTP/1.0 needs none', async () => {
    const port = await listen()
    const res = answer(await exchange(port, 'GET /health HTTP/1.1\r\nConnection: close\r\n\r\n'))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringContaining('Host') })
    expect(answer(await exchange(port, 'GET /health HTTP/1.0\r\n\r\n')).status).toBe(200)
  })

  it('answers a request arriving on a kept-alive connection while closing with 503 OVERLOADED', async () => {
    const port = await listen()
    const text = await new Promise<string>((resolve) => {
      let received = ''
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /slow HTTP/1.1\r\nHost: x\r\nx-gateway-key: ${KEY}\r\ncontent-type: application/json\r\ncontent-length: 10\r\n\r\n{"ms":300}`,
        )
        setTimeout(() => {
          void app!.close()
          socket.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n')
        }, 100)
      })
      socket.on('data', (d) => {
        received += d
      })
      socket.on('error', () => {})
      socket.on('close', () => resolve(received))
    })
    app = undefined
    const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]))
    expect(statuses[0]).toBe(200)
    // the second request either arrives before the connection is closed (503 in the envelope) or not at all
    if (statuses.length > 1) {
      const res = answer(text)
      expect(res.status).toBe(503)
      expect(res.body).toMatchObject({ error: 'OVERLOADED' })
    }
  })

  it('answers a 100 KB URL with 414 URI_TOO_LONG and 100 KB of headers with 431, both in the envelope', async () => {
    const port = await listen()
    const url = answer(await exchange(port, `GET /${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`))
    expect(url.status).toBe(414)
    expect(url.body).toMatchObject({ error: 'URI_TOO_LONG' })
    const headers = answer(
      await exchange(port, `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(100_000)}\r\n\r\n`),
    )
    expect(headers.status).toBe(431)
    expect(headers.body).toMatchObject({ error: 'HEADERS_TOO_LARGE' })
  })

  it('tells an over-long request line from over-long headers by the packet that overflowed', () => {
    expect(isLongRequestLine(Buffer.from(`GET /${'a'.repeat(9_000)}`))).toBe(true)
    expect(isLongRequestLine(Buffer.from(`GET /${'a'.repeat(9_000)} HTTP/1.1\r\nHost: x`))).toBe(true)
    expect(isLongRequestLine(Buffer.from(`GET /short HTTP/1.1\r\nX: ${'b'.repeat(20_000)}`))).toBe(false)
    expect(isLongRequestLine(Buffer.from('b'.repeat(20_000)))).toBe(false)
    expect(isLongRequestLine(undefined)).toBe(false)
    expect(
      clientErrorResponse({ code: 'HPE_HEADER_OVERFLOW', rawPacket: Buffer.from(`GET /${'a'.repeat(9_000)}`) }),
    ).toMatch(/^HTTP\/1\.1 414 URI Too Long\r\n/)
  })
})

describe('body codings', () => {
  it('refuses Content-Encoding other than identity with 415 naming the encoding and Accept-Encoding: identity', async () => {
    const port = await listen()
    for (const [encoding, named] of [
      ['gzip', 'Content-Encoding gzip'],
      ['br, x-bogus', 'Content-Encoding br, x-bogus'],
      ['identity, deflate', 'Content-Encoding deflate'],
    ] as const) {
      const res = answer(
        await exchange(port, post(`Content-Encoding: ${encoding}\r\nContent-Type: application/json\r\n`, '{}')),
      )
      expect(res.status, encoding).toBe(415)
      expect(res.body).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringContaining(named) })
      expect(res.head).toContain('accept-encoding: identity')
    }
    const identity = answer(
      await exchange(port, post('Content-Encoding: identity\r\nContent-Type: application/json\r\n', '{}')),
    )
    expect(identity.status).toBe(200)
  })

  it('refuses a transfer coding other than chunked with 415, and takes plain chunked', async () => {
    const port = await listen()
    const chunked = (coding: string) =>
      `POST /echo HTTP/1.1\r\nHost: x\r\nx-gateway-key: ${KEY}\r\nContent-Type: application/json\r\nTransfer-Encoding: ${coding}\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n`
    const gzip = answer(await exchange(port, chunked('gzip, chunked')))
    expect(gzip.status).toBe(415)
    expect(gzip.body.message).toContain('Transfer-Encoding gzip')
    expect(answer(await exchange(port, chunked('chunked'))).status).toBe(200)
  })

  it('names an encoding the caller wrote with control or bidi characters only escaped', async () => {
    app = await buildService(toy, { auth: keysAuth([KEY]) })
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'x-gateway-key': KEY, 'content-type': 'application/json', 'content-encoding': 'x\u00ady' },
      payload: '{}',
    })
    expect(res.statusCode).toBe(415)
    expect(res.json().message).toContain('"x\\u00ADy"')
  })

  it('decodes JSON in the charset its Content-Type names, and refuses an unknown charset with 415', async () => {
    app = await buildService(toy, { auth: keysAuth([KEY]) })
    const send = (type: string, payload: Buffer) =>
      app!.inject({ method: 'POST', url: '/echo', headers: { 'x-gateway-key': KEY, 'content-type': type }, payload })
    const utf16 = await send('application/json; charset=utf-16le', Buffer.from('\ufeff{"name":"Grüße"}', 'utf16le'))
    expect(utf16.statusCode, utf16.body).toBe(200)
    expect(utf16.json()).toEqual({ ok: true, body: { name: 'Grüße' } })
    const latin1 = await send(
      'application/json; charset=iso-8859-1',
      Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]),
    )
    expect(latin1.json()).toEqual({ ok: true, body: { é: 1 } })
    const unknown = await send('application/json; charset=klingon-8', Buffer.from('{}'))
    expect(unknown.statusCode).toBe(415)
    expect(unknown.json().message).toContain('"klingon-8" is not supported')
  })
})
