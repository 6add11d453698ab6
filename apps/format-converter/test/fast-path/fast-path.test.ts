/** The fast path's output on edge cases, asserted on exact values (README.md, Fast path). */
import { describe, expect, it } from 'vitest'
import { planFastPath } from '../../src/engine/plan-fast-path.js'
import { ByteSink } from '../../src/fast-path/byte-sink.js'
import { runFast } from '../../src/fast-path/run-fast.js'

/** The fast path's text, or undefined when it hands the job back. */
function fast(from: string, to: string, input: string | Uint8Array, options?: unknown): string | undefined {
  const bytes = typeof input === 'string' ? Buffer.from(input) : input
  const plan = planFastPath({ from, to, input: { bytes }, options })
  if (!plan) return undefined
  const sink = new ByteSink({ chunkBytes: 16 })
  return runFast(plan.fast, bytes, sink) ? Buffer.concat(sink.finish()).toString('utf8') : undefined
}

const compact = { output: { json: { indent: 0 } } }
const csvToJson = (text: string | Uint8Array, input: Record<string, unknown> = {}) =>
  fast('csv', 'json', text, { input: { csv: input }, ...compact })

describe('CSV -> JSON on the fast path', () => {
  it('undoes doubled quotes and keeps line breaks inside quoted fields byte for byte', () => {
    expect(csvToJson('q,n\n"say ""hi""","a\r\nb"\n')).toBe('[{"q":"say \\"hi\\"","n":"a\\r\\nb"}]')
  })

  it('keeps a stray quote inside an unquoted field as text', () => {
    expect(csvToJson('a,b\n5"6,x\n')).toBe('[{"a":"5\\"6","b":"x"}]')
  })

  it('gives empty fields as empty strings, cells a short row lacks as null, extra cells as columnN', () => {
    expect(csvToJson('a,b,c\n,,\n1\n1,2,3,4\n')).toBe(
      '[{"a":"","b":"","c":"","column4":null},{"a":"1","b":null,"c":null,"column4":null},{"a":"1","b":"2","c":"3","column4":"4"}]',
    )
  })

  it('skips blank lines unless asked not to', () => {
    expect(csvToJson('a\n\n1\n\n')).toBe('[{"a":"1"}]')
    expect(csvToJson('a\n\n1\n', { skipEmptyLines: false })).toBe('[{"a":""},{"a":"1"},{"a":""}]')
  })

  it('passes UTF-8 through unescaped and escapes control characters as JSON.stringify does', () => {
    expect(csvToJson('k\nZürich 日本 😀 \u2028\nx\u0001\ty\\\n')).toBe(
      '[{"k":"Zürich 日本 😀 \u2028"},{"k":"x\\u0001\\ty\\\\"}]',
    )
  })

  it('skips one UTF-8 byte order mark and reads CRLF and CR line ends', () => {
    expect(csvToJson('\uFEFFa,b\r\n1,2\r\n')).toBe('[{"a":"1","b":"2"}]')
    expect(csvToJson('a,b\r1,2\r')).toBe('[{"a":"1","b":"2"}]')
  })

  it('keeps every value a string by default, types them with inferTypes exactly as the general path', () => {
    const text = 'n,lead,big,exp,bool,empty,neg\n1.50,08123,9007199254740993,1e3,true,,-0\n'
    expect(csvToJson(text)).toBe(
      '[{"n":"1.50","lead":"08123","big":"9007199254740993","exp":"1e3","bool":"true","empty":"","neg":"-0"}]',
    )
    expect(csvToJson(text, { inferTypes: true })).toBe(
      '[{"n":1.5,"lead":"08123","big":"9007199254740993","exp":1000,"bool":true,"empty":null,"neg":0}]',
    )
  })

  it('orders integer-like header names first, as a JavaScript object does', () => {
    expect(csvToJson('name,2024,2023\nx,1,2\n')).toBe('[{"2023":"2","2024":"1","name":"x"}]')
  })

  it('names blank and repeated headers, and numbers the columns without a header', () => {
    expect(csvToJson('a,,a\n1,2,3\n')).toBe('[{"a":"1","column2":"2","a_2":"3"}]')
    expect(csvToJson('1,2\n3\n', { header: false })).toBe(
      '[{"column1":"1","column2":"2"},{"column1":"3","column2":null}]',
    )
  })

  it('reads other delimiters and quote characters, and TSV', () => {
    expect(csvToJson("a;b\n'x;y';z\n", { delimiter: ';', quoteChar: "'" })).toBe('[{"a":"x;y","b":"z"}]')
    expect(fast('tsv', 'json', 'a\tb\n"1\t2"\t3\n', compact)).toBe('[{"a":"1\\t2","b":"3"}]')
  })

  it('indents as JSON.stringify(value, null, indent) does', () => {
    expect(fast('csv', 'json', 'a,b\n1,2\n')).toBe('[\n  {\n    "a": "1",\n    "b": "2"\n  }\n]')
    expect(fast('csv', 'json', 'a\n')).toBe('[]')
    expect(fast('csv', 'json', '')).toBe('[]')
  })

  it('hands back an unclosed quote, invalid UTF-8 and UTF-16 (the general path answers 400)', () => {
    expect(csvToJson('a\n"open\n')).toBeUndefined()
    expect(csvToJson(Buffer.from([0x61, 0x0a, 0xc3, 0x28]))).toBeUndefined()
    expect(csvToJson(Buffer.from('\uFEFFa\n1', 'utf16le'))).toBeUndefined()
  })

  it('is not planned for options it does not reproduce', () => {
    expect(csvToJson('a.b\n1\n', { unflatten: true })).toBeUndefined()
    expect(csvToJson('a\n1\n', { escapeChar: '\\' })).toBeUndefined()
    expect(csvToJson('a\n1\n', { delimiter: '::' })).toBeUndefined()
    expect(fast('csv', 'yaml', 'a\n1\n')).toBeUndefined()
  })
})

