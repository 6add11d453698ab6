/**
 * Slow and abusive clients on a real socket: incomplete headers, a stalled body, idle keep-alive
 * connections and too many connections are each cut off within their bound while others are served.
 */

import type { AddressInfo } from 'node:net'
import { connect, type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { buildService, keysAuth } from '../src/index.js'
import { toy } from './toy-service.js'

const KEY = 'limits-key'
let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

async function listen(limits: Partial<Parameters<typeof buildService>[1]['limits'] & object>) {
  app = await buildService(toy, {
    auth: keysAuth([KEY]),
    limits: {
      headersTimeoutMs: 60_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 60_000,
      maxConnections: 100,
      ...limits,
    },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return (app.server.address() as AddressInfo).port
}

/** Resolves what the server sent and how long after `since` it closed the socket. */
function untilClosed(socket: Socket, since: number): Promise<{ text: string; afterMs: number }> {
  return new Promise((resolve) => {
    let text = ''
    socket.on('data', (d) => {
      text += d
    })
    socket.on('error', () => {})
    socket.on('close', () => resolve({ text, afterMs: Date.now() - since }))
  })
}

const open = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket))
    socket.on('error', reject)
  })

const health = async (port: number) => (await fetch(`http://127.0.0.1:${port}/health`)).status

describe('server limits on a real port', () => {
  it('cuts off headers sent a byte at a time (slowloris) with 408, serving others meanwhile', async () => {
    const port = await listen({ headersTimeoutMs: 500 })
    const socket = await open(port)
    const started = Date.now()
    const closed = untilClosed(socket, started)
    const drip = setInterval(() => socket.write('X'), 100)
    socket.write('GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: ')
    expect(await health(port)).toBe(200)
    const { text, afterMs } = await closed
    clearInterval(drip)
    expect(afterMs).toBeLessThan(3_000)
    expect(text).toMatch(/^HTTP\/1\.1 408/)
    expect(text).toContain('"error":"REQUEST_TIMEOUT"')
  })

  it('cuts off a body that stops arriving (complete headers, then silence) with 408', async () => {
    const port = await listen({ requestTimeoutMs: 800 })
    const socket = await open(port)
    const started = Date.now()
    const closed = untilClosed(socket, started)
    socket.write(
      `POST /echo HTTP/1.1\r\nHost: x\r\nx-gateway-key: ${KEY}\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"a":`,
    )
    expect(await health(port)).toBe(200)
    const { text, afterMs } = await closed
    expect(afterMs).toBeLessThan(4_000)
    expect(text).toMatch(/^HTTP\/1\.1 408/)
  })

  it('closes an idle keep-alive connection after its timeout', async () => {
    const port = await listen({ keepAliveTimeoutMs: 300 })
    const socket = await open(port)
    const closed = untilClosed(socket, Date.now())
    socket.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n')
    const { text, afterMs } = await closed
    expect(text).toMatch(/^HTTP\/1\.1 200/)
    expect(afterMs).toBeLessThan(3_000)
  })

  it('drops connections past the cap and accepts again once some close', async () => {
    const port = await listen({ maxConnections: 3 })
    const idle = await Promise.all([open(port), open(port), open(port)])
    const extra = await open(port)
    const { text } = await untilClosed(extra, Date.now())
    expect(text).toBe('')
    for (const socket of idle) socket.destroy()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await health(port)).toBe(200)
  })
})
