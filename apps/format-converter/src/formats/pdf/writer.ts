/**
 * PDF output (release 2.1), rendered with pdfmake: a string value as a Markdown document, any other
 * value as one table (header row repeated on every page), both with page numbers, A4 or Letter. Tables
 * over 10,000 rows, 50 columns or 500,000 cells -> 422 INVALID_TRANSFORMATION naming the limit.
 */
import { z } from 'zod'
import { markdownToPdfContent } from '../../documents/markdown-to-pdf.js'
import { checkPdfTable } from '../../documents/pdf-limits.js'
import type { JsonValue, Table } from '../../domain/model.js'
import { toTable } from '../../domain/table-view.js'
import { defineWriter } from '../format.js'
import { renderPdf } from './render-pdf.js'

export const pdfWriter = defineWriter({
  key: 'pdf',
  mediaType: 'application/pdf',
  extension: 'pdf',
  options: z.strictObject({
    pageSize: z.enum(['A4', 'Letter']).default('A4'),
    orientation: z.enum(['auto', 'portrait', 'landscape']).default('auto').meta({
      description: '`auto`: landscape for tables of more than 6 columns.',
    }),
    title: z.string().max(300).optional(),
    flattenSeparator: z.string().default('.'),
  }),
  write(value, options) {
    const pageSize = options.pageSize === 'A4' ? 'A4' : 'LETTER'
    if (typeof value === 'string') {
      const content = markdownToPdfContent(value)
      const title = options.title ?? firstHeading(value) ?? 'Document'
      return renderPdf({
        content,
        title,
        pageSize,
        landscape: options.orientation === 'landscape',
        source: value,
        fontSize: 10,
      })
    }
    const table = toTable(value, { separator: options.flattenSeparator, arrays: 'index', arraySeparator: ';' })
    checkPdfTable(table.rows.length, table.columns.length)
    const landscape =
      options.orientation === 'landscape' || (options.orientation === 'auto' && table.columns.length > 6)
    const fontSize = table.columns.length > 20 ? 5 : table.columns.length > 10 ? 7 : 8
    return renderPdf({
      content: [tableNode(table)],
      title: options.title ?? 'Table',
      pageSize,
      landscape,
      source: JSON.stringify(value as JsonValue),
      fontSize,
    })
  },
})

function tableNode(table: Table) {
  const header = table.columns.map((column) => ({ text: column, bold: true, fillColor: '#eeeeee' }))
  const body = table.rows.map((row) =>
    table.columns.map((_, at) => ({ text: row[at] === null || row[at] === undefined ? '' : String(row[at]) })),
  )
  return {
    table: { headerRows: 1, widths: table.columns.map(() => '*'), body: [header, ...body] },
    layout: 'lightHorizontalLines',
  }
}

function firstHeading(markdown: string): string | undefined {
  return /^#{1,6}\s+(.+?)\s*#*\s*$/m.exec(markdown)?.[1]?.replace(/[*_`~]/g, '')
}
