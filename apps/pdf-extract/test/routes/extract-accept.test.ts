/**
 * The file answers by content negotiation (docs/contract.md "Files"): without `outputFormat`, Accept
 * picks JSON (the default), the workbook or the ZIP of CSVs; with it, Accept must accept that format.
 */
import { readFileSync } from 'node:fs'
import { buildTestApp, TEST_KEY } from '@svc/testkit'
import type { FastifyInstance } from 'fastify'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfExtract } from '../../src/app.js'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const pdf = readFileSync(new URL('../fixtures/pdflib-bordered.pdf', import.meta.url)).toString('base64')

let app: FastifyInstance
beforeAll(async () => {
  app = (await buildTestApp(pdfExtract)).app
})
afterAll(() => app.close())

const post = (query: string, accept?: string) =>
  app.inject({
    method: 'POST',
    url: `/extract${query}`,
    headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'application/json', ...(accept ? { accept } : {}) },
    payload: JSON.stringify({ file: pdf }),
  })

describe('POST /extract: Accept', () => {
  it('JSON without Accept and for */*, varying by Accept', async () => {
    for (const accept of [undefined, '*/*', 'application/json']) {
      const res = await post('', accept)
      expect(res.statusCode, String(accept)).toBe(200)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.headers.vary).toMatch(/Accept/i)
      expect(res.json().summary.tablesFound).toBe(1)
    }
  })

  it('Accept picks the workbook or the ZIP when outputFormat is absent', async () => {
    const xlsx = await post('', XLSX)
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['content-type']).toBe(XLSX)
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="tables.xlsx"')
    expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK')
    const zip = await post('', 'application/zip')
    expect(zip.headers['content-type']).toBe('application/zip')
    expect(zip.headers['content-disposition']).toBe('attachment; filename="tables.zip"')
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload)))).toEqual(['page-1-table-1.csv'])
  })

  it('outputFormat must agree with Accept: agreeing or */* answers it, a clash is 406 in JSON', async () => {
    expect((await post('?outputFormat=csv', '*/*')).headers['content-type']).toBe('application/zip')
    const clash = await post('?outputFormat=xlsx', 'application/json')
    expect(clash.statusCode).toBe(406)
    expect(clash.json().error).toBe('NOT_ACCEPTABLE')
    const none = await post('', 'text/html')
    expect(none.statusCode).toBe(406)
    expect(none.headers['content-type']).toMatch(/^application\/json/)
  })
})
