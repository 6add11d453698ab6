/** The one multipart upload reader: what a form may hold, and the one set of refusals (docs/contract.md "Uploads"). */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildService, defineRoute, defineService, keysAuth, uploadReader } from '../src/index.js'

const KEY = 'upload-test-key'
const BOUNDARY = 'upload-test-boundary'

const upload = uploadReader({ maxFileBytes: 1_000, maxFieldBytes: 50, fields: ['to', 'note'], noun: 'The document' })

const service = defineService({
  name: 'uploads',
  version: '0.0.1',
  description: 'Upload reader test double.',
  port: 3997,
  bodyLimit: 10_000,
  plugins: upload.register,
  routes: () => [
    defineRoute({
      method: 'POST',
      url: '/upload',
      summary: 'Reads a form',
      consumes: ['multipart/form-data'],
      schema: { body: z.unknown(), response: { 200: z.object({ size: z.number(), filename: z.string() }) } },
      handler: async ({ request }) => {
        const read = await upload.read(request)
        return { size: read.bytes.length, filename: read.filename, fields: read.fields }
      },
    }),
  ],
})

interface Part {
  name: string
  filename?: string
  content: string | Buffer
}

function form(parts: Part[]): Buffer {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`))
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return Buffer.concat(chunks)
}

let app: FastifyInstance
beforeAll(async () => {
  app = await buildService(service, { auth: keysAuth([KEY]) })
})
afterAll(() => app.close())

const post = (payload: Buffer | string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
  app.inject({
    method: 'POST',
    url: '/upload',
    headers: { 'x-gateway-key': KEY, 'content-type': contentType },
    payload,
  })

describe('uploadReader', () => {
  it('reads the file part and the named fields', async () => {
    const res = await post(
      form([
        { name: 'to', content: 'csv' },
        { name: 'file', filename: 'a.txt', content: 'hello' },
      ]),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ size: 5, filename: 'a.txt', fields: { to: 'csv' } })
  })

  it('refuses a second file part with 400, naming the part (never reads only the first)', async () => {
    const res = await post(
      form([
        { name: 'file', filename: 'a.txt', content: 'a' },
        { name: 'file', filename: 'b.txt', content: 'b' },
      ]),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'INVALID_REQUEST', details: [{ path: 'file' }] })
    const other = await post(
      form([
        { name: 'file', filename: 'a.txt', content: 'a' },
        { name: 'extra', filename: 'b.txt', content: 'b' },
      ]),
    )
    expect(other.statusCode).toBe(400)
    expect(other.json().error).toBe('INVALID_REQUEST')
  })

  it('answers a file over the cap with 413 PAYLOAD_TOO_LARGE naming the limit', async () => {
    const res = await post(form([{ name: 'file', filename: 'a.txt', content: Buffer.alloc(1_001, 0x61) }]))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'The document exceeds the limit of 1000 bytes (0.001 MB).',
    })
  })

  it('refuses a form with no file part, and a text field in its place, with 400 on path `file`', async () => {
    const none = await post(form([{ name: 'to', content: 'csv' }]))
    expect(none.statusCode).toBe(400)
    expect(none.json()).toMatchObject({
      error: 'INVALID_REQUEST',
      details: [{ path: 'file', message: expect.any(String) }],
    })
    const renamed = await post(form([{ name: 'document', filename: 'a.txt', content: 'a' }]))
    expect(renamed.json()).toMatchObject({ error: 'INVALID_REQUEST', details: [{ path: 'file' }] })
    const text = await post(form([{ name: 'file', content: 'not a file part' }]))
    expect(text.statusCode).toBe(400)
    expect(text.json()).toMatchObject({ error: 'INVALID_REQUEST', details: [{ path: 'file' }] })
  })

  it('refuses an unknown field: a plain name quoted, any other only escaped and bounded in details', async () => {
    const plain = await post(
      form([
        { name: 'colour', content: 'red' },
        { name: 'file', filename: 'a.txt', content: 'a' },
      ]),
    )
    expect(plain.statusCode).toBe(400)
    expect(plain.json().message).toContain('unknown form field "colour"')
    const hostile = 'a\u202Eb\u0000c'
    const odd = await post(form([{ name: hostile, content: 'x' }]))
    expect(odd.statusCode).toBe(400)
    const body = odd.json()
    expect(body.message).not.toContain('\u202E')
    expect(body.details).toEqual([{ path: 'a\\u202Eb\\u0000c', message: 'unknown form field' }])
  })

  it('refuses a field over its byte cap and more parts than the operation takes', async () => {
    const long = await post(
      form([
        { name: 'note', content: 'x'.repeat(51) },
        { name: 'file', filename: 'a.txt', content: 'a' },
      ]),
    )
    expect(long.statusCode).toBe(400)
    expect(long.json()).toMatchObject({ error: 'INVALID_REQUEST', details: [{ path: 'note', message: 'too long' }] })
    const many = await post(
      form([
        { name: 'to', content: 'a' },
        { name: 'to', content: 'b' },
        { name: 'note', content: 'c' },
        { name: 'note', content: 'd' },
        { name: 'file', filename: 'a.txt', content: 'a' },
      ]),
    )
    expect(many.statusCode).toBe(400)
    expect(many.json().error).toBe('INVALID_REQUEST')
  })

  it('answers a form without boundary, with broken part headers or cut short with 400, never 500', async () => {
    const whole = form([{ name: 'file', filename: 'a.txt', content: 'hello world' }])
    for (const [payload, type] of [
      [whole, 'multipart/form-data'],
      ['--x\r\nno headers here', 'multipart/form-data; boundary=x'],
      [whole.subarray(0, 60), undefined],
    ] as const) {
      const res = await post(payload, type)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json()).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringContaining('multipart form') })
    }
  })
})

describe('uploadReader with typed fields (a zod object of string fields)', () => {
  const typed = uploadReader({
    maxFileBytes: 1_000,
    file: 'The document to read.',
    fields: z.object({
      to: z.enum(['csv', 'json']).meta({ description: 'Output format.' }),
      download: z.enum(['0', '1']).optional().meta({ description: '`1` asks for an attachment.' }),
    }),
  })
  const typedService = defineService({
    name: 'typed-uploads',
    version: '0.0.1',
    description: 'Typed upload reader test double.',
    port: 3996,
    bodyLimit: 10_000,
    plugins: typed.register,
    routes: () => [
      defineRoute({
        method: 'POST',
        url: '/upload',
        summary: 'Reads a typed form',
        consumes: ['multipart/form-data'],
        form: typed.form,
        rawExamples: {
          'multipart/form-data': form([
            { name: 'file', filename: 'a.txt', content: 'hello' },
            { name: 'to', content: 'csv' },
          ]).toString(),
        },
        schema: { body: z.unknown(), response: { 200: z.object({ fields: z.record(z.string(), z.string()) }) } },
        handler: async ({ request }) => ({ fields: (await typed.read(request)).fields }),
      }),
    ],
  })
  let typedApp: FastifyInstance
  beforeAll(async () => {
    typedApp = await buildService(typedService, { auth: keysAuth([KEY]) })
  })
  afterAll(() => typedApp.close())
  const send = (parts: Part[]) =>
    typedApp.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'x-gateway-key': KEY, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: form(parts),
    })

  it('passes values the schema takes', async () => {
    const res = await send([
      { name: 'file', filename: 'a.txt', content: 'hello' },
      { name: 'to', content: 'json' },
      { name: 'download', content: '1' },
    ])
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ fields: { to: 'json', download: '1' } })
  })

  it('refuses a value the schema does not take with 400 naming the field, without echoing the value', async () => {
    const res = await send([
      { name: 'file', filename: 'a.txt', content: 'hello' },
      { name: 'to', content: 'csv' },
      { name: 'download', content: 'yes-secret-value' },
    ])
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'INVALID_REQUEST', details: [{ path: 'download' }] })
    expect(res.body).not.toContain('yes-secret-value')
  })

  it('refuses a form without a required field with 400 naming it', async () => {
    const res = await send([{ name: 'file', filename: 'a.txt', content: 'hello' }])
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'INVALID_REQUEST', details: [{ path: 'to' }] })
  })

  it('still refuses a field the schema does not name', async () => {
    const res = await send([
      { name: 'file', filename: 'a.txt', content: 'hello' },
      { name: 'to', content: 'csv' },
      { name: 'extra', content: 'x' },
    ])
    expect(res.statusCode).toBe(400)
    expect(res.json().details).toEqual([{ path: 'extra', message: 'unknown form field' }])
  })

  it('documents the form as an object of its parts, with the raw example beside it', async () => {
    const res = await typedApp.inject({ method: 'GET', url: '/openapi.json' })
    const media = res.json().paths['/upload'].post.requestBody.content['multipart/form-data']
    expect(media.schema).toEqual({
      type: 'object',
      required: ['file', 'to'],
      properties: {
        file: { type: 'string', format: 'binary', description: 'The document to read.' },
        to: { type: 'string', enum: ['csv', 'json'], description: 'Output format.' },
        download: { type: 'string', enum: ['0', '1'], description: '`1` asks for an attachment.' },
      },
      additionalProperties: false,
    })
    expect(media.example).toContain('name="to"')
  })
})
