import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AppError, buildService, defineRoute, defineService, keysAuth } from '../src/index.js'

/** Error answers never echo caller-chosen text without bound (50,000 unknown keys would give a 1.58 MB message). */
const echo = defineService({
  name: 'echo-errors',
  version: '0.0.0',
  description: 'Bounded error test double.',
  port: 0,
  bodyLimit: 5_000_000,
  errors: { UNSUPPORTED_KEYWORD: { status: 400, fix: 'Use a supported keyword.' } },
  routes: () => [
    defineRoute({
      method: 'POST',
      url: '/strict',
      summary: 'A strict object',
      schema: { body: z.strictObject({ a: z.number() }), response: { 200: z.object({ ok: z.boolean() }) } },
      handler: () => ({ ok: true }),
    }),
    defineRoute({
      method: 'POST',
      url: '/numbers',
      summary: 'A list of numbers',
      schema: { body: z.object({ n: z.array(z.number()) }), response: { 200: z.object({ ok: z.boolean() }) } },
      handler: () => ({ ok: true }),
    }),
    defineRoute({
      method: 'POST',
      url: '/keyword',
      summary: 'Echoes a keyword in an AppError',
      schema: { body: z.object({ keyword: z.string() }), response: { 200: z.object({ ok: z.boolean() }) } },
      handler: ({ body }) => {
        throw new AppError('UNSUPPORTED_KEYWORD', `The keyword "${body.keyword}" is not supported.`, {
          keyword: body.keyword,
          details: Array.from({ length: 500 }, (_, i) => ({ path: `${body.keyword}${i}`, message: 'no' })),
        })
      },
    }),
  ],
})

let app: FastifyInstance
beforeAll(async () => {
  app = await buildService(echo, { auth: keysAuth(['k']), deps: {}, logger: false })
})
afterAll(() => app.close())
const post = (url: string, payload: string) =>
  app.inject({ method: 'POST', url, headers: { 'x-gateway-key': 'k', 'content-type': 'application/json' }, payload })

describe('bounded error answers', () => {
  it('answers 50,000 unknown keys with a message of at most 1,000 characters', async () => {
    const keys = Array.from({ length: 50_000 }, (_, i) => `"unknown${String(i).padStart(20, '0')}":1`).join(',')
    const res = await post('/strict', `{"a":1,${keys}}`)
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.error).toBe('INVALID_REQUEST')
    expect(body.message.length).toBeLessThanOrEqual(1_000)
    expect(body.message).toMatch(/^Unrecognized keys: "unknown0+", .*…/)
    expect(body.details[0].message.length).toBeLessThanOrEqual(500)
    expect(res.body.length).toBeLessThan(3_000)
  })

  it('lists at most 100 details and says how many problems there were', async () => {
    const res = await post('/numbers', JSON.stringify({ n: Array.from({ length: 300 }, () => 'x') }))
    const body = res.json()
    expect(body.details).toHaveLength(100)
    expect(body.details[99].path).toBe('n[99]')
    expect(body.message).toMatch(/^n\[0\]: .* \(and 299 more problem\(s\); the first 100 are in details\)$/)
  })

  it('shortens an AppError message and its long string members, and bounds its details', async () => {
    const keyword = 'x'.repeat(100_000)
    const res = await post('/keyword', JSON.stringify({ keyword }))
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.error).toBe('UNSUPPORTED_KEYWORD')
    expect(body.message).toHaveLength(1_000)
    expect(body.message.startsWith('The keyword "xxx')).toBe(true)
    expect(body.message.endsWith('xxx" is not supported.')).toBe(true)
    expect(body.keyword).toHaveLength(500)
    expect(body.details).toHaveLength(100)
    expect(body.details[0].path).toHaveLength(500)
    expect(res.body.length).toBeLessThan(60_000)
  })

  it('leaves short messages and members exactly as they were', async () => {
    const res = await post('/keyword', JSON.stringify({ keyword: 'oneOf' }))
    const body = res.json()
    expect(body.message).toBe('The keyword "oneOf" is not supported.')
    expect(body.keyword).toBe('oneOf')
    expect(body.details[0]).toEqual({ path: 'oneOf0', message: 'no' })
  })
})

describe('caller-sent member names in error answers', () => {
  const CARD = '4111111111111111'
  const hostile = ['a\u202Eb', 'nul\u0000here', 'lone\ud800surrogate', 'zero\u200bwidth']

  it('leaves a card number sent as a key out of the message and gives it escaped in details', async () => {
    const res = await post('/strict', JSON.stringify({ a: 1, [CARD]: 1 }))
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.message).not.toContain(CARD)
    expect(body.message).toBe('Unrecognized key: […]')
    expect(body.details).toEqual([{ path: '', message: `Unrecognized key: "${CARD}"` }])
  })

  it('never carries NUL, lone surrogates, zero-width or RTL override characters raw, in the message or details', async () => {
    const payload = `{"a":1,${hostile.map((key) => `${JSON.stringify(key)}:1`).join(',')}}`
    const res = await post('/strict', payload)
    expect(res.statusCode).toBe(400)
    const body = res.json()
    const raw = /[\u0000-\u001f\u200b\u202e\ud800-\udfff]/u
    expect(body.message).not.toMatch(raw)
    expect(body.message).toBe('Unrecognized keys: […], […], […], […]')
    expect(body.details[0].message).not.toMatch(raw)
    expect(body.details[0].message).toBe(
      'Unrecognized keys: "a\\u202Eb", "nul\\u0000here", "lone\\uD800surrogate", "zero\\u200Bwidth"',
    )
    // the answer text holds no lone surrogate, not even as a JSON escape (only the text `\\uD800`)
    expect(res.body).not.toMatch(/(?<!\\)\\ud800/i)
  })

  it('bounds a long hostile name and escapes names in the path of a record below it', async () => {
    const records = defineService({
      name: 'records',
      version: '0.0.0',
      description: 'Record keys.',
      port: 0,
      bodyLimit: 1_000_000,
      routes: () => [
        defineRoute({
          method: 'POST',
          url: '/r',
          summary: 'A record of numbers',
          schema: { body: z.object({ totals: z.record(z.string(), z.number()) }), response: { 200: z.object({}) } },
          handler: () => ({}),
        }),
      ],
    })
    const local = await buildService(records, { auth: keysAuth(['k']), logger: false })
    try {
      const long = `\u202E${'9'.repeat(10_000)}`
      const res = await local.inject({
        method: 'POST',
        url: '/r',
        headers: { 'x-gateway-key': 'k', 'content-type': 'application/json' },
        payload: JSON.stringify({ totals: { [CARD]: 'x', [long]: 'y', plain_name: 'z' } }),
      })
      expect(res.statusCode).toBe(400)
      const body = res.json()
      expect(body.message).toMatch(/^totals\[…\]: /)
      expect(body.message).not.toContain(CARD)
      expect(body.details.map((d: { path: string }) => d.path)).toEqual([
        `totals["${CARD}"]`,
        expect.stringMatching(/^totals\["\\u202E9{49}…9{49}"\]$/),
        'totals.plain_name',
      ])
    } finally {
      await local.close()
    }
  })

  it('quotes a short plain member name in the message as before', async () => {
    const res = await post('/strict', JSON.stringify({ a: 1, colour: 1 }))
    expect(res.json().message).toBe('Unrecognized key: "colour"')
  })
})
