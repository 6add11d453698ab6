import { existsSync, readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkZipBudget } from '../../src/domain/zip-budget.js'
import { read, rejection, toText, write } from '../convert-helper.js'
import { buildZip } from '../fixtures/zip.js'

const XLSX = new URL('../../../../../shared/testdata/xlsx/', import.meta.url)
const hasXlsx = existsSync(XLSX)

async function workbookBytes(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  build(workbook)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

describe.skipIf(!hasXlsx)('Excel files written by LibreOffice (../shared/testdata/xlsx)', () => {
  it('reads typed cells as numbers and the date column as ISO dates', async () => {
    const rows = (await read('excel', readFileSync(new URL('sales-typed.xlsx', XLSX)))) as Record<string, unknown>[]
    expect(rows).toHaveLength(3000)
    expect(rows[0]).toEqual(
      expect.objectContaining({
        OrderID: 'ORD-100001',
        Date: '2024-04-08',
        Units: 328,
        UnitPrice: 28.72,
        Total: 8949.15,
      }),
    )
  })

  it('reads text cells exactly as the source CSV', async () => {
    const source = new URL('../../../../../shared/testdata/csv-spectrum/csvs/', import.meta.url)
    for (const name of ['comma_in_quotes', 'quotes_and_newlines', 'utf8']) {
      const fromXlsx = await read('excel', readFileSync(new URL(`spectrum-${name}-text.xlsx`, XLSX)))
      expect(fromXlsx).toEqual(await read('csv', readFileSync(new URL(`${name}.csv`, source))))
    }
  })
})
if (!hasXlsx) console.warn('LibreOffice xlsx fixture tests skipped: ../shared/testdata/xlsx is absent')

describe('Excel reader', () => {
  it('reads numbers, booleans, dates, cached formula results, rich text and merged cells after empty leading rows', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('Data')
      sheet.getCell('B3').value = 'name'
      sheet.getCell('C3').value = 'n'
      sheet.getCell('D3').value = 'when'
      sheet.getCell('E3').value = 'ok'
      sheet.getRow(4).values = [
        undefined,
        { richText: [{ text: 'Ann' }, { text: 'e' }] },
        1.5,
        new Date(Date.UTC(2024, 3, 8)),
        true,
      ]
      sheet.getRow(5).values = [
        undefined,
        'Bob',
        { formula: 'C4*2', result: 3 },
        new Date(Date.UTC(2024, 3, 8, 13, 30)),
        false,
      ]
      sheet.getCell('B6').value = 'merged'
      sheet.mergeCells('B6:C6')
    })
    expect(await read('excel', bytes)).toEqual([
      { name: 'Anne', n: 1.5, when: '2024-04-08', ok: true },
      { name: 'Bob', n: 3, when: '2024-04-08T13:30:00.000Z', ok: false },
      { name: 'merged', n: null, when: null, ok: null },
    ])
  })

  it('reads several sheets as an object, or one sheet by name or multiSheetMode first', async () => {
    const bytes = await workbookBytes((workbook) => {
      workbook.addWorksheet('A').addRows([['x'], [1]])
      workbook.addWorksheet('B').addRows([['y'], [2]])
    })
    expect(await read('excel', bytes)).toEqual({ A: [{ x: 1 }], B: [{ y: 2 }] })
    expect(await read('excel', bytes, { excel: { sheet: 'B' } })).toEqual([{ y: 2 }])
    expect(await read('excel', bytes, { excel: { multiSheetMode: 'first' } })).toEqual([{ x: 1 }])
  })

  it('refuses bytes that are not a workbook', async () => {
    expect((await rejection(read('excel', Buffer.from('plain text')))).code).toBe('INVALID_INPUT')
  })
})

describe('zip-bomb guard', () => {
  it('refuses an xlsx whose member expands more than 200 times, before unpacking it', async () => {
    const bomb = buildZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(50_000_000) }])
    expect(bomb.length).toBeLessThan(100_000)
    const started = performance.now()
    const error = await rejection(read('excel', bomb))
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(error.code).toBe('INVALID_INPUT')
    expect(error.message).toMatch(/refused before unpacking: it declares a member that expands \d+ times/)
  })

  it('refuses a member whose directory entry understates its size, without inflating it all', async () => {
    const liar = buildZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(30_000_000), declaredSize: 900_000 }])
    const error = await rejection(read('excel', liar))
    expect(error.message).toContain('a member that inflates beyond its declared size')
  })

  it('checks the declared total size and member count against the budget', () => {
    const zip = buildZip([
      { name: 'a', data: Buffer.from('x'), declaredSize: 600 },
      { name: 'b', data: Buffer.from('y'), declaredSize: 600 },
    ])
    expect(() => checkZipBudget(zip, { maxTotalBytes: 1_000, maxEntries: 10, maxRatio: 1e9 })).toThrow(
      /more than 1000 bytes/,
    )
    expect(() => checkZipBudget(zip, { maxTotalBytes: 1e9, maxEntries: 1, maxRatio: 1e9 })).toThrow(/2 archive members/)
    expect(() => checkZipBudget(zip, { maxTotalBytes: 1e9, maxEntries: 10, maxRatio: 1e9 })).not.toThrow()
  })
})

describe('Excel writer', () => {
  afterEach(() => vi.useRealTimers())

  it('writes one sheet per list member in multi mode, and one flattened sheet in single mode', async () => {
    const value = { Orders: [{ id: 1, item: { sku: 'A' } }], 'Bad/Name': [{ n: true }] }
    const multi = await write('excel', value)
    expect(await read('excel', multi as Uint8Array)).toEqual({
      Orders: [{ id: 1, 'item.sku': 'A' }],
      Bad_Name: [{ n: true }],
    })
    const single = await write('excel', value, { excel: { multiSheetMode: 'single', sheetName: 'All' } })
    expect(await read('excel', single as Uint8Array)).toEqual([
      { 'Orders.0.id': 1, 'Orders.0.item.sku': 'A', 'Bad/Name.0.n': true },
    ])
  })

  it('gives the same bytes for the same input at different times', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
    const first = Buffer.from((await write('excel', [{ a: 1 }])) as Uint8Array)
    vi.setSystemTime(new Date('2026-06-01T12:34:56Z'))
    const second = Buffer.from((await write('excel', [{ a: 1 }])) as Uint8Array)
    expect(second.equals(first)).toBe(true)
  })

  it('converts CSV to Excel and back', async () => {
    const { body } = await import('../convert-helper.js').then((m) => m.run('csv', 'excel', 'a,b\n1,x\n'))
    expect(await toText('excel', 'csv', body as Uint8Array)).toBe('a,b\r\n1,x')
  })
})
