/**
 * The engine on PDFs from two producers (pdf-lib drawing line by line, LibreOffice Calc exporting
 * spreadsheets written with exceljs): values, spans, headers and strategies, not only counts.
 * Regenerate with `npx tsx test/fixtures/make-fixtures.ts`.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ExtractOutput } from '../../src/domain/assemble.js'
import { type ExtractionOptions, runExtraction } from '../../src/infra/run-extraction.js'

const run = (name: string, options: Partial<ExtractionOptions> = {}): Promise<ExtractOutput> =>
  runExtraction(new Uint8Array(readFileSync(new URL(`../fixtures/${name}`, import.meta.url))), {
    pages: 'all',
    strategy: 'auto',
    mergeTablesAcrossPages: false,
    confidenceScores: false,
    ...options,
  })

describe('pdf-lib fixtures', () => {
  it('ruled table with a bold first row: lattice, header detected, a two-line cell kept as \\n', async () => {
    const out = await run('pdflib-bordered.pdf', { confidenceScores: true })
    expect(out.tables).toHaveLength(1)
    const [table] = out.tables
    expect(table?.strategy).toBe('lattice')
    expect(table?.header).toEqual(['Region', 'Q1', 'Q2', 'Notes'])
    expect(table?.data[3]).toEqual(['East', '1,105', '990', 'two lines\nof notes'])
    expect(table?.cells).toBeUndefined()
    expect(table?.confidence).toBeGreaterThan(0.9)
  })

  it('merged cells: spans listed, covered slots empty', async () => {
    const [table] = (await run('pdflib-merged.pdf')).tables
    expect(table?.data).toEqual([
      ['Team', 'Results', '', 'Lead'],
      ['', 'Won', 'Lost', ''],
      ['Red', '10', '2', 'Ana'],
      ['Blue', '7', '5', 'Ben'],
      ['Green', '3', '9', ''],
    ])
    expect(table?.cells?.filter((c) => c.rowSpan > 1 || c.colSpan > 1)).toEqual([
      { row: 0, col: 0, rowSpan: 2, colSpan: 1, text: 'Team' },
      { row: 0, col: 1, rowSpan: 1, colSpan: 2, text: 'Results' },
      { row: 0, col: 3, rowSpan: 2, colSpan: 1, text: 'Lead' },
    ])
  })

  it('a rule left out in one column: values centred in their own rows stay in two cells', async () => {
    const [table] = (await run('pdflib-missing-rule.pdf')).tables
    expect(table?.data).toEqual([
      ['Site', 'Visits', 'Tests'],
      ['Delhi', '17', '1,000'],
      ['Kerala', '9', '855'],
      ['Total', '26', '1,855'],
    ])
  })

  it('borderless: stream finds the table between paragraphs, with its header, and refuses the prose', async () => {
    const out = await run('pdflib-borderless.pdf')
    expect(out.tables).toHaveLength(1)
    const [table] = out.tables
    expect(table?.strategy).toBe('stream')
    expect(table?.header).toEqual(['Product', 'Units', 'Price', 'Revenue'])
    expect(table?.data[4]).toEqual(['Doohickey D', '12', '899.00', '10,788.00'])
    expect(table?.rows).toBe(6)
  })

  it('lattice alone finds nothing in a borderless table; stream alone nothing in prose', async () => {
    expect((await run('pdflib-borderless.pdf', { strategy: 'lattice' })).tables).toEqual([])
    const stream = await run('pdflib-bordered.pdf', { strategy: 'stream' })
    expect(stream.tables.every((t) => !t.data.flat().some((cell) => cell.includes('quarterly summary')))).toBe(true)
  })

  it('rotated header text is read into its cells', async () => {
    const [table] = (await run('pdflib-rotated-header.pdf')).tables
    expect(table?.data).toEqual([
      ['Name', 'Wins', 'Losses'],
      ['alpha', '1', '2'],
      ['beta', '3', '4'],
    ])
  })

  it('stream with column hints and an area reads exactly that region', async () => {
    const out = await run('pdflib-borderless.pdf', {
      strategy: 'stream',
      area: { top: 125, x0: 60, bottom: 190, x1: 460 },
      columns: [200, 300],
    })
    expect(out.tables).toHaveLength(1)
    expect(out.tables[0]?.data).toEqual([
      ['Product', 'Units', 'Price Revenue'],
      ['Widget A', '1,200', '4.50 5,400.00'],
      ['Gadget B', '85', '120.00 10,200.00'],
      ['Gizmo C', '4,310', '0.99 4,266.90'],
    ])
  })
})

describe('LibreOffice fixtures', () => {
  it('bordered sheet: merged note row spans the table, empty bordered row kept', async () => {
    const out = await run('lo-bordered.pdf')
    expect(out.tables).toHaveLength(1)
    const [table] = out.tables
    expect(table?.strategy).toBe('lattice')
    expect(table?.data.slice(0, 5)).toEqual([
      ['Region', 'Q1', 'Q2', 'Total'],
      ['North', '1200', '1350', '2550'],
      ['South', '980', '1010', '1990'],
      ['East', '1105', '990', '2095'],
      ['West', '760', '845', '1605'],
    ])
    expect(table?.cells?.find((c) => c.colSpan === 4)).toEqual({
      row: 6,
      col: 0,
      rowSpan: 1,
      colSpan: 4,
      text: 'All figures in thousands of euros',
    })
  })

  it('borderless sheet: left-aligned headers over right-aligned numbers stay in their columns', async () => {
    const [table] = (await run('lo-borderless.pdf')).tables
    expect(table?.strategy).toBe('stream')
    expect(table?.data).toEqual([
      ['Country', 'Capital', 'Area km2', 'Population'],
      ['Norway', 'Oslo', '385207', '5425270'],
      ['Peru', 'Lima', '1285216', '33715471'],
      ['Italy', 'Rome', '302068', '58940425'],
      ['Qatar', 'Doha', '11586', '2695122'],
      ['Latvia', 'Riga', '64589', '1883008'],
    ])
  })

  it('header text turned a quarter in its cells is read into those cells', async () => {
    const [table] = (await run('lo-rotated-header.pdf')).tables
    expect(table?.strategy).toBe('lattice')
    expect(table?.header).toEqual(['Player', 'Goals', 'Assists', 'Minutes'])
    expect(table?.data.slice(1)).toEqual([
      ['Ana', '12', '7', '1510'],
      ['Ben', '4', '11', '1322'],
      ['Cleo', '9', '2', '980'],
    ])
  })

  it('a sheet printed over several pages with its header repeated merges into one 91-row table', async () => {
    const separate = await run('lo-multipage.pdf')
    expect(separate.summary.pagesProcessed).toBeGreaterThan(1)
    expect(separate.tables.length).toBe(separate.summary.pagesProcessed)
    expect(separate.tables.every((t) => t.data[0]?.join('|') === 'Id|Item|Amount')).toBe(true)
    const merged = await run('lo-multipage.pdf', { mergeTablesAcrossPages: true })
    expect(merged.tables).toHaveLength(1)
    const [table] = merged.tables
    expect(table?.rows).toBe(91)
    expect(table?.pageRange).toEqual([1, separate.summary.pagesProcessed])
    expect(table?.data.map((row) => row[0])).toEqual(['Id', ...Array.from({ length: 90 }, (_, i) => String(i + 1))])
    expect(table?.data[90]).toEqual(['90', 'Item 90', '900'])
  })
})
