import { readFileSync } from 'node:fs'
import { pdfWithContent, zeroBomb } from '@svc/pdf-guard/testing'
import { buildTestApp, TEST_KEY } from '@svc/testkit'
import ExcelJS from 'exceljs'
import type { FastifyInstance } from 'fastify'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfExtract } from '../../src/app.js'
import { pooledExtractor } from '../../src/infra/extractor.js'

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url))

let app: FastifyInstance

beforeAll(async () => {
  app = (await buildTestApp(pdfExtract)).app
})
afterAll(() => app.close())

function multipart(parts: { name: string; filename?: string; content: Buffer | string }[]) {
  const boundary = '----pdfx-test-boundary'
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`
    const type = part.filename ? 'Content-Type: application/pdf\r\n' : ''
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`))
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

const upload = (file: Buffer, query = '', extra: { name: string; content: string }[] = []) => {
  const { payload, contentType } = multipart([{ name: 'file', filename: 'in.pdf', content: file }, ...extra])
  return app.inject({
    method: 'POST',
    url: `/extract${query}`,
    headers: { 'x-gateway-key': TEST_KEY, 'content-type': contentType },
    payload,
  })
}

const postJson = (body: unknown, query = '') =>
  app.inject({
    method: 'POST',
    url: `/extract${query}`,
    headers: { 'x-gateway-key': TEST_KEY },
    payload: body as object,
  })

const BORDERED = [
  ['Region', 'Q1', 'Q2', 'Notes'],
  ['North', '1,200', '1,350', 'new store'],
  ['South', '980', '1,010', ''],
  ['East', '1,105', '990', 'two lines\nof notes'],
]

describe('POST /extract', () => {
  it('reads a multipart upload and finds the ruled table, lines in a cell kept as \\n', async () => {
    const res = await upload(fixture('pdflib-bordered.pdf'), '?confidenceScores=true')
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.tables).toHaveLength(1)
    const [table] = body.tables
    expect(table).toMatchObject({
      page: 1,
      pageRange: [1, 1],
      index: 0,
      strategy: 'lattice',
      rows: 4,
      columns: 4,
      data: BORDERED,
    })
    expect(table.confidence).toBeGreaterThan(0.9)
    expect(table.confidence).toBeLessThanOrEqual(1)
    expect(table.bbox.x0).toBeCloseTo(72, 0)
    expect(table.bbox.top).toBeCloseTo(120, 0)
    expect(body.summary).toEqual({ pagesProcessed: 1, tablesFound: 1, perPage: [{ page: 1, tables: 1 }], notes: [] })
  })

  it('reads JSON { file: base64 } the same way, without confidence unless asked', async () => {
    const res = await postJson({ file: fixture('pdflib-bordered.pdf').toString('base64') })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().tables[0].data).toEqual(BORDERED)
    expect(res.json().tables[0].confidence).toBeUndefined()
  })

  it('answers xlsx with one sheet per table, spans merged', async () => {
    const res = await upload(fixture('pdflib-merged.pdf'), '?outputFormat=xlsx')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(res.headers['x-tables-found']).toBe('1')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['p1-t1'])
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet
    expect(sheet.getCell('A1').value).toBe('Team')
    expect(sheet.getCell('B1').value).toBe('Results')
    expect(sheet.getCell('C2').value).toBe('Lost')
    expect(sheet.getCell('D4').value).toBe('Ben')
    expect(sheet.getCell('C1').isMerged).toBe(true)
    expect(sheet.getCell('A2').isMerged).toBe(true)
  })

  it('answers csv as a ZIP of one RFC 4180 file per table, named by page and index', async () => {
    const res = await upload(fixture('pdflib-bordered.pdf'), '?outputFormat=csv')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    const files = unzipSync(new Uint8Array(res.rawPayload))
    expect(Object.keys(files)).toEqual(['page-1-table-1.csv'])
    expect(strFromU8(files['page-1-table-1.csv'] as Uint8Array)).toBe(
      'Region,Q1,Q2,Notes\r\nNorth,"1,200","1,350",new store\r\nSouth,980,"1,010",\r\nEast,"1,105",990,"two lines\nof notes"\r\n',
    )
  })

  it('merges a table continued on the next page when asked, header not repeated', async () => {
    const separate = (await upload(fixture('pdflib-multipage.pdf'))).json()
    expect(separate.tables.map((t: { page: number; rows: number }) => [t.page, t.rows])).toEqual([
      [1, 5],
      [2, 5],
    ])
    const merged = (await upload(fixture('pdflib-multipage.pdf'), '?mergeTablesAcrossPages=true')).json()
    expect(merged.tables).toHaveLength(1)
    expect(merged.tables[0].pageRange).toEqual([1, 2])
    expect(merged.tables[0].rows).toBe(9)
    expect(merged.tables[0].data[5]).toEqual(['5', 'Doha', '500000'])
    expect(merged.summary.perPage).toEqual([
      { page: 1, tables: 1 },
      { page: 2, tables: 0 },
    ])
  })

  it('selects pages with a list', async () => {
    const res = await upload(fixture('pdflib-multipage.pdf'), '?pages=2')
    expect(res.json().tables.map((t: { page: number; data: string[][] }) => [t.page, t.data[1]])).toEqual([
      [2, ['5', 'Doha', '500000']],
    ])
    expect(res.json().summary.pagesProcessed).toBe(1)
  })

  it('answers a PDF without a text layer with no tables and NO_TEXT_LAYER', async () => {
    const res = await upload(fixture('pdflib-no-text.pdf'))
    expect(res.statusCode).toBe(200)
    expect(res.json().tables).toEqual([])
    expect(res.json().warnings.map((w: { code: string }) => w.code)).toEqual(['NO_TEXT_LAYER'])
  })

  it('opens a PDF encrypted with an empty user password', async () => {
    const res = await upload(fixture('encrypted-empty-user-password.pdf'))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().tables[0].data).toEqual(BORDERED)
  })
})

