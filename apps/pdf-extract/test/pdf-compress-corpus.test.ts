/**
 * Files of the pdf-compress set of the optional public test-data folder used as extra table inputs (skipped when absent).
 *
 * A real producer at length: gen-calc-sales.pdf in the pdf-compress set of the optional public test-data folder is LibreOffice Calc's
 * print-out of sources/sales.csv (3000 rows, 57 pages for the first eight columns). With
 * mergeTablesAcrossPages it must come back as one table equal to the CSV (numbers compared as
 * numbers: Calc prints 113.90 as 113.9). Skipped when the shared testdata is absent.
 */
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runExtraction } from '../src/infra/run-extraction.js'

const dir = new URL('../../../../shared/testdata/pdf-compress/', import.meta.url).pathname
const present = existsSync(`${dir}gen-calc-sales.pdf`)

describe.skipIf(!existsSync(`${dir}tabula-spreadsheet_no_bounding_frame.pdf`))(
  'a ruled table without a bounding frame',
  () => {
    it('the outer columns, outside the outermost vertical rules, belong to the grid', async () => {
      const out = await runExtraction(new Uint8Array(readFileSync(`${dir}tabula-spreadsheet_no_bounding_frame.pdf`)), {
        pages: 'all',
        strategy: 'auto',
        mergeTablesAcrossPages: false,
        confidenceScores: false,
      })
      expect(out.tables).toHaveLength(1)
      const [table] = out.tables
      expect(table?.strategy).toBe('lattice')
      expect([table?.rows, table?.columns]).toEqual([28, 6])
      expect(table?.data[3]).toEqual(['COTTON', '1.393,4', '886,7', '894,9', '(35,8)', '(498,5)'])
      expect(table?.data[1]?.[5]).toBe('Absolute')
    })
  },
)

describe.skipIf(!present)(`LibreOffice Calc print-out (${dir})`, () => {
  if (!present)
    it.skip('testdata absent: the pdf-compress set of the optional public test-data folder not found', () => {})
  it('57 pages of one sheet merge into one 3001-row table equal to the source CSV', { timeout: 120_000 }, async () => {
    const out = await runExtraction(new Uint8Array(readFileSync(`${dir}gen-calc-sales.pdf`)), {
      pages: 'all',
      strategy: 'auto',
      mergeTablesAcrossPages: true,
      confidenceScores: false,
    })
    const csv = readFileSync(`${dir}sources/sales.csv`, 'utf8')
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(',').slice(0, 8))
    expect(out.tables).toHaveLength(1)
    const [table] = out.tables
    expect(table?.pageRange).toEqual([1, 57])
    expect(table?.header).toEqual(csv[0])
    expect(table?.rows).toBe(csv.length)
    const same = (want: string, got: string | undefined) =>
      got === want || (got !== undefined && got !== '' && want !== '' && Number(got) === Number(want))
    const wrong = csv.flatMap((row, r) => row.filter((v, c) => !same(v, table?.data[r]?.[c])).map((v) => `${r}:${v}`))
    expect(wrong).toEqual([])
  })
})
