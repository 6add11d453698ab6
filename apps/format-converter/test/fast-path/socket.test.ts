/**
 * The streamed fast path over a real socket (127.0.0.1): the bytes a client receives are the general
 * path's (chunk reuse never corrupts a response), and a client that goes away mid-stream frees the
 * worker (one thread here), which then serves the next request.
 */
import { type IncomingMessage, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildTestApp, TEST_KEY } from '@svc/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatConverter } from '../../src/app.js'
import { convert } from '../../src/engine/convert.js'
import { pooledConverter } from '../../src/infra/converter.js'

const converter = pooledConverter({ maxThreads: 1 })
let app: Awaited<ReturnType<typeof buildTestApp>>['app']
let port: number
beforeAll(async () => {
  app = (await buildTestApp(formatConverter, { deps: { converter } })).app
  await app.listen({ port: 0, host: '127.0.0.1' })
  port = (app.server.address() as AddressInfo).port
})
afterAll(async () => {
  await app.close()
  await converter.close()
})

// About 9 MB of CSV, 20 MB of JSON out: many 1 MB chunks, reused along the way.
const csv = `id,city,note\n${Array.from({ length: 150_000 }, (_, i) => `${i},"Zürich, CH","n ""${i}"""`).join('\n')}\n`

type OnChunk = (chunk: Buffer, abort: () => void, response: IncomingMessage) => void

function post(body: string, onResponse?: OnChunk): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/convert?to=json',
        headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'text/csv', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk)
          onResponse?.(
            chunk,
            () => {
              req.destroy()
              resolve(Buffer.concat(chunks))
            },
            res,
          )
        })
        res.on('end', () => resolve(Buffer.concat(chunks)))
        res.on('error', () => resolve(Buffer.concat(chunks)))
      },
    )
    req.on('error', (error) => (onResponse ? resolve(Buffer.alloc(0)) : reject(error)))
    req.end(body)
  })
}

describe('fast path over a socket', () => {
  it('sends exactly the general path bytes', async () => {
    const received = await post(csv)
    const general = await convert({ from: 'csv', to: 'json', input: { bytes: Buffer.from(csv) } })
    expect(received.length).toBeGreaterThan(10_000_000)
    expect(received.toString('utf8')).toBe(general.body)
  })

  it('sends exactly the general path bytes to a slow reader (backpressure, chunks reused meanwhile)', async () => {
    let pauses = 0
    const received = await post(csv, (_chunk, _abort, response) => {
      if (pauses++ < 30) {
        response.pause()
        setTimeout(() => response.resume(), 10)
      }
    })
    const general = await convert({ from: 'csv', to: 'json', input: { bytes: Buffer.from(csv) } })
    expect(pauses).toBeGreaterThan(30)
    expect(received.toString('utf8')).toBe(general.body)
  })

  it('frees the worker when the client goes away mid-stream', async () => {
    const partial = await post(csv, (_chunk, abort) => abort())
    expect(partial.length).toBeGreaterThan(0)
    const started = performance.now()
    // Over 1 KB, so it needs the (only) worker thread.
    const next = await post(`a,b\n${'123,456\n'.repeat(40_000)}`)
    const records = JSON.parse(next.toString()) as unknown[]
    expect(records).toHaveLength(40_000)
    expect(records[39_999]).toEqual({ a: '123', b: '456' })
    expect(performance.now() - started).toBeLessThan(10_000)
  })
})
