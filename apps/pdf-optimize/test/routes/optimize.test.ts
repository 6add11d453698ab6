import { deflateSync } from 'node:zlib'
import { buildTestApp, TEST_KEY } from '@svc/testkit'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfOptimize } from '../../src/app.js'
import { pooledOptimizer } from '../../src/infra/optimizer.js'
import { makePdf, SAMPLE_PDF } from '../fixtures/make-pdf.js'

const BOUNDARY = 'pdfoptimizeboundary'
function multipart(bytes: Buffer, field = 'file', filename = 'Quarterly Report.pdf'): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`
  return Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)])
}

let app: FastifyInstance
beforeAll(async () => {
  app = (await buildTestApp(pdfOptimize)).app
})
afterAll(() => app.close())

const post = (payload: Buffer | string, contentType: string, query = '', accept?: string) =>
  app.inject({
    method: 'POST',
    url: `/optimize${query}`,
    headers: { 'x-gateway-key': TEST_KEY, 'content-type': contentType, ...(accept ? { accept } : {}) },
    payload,
  })
const postPdf = (pdf: string, query = '', accept?: string) =>
  post(Buffer.from(pdf, 'latin1'), 'application/pdf', query, accept)

describe('POST /optimize', () => {
  it('answers a multipart upload with a smaller PDF named after the upload', async () => {
    const input = Buffer.from(SAMPLE_PDF, 'latin1')
    const res = await post(multipart(input), `multipart/form-data; boundary=${BOUNDARY}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe('attachment; filename="QuarterlyReport-optimized.pdf"')
    expect(res.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.5')
    expect(res.rawPayload.length).toBeLessThan(input.length * 0.6)
    expect(Number(res.headers['x-optimized-size'])).toBe(res.rawPayload.length)
  })

  it('reports sizes in bytes and the reduction in percent with two decimals', async () => {
    const pdf = await postPdf(SAMPLE_PDF)
    const res = await postPdf(SAMPLE_PDF, '', 'application/json')
    const original = SAMPLE_PDF.length
    const optimized = pdf.rawPayload.length
    expect(res.json()).toEqual({
      originalSize: original,
      optimizedSize: optimized,
      reductionBytes: original - optimized,
      reductionPercent: Math.round(((original - optimized) / original) * 10_000) / 100,
    })
  })

  it('returns the original bytes when the rewrite is not smaller (reduction 0)', async () => {
    const tiny = makePdf({ pages: ['x'] })
    const res = await postPdf(tiny, '?mode=speed')
    expect(res.rawPayload.toString('latin1')).toBe(tiny)
    const json = await postPdf(tiny, '?mode=speed', 'application/json')
    expect(json.json()).toMatchObject({ reductionBytes: 0, reductionPercent: 0, optimizedSize: tiny.length })
  })

  it('drops an image that no page draws', async () => {
    const image = `<< /Type /XObject /Subtype /Image /Width 100 /Height 100 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 10000 >>\nstream\n${'7'.repeat(10_000)}\nendstream`
    const pdf = makePdf({ pages: ['no image drawn'], extra: [image], resources: '/XObject << /Im0 6 0 R >>' })
    const res = await postPdf(pdf, '', 'application/json')
    expect(res.json().optimizedSize).toBeLessThan(1000)
  })

  it.each([
    ['not a PDF', 'NOT_A_PDF', 'hello, world'],
    [
      'an encrypted PDF',
      'ENCRYPTED_PDF',
      makePdf({ pages: ['secret'], extra: ['<< /Filter /Standard /V 1 /R 2 >>'], trailer: '/Encrypt 6 0 R' }),
    ],
    [
      'a PDF without a page tree',
      'DAMAGED_PDF',
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    ],
  ])('refuses %s with 400 %s', async (_label, code, body) => {
    const res = await postPdf(body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: code })
  })

  it('refuses a decompression bomb with 400 DECOMPRESSION_BOMB', async () => {
    const bomb = deflateSync(Buffer.alloc(257 * 1024 * 1024), { level: 1 })
    const head = Buffer.from(makePdf({ pages: ['bomb'], extra: [] }).replace(/%%EOF\n$/, ''), 'latin1')
    const object = Buffer.concat([
      Buffer.from(`9 0 obj\n<< /Length ${bomb.length} /Filter /FlateDecode >>\nstream\n`),
      bomb,
      Buffer.from('\nendstream\nendobj\n'),
    ])
    // the bomb is referenced from the catalog through an extra page-level entry, appended as an update
    const update = Buffer.from('1 0 obj\n<< /Type /Catalog /Pages 2 0 R /Bomb 9 0 R >>\nendobj\n%%EOF\n')
    const res = await post(Buffer.concat([head, object, update]), 'application/pdf')
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ error: 'DECOMPRESSION_BOMB' })
  }, 60_000)

  it('asks for the file part when the multipart body has none', async () => {
    const res = await post(multipart(Buffer.from(SAMPLE_PDF), 'document'), `multipart/form-data; boundary=${BOUNDARY}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'MISSING_FILE' })
  })

  it('answers a multipart body without a boundary or with broken part headers with 400, not 500 (fuzz finding)', async () => {
    for (const [payload, type] of [
      ['', 'multipart/form-data'],
      ['--x\r\nno headers here', 'multipart/form-data; boundary=x'],
    ] as const) {
      const res = await post(payload, type)
      expect(res.statusCode, res.body).toBe(400)
      expect(['INVALID_REQUEST', 'MISSING_FILE']).toContain(res.json().error)
    }
    const res = await post('', 'multipart/form-data')
    expect(res.json()).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringContaining('multipart form') })
  })

  it('validates the query', async () => {
    const res = await postPdf(SAMPLE_PDF, '?imageQuality=101&mode=fast')
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('INVALID_REQUEST')
    expect(
      res
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['imageQuality', 'mode'])
  })

  it('refuses a JSON body with 415', async () => {
    const res = await post('{"file":"x"}', 'application/json')
    expect(res.statusCode).toBe(415)
    expect(res.json().error).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('answers a multipart body without a boundary, or cut short, with 400, never a 500', async () => {
    const noBoundary = await post(multipart(Buffer.from(SAMPLE_PDF)), 'multipart/form-data')
    expect(noBoundary.statusCode).toBe(400)
    expect(noBoundary.json().error).toBe('INVALID_REQUEST')
    const cut = await post(
      multipart(Buffer.from(SAMPLE_PDF)).subarray(0, 80),
      `multipart/form-data; boundary=${BOUNDARY}`,
    )
    expect(cut.statusCode).toBe(400)
  })

  it('refuses a multipart file over 80 MB with 413', async () => {
    const big = Buffer.alloc(80_000_001, 0x20)
    const res = await post(multipart(big), `multipart/form-data; boundary=${BOUNDARY}`)
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toBe('PAYLOAD_TOO_LARGE')
  }, 60_000)

  it('stops work over the time limit with 504 and keeps serving', async () => {
    const slow = (
      await buildTestApp(pdfOptimize, { deps: { optimizer: pooledOptimizer({ timeoutMs: 1, maxThreads: 1 }) } })
    ).app
    const res = await slow.inject({
      method: 'POST',
      url: '/optimize',
      headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'application/pdf' },
      payload: SAMPLE_PDF,
    })
    expect(res.statusCode).toBe(504)
    expect(res.json().error).toBe('PROCESSING_TIMEOUT')
    expect((await slow.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200)
    await slow.close()
  })
})

describe('admission to the worker pool', () => {
  it('answers 100 concurrent requests of the OpenAPI example all with 200 (pnpm load runs c=100)', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json()
    const example = doc.paths['/optimize'].post.requestBody.content['application/pdf'].example
    const replies = await Promise.all(
      Array.from({ length: 100 }, () => post(example, 'application/pdf', '', 'application/json')),
    )
    expect(replies.map((r) => r.statusCode)).toEqual(Array(100).fill(200))
    expect(new Set(replies.map((r) => r.json().optimizedSize))).toEqual(new Set([813]))
  })

  it('refuses work past its byte bound with 503 OVERLOADED and Retry-After, and serves again afterwards', async () => {
    const optimizer = pooledOptimizer({ maxThreads: 1, admittedBytes: 1 })
    const bounded = (await buildTestApp(pdfOptimize, { deps: { optimizer } })).app
    try {
      const send = () =>
        bounded.inject({
          method: 'POST',
          url: '/optimize',
          headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'application/pdf', accept: 'application/json' },
          payload: Buffer.from(SAMPLE_PDF, 'latin1'),
        })
      const replies = await Promise.all([send(), send()])
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 503])
      const refused = replies.find((r) => r.statusCode === 503)!
      expect(refused.json().error).toBe('OVERLOADED')
      expect(refused.headers['retry-after']).toBe('5')
      expect((await send()).statusCode).toBe(200)
    } finally {
      await bounded.close()
      await optimizer.close()
    }
  })
})

describe('GET /openapi.json', () => {
  it('matches the reviewed snapshot', async () => {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' })
    await expect(JSON.stringify(res.json(), null, 2)).toMatchFileSnapshot('../__snapshots__/openapi.json')
  })

  it('has request examples that get 200 and exactly the documented report (raw body and multipart)', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json()
    const operation = doc.paths['/optimize'].post
    const content = operation.requestBody.content
    const documented = operation.responses['200'].content['application/json'].example
    expect(Object.keys(content)[0]).toBe('application/pdf')
    const raw = await post(content['application/pdf'].example, 'application/pdf', '', 'application/json')
    expect(raw.statusCode, raw.body).toBe(200)
    expect(raw.json()).toEqual(documented)
    expect(documented.reductionBytes).toBeGreaterThan(0)
    const form = await post(
      content['multipart/form-data'].example,
      'multipart/form-data; boundary=example-boundary',
      '',
      'application/json',
    )
    expect(form.json()).toEqual(documented)
    const pdf = await post(content['application/octet-stream'].example, 'application/octet-stream')
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.length).toBe(documented.optimizedSize)
  })
})

describe('POST /optimize: Accept (docs/contract.md "Files")', () => {
  it('answers the PDF for no Accept, */* and application/pdf, the report for application/json, varying by Accept', async () => {
    for (const accept of [undefined, '*/*', 'application/pdf', 'application/json;q=0.5, application/pdf']) {
      const res = await postPdf(SAMPLE_PDF, '', accept)
      expect(res.statusCode, String(accept)).toBe(200)
      expect(res.headers['content-type'], String(accept)).toBe('application/pdf')
      expect(res.headers.vary).toMatch(/Accept/i)
    }
    const json = await postPdf(SAMPLE_PDF, '', 'application/pdf;q=0.1, application/json')
    expect(json.headers['content-type']).toMatch(/^application\/json/)
    expect(json.headers.vary).toMatch(/Accept/i)
    expect(json.json()).toMatchObject({ originalSize: expect.any(Number) })
  })

  it('an Accept naming neither is 406 NOT_ACCEPTABLE in JSON, before any work', async () => {
    const res = await postPdf(SAMPLE_PDF, '', 'text/html')
    expect(res.statusCode).toBe(406)
    expect(res.json().error).toBe('NOT_ACCEPTABLE')
  })
})
