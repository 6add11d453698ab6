/**
 * Answers Node's HTTP server and Fastify would otherwise give outside the shared envelope, and the
 * request framing core refuses (docs/contract.md "Framing"):
 * - `Expect` other than `100-continue`: Node answers a bare 417 when nobody listens for it. RFC 9110
 *   §10.1.1 lets a server answer 417 or ignore an expectation it does not know; here it is ignored and the
 *   request answered as usual, so the answer is an ordinary one in the envelope.
 * - `CONNECT`: Node drops the connection without a word; here 405 METHOD_NOT_ALLOWED.
 * - HTTP/1.1 without `Host`: Node answers a bare 400; here 400 INVALID_REQUEST (RFC 9112 §3.2 still holds).
 * - A request arriving on a kept-alive connection while the service closes: Fastify's own 503 JSON;
 *   here 503 OVERLOADED with `Retry-After` and `Connection: close`.
 * - A body with a `Content-Encoding` other than `identity`, or a transfer coding other than `chunked`:
 *   415 UNSUPPORTED_MEDIA_TYPE naming the coding and `Accept-Encoding: identity` (RFC 9110 §15.5.16).
 *   Compressed request bodies are not decoded: the gateways in front of these services forward
 *   bodies as sent, and decoding would put a decompression budget in every service for no caller.
 */
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../errors/app-error.js'
import { escapeName } from '../errors/bound-error.js'
import { coreErrors } from '../errors/codes.js'

/** A whole raw HTTP/1.1 answer in the envelope, for sockets no Fastify reply exists for. */
export function rawEnvelope(code: keyof typeof coreErrors, message: string, headers = ''): string {
  const status = coreErrors[code].status
  const body = JSON.stringify({ error: code, message })
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n${headers}` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  )
}

/** Server-level listeners: unknown expectations answered as usual, CONNECT refused in the envelope. */
export function registerServerAnswers(app: FastifyInstance): void {
  const server = app.server
  server.on('checkExpectation', (request, response) => server.emit('request', request, response))
  server.on('connect', (_request, socket: Socket) => {
    if (socket.writable) {
      socket.end(rawEnvelope('METHOD_NOT_ALLOWED', 'CONNECT is not allowed here; these services are not a proxy.'))
    }
    socket.destroy()
  })
}

/**
 * The host's per-request check: true when the request was answered here (closing, or no Host on
 * HTTP/1.1). `closing` is read from a flag set in preClose, so the usual request pays two reads.
 */
export function frameworkRefusal(): {
  closing: () => void
  refuse: (request: FastifyRequest, reply: FastifyReply) => boolean
} {
  let closing = false
  return {
    closing: () => {
      closing = true
    },
    refuse(request, reply) {
      if (closing) {
        reply
          .code(503)
          .header('retry-after', '5')
          .header('connection', 'close')
          .type('application/json; charset=utf-8')
          .send({ error: 'OVERLOADED', message: 'The service is shutting down; retry on another instance.' })
        return true
      }
      if (request.headers.host === undefined && request.raw.httpVersion === '1.1') {
        reply
          .code(400)
          .type('application/json; charset=utf-8')
          .send({ error: 'INVALID_REQUEST', message: 'An HTTP/1.1 request must carry a Host header.' })
        return true
      }
      return false
    },
  }
}

/** A coding the caller names, as a message may name it: a short token as sent, anything else escaped. */
const TOKEN = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,40}$/

function nameCodings(codings: readonly string[]): string {
  const shown = codings.slice(0, 3).map((coding) => (TOKEN.test(coding) ? coding : `"${escapeName(coding, 40)}"`))
  return shown.join(', ') + (codings.length > 3 ? `, … (${codings.length} in all)` : '')
}

function codingsOf(header: string | string[] | undefined, accepted: string): string[] {
  if (header === undefined) return []
  const text = Array.isArray(header) ? header.join(',') : header
  if (text === accepted) return []
  return text
    .split(',')
    .map((coding) => coding.trim())
    .filter((coding) => coding !== '' && coding.toLowerCase() !== accepted)
}

/**
 * The codings a body may not carry, checked before the body is read: Content-Encoding other than
 * identity, Transfer-Encoding other than chunked (Node removes only the chunked framing).
 */
export function codingRefusal(request: FastifyRequest, reply: FastifyReply): AppError | undefined {
  const { headers } = request
  if (headers['content-encoding'] === undefined && headers['transfer-encoding'] === undefined) return undefined
  // a coding names how a body is sent: without a body there is nothing to refuse
  if (headers['transfer-encoding'] === undefined && (headers['content-length'] ?? '0') === '0') return undefined
  const content = codingsOf(headers['content-encoding'], 'identity')
  const transfer = codingsOf(headers['transfer-encoding'], 'chunked')
  if (content.length === 0 && transfer.length === 0) return undefined
  reply.header('accept-encoding', 'identity')
  const [which, codings] = content.length > 0 ? ['Content-Encoding', content] : ['Transfer-Encoding', transfer]
  return new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `The body is sent with ${which} ${nameCodings(codings)}; send it uncompressed (identity): compressed request bodies are not decoded.`,
  )
}