const jsonToCsv = (text: string | Uint8Array, output: Record<string, unknown> = {}) =>
  fast('json', 'csv', text, { output: { csv: output } })

describe('JSON -> CSV on the fast path', () => {
  it('writes columns in first-seen order, quoting as RFC 4180 and papaparse do', () => {
    expect(jsonToCsv('[{"a":"x,y","b":"say \\"hi\\""},{"c":"line\\nbreak","a":" lead"}]')).toBe(
      'a,b,c\r\n"x,y","say ""hi""",\r\n" lead",,"line\nbreak"',
    )
  })

  it('writes numbers as JavaScript prints them, booleans as words, null as an empty cell', () => {
    expect(jsonToCsv('[{"n":1.50,"e":1E3,"z":-0,"big":1e21,"t":true,"f":false,"x":null}]')).toBe(
      'n,e,z,big,t,f,x\r\n1.5,1000,0,1e+21,true,false,',
    )
  })

  it('decodes escapes and passes UTF-8 through', () => {
    expect(jsonToCsv('[{"k\\u00e9":"\\u65e5\\ud83d\\ude00","z":"Zürich"}]')).toBe('ké,z\r\n日😀,Zürich')
  })

  it('writes an empty record as an empty line, and nothing for no columns', () => {
    expect(jsonToCsv('[{"a":1},{},{"a":2}]')).toBe('a\r\n1\r\n\r\n2')
    expect(jsonToCsv('[{},{}]')).toBe('')
    expect(jsonToCsv('[]')).toBe('')
  })

  it('follows delimiter, quote, header, newline and quoteAll', () => {
    const text = '[{"a":"it\'s","b":null,"c":""}]'
    expect(jsonToCsv(text, { delimiter: ';', quoteChar: "'", newline: '\n' })).toBe("a;b;c\n'it''s';;")
    expect(jsonToCsv(text, { quoteAll: true, header: false })).toBe('"it\'s",,""')
    expect(fast('json', 'tsv', '[{"a":"x\\ty","b":1}]')).toBe('a\tb\r\n"x\ty"\t1')
  })

  it('reads records with nested values, repeated or integer-like keys whole, as the general path does', () => {
    expect(jsonToCsv('[{"id":1,"tags":["a","b"],"dims":{"w":2}},{"id":2,"dims":{"h":3}}]')).toBe(
      'id,tags.0,tags.1,dims.w,dims.h\r\n1,a,b,2,\r\n2,,,,3',
    )
    expect(jsonToCsv('[{"tags":["a","b"]}]', { arrays: 'join' })).toBe('tags\r\na;b')
    expect(jsonToCsv('[{"a":1,"a":2}]')).toBe('a\r\n2')
    expect(jsonToCsv('[{"b":1,"7":2}]')).toBe('7,b\r\n2,1')
    expect(jsonToCsv('[3,"x"]')).toBe('value\r\n3\r\nx')
  })

  it('hands back a top-level object and invalid JSON', () => {
    expect(jsonToCsv('[{"a":{"b":1}]')).toBeUndefined()
    expect(jsonToCsv('[{"a":1}')).toBeUndefined()
    expect(jsonToCsv('{"a":1}')).toBeUndefined()
  })

  it('is not planned for formula escaping or a parsed JSON value', () => {
    expect(jsonToCsv('[{"a":"=1"}]', { escapeFormulae: true })).toBeUndefined()
    expect(planFastPath({ from: 'json', to: 'csv', input: { value: [{ a: 1 }] } })).toBeUndefined()
  })
})
