import { describe, expect, it } from 'vitest'
import { read, rejection, write } from '../convert-helper.js'

describe('YAML', () => {
  it('reads YAML 1.2 core types, aliases and several documents', async () => {
    expect(await read('yaml', 'a: 1\nb: [true, null, "08"]\nc: &x {k: v}\nd: *x\n')).toEqual({
      a: 1,
      b: [true, null, '08'],
      c: { k: 'v' },
      d: { k: 'v' },
    })
    expect(await read('yaml', 'a: 1\n---\nb: 2\n')).toEqual([{ a: 1 }, { b: 2 }])
  })

  it('refuses billion laughs (bounded alias expansion)', async () => {
    let yaml = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
    let previous = 'a'
    for (const name of 'bcdefghi') {
      yaml += `${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]\n`
      previous = name
    }
    const error = await rejection(read('yaml', yaml))
    expect(error.code).toBe('INVALID_INPUT')
    expect(error.message).toMatch(/alias/)
  })

  it('refuses custom tags, with the position', async () => {
    const error = await rejection(read('yaml', 'a: 1\nb: !!python/object:os.system ls\n'))
    expect(error.code).toBe('INVALID_INPUT')
    expect(error.extra.details).toEqual([expect.objectContaining({ line: 2, column: 4 })])
    expect((await rejection(read('yaml', 'x: !secret 1\n'))).code).toBe('INVALID_INPUT')
  })

  it('reports a syntax error with line and column, and writes YAML', async () => {
    const error = await rejection(read('yaml', 'a: [1\nb: 2\n'))
    expect(error.extra.details).toEqual([
      expect.objectContaining({ line: expect.any(Number), column: expect.any(Number) }),
    ])
    expect(await write('yaml', { a: [1, 'x: y'], b: null })).toBe('a:\n  - 1\n  - "x: y"\nb: null\n')
  })
})

describe('NDJSON', () => {
  it('reads one value per line, skipping blank lines, and reports the file line of an error', async () => {
    expect(await read('ndjson', '{"a":1}\n\n[2]\n"x"\n')).toEqual([{ a: 1 }, [2], 'x'])
    const error = await rejection(read('ndjson', '{"a":1}\n{"a":}\n'))
    expect(error.extra.details).toEqual([expect.objectContaining({ line: 2, column: 6 })])
  })

  it('writes one line per item', async () => {
    expect(await write('ndjson', [{ a: 1 }, { b: [2] }])).toBe('{"a":1}\n{"b":[2]}\n')
  })
})

describe('env', () => {
  const ENV = [
    '# comment',
    'export A=plain value # trailing comment',
    "B='single #not comment'",
    'C="line\\nbreak \\"q\\" \\\\"',
    'D="multi',
    'line"',
    'E=',
    'F=`back tick`',
    'A=last wins',
  ].join('\n')

  it('reads dotenv syntax: export, comments, quotes, escapes, multi-line values', async () => {
    expect(await read('env', ENV)).toEqual({
      A: 'last wins',
      B: 'single #not comment',
      C: 'line\nbreak "q" \\',
      D: 'multi\nline',
      E: '',
      F: 'back tick',
    })
  })

  it('refuses a line that is not KEY=VALUE and an unclosed quote, with the line', async () => {
    expect((await rejection(read('env', 'A=1\nnot a pair\n'))).extra.details).toEqual([
      expect.objectContaining({ line: 2 }),
    ])
    expect((await rejection(read('env', 'A="open\n'))).extra.details).toEqual([expect.objectContaining({ line: 1 })])
  })

  it('writes values the reader gives back, flattening nested keys with __', async () => {
    const value = { A: 'x y', B: "it's\nhere", C: 5, D: true, E: null, NESTED: { KEY: 'v' } }
    const text = String(await write('env', value))
    expect(text).toBe("A='x y'\nB=\"it's\\nhere\"\nC=5\nD=true\nE=\nNESTED__KEY=v\n")
    expect(await read('env', text)).toEqual({ A: 'x y', B: "it's\nhere", C: '5', D: 'true', E: '', NESTED__KEY: 'v' })
  })

  it('refuses a list or an invalid name with 422', async () => {
    expect((await rejection(write('env', [1]))).code).toBe('INVALID_TRANSFORMATION')
    expect((await rejection(write('env', { 'bad name': 1 }))).code).toBe('INVALID_TRANSFORMATION')
  })
})

describe('query-string', () => {
  it('reads nested keys, repeated keys and bracket lists', async () => {
    expect(await read('query-string', '?a=1&b[c]=2&b[d][e]=x+y&t=1&t=2&l[]=p&l[]=q&s=%E2%9C%93')).toEqual({
      a: '1',
      b: { c: '2', d: { e: 'x y' } },
      t: ['1', '2'],
      l: ['p', 'q'],
      s: '✓',
    })
  })

  it('refuses malformed percent-encoding', async () => {
    expect((await rejection(read('query-string', 'a=%zz'))).code).toBe('INVALID_INPUT')
  })

  it('writes nested objects with brackets and lists as repeated keys or brackets', async () => {
    const value = { a: 'x y', b: { c: 1 }, t: ['1', '2'], o: [{ k: 'v' }] }
    expect(await write('query-string', value)).toBe('a=x%20y&b[c]=1&t=1&t=2&o[0][k]=v')
    expect(await write('query-string', { t: ['1'] }, { queryString: { arrayFormat: 'brackets' } })).toBe('t[]=1')
  })
})

describe('base64', () => {
  it('decodes to text, or reads the payload as a format', async () => {
    expect(await read('base64', Buffer.from('héllo').toString('base64'))).toBe('héllo')
    const csv = Buffer.from('a,b\n1,2\n').toString('base64url')
    expect(await read('base64', csv, { base64: { format: 'csv' } })).toEqual([{ a: '1', b: '2' }])
  })

  it('refuses text that is not base64', async () => {
    expect((await rejection(read('base64', 'not base64!'))).code).toBe('INVALID_INPUT')
  })

  it('encodes a string, JSON text, or another format’s output', async () => {
    expect(await write('base64', 'héllo')).toBe(Buffer.from('héllo').toString('base64'))
    expect(await write('base64', { a: 1 })).toBe(Buffer.from('{"a":1}').toString('base64'))
    const b64 = String(await write('base64', [{ a: 1 }], { base64: { format: 'csv' } }))
    expect(Buffer.from(b64, 'base64').toString()).toBe('a\r\n1')
  })
})
