import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildService, defineRoute, defineService, keysAuth } from '../src/index.js'
import { parseJsonTextWithMember, rawJsonMember, scanDepthAndMember } from '../src/json/public.js'

const member = (text: string) => parseJsonTextWithMember(text, 100, 'schema').memberText

describe('parseJsonTextWithMember', () => {
  it('returns the exact text of the top-level member, whitespace included, wherever it stands', () => {
    expect(member('{"payload":[1,{"schema":2}],"schema": {"type":"object"} }')).toBe(' {"type":"object"} ')
    expect(member('{"schema":"a,b}","payload":1}')).toBe('"a,b}"')
    expect(member('\uFEFF{"schema":[1,2]}')).toBe('[1,2]')
  })

  it('takes the last of duplicate keys, as JSON.parse does', () => {
    const { value, memberText } = parseJsonTextWithMember('{"schema":1,"schema":{"x":2}}', 100, 'schema')
    expect(value).toEqual({ schema: { x: 2 } })
    expect(memberText).toBe('{"x":2}')
  })

  it('reports nothing when a top-level key is escaped, nested only, or the body is no object', () => {
    expect(member('{"sch\\u0065ma":{"type":"string"}}')).toBeUndefined()
    expect(member('{"schema":1,"\\u0073chema":2}')).toBeUndefined()
    expect(member('{"payload":{"schema":1}}')).toBeUndefined()
    expect(member('[{"schema":1}]')).toBeUndefined()
    expect(member('{"schemas":1,"xschema":2}')).toBeUndefined()
  })

  it('agrees with JSON.parse on arbitrary bodies: the text parses to the parsed member', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('schema', 'payload', 'a"b', 'sch\\ema'), fc.jsonValue()), (body) => {
        const text = JSON.stringify(body, null, Math.random() < 0.5 ? 1 : undefined)
        const { value, memberText } = parseJsonTextWithMember(text, 1_000, 'schema')
        if (memberText === undefined)
          expect(Object.hasOwn(value as object, 'schema') && !text.includes('\\')).toBe(false)
        else expect(JSON.parse(memberText)).toEqual((value as { schema: unknown }).schema)
      }),
      { numRuns: 500 },
    )
  })

  it('keeps the depth check and the error envelope', () => {
    expect(() => parseJsonTextWithMember('{"schema":[[[1]]]}', 3, 'schema')).toThrow(
      expect.objectContaining({ code: 'JSON_TOO_DEEP' }),
    )
    expect(() => parseJsonTextWithMember('{"schema":', 3, 'schema')).toThrow(
      expect.objectContaining({ code: 'INVALID_JSON' }),
    )
  })

  it('scans a body of 500,000 top-level keys without a quadratic walk (that would take hours)', () => {
    const text = `{${Array.from({ length: 500_000 }, (_, i) => `"k${i}":1`).join(',')},"schema":2}`
    expect(scanDepthAndMember(text, 100, 'schema').member).toEqual([text.length - 2, text.length - 1])
  })
})

describe('rawJsonMember', () => {
  const echo = defineService({
    name: 'echo',
    version: '1.0.0',
    description: 'echo',
    port: 0,
    bodyLimit: 10_000,
    rawJsonMember: 'schema',
    routes: () => [
      defineRoute({
        method: 'POST',
        url: '/echo',
        summary: 'echo',
        schema: {
          body: z.object({ schema: z.unknown() }),
          response: { 200: z.object({ raw: z.string().nullable() }) },
        },
        handler: ({ request }) => ({ raw: rawJsonMember(request.body) ?? null }),
      }),
    ],
  })

  it('gives the handler the member text the caller sent, and nothing for a body without it', async () => {
    const app = await buildService(echo, { auth: keysAuth(['k']) })
    const send = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/echo',
        payload,
        headers: { 'content-type': 'application/json', 'x-gateway-key': 'k' },
      })
    expect((await send('{"schema": {"type" : "object"}}')).json()).toEqual({ raw: ' {"type" : "object"}' })
    expect((await send('{"sch\\u0065ma":1}')).json()).toEqual({ raw: null })
    await app.close()
  })
})
