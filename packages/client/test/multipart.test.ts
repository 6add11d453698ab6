/**
 * Upload operations take their form typed: `{ file, ...fields }` (the parts the operation's OpenAPI
 * document names, file parts as Blob, File or Uint8Array) or a FormData, with no cast; the client sends
 * either as multipart/form-data with the boundary fetch writes, never as JSON. The services are real
 * (built with core, on a loopback port) and the PDF is made here with pdf-lib.
 */
import { buildService, keysAuth } from '@svc/core'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { loadServices } from '../scripts/services.mjs'
import {
  type formatConverter,
  formatConverterClient,
  type pdfExtract,
  pdfExtractClient,
  type pdfOptimize,
  pdfOptimizeClient,
  toFormData,
} from '../src/index.js'
import { TABLE, tablePdf } from './support/table-pdf.js'

const KEY = 'multipart-test-key'
const UPLOADS = ['pdf-extract', 'pdf-optimize', 'format-converter']

type FormOf<Operations, Id extends keyof Operations> = Operations[Id] extends {
  requestBody: { content: { 'multipart/form-data': infer Form } }
}
  ? Form
  : never

describe('the generated form types', () => {
  type ExtractForm = FormOf<pdfExtract.operations, 'pdf-extract.extract'>
  type OptimizeForm = FormOf<pdfOptimize.operations, 'pdf-optimize.optimize'>
  type ConvertForm = FormOf<formatConverter.operations, 'format-converter.convert'>

  it('take a FormData or the documented parts, file parts as Blob, File or Uint8Array', () => {
    for (const form of [null as unknown as ExtractForm, null as unknown as OptimizeForm]) {
      expectTypeOf<FormData>().toExtend<typeof form>()
      expectTypeOf<{ file: Blob }>().toExtend<typeof form>()
      expectTypeOf<{ file: File }>().toExtend<typeof form>()
      expectTypeOf<{ file: Uint8Array }>().toExtend<typeof form>()
      // the file part is required, and a file is not text
      expectTypeOf<Record<string, never>>().not.toExtend<typeof form>()
      expectTypeOf<{ file: string }>().not.toExtend<typeof form>()
    }
    // format-converter's text fields as the service validates them (core's upload reader, zod object)
    expectTypeOf<ConvertForm>().toEqualTypeOf<
      FormData | { file: Blob | Uint8Array; from?: string; to?: string; options?: string; download?: '0' | '1' }
    >()
  })

  it('are what a call takes as its body, with no cast', () => {
    const extract = pdfExtractClient({ baseUrl: 'http://127.0.0.1:1', key: KEY })
    const optimize = pdfOptimizeClient({ baseUrl: 'http://127.0.0.1:1', key: KEY })
    const file = new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46])], { type: 'application/pdf' })
    // only type-checked: none of these calls is made
    const calls = () => [
      extract.POST('/extract', { body: new FormData() }),
      extract.POST('/extract', { body: { file } }),
      optimize.POST('/optimize', { body: { file: new Uint8Array(4) } }),
      // @ts-expect-error a file part is a Blob, a File or bytes, not text
      optimize.POST('/optimize', { body: { file: 'report.pdf' } }),
      // @ts-expect-error a form without its file part
      optimize.POST('/optimize', { body: { to: 'pdf' } }),
    ]
    expectTypeOf(calls).toBeFunction()
  })
})

const running = new Map<string, { close(): Promise<void>; base: string }>()

beforeAll(async () => {
  for (const { service } of await loadServices()) {
    if (!UPLOADS.includes(service.name)) continue
    const app = await buildService(service, { auth: keysAuth([KEY]) })
    running.set(service.name, { close: () => app.close(), base: await app.listen({ port: 0, host: '127.0.0.1' }) })
  }
}, 60_000)

afterAll(async () => {
  for (const { close } of running.values()) await close()
})

/** A fetch that records what the client sent. */
function recording() {
  const sent: { contentType: string | null; body: string }[] = []
  const fetch = async (request: Request) => {
    sent.push({ contentType: request.headers.get('content-type'), body: await request.clone().text() })
    return globalThis.fetch(request)
  }
  return { sent, fetch }
}

