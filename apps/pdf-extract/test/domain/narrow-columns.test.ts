/**
 * A narrow right-aligned column printed next to a left-aligned text column, closer than a word gap
 * (a spreadsheet's `ID` beside `Country`): the gap that runs through every row, with aligned edges
 * on both sides, separates them ("1 Sweden" was one cell, every cell of the table shifted).
 */
import { describe, expect, it } from 'vitest'
import { runExtraction } from '../../src/infra/run-extraction.js'
import { spreadsheetExport, spreadsheetRows } from '../fixtures/make-fixtures.js'

const options = { strategy: 'stream' as const, confidenceScores: false }

describe('narrow columns in a spreadsheet export (modelled, pdf-lib)', () => {
  it('splits a narrow right-aligned ID column from the country names on every page', async () => {
    const pdf = await spreadsheetExport(100, 40)
    const out = await runExtraction(pdf, { ...options, pages: 'all', mergeTablesAcrossPages: false })
    expect(out.tables.map((t) => t.columns)).toEqual([4, 4, 4])
    expect(out.tables[0]?.data.slice(0, 3)).toEqual([
      ['ID', 'Country', 'Capital', 'Population'],
      ['1', 'Sweden', 'Stockholm', '10,379,295'],
      ['2', 'Norway', 'Oslo', '5,421,242'],
    ])
  })

  it('reads the whole multi-page table back exactly when merged across pages (header repeats dropped)', async () => {
    const pdf = await spreadsheetExport(100, 40)
    const out = await runExtraction(pdf, { ...options, pages: 'all', mergeTablesAcrossPages: true })
    expect(out.tables).toHaveLength(1)
    expect(out.tables[0]?.data).toEqual(spreadsheetRows(100))
    expect(out.tables[0]?.notes).toBeUndefined()
  })

  it('leaves words of one column together when their gap is not aligned through every row', async () => {
    // the same export with a two-word name column: the gap inside names moves from row to row
    const pdf = await spreadsheetExport(40, 40)
    const out = await runExtraction(pdf, { ...options, pages: '1', mergeTablesAcrossPages: false })
    const names = out.tables[0]?.data.map((row) => row[1])
    expect(names).toContain('United Kingdom')
  })
})
