/**
 * The client's opt-in retries (src/retry.ts) against a real HTTP server on loopback: 503 and 429 are
 * retried with the body sent again, Retry-After is honoured (seconds and HTTP dates), a Retry-After past
 * the cap returns the answer, nothing else is retried, and without `retry` nothing is.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { retryAfterMs, retryingFetch, validatorClient } from '../src/index.js'

type Step = { status: number; headers?: Record<string, string>; body?: unknown }
let script: Step[] = []
const seen: { body: string; key: string | undefined }[] = []
let server: Server
let base = ''

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen.push({ body: await readBody(request), key: request.headers['x-gateway-key'] as string | undefined })
    const step = script.shift() ?? { status: 200, body: { valid: true } }
    response.writeHead(step.status, { 'content-type': 'application/json', ...step.headers })
    response.end(JSON.stringify(step.body ?? { error: 'OVERLOADED', message: 'Try again.' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const body = { payload: { id: 7 }, schema: { type: 'object' } }
const waits: number[] = []
const sleep = async (ms: number) => {
  waits.push(ms)
}

function reset(steps: Step[]) {
  script = steps
  seen.length = 0
  waits.length = 0
}

describe('client retries (opt-in)', () => {
  it('retries 503 with Retry-After, sending the same body and key each time', async () => {
    reset([
      { status: 503, headers: { 'retry-after': '1' } },
      { status: 503, headers: { 'retry-after': '0' } },
    ])
    const client = validatorClient({ baseUrl: base, key: 'k', retry: { sleep } })
    const { data, response } = await client.POST('/validate', { body: body as never })
    expect(response.status).toBe(200)
    expect(data).toEqual({ valid: true })
    expect(seen.map((s) => s.body)).toEqual(Array(3).fill(JSON.stringify(body)))
    expect(seen.every((s) => s.key === 'k')).toBe(true)
    expect(waits).toEqual([1000, 0])
  })

  it('retries 429 without Retry-After on a jittered exponential backoff', async () => {
    reset([{ status: 429 }, { status: 429 }, { status: 429 }])
    const client = validatorClient({
      baseUrl: base,
      key: 'k',
      retry: { attempts: 4, baseDelayMs: 100, sleep, random: () => 0.5 },
    })
    const { response } = await client.POST('/validate', { body: body as never })
    expect(response.status).toBe(200)
    expect(waits).toEqual([50, 100, 200])
  })

  it('gives up after the attempts, returning the last refusal as the typed error', async () => {
    reset([{ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 }])
    const client = validatorClient({ baseUrl: base, key: 'k', retry: { attempts: 3, sleep, random: () => 0 } })
    const { error, response } = await client.POST('/validate', { body: body as never })
    expect(response.status).toBe(503)
    expect(error?.error).toBe('OVERLOADED')
    expect(seen).toHaveLength(3)
    script = []
  })

  it('returns at once when Retry-After is longer than the longest wait', async () => {
    reset([{ status: 503, headers: { 'retry-after': '120' } }])
    const client = validatorClient({ baseUrl: base, key: 'k', retry: { maxDelayMs: 5_000, sleep } })
    const { response } = await client.POST('/validate', { body: body as never })
    expect(response.status).toBe(503)
    expect(seen).toHaveLength(1)
    expect(waits).toEqual([])
  })

  it('does not retry other statuses, nor anything without `retry`', async () => {
    reset([{ status: 500, body: { error: 'INTERNAL_ERROR', message: 'x' } }])
    const retrying = validatorClient({ baseUrl: base, key: 'k', retry: { sleep } })
    expect((await retrying.POST('/validate', { body: body as never })).response.status).toBe(500)
    expect(seen).toHaveLength(1)
    reset([{ status: 503 }])
    const plain = validatorClient({ baseUrl: base, key: 'k' })
    expect((await plain.POST('/validate', { body: body as never })).response.status).toBe(503)
    expect(seen).toHaveLength(1)
  })

  it('retries a refused connection only when asked to', async () => {
    const closed = 'http://127.0.0.1:9' // discard port: nothing listens on loopback
    let calls = 0
    const counting = (request: Request) => {
      calls += 1
      return globalThis.fetch(request)
    }
    await expect(retryingFetch(counting, { sleep })(new Request(closed))).rejects.toThrow()
    expect(calls).toBe(1)
    calls = 0
    await expect(
      retryingFetch(counting, { sleep, retryNetworkErrors: true, attempts: 3 })(new Request(closed)),
    ).rejects.toThrow()
    expect(calls).toBe(3)
  })
})

describe('retryAfterMs (RFC 9110 10.2.3)', () => {
  const now = Date.parse('2026-11-27T12:00:00Z')
  it('reads delta-seconds and IMF-fixdate', () => {
    expect(retryAfterMs('5', now)).toBe(5000)
    expect(retryAfterMs('Fri, 27 Nov 2026 12:00:30 GMT', now)).toBe(30_000)
    expect(retryAfterMs('Fri, 27 Nov 2026 11:00:00 GMT', now)).toBe(0)
  })
  it('ignores what is neither', () => {
    for (const value of [null, '', '-1', '1.5', 'soon', '2026-11-27T12:00:30Z', 'Mon, 30 Feb 2015 00:00:00 GMT'])
      expect(retryAfterMs(value, now), String(value)).toBeUndefined()
  })
})
