/**
 * Model -> delimited text with papaparse: RFC 4180 quoting (fields holding the delimiter, a quote,
 * a line break or edge spaces are quoted; quotes doubled), CRLF line ends, nested keys flattened.
 */
import Papa from 'papaparse'
import { z } from 'zod'
import { toTable } from '../../domain/table-view.js'
import { defineWriter } from '../format.js'

export function delimitedWriter(key: string, delimiter: string, mediaType: string, extension: string) {
  return defineWriter({
    key,
    mediaType,
    extension,
    options: z.strictObject({
      delimiter: z.string().min(1).max(4).default(delimiter),
      quoteChar: z.string().length(1).default('"'),
      header: z.boolean().default(true),
      newline: z.enum(['\r\n', '\n']).default('\r\n'),
      quoteAll: z.boolean().default(false),
      escapeFormulae: z.boolean().default(false).meta({
        description: 'Prefix cells starting with = + - @ with a quote so spreadsheets do not run them.',
      }),
      flattenSeparator: z.string().default('.'),
      arrays: z.enum(['index', 'join']).default('index'),
      arraySeparator: z.string().default(';'),
    }),
    write(value, options, context) {
      const table = toTable(
        value,
        { separator: options.flattenSeparator, arrays: options.arrays, arraySeparator: options.arraySeparator },
        { bytes: context.outputBudget, separator: Buffer.byteLength(options.delimiter) },
      )
      if (table.columns.length === 0) return ''
      return Papa.unparse(
        { fields: table.columns, data: table.rows },
        {
          delimiter: options.delimiter,
          quoteChar: options.quoteChar,
          escapeChar: options.quoteChar,
          header: options.header,
          newline: options.newline,
          quotes: options.quoteAll,
          escapeFormulae: options.escapeFormulae,
        },
      )
    },
  })
}
