/**
 * Bodies of millions of small JSON values (`[0,0,…]` 20 MB, `{"a0":1,…}` of a million keys) held the
 * event loop 90-430 ms between the sliced parse's yields: an array's store is copied whole as it grows,
 * an object's key table rehashed whole, and the collector's pauses follow the live heap. The number of
 * values a body may hold is now bounded (JSON_MAX_VALUES): counted in the depth scan, refused with 413
 * before anything is built.
 */
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildService, CoreEnv, defineRoute, defineService, keysAuth, loadConfig } from '../src/index.js'
import { DEFAULT_JSON_MAX_VALUES, MIN_JSON_MAX_VALUES, PIECE_CHARS, parseJsonSliced } from '../src/json/public.js'

/** Counts the values of a parsed JSON value the way the limit does: every value, keys not counted. */
function countValues(value: unknown): number {
  if (Array.isArray(value)) return 1 + value.reduce((sum: number, v) => sum + countValues(v), 0)
  if (value !== null && typeof value === 'object')
    return 1 + Object.values(value).reduce((sum: number, v) => sum + countValues(v), 0)
  return 1
}

async function outcome(text: string, maxValues: number, piece = 8): Promise<string> {
  try {
    await parseJsonSliced(text, 1_000, piece, maxValues)
    return 'ok'
  } catch (error) {
    return (error as { code?: string }).code ?? 'thrown'
  }
}

describe('JSON_MAX_VALUES in the sliced parse', () => {
  it('counts exactly the values JSON.parse builds: a body at the limit passes, one value fewer refuses it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 5 }), fc.boolean(), async (value, pretty) => {
        const text = pretty ? JSON.stringify(value, null, 2) : JSON.stringify(value)
        const values = countValues(JSON.parse(text))
        expect(await outcome(text, values)).toBe('ok')
        expect(await outcome(text, values - 1)).toBe('PAYLOAD_TOO_LARGE')
      }),
      { numRuns: 300 },
    )
  })

  it('counts empty containers and commas inside strings correctly', async () => {
    const cases: Array<[string, number]> = [
      ['[]', 1],
      ['{}', 1],
      ['[[], {}, [ ]]', 4],
      ['{"a,b": "c,d", "e": [1, "2,3"]}', 5],
      ['["\\",", ",\\\\"]', 3],
    ]
    for (const [text, values] of cases) {
      expect(await outcome(text, values), text).toBe('ok')
      expect(await outcome(text, values - 1), text).toBe('PAYLOAD_TOO_LARGE')
    }
  })

  it('refuses a 20 MB `[0,0,…]` body of ten million values in the scan, naming the limit', async () => {
    const text = `[${'0,'.repeat(10_000_000)}0]`
    const started = performance.now()
    const error = await parseJsonSliced(text, 1_000).catch((e: unknown) => e)
    expect(error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      extra: { limit: DEFAULT_JSON_MAX_VALUES },
      message: expect.stringContaining('JSON_MAX_VALUES'),
    })
    // Refused once the count passes the limit, a tenth of the way in: nothing was built.
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('keeps the event loop answering a timer within 250 ms while it refuses an object of 1.1 million keys', async () => {
    // Keys repeat (JSON allows it): built by one repeat, the text leaves no garbage for the collector to pause on.
    // Flat, as a body read from the socket is (a string built by concatenation is flattened at first read).
    const text = Buffer.from(`{${'"a":1,'.repeat(1_100_000)}"a":1}`).toString('latin1')
    let last = performance.now()
    let longest = 0
    const probe = setInterval(() => {
      const now = performance.now()
      longest = Math.max(longest, now - last)
      last = now
    }, 5)
    const error = await parseJsonSliced(text, 1_000).catch((e: unknown) => e)
    clearInterval(probe)
    expect(error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
    // Refused in the scan, which gives the loop back every 8 ms; nothing is built.
    expect(longest).toBeLessThan(250)
  })

  it('no text short enough to skip the count can hold more than the least accepted limit', () => {
    // The densest JSON: one-character values separated by commas, inside one array.
    const densest = `[${'0,'.repeat((PIECE_CHARS - 3) / 2)}0]`
    expect(densest.length).toBeLessThanOrEqual(PIECE_CHARS)
    expect(MIN_JSON_MAX_VALUES).toBe(PIECE_CHARS)
    expect(countValues(JSON.parse(densest))).toBeLessThanOrEqual(MIN_JSON_MAX_VALUES)
  })
})

describe('JSON_MAX_VALUES in the configuration', () => {
  it('defaults to DEFAULT_JSON_MAX_VALUES and refuses a limit below what short bodies can hold', () => {
    expect(loadConfig(CoreEnv, {}).JSON_MAX_VALUES).toBe(DEFAULT_JSON_MAX_VALUES)
    expect(loadConfig(CoreEnv, { JSON_MAX_VALUES: '200000' }).JSON_MAX_VALUES).toBe(200_000)
    expect(() => loadConfig(CoreEnv, { JSON_MAX_VALUES: '1000' })).toThrow(/JSON_MAX_VALUES/)
    expect(() => loadConfig(CoreEnv, { JSON_MAX_VALUES: 'many' })).toThrow(/JSON_MAX_VALUES/)
  })
})

const sink = defineService({
  name: 'sink',
  version: '0.0.1',
  description: 'Counts array elements.',
  port: 3997,
  bodyLimit: 10 * 1024 * 1024,
  routes: () => [
    defineRoute({
      method: 'POST',
      url: '/count',
      summary: 'Counts the elements of an array',
      schema: { body: z.array(z.unknown()), response: { 200: z.object({ n: z.number() }) } },
      handler: ({ body }) => ({ n: body.length }),
    }),
  ],
})

describe('JSON_MAX_VALUES over HTTP', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildService(sink, { auth: keysAuth(['k']), logger: false, maxJsonValues: MIN_JSON_MAX_VALUES })
  })
  afterAll(() => app.close())
  const post = (payload: string) =>
    app.inject({
      method: 'POST',
      url: '/count',
      headers: { 'x-gateway-key': 'k', 'content-type': 'application/json' },
      payload,
    })

  it('answers a body over the limit 413 PAYLOAD_TOO_LARGE in the envelope, and one at the limit 200', async () => {
    const at = `[${'1,'.repeat(MIN_JSON_MAX_VALUES - 2)}1]`
    expect((await post(at)).json()).toEqual({ n: MIN_JSON_MAX_VALUES - 1 })
    const over = `[${'1,'.repeat(MIN_JSON_MAX_VALUES - 1)}1]`
    const res = await post(over)
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({
      error: 'PAYLOAD_TOO_LARGE',
      limit: MIN_JSON_MAX_VALUES,
      message: expect.stringMatching(/more than 65,536 values \(JSON_MAX_VALUES\)/),
    })
  })
})
