/**
 * The round-trip matrix (README.md): for every pair of structured formats A, B a fixture in A goes
 * A -> B -> A and must read back as the same data. Lists of records cannot be written as env or a query
 * string (they hold one record): those pairs must be refused with 422, never silently mangled.
 * Each lossy pair is documented in the README; the losses themselves are asserted at the end.
 */
import { describe, expect, it } from 'vitest'
import { convert } from '../../src/engine/convert.js'
import { read, rejection, write } from '../convert-helper.js'

const RECORDS = [
  { id: '1', name: 'Ann "A", Jr.', city: 'Zürich', note: '' },
  { id: '2', name: "Bob O'Neil", city: 'Malmö', note: 'a&b <c>' },
]
const RECORD = { HOST: 'db.local', PORT: '5432', NAME: 'Ann "A", Jr.' }

const LISTS = ['json', 'xml', 'csv', 'tsv', 'excel', 'yaml', 'ndjson', 'sql-insert', 'html-table', 'base64']
const SINGLES = ['env', 'query-string']
const ALL = [...LISTS, ...SINGLES]

/** Options that let a format give back what its writer was given (README "Round trips"). */
function outputOptions(format: string, original: string) {
  if (format === 'sql-insert') return { sqlInsert: { tableName: 'people' } }
  if (format === 'base64') {
    const inner = original === 'base64' ? 'json' : original
    return { base64: { format: inner, ...(inner === 'sql-insert' ? { formatOptions: { tableName: 'people' } } : {}) } }
  }
  return {}
}
function inputOptions(format: string, original: string) {
  if (format === 'xml') return { xml: { unwrap: true } }
  if (format === 'base64') return { base64: { format: original === 'base64' ? 'json' : original } }
  return {}
}

async function fixture(format: string) {
  const value = SINGLES.includes(format) ? RECORD : RECORDS
  const base = format === 'base64' ? 'json' : format
  const body = await write(format, value, { ...outputOptions(format, base) })
  return typeof body === 'string' ? Buffer.from(body) : body
}

async function hop(from: string, to: string, bytes: Uint8Array, original: string) {
  const { body } = await convert({
    from,
    to,
    input: { bytes },
    options: { input: inputOptions(from, original), output: outputOptions(to, original) },
  })
  return typeof body === 'string' ? Buffer.from(body) : body
}

const pairs = ALL.flatMap((a) => ALL.filter((b) => b !== a).map((b) => [a, b] as const))

describe('round-trip matrix', () => {
  it.each(pairs)('%s -> %s -> back', async (a, b) => {
    const start = await fixture(a)
    const expected = await read(a, start, inputOptions(a, a))
    const listIntoSingle = LISTS.includes(a) && SINGLES.includes(b)
    if (listIntoSingle) {
      expect((await rejection(hop(a, b, start, a))).code).toBe('INVALID_TRANSFORMATION')
      return
    }
    const middle = await hop(a, b, start, a)
    const back = await hop(b, a, middle, a)
    const result = await read(a, back, inputOptions(a, a))
    expect(result).toEqual(expected)
  })

  it('covers every pair of the twelve structured formats', () => {
    expect(pairs).toHaveLength(12 * 11)
  })
})

describe('documented losses', () => {
  const TYPED = [{ id: 1, ok: true, price: 9.5, tags: ['a', 'b'], dims: { w: 2 }, none: null }]

  it('CSV carries text only and flattens: inferTypes and unflatten bring the data back', async () => {
    const csv = String(await write('csv', TYPED))
    expect(csv).toBe('id,ok,price,tags.0,tags.1,dims.w,none\r\n1,true,9.5,a,b,2,')
    expect(await read('csv', csv)).toEqual([
      { id: '1', ok: 'true', price: '9.5', 'tags.0': 'a', 'tags.1': 'b', 'dims.w': '2', none: '' },
    ])
    expect(await read('csv', csv, { csv: { inferTypes: true, unflatten: true } })).toEqual(TYPED)
  })

  it('XML carries text only and a one-item list reads back as one element', async () => {
    const xml = String(await write('xml', { r: { list: ['only'], n: 1 } }))
    expect(await read('xml', xml)).toEqual({ r: { list: 'only', n: '1' } })
  })

  it('Excel keeps numbers and booleans but flattens nesting; SQL keeps nesting as JSON text', async () => {
    const xlsx = (await write('excel', TYPED)) as Uint8Array
    expect(await read('excel', xlsx)).toEqual([
      { id: 1, ok: true, price: 9.5, 'tags.0': 'a', 'tags.1': 'b', 'dims.w': 2, none: null },
    ])
    const sql = String(await write('sql-insert', TYPED, { sqlInsert: { tableName: 't' } }))
    expect(await read('sql-insert', sql, { sqlInsert: { dialect: 'postgres' } })).toEqual([
      { id: 1, ok: true, price: 9.5, tags: '["a","b"]', dims: '{"w":2}', none: null },
    ])
  })

  it('a query string with repeated keys gives a one-item list back as a string; brackets keep it a list', async () => {
    expect(await read('query-string', String(await write('query-string', { t: ['x'] })))).toEqual({ t: 'x' })
    const brackets = String(await write('query-string', { t: ['x'] }, { queryString: { arrayFormat: 'brackets' } }))
    expect(await read('query-string', brackets)).toEqual({ t: ['x'] })
  })

  it('HTML tables collapse white space inside cells', async () => {
    expect(await read('html-table', String(await write('html-table', [{ a: 'two\n  lines' }])))).toEqual([
      { a: 'two lines' },
    ])
  })
})
