import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { charsetOf, decodeText, utf8Text } from '../src/http/text-charset.js'
import { buildService, defineRoute, defineService, keysAuth } from '../src/index.js'

const KEY = 'charset-key'
let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

const echo = defineService({
  name: 'echo-text',
  version: '0.0.0',
  description: 'Echoes a text body.',
  port: 0,
  bodyLimit: 10_000,
  bodyParsers: [{ contentType: 'text/plain', parseAs: 'text' }],
  routes: () => [
    defineRoute({
      method: 'POST',
      url: '/echo',
      summary: 'Echo',
      consumes: ['text/plain'],
      schema: { body: z.string(), response: { 200: z.object({ text: z.string() }) } },
      handler: ({ body }) => ({ text: body }),
    }),
  ],
})

const send = (contentType: string, payload: Buffer) =>
  app!.inject({ method: 'POST', url: '/echo', headers: { 'x-gateway-key': KEY, 'content-type': contentType }, payload })

describe('text bodies in the charset their Content-Type names', () => {
  it('reads the parameter, quoted or not, in any case', () => {
    expect(charsetOf('text/plain; charset=ISO-8859-1')).toBe('ISO-8859-1')
    expect(charsetOf('text/html;charset="windows-1252"; q=1')).toBe('windows-1252')
    expect(charsetOf('text/plain')).toBeUndefined()
    expect(charsetOf(undefined)).toBeUndefined()
  })

  it('decodes latin-1, windows-1252, Shift_JIS and UTF-16; UTF-8 when none is named', async () => {
    app = await buildService(echo, { auth: keysAuth([KEY]) })
    const cases: [string, Buffer, string][] = [
      ['text/plain; charset=iso-8859-1', Buffer.from([0x63, 0x61, 0x66, 0xe9]), 'café'],
      ['text/plain; charset=windows-1252', Buffer.from([0x80, 0x20, 0x93, 0x71, 0x94]), '€ “q”'],
      ['text/plain; charset=Shift_JIS', Buffer.from([0x93, 0xfa, 0x96, 0x7b]), '日本'],
      ['text/plain; charset=utf-16le', Buffer.from('Grüße', 'utf16le'), 'Grüße'],
      ['text/plain', Buffer.from('Grüße 日本', 'utf8'), 'Grüße 日本'],
      ['text/plain; charset=UTF-8', Buffer.from('naïve', 'utf8'), 'naïve'],
    ]
    for (const [type, bytes, text] of cases) {
      const res = await send(type, bytes)
      expect(res.json(), type).toEqual({ text })
    }
  })

  it('refuses a charset it does not know with 415 in the envelope, naming the fix', async () => {
    app = await buildService(echo, { auth: keysAuth([KEY]) })
    const res = await send('text/plain; charset=klingon-8', Buffer.from('abc'))
    expect(res.statusCode).toBe(415)
    expect(res.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE' })
    expect(res.json().message).toContain('"klingon-8" is not supported')
    expect(() => decodeText(Buffer.from('x'), 'x'.repeat(500))).toThrow(/is not supported/)
  })
})

describe('utf8Text (the ASCII fast path of a 7 MB body read as UTF-8)', () => {
  it('reads every byte sequence exactly as the UTF-8 decoder does, ASCII or not, valid or not', () => {
    const samples = [
      Buffer.from('{"a":"plain ascii"}'),
      Buffer.from('{"a":"Zürich €"}'),
      Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
      Buffer.from([0xe2, 0x82]),
      Buffer.alloc(0),
      Buffer.from('x'.repeat(2_000_000)),
    ]
    for (const bytes of samples) expect(utf8Text(bytes)).toBe(bytes.toString('utf8'))
    for (let i = 0; i < 200; i++) {
      const bytes = Buffer.from(Array.from({ length: 64 }, (_, k) => (i * 31 + k * 17) % 256))
      expect(utf8Text(bytes)).toBe(bytes.toString('utf8'))
    }
  })
})
