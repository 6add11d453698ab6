/**
 * Requests that never reach a service: errors of Node's HTTP parser (`clientError`: 408, 431, 400)
 * and of Fastify's router (`frameworkErrors`: a malformed URL, 414). Fastify answers these with its
 * own JSON, which echoes the URL; here they get the shared envelope and a catalog code, status kept.
 */
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { coreErrors } from '../errors/codes.js'
import { createErrorHandler } from '../errors/error-handler.js'

const PARSER_ERRORS: Record<string, [code: keyof typeof coreErrors, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: ['REQUEST_TIMEOUT', 'The request was not received in time.'],
  HPE_HEADER_OVERFLOW: ['HEADERS_TOO_LARGE', 'The request headers are too large.'],
}
const NOT_HTTP: [code: keyof typeof coreErrors, message: string] = ['INVALID_REQUEST', 'The request is not valid HTTP.']

const URI_TOO_LONG: [code: keyof typeof coreErrors, message: string] = [
  'URI_TOO_LONG',
  'The URL is too long: send long inputs in the body, not the path or query.',
]

/** A request line longer than this, in a request over Node's header limit, is answered 414, not 431. */
export const MAX_REQUEST_LINE_BYTES = 8_192
const METHOD = /^[A-Z]{3,16} /

/**
 * Node's parser counts the request line into its header limit (16 KB) and reports one overflow for
 * both. The packet it was parsing tells them apart when it starts at the request line: a line over
 * MAX_REQUEST_LINE_BYTES (or no line end in the packet at all) is the URL's fault. A long URL sent in
 * packets smaller than the limit, the first of them already parsed, is still answered 431.
 */
export function isLongRequestLine(packet: Buffer | undefined): boolean {
  if (packet === undefined || !METHOD.test(packet.subarray(0, 17).toString('latin1'))) return false
  const end = packet.indexOf('\r\n')
  return end === -1 || end > MAX_REQUEST_LINE_BYTES
}

/** The raw HTTP response for an error of Node's HTTP parser. */
export function clientErrorResponse(error: { code?: string | undefined; rawPacket?: Buffer | undefined }): string {
  const [code, message] =
    error.code === 'HPE_HEADER_OVERFLOW' && isLongRequestLine(error.rawPacket)
      ? URI_TOO_LONG
      : (error.code && PARSER_ERRORS[error.code]) || NOT_HTTP
  const status = coreErrors[code].status
  const body = JSON.stringify({ error: code, message })
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  )
}

/** Fastify's `clientErrorHandler`: as Fastify's own, with the shared envelope. */
export function handleClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const packet = (error as { rawPacket?: unknown }).rawPacket
  const rawPacket = Buffer.isBuffer(packet) ? packet : undefined
  if (socket.writable) socket.write(clientErrorResponse({ code: error.code, rawPacket }))
  socket.destroy(error)
}

const routerErrors = createErrorHandler(coreErrors, 0)

/** Fastify's `frameworkErrors`: router errors go through the core error handler. */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  routerErrors(error, request, reply)
}
