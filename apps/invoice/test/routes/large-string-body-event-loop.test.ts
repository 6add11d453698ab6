/**
 * The fuzz case `html-table-spans` as every string of the /normalize example (a 7.4 MB JSON body of
 * 0.8 MB strings) held /health 0.3-3.3 s: Fastify's join of the body, its UTF-8 decoding and the first
 * string's parse ran as one stretch, and the decoder alone took 145-160 ms. Core now reads an ASCII body
 * without the decoder and parses it a turn after the join, and the work runs in the worker pool: a timer
 * keeps firing while the body is normalized.
 */
import { buildTestApp, FORMAT_BOMBS, TEST_KEY } from '@svc/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoice } from '../../src/app.js'
import { pooledNormalizer } from '../../src/infra/invoice-normalizer.js'
import { NORMALIZE_EXAMPLE } from '../../src/schemas/normalize.js'

const pool = pooledNormalizer({ maxThreads: 1 })
let app: Awaited<ReturnType<typeof buildTestApp>>['app']
beforeAll(async () => {
  app = (await buildTestApp(invoice, { deps: { normalizer: pool.normalize } })).app
})
afterAll(async () => {
  await app.close()
  await pool.close()
})

function everyString(value: unknown, text: string): unknown {
  if (typeof value === 'string') return text
  if (Array.isArray(value)) return value.map((v) => everyString(v, text))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, everyString(v, text)]))
  return value
}

describe('a JSON body of 0.8 MB strings keeps the event loop answering', () => {
  it('normalizes the example with every string 0.8 MB of span cells while a timer is answered within 250 ms', async () => {
    const body = Buffer.from(
      JSON.stringify({ payload: everyString(NORMALIZE_EXAMPLE, FORMAT_BOMBS['html-table-spans']!) }),
    )
    expect(body.length).toBeGreaterThan(5_000_000)
    let last = performance.now()
    let longest = 0
    const probe = setInterval(() => {
      const now = performance.now()
      longest = Math.max(longest, now - last)
      last = now
    }, 5)
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/normalize',
        headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'application/json' },
        payload: body,
      })
      expect(res.statusCode).toBeLessThan(500)
    } finally {
      clearInterval(probe)
    }
    expect(longest).toBeLessThan(250)
  }, 60_000)
})
