/** Raw bodies read into one buffer (infra/read-body.ts): Fastify's limits and errors, with and without Content-Length. */
import { Readable } from 'node:stream'
import { TEST_KEY } from '@svc/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../helpers.js'

type App = Awaited<ReturnType<typeof buildApp>>
let app: App
beforeAll(async () => {
  app = await buildApp()
})
afterAll(() => app.close())

const headers = { 'x-gateway-key': TEST_KEY, 'content-type': 'text/csv' }

function chunked(parts: string[]): Readable {
  return Readable.from(parts.map((part) => Buffer.from(part)))
}

describe('raw body reader', () => {
  it('reads a body sent without Content-Length (chunked), growing its buffer', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `${i},x\n`)
    const res = await app.inject({
      method: 'POST',
      url: '/convert?to=json',
      headers,
      payload: chunked(['a,b\n', ...rows]),
    })
    expect(res.statusCode).toBe(200)
    const records = res.json() as unknown[]
    expect(records).toHaveLength(20_000)
    expect(records[19_999]).toEqual({ a: '19999', b: 'x' })
  })

  it('refuses a Content-Length over the limit with 413 before reading', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/convert?to=json',
      headers: { ...headers, 'content-length': '20000001' },
      payload: chunked(['a\n1\n']),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' })
  })

  it('refuses a chunked body that grows past the limit with 413', async () => {
    const megabyte = 'x'.repeat(1_000_000)
    const res = await app.inject({
      method: 'POST',
      url: '/convert?to=json',
      headers,
      payload: chunked(Array.from({ length: 21 }, () => megabyte)),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' })
  })

  it('refuses a body shorter than its Content-Length with 400 INVALID_REQUEST', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/convert?to=json',
      headers: { ...headers, 'content-length': '50' },
      payload: chunked(['a\n1\n']),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'INVALID_REQUEST' })
  })

  it('reads a JSON document the same way', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/convert?to=csv',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: chunked(['[{"a":', '1}]']),
    })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('a\r\n1')
  })
})
