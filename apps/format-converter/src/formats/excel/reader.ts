/**
 * xlsx -> model with exceljs, after the zip-bomb check on the central directory. Each sheet's first
 * non-empty row is the header (leading empty rows and columns skipped); fully empty rows are left out;
 * a merged range's value is in its top-left cell (the others are null). One sheet gives a list of
 * records; several give `{ sheetName: records }` (`multiSheetMode: "first"` or `sheet` picks one).
 */
import ExcelJS from 'exceljs'
import { z } from 'zod'
import { invalidInput } from '../../domain/invalid-input.js'
import { type JsonObject, type JsonScalar, type JsonValue, setKey } from '../../domain/model.js'
import { numberedColumns, toColumnNames, toRecords } from '../../domain/table-view.js'
import { checkZipBudget } from '../../domain/zip-budget.js'
import { defineReader } from '../format.js'
import { toScalar } from './cell-value.js'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export const excelReader = defineReader({
  key: 'excel',
  input: 'bytes',
  mediaTypes: [XLSX],
  extensions: ['xlsx'],
  options: z.strictObject({
    sheet: z.string().optional(),
    multiSheetMode: z.enum(['multi', 'first']).default('multi'),
    header: z.boolean().default(true),
  }),
  async read(bytes, options) {
    checkZipBudget(bytes)
    const workbook = new ExcelJS.Workbook()
    try {
      await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never)
    } catch {
      throw invalidInput('excel', 'not a readable xlsx workbook')
    }
    const sheets = workbook.worksheets.filter((sheet) => !options.sheet || sheet.name === options.sheet)
    if (sheets.length === 0) {
      throw invalidInput('excel', options.sheet ? 'no sheet has the requested name' : 'the workbook has no sheet')
    }
    if (sheets.length === 1 || options.multiSheetMode === 'first')
      return readSheet(sheets[0] as ExcelJS.Worksheet, options.header)
    const out: JsonObject = {}
    for (const sheet of sheets) setKey(out, sheet.name, readSheet(sheet, options.header))
    return out
  },
})

function readSheet(sheet: ExcelJS.Worksheet, header: boolean): JsonValue {
  const grid: JsonScalar[][] = []
  let firstColumn = Number.POSITIVE_INFINITY
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: JsonScalar[] = []
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const isSlave = cell.isMerged && cell.master.address !== cell.address
      const value = isSlave ? null : toScalar(cell.value)
      if (value !== null) firstColumn = Math.min(firstColumn, column)
      cells[column] = value
    })
    if (cells.some((value) => value !== null && value !== undefined)) grid.push(cells)
  })
  const rows = grid.map((cells) => Array.from(cells.slice(firstColumn), (value) => value ?? null))
  const head = header ? rows.shift() : undefined
  const named = head ? toColumnNames(head) : []
  const widest = numberedColumns(rows)
  const columns =
    widest.length > named.length ? [...named, ...widest.slice(named.length)] : named.length ? named : widest
  return toRecords({ columns, rows }, { unflatten: false, separator: '.' })
}
