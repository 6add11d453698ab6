/**
 * In-process, on 10 / 100 / 1,000-property schemas × ~1 KB / ~100 KB / ~5 MB payloads: ours with a new
 * schema every request (checkSchema + validatePayload) against ajv compile+validate per request (the honest
 * equivalent), and ours with a repeated schema (the schema cache: a lookup by the schema's raw text, a
 * fresh string each call as the body parser gives it, then the cached checker) against ajv with a
 * pre-compiled schema. Schemas and payloads go through JSON.parse once, so
 * that both validators see objects shaped as a request body gives them (V8 keeps a parsed object of 128
 * keys or more in dictionary mode). Targets: new schema >= 10x ajv compile+validate; repeated schema
 * >= 0.8x pre-compiled ajv. `BENCH_SIZES=1KB,100KB` runs only those payload sizes.
 */
import { formatRate, markdownTable } from '@svc/bench'
import { Ajv } from 'ajv'
import { Bench } from 'tinybench'
import { checkSchema } from '../src/domain/check-schema.js'
import { SchemaCache } from '../src/domain/schema-cache.js'
import { validatePayload } from '../src/domain/validate-payload.js'

const KINDS = ['string', 'integer', 'number', 'boolean'] as const
const SAMPLE: Record<(typeof KINDS)[number], (i: number) => unknown> = {
  string: (i) => `value-${i}`,
  integer: (i) => i,
  number: (i) => i + 0.5,
  boolean: (i) => i % 2 === 0,
}

function recordSchema(width: number) {
  const properties: Record<string, { type: string }> = {}
  for (let p = 0; p < width; p++) properties[`field_${p}`] = { type: KINDS[p % KINDS.length]! }
  return { type: 'object', required: Object.keys(properties).slice(0, 5), properties }
}

/** The same rules in ajv's terms: our `properties` also forbids undeclared keys (EXTRA_FIELD). */
function forAjv(schema: ReturnType<typeof recordSchema>) {
  return { ...schema, additionalProperties: false }
}

function record(width: number, i: number) {
  const out: Record<string, unknown> = {}
  for (let p = 0; p < width; p++) out[`field_${p}`] = SAMPLE[KINDS[p % KINDS.length]!](i + p)
  return out
}

/** An array of records of `width` properties, as many as fit `bytes` (at least one). */
function payloadOf(width: number, bytes: number) {
  const rows = [record(width, 0)]
  const size = JSON.stringify(rows[0]).length
  for (let i = 1; i * size < bytes; i++) rows.push(record(width, i))
  return rows
}

/** What the route receives: the value as JSON.parse builds it from the request body. */
function asParsed<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}

const SIZES = (
  [
    ['1 KB', 1_000],
    ['100 KB', 100_000],
    ['5 MB', 5_000_000],
  ] as const
).filter(([label]) => !process.env.BENCH_SIZES || process.env.BENCH_SIZES.split(',').includes(label.replace(' ', '')))

const rows: string[][] = []
for (const width of [10, 100, 1_000]) {
  const schema = asParsed({ type: 'array', items: recordSchema(width) })
  const ajvSchema = asParsed({ type: 'array', items: forAjv(recordSchema(width)) })
  for (const [label, bytes] of SIZES) {
    const payload = asParsed(payloadOf(width, bytes))
    const precompiled = new Ajv({ allErrors: true, strict: false }).compile(ajvSchema)
    const cache = new SchemaCache()
    // The schema text as the body parser hands it over: a fresh slice of a body on every request.
    const schemaText = JSON.stringify(schema)
    const body = `{"schema":${schemaText}}`
    const freshText = () => body.slice(10, body.length - 1)
    const big = bytes > 1_000_000
    const bench = new Bench({ time: big ? 1_500 : 600, iterations: big ? 5 : 20 })
    bench
      .add('ours', () => {
        if (!validatePayload(payload, checkSchema(schema)).valid) throw new Error('expected valid')
      })
      .add('ours, repeated schema', () => {
        const prepared = cache.prepare(schema, freshText())
        if (!validatePayload(payload, prepared.checked, (p) => prepared.conforms(p)).valid)
          throw new Error('expected valid')
      })
      .add('ajv compile+validate', () => {
        if (!new Ajv({ allErrors: true, strict: false }).compile(ajvSchema)(payload)) throw new Error('expected valid')
      })
      .add('ajv precompiled', () => {
        if (!precompiled(payload)) throw new Error('expected valid')
      })
    await bench.run()
    const hz = Object.fromEntries(
      bench.tasks.map((t) => [t.name, t.result?.state === 'completed' ? t.result.throughput.mean : 0]),
    )
    const ours = hz.ours ?? 0
    const repeated = hz['ours, repeated schema'] ?? 0
    const compile = hz['ajv compile+validate'] ?? 0
    const pre = hz['ajv precompiled'] ?? 0
    rows.push([
      `${width} props × ${label}`,
      formatRate(ours),
      formatRate(repeated),
      formatRate(compile),
      formatRate(pre),
      `${(ours / compile).toFixed(2)}x`,
      `${(repeated / pre).toFixed(2)}x`,
    ])
    console.error(`done: ${width} × ${label}`)
  }
}
console.log(
  markdownTable(
    [
      'schema × payload',
      'ours, new schema ops/s',
      'ours, repeated schema ops/s',
      'ajv compile+validate ops/s',
      'ajv precompiled ops/s',
      'new schema / ajv compile+validate',
      'repeated schema / ajv precompiled',
    ],
    rows,
  ),
)
