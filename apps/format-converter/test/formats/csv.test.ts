import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { read, rejection, toText, write } from '../convert-helper.js'

const SPECTRUM = new URL('../../../../../shared/testdata/csv-spectrum/', import.meta.url)
const hasSpectrum = existsSync(new URL('csvs/', SPECTRUM))

describe.skipIf(!hasSpectrum)('csv-spectrum (../shared/testdata/csv-spectrum)', () => {
  const names = hasSpectrum ? readdirSync(new URL('csvs/', SPECTRUM)).map((f) => f.replace(/\.csv$/, '')) : []
  it.each(names)('%s parses to the expected records', async (name) => {
    const csv = readFileSync(new URL(`csvs/${name}.csv`, SPECTRUM))
    const corrected = new URL(`corrections/${name}.json`, SPECTRUM)
    const expected = JSON.parse(
      readFileSync(existsSync(corrected) ? corrected : new URL(`json/${name}.json`, SPECTRUM), 'utf8'),
    )
    expect(await read('csv', csv)).toEqual(expected)
  })
})
if (!hasSpectrum) console.warn('csv-spectrum tests skipped: ../shared/testdata/csv-spectrum is absent')

describe('CSV reader options', () => {
  it('keeps strings by default and infers numbers, booleans and empty cells on request', async () => {
    const csv = 'zip,n,ok,empty,x\n08123,1.50,true,,1e3\n'
    expect(await read('csv', csv)).toEqual([{ zip: '08123', n: '1.50', ok: 'true', empty: '', x: '1e3' }])
    expect(await read('csv', csv, { csv: { inferTypes: true } })).toEqual([
      { zip: '08123', n: 1.5, ok: true, empty: null, x: 1000 },
    ])
  })

  it('reads a custom delimiter and quote character, and rows without a header', async () => {
    expect(await read('csv', "a;b\n'x;y';2\n", { csv: { delimiter: ';', quoteChar: "'" } })).toEqual([
      { a: 'x;y', b: '2' },
    ])
    expect(await read('csv', '1,2\n3,4,5\n', { csv: { header: false } })).toEqual([
      { column1: '1', column2: '2', column3: null },
      { column1: '3', column2: '4', column3: '5' },
    ])
  })

  it('names blank and repeated headers, and unflattens dotted headers on request', async () => {
    expect(await read('csv', 'a,,a\n1,2,3\n')).toEqual([{ a: '1', column2: '2', a_2: '3' }])
    const csv = 'id,user.name,user.tags.0,user.tags.1\n1,Ann,x,y\n'
    expect(await read('csv', csv, { csv: { unflatten: true } })).toEqual([
      { id: '1', user: { name: 'Ann', tags: ['x', 'y'] } },
    ])
    expect(await read('csv', 'a__b\n1\n', { csv: { unflatten: true, flattenSeparator: '__' } })).toEqual([
      { a: { b: '1' } },
    ])
  })

  it('never lets a header reach an object prototype', async () => {
    const [row] = (await read('csv', '__proto__,constructor\nx,y\n')) as Record<string, unknown>[]
    expect(Object.keys(row as object)).toEqual(['__proto__', 'constructor'])
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype)
  })

  it('refuses an unterminated quoted field with its line and column', async () => {
    const error = await rejection(read('csv', 'a,b\n1,2\n3,"open\n'))
    expect(error.code).toBe('INVALID_INPUT')
    expect(error.extra.details).toEqual([expect.objectContaining({ line: 3, at: 'record 3' })])
    expect(error.message).toMatch(/at line 3, column \d+, record 3: a quoted field is never closed/)
  })

  it('reads UTF-16 LE and BE with a byte order mark, and refuses invalid UTF-8', async () => {
    const text = 'name,city\nZoë,Malmö\n'
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])
    const be = Buffer.from(le)
    be.swap16()
    expect(await read('csv', le)).toEqual([{ name: 'Zoë', city: 'Malmö' }])
    expect(await read('csv', be)).toEqual([{ name: 'Zoë', city: 'Malmö' }])
    expect((await rejection(read('csv', Buffer.from([0x61, 0x0a, 0xc3, 0x28])))).code).toBe('INVALID_ENCODING')
  })
})

describe('CSV writer', () => {
  it('quotes per RFC 4180 and ends lines with CRLF', async () => {
    const csv = await write('csv', [{ a: 'x,y', b: 'say "hi"', c: 'two\nlines', d: 1, e: null, f: true }])
    expect(csv).toBe('a,b,c,d,e,f\r\n"x,y","say ""hi""","two\nlines",1,,true')
  })

  it('flattens nested objects with dots and indexes arrays; options change separator and arrays', async () => {
    const value = [
      { id: 1, user: { name: 'Ann', tags: ['x', 'y'] } },
      { id: 2, extra: 'z' },
    ]
    expect(await write('csv', value)).toBe('id,user.name,user.tags.0,user.tags.1,extra\r\n1,Ann,x,y,\r\n2,,,,z')
    expect(await write('csv', value, { csv: { flattenSeparator: '_', arrays: 'join', newline: '\n' } })).toBe(
      'id,user_name,user_tags,extra\n1,Ann,x;y,\n2,,,z',
    )
  })

  it('writes a custom delimiter, no header, and escapes formulae on request', async () => {
    expect(
      await write('csv', [{ a: '=1+1', b: 2 }], { csv: { delimiter: ';', header: false, escapeFormulae: true } }),
    ).toBe(`"'=1+1";2`)
  })

  it('writes TSV with tabs', async () => {
    expect(await toText('csv', 'tsv', 'a,b\n"x\ty",2\n')).toBe('a\tb\r\n"x\ty"\t2')
  })
})
