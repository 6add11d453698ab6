/**
 * SQL INSERT statements -> records, parsed with node-sql-parser (a real SQL grammar) and never run.
 * Only `INSERT ... VALUES` with literal values is accepted. One table gives a list of rows; several
 * give an object keyed by table name. `dialect` picks the grammar (identifier quoting, escapes).
 */
import nodeSqlParser from 'node-sql-parser'
import { z } from 'zod'
import { invalidInput } from '../../domain/invalid-input.js'
import { type JsonObject, type JsonScalar, type JsonValue, setKey } from '../../domain/model.js'
import { defineReader } from '../format.js'

const GRAMMAR = { postgres: 'postgresql', mysql: 'mysql', sqlite: 'sqlite' } as const
const MYSQL_ESCAPES: Record<string, string> = { '0': '\0', n: '\n', r: '\r', t: '\t', b: '\b', Z: '\x1a' }

interface Literal {
  type: string
  value: unknown
}
interface InsertAst {
  type: string
  table?: { db: string | null; table: string }[]
  columns?: (string | { value: string })[] | null
  values?: { type: string; values: { value: Literal[] }[] }
}

export const sqlInsertReader = defineReader({
  key: 'sql-insert',
  input: 'text',
  mediaTypes: ['application/sql'],
  extensions: ['sql'],
  options: z.strictObject({ dialect: z.enum(['postgres', 'mysql', 'sqlite']).default('postgres') }),
  read(text, { dialect }) {
    const statements = parseSql(text, GRAMMAR[dialect])
    const tables = new Map<string, JsonObject[]>()
    statements.forEach((statement, index) => {
      if (statement.type !== 'insert' || statement.values?.type !== 'values') {
        const what = String(statement.type).toUpperCase()
        throw invalidInput('sql-insert', `only INSERT ... VALUES statements are accepted, not ${what}`, {
          at: `statement ${index + 1}`,
        })
      }
      const target = statement.table?.[0]
      const name = target ? [target.db, target.table].filter(Boolean).join('.') : ''
      const rows = tables.get(name) ?? []
      tables.set(name, rows)
      const columns = statement.columns?.map((c) => (typeof c === 'string' ? c : c.value))
      for (const tuple of statement.values.values) rows.push(toRow(tuple.value, columns, dialect, index))
    })
    if (tables.size === 1) return [...tables.values()][0] as JsonValue
    const out: JsonObject = {}
    for (const [name, rows] of tables) setKey(out, name, rows)
    return out
  },
})

function parseSql(text: string, database: string): InsertAst[] {
  try {
    const ast = new nodeSqlParser.Parser().astify(text, { database }) as unknown
    return (Array.isArray(ast) ? ast : [ast]) as InsertAst[]
  } catch (error) {
    const location = (error as { location?: { start: { line: number; column: number } } }).location?.start
    const found = /but (.{1,40}) found\.?$/.exec(String((error as Error).message))?.[1] ?? 'unexpected input'
    throw invalidInput('sql-insert', `syntax error: ${found} found`, location ?? {})
  }
}

function toRow(values: Literal[], columns: string[] | undefined, dialect: string, index: number): JsonObject {
  const row: JsonObject = {}
  values.forEach((literal, at) => {
    setKey(row, columns?.[at] ?? `column${at + 1}`, toScalar(literal, dialect, index))
  })
  return row
}

function toScalar(literal: Literal, dialect: string, index: number): JsonScalar {
  switch (literal.type) {
    case 'null':
      return null
    case 'bool':
      return literal.value === true
    case 'number': {
      const number = Number(literal.value)
      return Number.isSafeInteger(number) || !Number.isInteger(number) ? number : String(literal.value)
    }
    case 'single_quote_string':
    case 'double_quote_string':
    case 'string':
      return unescapeString(String(literal.value), dialect)
    default:
      throw invalidInput('sql-insert', `only literal values are accepted, not ${literal.type}`, {
        at: `statement ${index + 1}`,
      })
  }
}

function unescapeString(raw: string, dialect: string): string {
  const doubled = raw.replace(/''/g, "'")
  if (dialect !== 'mysql') return doubled
  return doubled.replace(/\\(.)/gs, (_all, c: string) => MYSQL_ESCAPES[c] ?? c)
}
