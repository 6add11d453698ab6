/**
 * Records -> INSERT statements, `batchSize` rows per statement. Identifiers are quoted for the
 * dialect ("x" for postgres and sqlite, `x` for mysql, quotes doubled; a dot separates schema and
 * table); strings are single-quoted with quotes doubled (and backslashes doubled for mysql); nested
 * values are written as JSON text. The output is text to review, never executed here.
 */
import { z } from 'zod'
import { isObject, isScalar, type JsonObject, type JsonValue } from '../../domain/model.js'
import { defineWriter } from '../format.js'

const Options = z.strictObject({
  tableName: z.string().min(1).max(200),
  dialect: z.enum(['postgres', 'mysql', 'sqlite']).default('postgres'),
  batchSize: z.number().int().min(1).max(10_000).default(100),
})
type Dialect = z.output<typeof Options>['dialect']

export const sqlInsertWriter = defineWriter({
  key: 'sql-insert',
  mediaType: 'application/sql',
  extension: 'sql',
  options: Options,
  write(value, { tableName, dialect, batchSize }) {
    const records = (Array.isArray(value) ? value : [value]).map((item) => (isObject(item) ? item : { value: item }))
    const columns = [...new Set(records.flatMap((record) => Object.keys(record)))]
    if (columns.length === 0) return ''
    const head = `INSERT INTO ${tableName
      .split('.')
      .map((part) => identifier(part, dialect))
      .join('.')} (${columns.map((c) => identifier(c, dialect)).join(', ')}) VALUES`
    const statements: string[] = []
    for (let start = 0; start < records.length; start += batchSize) {
      const tuples = records.slice(start, start + batchSize).map((record) => tuple(record, columns, dialect))
      statements.push(`${head}\n${tuples.join(',\n')};\n`)
    }
    return statements.join('')
  },
})

function tuple(record: JsonObject, columns: string[], dialect: Dialect): string {
  return `  (${columns.map((column) => literal(Object.hasOwn(record, column) ? (record[column] as JsonValue) : null, dialect)).join(', ')})`
}

function identifier(name: string, dialect: Dialect): string {
  return dialect === 'mysql' ? `\`${name.replace(/`/g, '``')}\`` : `"${name.replace(/"/g, '""')}"`
}

function literal(value: JsonValue, dialect: Dialect): string {
  if (value === null) return 'NULL'
  if (typeof value === 'boolean') return dialect === 'sqlite' ? (value ? '1' : '0') : value ? 'TRUE' : 'FALSE'
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL'
  const text = isScalar(value) ? String(value) : JSON.stringify(value)
  const quoted = text.replace(/'/g, "''")
  return `'${dialect === 'mysql' ? quoted.replace(/\\/g, '\\\\') : quoted}'`
}
