/**
 * Model -> xlsx with exceljs. In `multi` mode (default) an object whose members are all lists writes
 * one sheet per member (names cut to Excel's 31 characters, []:*?/\ replaced); anything else is one
 * sheet `sheetName`. Nested keys flatten as for CSV; a bold header row; fixed workbook dates so the
 * same input gives the same bytes.
 */
import { AppError } from '@svc/core/errors'
import ExcelJS from 'exceljs'
import { z } from 'zod'
import { isObject, type JsonValue, type Table } from '../../domain/model.js'
import { toTable } from '../../domain/table-view.js'
import { fixZipTimestamps } from '../../domain/zip-timestamps.js'
import { defineWriter } from '../format.js'

const FIXED_DATE = new Date(Date.UTC(2000, 0, 1))
const MAX_CELL_CHARS = 32_767
const MAX_ROWS = 1_048_576
const MAX_COLUMNS = 16_384

export const excelWriter = defineWriter({
  key: 'excel',
  mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extension: 'xlsx',
  options: z.strictObject({
    multiSheetMode: z.enum(['multi', 'single']).default('multi'),
    sheetName: z.string().min(1).max(31).default('Sheet1'),
    flattenSeparator: z.string().default('.'),
    header: z.boolean().default(true),
  }),
  async write(value, options) {
    const flat = { separator: options.flattenSeparator, arrays: 'index' as const, arraySeparator: ';' }
    const workbook = new ExcelJS.Workbook()
    workbook.creator = 'format-converter'
    workbook.created = FIXED_DATE
    workbook.modified = FIXED_DATE
    const asSheets = options.multiSheetMode === 'multi' && isSheetMap(value)
    const sheets: [string, JsonValue][] = asSheets ? Object.entries(value) : [[options.sheetName, value]]
    const used = new Set<string>()
    for (const [name, data] of sheets) addSheet(workbook, uniqueName(name, used), toTable(data, flat), options.header)
    return fixZipTimestamps(new Uint8Array(await workbook.xlsx.writeBuffer()))
  },
})

function isSheetMap(value: JsonValue): value is Record<string, JsonValue[]> {
  return isObject(value) && Object.keys(value).length > 0 && Object.values(value).every(Array.isArray)
}

function uniqueName(name: string, used: Set<string>): string {
  const base = name.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet'
  let unique = base
  for (let n = 2; used.has(unique.toLowerCase()); n++) unique = `${base.slice(0, 31 - String(n).length - 1)}_${n}`
  used.add(unique.toLowerCase())
  return unique
}

function addSheet(workbook: ExcelJS.Workbook, name: string, table: Table, header: boolean): void {
  if (table.rows.length + 1 > MAX_ROWS || table.columns.length > MAX_COLUMNS) {
    throw new AppError('INVALID_TRANSFORMATION', `A sheet holds at most ${MAX_ROWS} rows and ${MAX_COLUMNS} columns.`)
  }
  const sheet = workbook.addWorksheet(name)
  if (header && table.columns.length) sheet.addRow(table.columns).font = { bold: true }
  for (const row of table.rows) {
    for (const cell of row) {
      if (typeof cell === 'string' && cell.length > MAX_CELL_CHARS) {
        throw new AppError('INVALID_TRANSFORMATION', `A cell holds more than Excel's ${MAX_CELL_CHARS} characters.`)
      }
    }
    sheet.addRow(Array.from(row, (cell) => cell ?? null))
  }
}
