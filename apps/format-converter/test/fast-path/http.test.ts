/**
 * Large bodies over HTTP take the fast path in the worker pool (compiled worker from dist/): the
 * answer is the general path's, streamed; bad input keeps the general path's 4xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { convert } from '../../src/engine/convert.js'
import { buildApp, multipartBody, postRaw, postUpload } from '../helpers.js'

type App = Awaited<ReturnType<typeof buildApp>>
let app: App
beforeAll(async () => {
  app = await buildApp()
})
afterAll(() => app.close())

/** About 2 MB: well over the 1 KB inline limit. */
const ROWS = 40_000
const bigCsv = `id,city,note\n${Array.from({ length: ROWS }, (_, i) => `${i},"Zürich, CH","said ""hi"" ${i}"`).join('\n')}\n`

describe('CSV -> JSON, large body', () => {
  it('streams exactly what the general path writes', async () => {
    const res = await postRaw(app, bigCsv, 'text/csv', { accept: 'application/json' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.headers['transfer-encoding']).toBe('chunked')
    const records = res.json() as Record<string, string>[]
    expect(records).toHaveLength(ROWS)
    expect(records[ROWS - 1]).toEqual({ id: String(ROWS - 1), city: 'Zürich, CH', note: `said "hi" ${ROWS - 1}` })
    const general = await convert({ from: 'csv', to: 'json', input: { bytes: Buffer.from(bigCsv) } })
    expect(res.body).toBe(general.body)
  })

  it('keeps 400 INVALID_INPUT with the position for a quote left open at the end', async () => {
    const res = await postRaw(app, `${bigCsv}${ROWS},"open`, 'text/csv', { accept: 'application/json' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      error: 'INVALID_INPUT',
      format: 'csv',
      details: [{ line: ROWS + 2, at: `record ${ROWS + 2}` }],
    })
  })

  it('keeps 400 INVALID_ENCODING for invalid UTF-8', async () => {
    const body = Buffer.concat([Buffer.from(bigCsv), Buffer.from([0xff, 0x0a])])
    const res = await postRaw(app, body, 'text/csv', { accept: 'application/json' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'INVALID_ENCODING' })
  })

  it('keeps 422 UNKNOWN_OPTION', async () => {
    const options = encodeURIComponent(JSON.stringify({ input: { csv: { delimeter: ';' } } }))
    const res = await postRaw(app, bigCsv, 'text/csv', { query: `?to=json&options=${options}` })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ error: 'UNKNOWN_OPTION', option: 'options.input.csv.delimeter' })
  })

  it('serves a multipart upload with a download name', async () => {
    const res = await postUpload(
      app,
      multipartBody({ name: 'big.csv', content: bigCsv }, { to: 'json', download: '1' }),
    )
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe('attachment; filename="big.json"')
    expect((res.json() as unknown[])[0]).toEqual({ id: '0', city: 'Zürich, CH', note: 'said "hi" 0' })
  })
})

const bigJson = JSON.stringify(Array.from({ length: ROWS }, (_, i) => ({ id: i, name: `n ${i}`, ok: i % 2 === 0 })))

describe('JSON -> CSV, large body', () => {
  it('streams exactly what the general path writes', async () => {
    const res = await postRaw(app, bigJson, 'application/json', { accept: 'text/csv' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['transfer-encoding']).toBe('chunked')
    const lines = res.body.split('\r\n')
    expect(lines[0]).toBe('id,name,ok')
    expect(lines[ROWS]).toBe(`${ROWS - 1},n ${ROWS - 1},false`)
    const general = await convert({ from: 'json', to: 'csv', input: { bytes: Buffer.from(bigJson) } })
    expect(res.body).toBe(general.body)
  })

  it('keeps 400 INVALID_INPUT with line and column for broken JSON', async () => {
    const res = await postRaw(app, `${bigJson.slice(0, -1)},}`, 'application/json', { accept: 'text/csv' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'INVALID_INPUT', format: 'json', details: [{ line: 1 }] })
  })
})
