/**
 * outputFormat=xlsx: one worksheet per table (exceljs), named `p<page>-t<n>`; spanning cells are
 * merged, a detected header row is bold and frozen. A document without tables gets one empty sheet
 * named `no tables` (a workbook needs at least one).
 */
import ExcelJS from 'exceljs'
import type { TableOutput } from '../domain/assemble.js'

export async function renderXlsx(tables: readonly TableOutput[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'pdf-extract'
  workbook.created = new Date('2000-01-01T00:00:00Z')
  workbook.modified = workbook.created
  if (tables.length === 0) workbook.addWorksheet('no tables')
  for (const table of tables) {
    const sheet = workbook.addWorksheet(`p${table.page}-t${table.index + 1}`, {
      views: table.header ? [{ state: 'frozen', ySplit: 1 }] : [],
    })
    for (const row of table.data) sheet.addRow(row)
    if (table.header) sheet.getRow(1).font = { bold: true }
    for (const cell of table.cells ?? []) {
      if (cell.rowSpan > 1 || cell.colSpan > 1) {
        sheet.mergeCells(cell.row + 1, cell.col + 1, cell.row + cell.rowSpan, cell.col + cell.colSpan)
      }
    }
    sheet.columns.forEach((column, c) => {
      const widest = Math.max(
        8,
        ...table.data.map((row) => Math.max(...(row[c] ?? '').split('\n').map((l) => l.length))),
      )
      column.width = Math.min(60, widest + 2)
    })
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
