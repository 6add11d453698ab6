/**
 * Delimited text (CSV, RFC 4180; TSV) -> model with papaparse. One object per row keyed by the header
 * row; values stay strings unless `inferTypes`. A quoted field left open is refused; a stray quote
 * inside an unquoted field is kept as text (as Python's csv and `mlr --lazy-quotes` do).
 */
import Papa from 'papaparse'
import { z } from 'zod'
import { inferScalar } from '../../domain/infer-scalar.js'
import { invalidInput } from '../../domain/invalid-input.js'
import { checkReadTable } from '../../domain/limits.js'
import type { JsonScalar, JsonValue } from '../../domain/model.js'
import { headedColumns, toColumnNames, toRecords } from '../../domain/table-view.js'
import { positionOf } from '../../domain/text-position.js'
import { defineReader } from '../format.js'

const Char = z.string().min(1).max(4)

export function delimitedOptions(delimiter: string) {
  return z.strictObject({
    delimiter: Char.default(delimiter),
    quoteChar: Char.default('"'),
    escapeChar: Char.optional().meta({ description: 'Defaults to quoteChar (RFC 4180 doubling).' }),
    header: z.boolean().default(true),
    inferTypes: z.boolean().default(false),
    skipEmptyLines: z.boolean().default(true),
    unflatten: z.boolean().default(false),
    flattenSeparator: z.string().default('.'),
  })
}

type Options = z.output<ReturnType<typeof delimitedOptions>>

export function delimitedReader(key: string, delimiter: string, mediaTypes: string[], extensions: string[]) {
  return defineReader({
    key,
    input: 'text',
    utf16: true,
    mediaTypes,
    extensions,
    options: delimitedOptions(delimiter),
    read: (text, options) => readDelimited(key, text, options),
  })
}

function readDelimited(key: string, text: string, options: Options): JsonValue {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text
  const parsed = Papa.parse<string[]>(body, {
    delimiter: options.delimiter,
    quoteChar: options.quoteChar,
    escapeChar: options.escapeChar ?? options.quoteChar,
    header: false,
    skipEmptyLines: options.skipEmptyLines,
  })
  const fatal = parsed.errors.find((error) => error.code === 'MissingQuotes')
  if (fatal) {
    const at = fatal.index === undefined ? {} : positionOf(body, fatal.index)
    throw invalidInput(key, 'a quoted field is never closed', { ...at, at: `record ${(fatal.row ?? 0) + 1}` })
  }
  const rows = parsed.data as (JsonScalar | undefined)[][]
  if (options.inferTypes)
    for (const row of rows) for (let i = 0; i < row.length; i++) row[i] = inferScalar(row[i] as string)
  const header = options.header ? rows.shift() : undefined
  const widest = rows.reduce((max, row) => Math.max(max, row.length), 0)
  // Short rows are padded with null: the records hold rows x columns cells whatever the input held.
  checkReadTable(key, rows.length, Math.max(header?.length ?? 0, widest), body.length)
  const named = header ? toColumnNames(header) : []
  const columns = headedColumns(named, widest)
  return toRecords(
    { columns, rows },
    { unflatten: options.unflatten, separator: options.flattenSeparator, format: key },
  )
}
