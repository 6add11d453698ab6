import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { request } from 'node:http'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * A client still sending an oversized body gets its 413, not EPIPE. The
 * server runs in its own process (the standalone fixture, 1,000-byte limit, built core): in one
 * process the race between the client's writes and the server closing does not show.
 */
const script = fileURLToPath(new URL('./fixtures/standalone-slow.mjs', import.meta.url))
let child: ChildProcess
let port: number
beforeAll(async () => {
  child = spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', GATEWAY_KEYS: 'k' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for await (const chunk of child.stdout!) {
    const match = /listening (\d+)/.exec(String(chunk))
    if (match) {
      port = Number(match[1])
      break
    }
  }
})
afterAll(async () => {
  child.kill('SIGTERM')
  await once(child, 'exit')
})

function post(body: Buffer, chunked: boolean): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'x-gateway-key': 'k', 'content-type': 'application/json' }
    if (!chunked) headers['content-length'] = String(body.length)
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/slow', headers, agent: false }, (res) => {
      let text = ''
      res.on('data', (chunk) => {
        text += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
    })
    req.on('error', reject)
    if (chunked) {
      for (let i = 0; i < 32; i++) req.write(body.subarray(i * (body.length / 32), (i + 1) * (body.length / 32)))
      req.end()
    } else req.end(body)
  })
}

describe('an oversized body on a closing connection', () => {
  const big = Buffer.from(`{"pad":"${'a'.repeat(2 * 1024 * 1024)}"}`)
  it.each([
    ['with Content-Length', false],
    ['chunked', true],
  ])(
    '%s: 2 MB against a 1,000-byte limit is answered 413 PAYLOAD_TOO_LARGE, five times in a row',
    async (_name, chunked) => {
      for (let i = 0; i < 5; i++) {
        const res = await post(big, chunked)
        expect(res.status).toBe(413)
        expect(JSON.parse(res.body)).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' })
      }
    },
  )
})

describe('a GET with a body the route does not read', () => {
  /** Sends half the body, waits, then the rest: the answer must not close the connection in between. */
  function slowGet(size: number): Promise<{ status: number }> {
    return new Promise((resolve, reject) => {
      const headers = { 'x-gateway-key': 'k', 'content-type': 'application/json', 'content-length': String(size) }
      const req = request({ host: '127.0.0.1', port, method: 'GET', path: '/ping', headers, agent: false }, (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }))
      })
      req.on('error', reject)
      req.write(Buffer.alloc(size / 2, 0x20))
      setTimeout(() => req.end(Buffer.alloc(size / 2, 0x20)), 150)
    })
  }

  it('is read and discarded before the answer, so a client still sending gets the answer, not EPIPE', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await slowGet(2 * 1024 * 1024)
      expect(res.status).toBe(200)
    }
  })
})
