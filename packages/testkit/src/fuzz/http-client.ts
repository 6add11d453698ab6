/**
 * A raw HTTP/1.1 client for hostile requests: exact bytes, exact headers (or none), one connection per
 * request, a time bound, and a cap on how much of the reply is kept (its full size is still counted).
 */
import { request } from 'node:http'

export interface RawRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: Buffer
}

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  /** The first `keep` bytes of the body. */
  body: Buffer
  /** The whole body's size in bytes. */
  size: number
  ms: number
}

export function send(port: number, req: RawRequest, timeoutMs = 30_000, keep = 1 << 20): Promise<RawResponse> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const r = request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.path,
        // Without a length Node sends a GET's body unframed (the server reads it as a second request).
        headers: req.body ? { 'content-length': String(req.body.length), ...req.headers } : req.headers,
        agent: false,
      },
      (res) => {
        const parts: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          if (size < keep) parts.push(chunk.subarray(0, keep - size))
          size += chunk.length
        })
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(parts),
            size,
            ms: performance.now() - started,
          }),
        )
        res.on('error', reject)
      },
    )
    r.setTimeout(timeoutMs, () => r.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    r.on('error', reject)
    r.end(req.body)
  })
}
