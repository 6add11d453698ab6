/**
 * A raw body read straight into one buffer of its announced size (Fastify's reader keeps every
 * socket chunk and concatenates them at the end: twice the body, and the chunks left to the garbage
 * collector). Limits and errors are Fastify's own, so core answers them as for any other body: 413
 * PAYLOAD_TOO_LARGE over the limit (before reading when Content-Length says so), 400 when the bytes
 * sent differ from Content-Length. Without Content-Length the buffer grows by doubling.
 * The buffer owns its whole ArrayBuffer, so a worker can take it by transfer. Each socket chunk
 * (its own 64 KB ArrayBuffer) is freed as soon as it is copied (free-now.ts): otherwise a 20 MB body
 * leaves 20 MB of chunks for the collector. Only chunks from a real socket: nothing else reads them.
 */
import { Socket } from 'node:net'
import type { FastifyRequest } from 'fastify'
import { freeNow } from './free-now.js'

export function readBody(request: FastifyRequest, limit: number): Promise<Buffer> {
  const announced = Number(request.headers['content-length'])
  if (announced > limit) return Promise.reject(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413))
  const payload = request.raw
  const fromSocket = payload.socket instanceof Socket
  let body = Buffer.allocUnsafeSlow(Number.isNaN(announced) ? 64 * 1024 : announced)
  let received = 0
  return new Promise((resolve, reject) => {
    const stop = (error: Error | null) => {
      payload.removeListener('data', onData)
      payload.removeListener('end', onEnd)
      payload.removeListener('error', onEnd)
      if (error) reject(error)
    }
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
      if (received + bytes.length > limit) return stop(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413))
      if (received + bytes.length > body.length) {
        // More than announced (refused at the end) or no announcement: grow.
        const grown = Buffer.allocUnsafeSlow(Math.min(limit, Math.max(2 * body.length, received + bytes.length)))
        body.copy(grown, 0, 0, received)
        body = grown
      }
      bytes.copy(body, received)
      received += bytes.length
      if (fromSocket) freeNow(bytes)
    }
    const onEnd = (error?: Error & { statusCode?: number }) => {
      if (error) {
        if (!(typeof error.statusCode === 'number' && error.statusCode >= 400)) error.statusCode = 400
        return stop(error)
      }
      stop(null)
      if (!Number.isNaN(announced) && received !== announced) {
        return reject(fastifyError('FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400))
      }
      resolve(received === body.length ? body : Buffer.from(body.subarray(0, received)))
    }
    payload.on('data', onData)
    payload.on('end', onEnd)
    payload.on('error', onEnd)
    payload.resume()
  })
}

function fastifyError(code: string, statusCode: number): Error {
  return Object.assign(new Error(code), { code, statusCode })
}