const base = (name: string) => {
  const found = running.get(name)
  if (!found) throw new Error(`${name} is not a committed service`)
  return found.base
}

describe('a form sent to a real service', () => {
  it('pdf-extract: a File, a Uint8Array and a FormData are the same multipart request and the same tables', async () => {
    const pdf = await tablePdf()
    const { sent, fetch } = recording()
    const client = pdfExtractClient({ baseUrl: base('pdf-extract'), key: KEY, fetch })
    const bodies = [
      { file: new File([new Uint8Array(pdf)], 'quarters.pdf', { type: 'application/pdf' }) },
      { file: pdf },
      toFormData({ file: pdf }),
    ]
    const answers = []
    for (const body of bodies) {
      const { data, error } = await client.POST('/extract', { body })
      if (error) throw new Error(`${error.error}: ${error.message}`)
      answers.push(data)
    }
    expect(answers[0]!.summary.tablesFound).toBe(1)
    expect(answers[0]!.tables[0]!.data).toEqual(TABLE)
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
    for (const request of sent) {
      expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/)
      expect(request.body).toContain('Content-Disposition: form-data; name="file"; filename="')
    }
    expect(sent[0]!.body).toContain('filename="quarters.pdf"')
  })

  it('pdf-extract: the JSON form of the body still goes as JSON', async () => {
    const pdf = await tablePdf()
    const { sent, fetch } = recording()
    const client = pdfExtractClient({ baseUrl: base('pdf-extract'), key: KEY, fetch })
    const { data, error } = await client.POST('/extract', { body: { file: Buffer.from(pdf).toString('base64') } })
    if (error) throw new Error(`${error.error}: ${error.message}`)
    expect(sent[0]!.contentType).toBe('application/json')
    expect(data.tables[0]!.data).toEqual(TABLE)
  })

  it('pdf-optimize: the bytes as the file part, the report as JSON', async () => {
    const pdf = await tablePdf()
    const client = pdfOptimizeClient({ baseUrl: base('pdf-optimize'), key: KEY })
    const { data, error, response } = await client.POST('/optimize', {
      body: { file: pdf },
      headers: { accept: 'application/json' },
    })
    if (error) throw new Error(`${error.error}: ${error.message}`)
    expect(response.status).toBe(200)
    expect(data.originalSize).toBe(pdf.byteLength)
  })

  it('format-converter: a named file part and a text field', async () => {
    const client = formatConverterClient({ baseUrl: base('format-converter'), key: KEY })
    const csv = new File(['sku,qty\nA-1,2\nB-2,1\n'], 'orders.csv', { type: 'text/csv' })
    const { data, error } = await client.POST('/convert', { body: { file: csv, to: 'json' } })
    if (error) throw new Error(`${error.error}: ${error.message}`)
    expect(data).toEqual([
      { sku: 'A-1', qty: '2' },
      { sku: 'B-2', qty: '1' },
    ])
  })

  it('a refused form is the typed envelope (no file part)', async () => {
    const client = pdfExtractClient({ baseUrl: base('pdf-extract'), key: KEY })
    const form = new FormData()
    form.append('note', 'no file here')
    const { error, response } = await client.POST('/extract', { body: form })
    expect(response.status).toBe(400)
    expect(error?.error).toBe('INVALID_REQUEST')
  })

  it('with retries, the form is sent again whole after a 503', async () => {
    const pdf = await tablePdf()
    let calls = 0
    const bodies: string[] = []
    const fetch = async (request: Request) => {
      calls++
      bodies.push(await request.clone().text())
      if (calls === 1)
        return new Response('{"error":"OVERLOADED","message":"busy"}', { status: 503, headers: { 'retry-after': '0' } })
      return globalThis.fetch(request)
    }
    const client = pdfExtractClient({ baseUrl: base('pdf-extract'), key: KEY, fetch, retry: true })
    const { data, error } = await client.POST('/extract', { body: { file: pdf } })
    if (error) throw new Error(`${error.error}: ${error.message}`)
    expect(calls).toBe(2)
    expect(bodies[1]).toBe(bodies[0])
    expect(data.tables[0]!.data).toEqual(TABLE)
  })
})
