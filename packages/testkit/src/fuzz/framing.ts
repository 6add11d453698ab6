/**
 * Requests whose Content-Length lies, sent on a raw socket (an HTTP client would correct them): the
 * operation's example with a length shorter than its body (the rest arrives as a second "request"), and
 * with a length longer than its body followed by the client hanging up (the body never completes).
 * Each must get 4xx answers or none, never a 5xx, and the service must keep serving.
 */
import { connect } from 'node:net'
import { materialize } from './cases.js'
import type { RawRequest } from './http-client.js'
import type { Operation } from './operations.js'

export interface FramingCase {
  name: string
  raw: Buffer
  /** Half-close the socket after writing (the client gives up on the body). */
  hangUp: boolean
}

function headerBlock(req: RawRequest, length: number): string {
  const lines = Object.entries(req.headers).map(([k, v]) => `${k}: ${v}\r\n`)
  return `${req.method} ${req.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines.join('')}content-length: ${length}\r\n\r\n`
}

/**
 * The two lying-length requests for an operation, built from its example (JSON media first); none for
 * an operation without a body (a GET): a length of 0 would be true, and the connection rightly stays open.
 */
export function framingCases(op: Operation, key: string, maxJsonDepth: number): FramingCase[] {
  const media = Math.max(
    0,
    op.media.findIndex((m) => m.type === 'application/json'),
  )
  const plan = { kind: 'media' as const, media, raw: 'example', cut: 0, contentType: 'same', query: null }
  const req = materialize(plan, { op, key, maxJsonDepth })
  const body = req.body ?? Buffer.alloc(0)
  if (body.length === 0) return []
  const short = Math.max(0, body.length - Math.max(1, body.length >> 1))
  return [
    {
      name: `Content-Length ${short} for a ${body.length}-byte body`,
      raw: Buffer.concat([Buffer.from(headerBlock(req, short)), body]),
      hangUp: false,
    },
    {
      name: `Content-Length ${body.length + 100} for a ${body.length}-byte body, then the client hangs up`,
      raw: Buffer.concat([Buffer.from(headerBlock(req, body.length + 100)), body]),
      hangUp: true,
    },
  ]
}

/** Sends one case; resolves the statuses the server answered with before it closed the connection. */
export function sendFraming(port: number, c: FramingCase, timeoutMs = 15_000): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(c.raw)
      if (c.hangUp) socket.end()
    })
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`${c.name}: connection still open after ${timeoutMs} ms`))
    }, timeoutMs)
    socket.on('data', (d: Buffer) => chunks.push(d))
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(timer)
      const text = Buffer.concat(chunks).toString('latin1')
      resolve([...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1])))
    })
  })
}