describe('POST /extract refusals', () => {
  it.each([
    ['not a PDF', Buffer.from('hello, this is plain text and not a PDF at all'), 'INVALID_PDF'],
    ['a truncated PDF', fixture('pdflib-bordered.pdf').subarray(0, 400), 'INVALID_PDF'],
    ['a PDF with a user password', fixture('encrypted-user-password.pdf'), 'ENCRYPTED_PDF'],
  ])('%s -> 400 %s', async (_label, file, code) => {
    const res = await upload(file)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().error).toBe(code)
    expect(res.json().message.length).toBeGreaterThan(10)
  })

  it('pages beyond the document -> 400 PAGES_OUT_OF_RANGE with the page count', async () => {
    const res = await upload(fixture('pdflib-multipage.pdf'), '?pages=1,3-4')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'PAGES_OUT_OF_RANGE', pageCount: 2 })
  })

  it.each(['0', '3-1', 'first', '1,,2'])('pages=%s -> 400 INVALID_REQUEST', async (pages) => {
    const res = await upload(fixture('pdflib-bordered.pdf'), `?pages=${encodeURIComponent(pages)}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('INVALID_REQUEST')
    expect(res.json().details[0].path).toBe('pages')
  })

  it('refuses another JSON member than file, and a missing file', async () => {
    const other = await postJson({ pdfBase64: fixture('pdflib-bordered.pdf').toString('base64') })
    expect(other.statusCode).toBe(400)
    expect(other.json().error).toBe('INVALID_REQUEST')
    const none = await postJson({})
    expect(none.statusCode).toBe(400)
    expect(none.json().details.map((d: { path: string }) => d.path)).toContain('file')
  })

  it('refuses a multipart part other than file', async () => {
    const res = await upload(fixture('pdflib-bordered.pdf'), '', [{ name: 'comment', content: 'x' }])
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('INVALID_REQUEST')
  })

  it('refuses a second file part, a text field named file and a form without boundary with 400', async () => {
    const two = multipart([
      { name: 'file', filename: 'a.pdf', content: fixture('pdflib-bordered.pdf') },
      { name: 'file', filename: 'b.pdf', content: fixture('pdflib-merged.pdf') },
    ])
    const res = await app.inject({
      method: 'POST',
      url: '/extract',
      headers: { 'x-gateway-key': TEST_KEY, 'content-type': two.contentType },
      payload: two.payload,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('INVALID_REQUEST')
    const text = multipart([{ name: 'file', content: 'JVBERi0=' }])
    const asText = await app.inject({
      method: 'POST',
      url: '/extract',
      headers: { 'x-gateway-key': TEST_KEY, 'content-type': text.contentType },
      payload: text.payload,
    })
    expect(asText.statusCode).toBe(400)
    expect(asText.json().details[0].path).toBe('file')
    const noBoundary = await app.inject({
      method: 'POST',
      url: '/extract',
      headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'multipart/form-data' },
      payload: 'xx',
    })
    expect(noBoundary.statusCode).toBe(400)
    expect(noBoundary.json().error).toBe('INVALID_REQUEST')
  })

  it('refuses a base64 member that is not base64', async () => {
    const res = await postJson({ file: 'this is not base64!' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('INVALID_REQUEST')
  })

  it('a file over 25 MB -> 413 PAYLOAD_TOO_LARGE (multipart and base64)', async () => {
    const big = Buffer.alloc(25_000_001, 0x20)
    big.write('%PDF-1.7\n')
    const res = await upload(big)
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'The PDF exceeds the limit of 25000000 bytes (25 MB).',
    })
    const json = await postJson({ file: big.toString('base64') })
    expect(json.statusCode).toBe(413)
    expect(json.json().error).toBe('PAYLOAD_TOO_LARGE')
  })

  it('a 1 MB PDF whose Flate stream inflates to 1 GB -> 400 DECOMPRESSION_BOMB (the budget pdf-optimize applies), not 200 after 42 s', async () => {
    const bomb = pdfWithContent(zeroBomb(16))
    expect(bomb.length).toBeLessThan(1.1 * 2 ** 20)
    const started = performance.now()
    const res = await upload(bomb)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'DECOMPRESSION_BOMB' })
    // the refusal comes once inflating reaches 256 MB (about 0.3 s on an idle core), not after the whole gigabyte
    expect(performance.now() - started).toBeLessThan(20_000)
  })

  it('work over the time limit -> 504 PROCESSING_TIMEOUT, and the pool keeps serving', async () => {
    const extractor = pooledExtractor({ timeoutMs: 1, maxThreads: 1 })
    const slow = (await buildTestApp(pdfExtract, { deps: { extractor } })).app
    try {
      const { payload, contentType } = multipart([
        { name: 'file', filename: 'a.pdf', content: fixture('lo-multipage.pdf') },
      ])
      const res = await slow.inject({
        method: 'POST',
        url: '/extract',
        headers: { 'x-gateway-key': TEST_KEY, 'content-type': contentType },
        payload,
      })
      expect(res.statusCode).toBe(504)
      expect(res.json().error).toBe('PROCESSING_TIMEOUT')
    } finally {
      await slow.close()
      await extractor.close()
    }
    const after = await upload(fixture('pdflib-bordered.pdf'))
    expect(after.statusCode).toBe(200)
  })

  it('documents the operation with an example (OpenAPI snapshot)', async () => {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' })
    await expect(JSON.stringify(res.json(), null, 2)).toMatchFileSnapshot('../__snapshots__/openapi.json')
  })

  it('answers the OpenAPI request example with 200 and exactly the documented reply example', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json()
    const operation = doc.paths['/extract'].post
    const content = operation.requestBody.content
    const documented = operation.responses['200'].content['application/json'].example
    const res = await postJson(content['application/json'].example)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual(documented)
    expect(res.json().tables[0].data).toEqual([
      ['Region', 'Q1', 'Q2'],
      ['North', '1200', '1350'],
    ])
    expect(res.json().summary.tablesFound).toBe(1)
    // the multipart example is a raw form body with the boundary the description names
    const form = await app.inject({
      method: 'POST',
      url: '/extract',
      headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'multipart/form-data; boundary=example-boundary' },
      payload: content['multipart/form-data'].example,
    })
    expect(form.statusCode, form.body).toBe(200)
    expect(form.json()).toEqual(documented)
  })
})

describe('admission to the worker pool', () => {
  it('answers 100 concurrent requests of the OpenAPI example all with 200 (pnpm load runs c=100)', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json()
    const example = doc.paths['/extract'].post.requestBody.content['application/json'].example
    const replies = await Promise.all(Array.from({ length: 100 }, () => postJson(example)))
    expect(replies.map((r) => r.statusCode)).toEqual(Array(100).fill(200))
    expect(new Set(replies.map((r) => r.json().tables[0].data[1].join('|')))).toEqual(new Set(['North|1200|1350']))
  })

  it('refuses work past its byte bound with 503 OVERLOADED and Retry-After, and serves again afterwards', async () => {
    const extractor = pooledExtractor({ maxThreads: 1, admittedBytes: 1 })
    const bounded = (await buildTestApp(pdfExtract, { deps: { extractor } })).app
    try {
      const body = { file: fixture('pdflib-bordered.pdf').toString('base64') }
      const send = () =>
        bounded.inject({ method: 'POST', url: '/extract', headers: { 'x-gateway-key': TEST_KEY }, payload: body })
      const replies = await Promise.all([send(), send()])
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 503])
      const refused = replies.find((r) => r.statusCode === 503)!
      expect(refused.json().error).toBe('OVERLOADED')
      expect(refused.headers['retry-after']).toBe('5')
      expect((await send()).statusCode).toBe(200)
    } finally {
      await bounded.close()
      await extractor.close()
    }
  })
})
