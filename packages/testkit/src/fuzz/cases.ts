/**
 * Fuzz cases: small plans (kinds and indices, so fast-check shrinks them and prints them readably)
 * turned into exact HTTP requests for one operation.
 */
import fc from 'fast-check'
import { hostileKeys, hostileValues, LOG_MARKER, MARKUP_BOMBS, nestedArrays } from './hostile.js'
import type { RawRequest } from './http-client.js'
import { isJsonType, type Operation } from './operations.js'

type Edit =
  | { op: 'replace'; at: number; value: string }
  | { op: 'delete'; at: number }
  | { op: 'addKey'; at: number; key: string; value: string }
  | { op: 'nest'; at: number; past: boolean }
  | { op: 'mirror'; at: number; wide: boolean }

export type FuzzPlan =
  | { kind: 'json'; edits: Edit[]; contentType: string; query: QueryEdit | null }
  | { kind: 'raw'; raw: string; cut: number; bytes: number[]; contentType: string; media: number }
  | { kind: 'media'; media: number; raw: string; cut: number; contentType: string; query: QueryEdit | null }
  | { kind: 'headers'; header: string; media: number }

type QueryEdit = { param: number; value: string }

const CONTENT_TYPES = [
  'same',
  'same',
  'same',
  'none',
  'application/json; charset=utf-8',
  'application/json; charset=UTF-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json;;;',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fz',
  'multipart/form-data',
  'application/json, text/plain',
  'application/pdf',
  'application/octet-stream',
  `application/${'x'.repeat(8_000)}`,
  `application/json; ${LOG_MARKER}=1`,
]

const RAW_BODIES = [
  'empty',
  'truncated',
  'randomBytes',
  'bomThenExample',
  'utf16Example',
  'exampleThenGarbage',
  'twoDocuments',
  'literalNull',
  'literalString',
  'multipartWithExample',
  'onlyWhitespace',
]

const QUERY_VALUES = [
  '',
  'a'.repeat(10),
  '%00',
  '%ZZ',
  '1e400',
  '-1',
  'true',
  'a'.repeat(6_000),
  LOG_MARKER,
  '[]',
  '{}',
]
const HEADER_CASES = [
  'longHeader',
  'longUrl',
  'manyHeaders',
  'noKey',
  'wrongKey',
  'markerKey',
  'badRequestId',
  'expect',
]

const valueNames = Object.keys(hostileValues)
const keyNames = Object.keys(hostileKeys)

const editArb: fc.Arbitrary<Edit> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ op: fc.constant('replace' as const), at: fc.nat(), value: fc.constantFrom(...valueNames) }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('delete' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('addKey' as const),
      at: fc.nat(),
      key: fc.constantFrom(...keyNames),
      value: fc.constantFrom('null', 'marker', 'zero', 'protoObject', 'megabyteAscii'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('nest' as const), at: fc.nat(), past: fc.boolean() }) },
)

/** The values that make replies grow with their input (long keys repeated per entry, wide and deep bodies). */
const AMPLIFIERS = [
  'markupMisnested',
  'markupTables',
  'wideLongKeys',
  'arrayOfLongKeyObjects',
  'deepLongKeys',
  'largeObject',
  'largeArrayOfOriginal',
  'largeArrayOfNumbers',
  'repeatedOriginal',
  'megabyteDigitsThenLetter',
]

const amplifyArb: fc.Arbitrary<Edit[]> = fc.oneof(
  fc
    .record({ op: fc.constant('replace' as const), at: fc.nat(), value: fc.constantFrom(...AMPLIFIERS) })
    .map((e) => [e]),
  fc.record({ op: fc.constant('mirror' as const), at: fc.constant(0), wide: fc.boolean() }).map((e) => [e]),
)

const queryArb = fc.option(fc.record({ param: fc.nat(), value: fc.constantFrom(...QUERY_VALUES) }), { freq: 3 })

export function planArbitrary(): fc.Arbitrary<FuzzPlan> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        edits: fc.array(editArb, { minLength: 1, maxLength: 3 }),
        contentType: fc.constantFrom(...CONTENT_TYPES.slice(0, 10)),
        query: queryArb,
      }),
    },
    {
      // Amplifiers go with the operation's own content type, so that they reach the domain code.
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        edits: amplifyArb,
        contentType: fc.constant('same'),
        query: fc.constant(null),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        raw: fc.constantFrom(...RAW_BODIES),
        cut: fc.nat(),
        bytes: fc.array(fc.nat(255), { maxLength: 300 }),
        contentType: fc.constantFrom(...CONTENT_TYPES),
        media: fc.nat(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('media' as const),
        media: fc.nat(),
        raw: fc.constantFrom('example', 'truncated', 'withNul', 'repeated', 'randomBytes', 'empty', 'markup'),
        cut: fc.nat(),
        contentType: fc.constantFrom('same', 'same', 'none', 'application/json', 'text/plain; charset=latin1'),
        query: queryArb,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('headers' as const),
        header: fc.constantFrom(...HEADER_CASES),
        media: fc.nat(),
      }),
    },
  )
}

/** Every node of a JSON value, root first, as key paths (bounded). */
function paths(value: unknown, at: Array<string | number> = [], out: Array<Array<string | number>> = []) {
  if (out.length >= 200) return out
  out.push(at)
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) paths(item, [...at, i], out)
  } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out)
  return out
}

function render(
  value: unknown,
  at: string,
  edits: Map<string, Edit[]>,
  depth: number,
  maxDepth: number,
): string | undefined {
  const mine = edits.get(at) ?? []
  for (const edit of mine) {
    if (edit.op === 'mirror') return mirrored(value, edit.wide, maxDepth)
    if (edit.op === 'delete' && at !== '[]') return undefined
    if (edit.op === 'replace') return hostileValues[edit.value]!(value)
    if (edit.op === 'nest') return nestedArrays(Math.max(1, maxDepth - depth + (edit.past ? 1 : 0)))
  }
  const child = (v: unknown, key: string | number) =>
    render(v, JSON.stringify([...JSON.parse(at), key]), edits, depth + 1, maxDepth)
  if (Array.isArray(value)) {
    const items = value.map((v, i) => child(v, i)).filter((t) => t !== undefined)
    for (const edit of mine) if (edit.op === 'addKey') items.push(hostileValues[edit.value]!(undefined))
    return `[${items.join(',')}]`
  }
  if (value && typeof value === 'object') {
    const members: string[] = []
    for (const [k, v] of Object.entries(value)) {
      const text = child(v, k)
      if (text !== undefined) members.push(`${JSON.stringify(k)}:${text}`)
    }
    for (const edit of mine) {
      if (edit.op === 'addKey')
        members.push(`${JSON.stringify(hostileKeys[edit.key])}:${hostileValues[edit.value]!(undefined)}`)
    }
    return `{${members.join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * Siblings of one shape whose leaves differ in type (number on one side, string on the other) under
 * long keys: every comparing service reports each level, and a reply repeating full paths grows with
 * depth squared. Deep: 100 levels under a 4,000-character key; wide: 1,000 keys of 1,000 characters.
 */
function mirrored(value: unknown, wide: boolean, maxDepth: number): string {
  const side = (i: number) => {
    const leaf = i % 2 === 0 ? '1' : '"1"'
    if (wide)
      return `{${Array.from({ length: 1_000 }, (_, k) => `"${String(k).padStart(1_000, 'k')}":${leaf}`).join(',')}}`
    const depth = Math.min(100, maxDepth - 5)
    return `${`{"${'k'.repeat(4_000)}":`.repeat(depth)}{"v":${leaf}}${`,"v":${leaf}}`.repeat(depth)}`
  }
  if (Array.isArray(value)) return `[${Array.from({ length: Math.max(2, value.length) }, (_, i) => side(i)).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .map((key, i) => `${JSON.stringify(key)}:${side(i)}`)
      .join(',')}}`
  }
  return side(0)
}

export interface Target {
  op: Operation
  maxJsonDepth: number
  key: string
}

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length]!
}

function withQuery(target: Target, query: QueryEdit | null): string {
  if (!query || target.op.queryParams.length === 0) return target.op.path
  return `${target.op.path}?${pick(target.op.queryParams, query.param)}=${query.value}`
}

function contentTypeHeader(choice: string, same: string): Record<string, string> {
  if (choice === 'none') return {}
  return { 'content-type': choice === 'same' ? same : choice }
}

function exampleText(example: unknown, type: string): string {
  return isJsonType(type) || typeof example !== 'string' ? JSON.stringify(example ?? {}) : example
}

function multipart(text: string): string {
  return `--fz\r\nContent-Disposition: form-data; name="file"; filename="a.json"\r\nContent-Type: application/json\r\n\r\n${text}\r\n--fz--\r\n`
}

/** Turns a plan into the exact request (bounded: at most a few MB). */
export function materialize(plan: FuzzPlan, target: Target): RawRequest {
  const { op, key } = target
  const auth = { 'x-gateway-key': key }
  const jsonMedia = op.media.find((m) => isJsonType(m.type))
  const media = op.media.length > 0 ? pick(op.media, 'media' in plan ? plan.media : 0) : undefined
  if (plan.kind === 'json') {
    const example = jsonMedia?.example ?? {}
    const all = paths(example)
    const edits = new Map<string, Edit[]>()
    for (const edit of plan.edits) {
      const at = JSON.stringify(pick(all, edit.at))
      edits.set(at, [...(edits.get(at) ?? []), edit])
    }
    const text = render(example, '[]', edits, 0, target.maxJsonDepth) ?? 'null'
    return {
      method: op.method,
      path: withQuery(target, plan.query),
      headers: { ...auth, ...contentTypeHeader(plan.contentType, jsonMedia?.type ?? 'application/json') },
      body: Buffer.from(text, 'utf8'),
    }
  }
  if (plan.kind === 'raw') {
    const type = media?.type ?? 'application/json'
    const text = exampleText(media?.example, type)
    const bodies: Record<string, () => Buffer> = {
      empty: () => Buffer.alloc(0),
      truncated: () => Buffer.from(text.slice(0, plan.cut % Math.max(1, text.length))),
      randomBytes: () => Buffer.from(plan.bytes),
      bomThenExample: () => Buffer.from(`\uFEFF${text}`),
      utf16Example: () => Buffer.from(text, 'utf16le'),
      exampleThenGarbage: () => Buffer.from(`${text}}}]]garbage`),
      twoDocuments: () => Buffer.from(`${text}${text}`),
      literalNull: () => Buffer.from('null'),
      literalString: () => Buffer.from(JSON.stringify(LOG_MARKER)),
      multipartWithExample: () => Buffer.from(multipart(text)),
      onlyWhitespace: () => Buffer.from(' \n\t '),
    }
    return {
      method: op.method,
      path: op.path,
      headers: { ...auth, ...contentTypeHeader(plan.contentType, type) },
      body: bodies[plan.raw]!(),
    }
  }
  if (plan.kind === 'media') {
    const type = media?.type ?? 'application/octet-stream'
    const text = exampleText(media?.example, type)
    const bodies: Record<string, () => Buffer> = {
      example: () => Buffer.from(text),
      truncated: () => Buffer.from(text.slice(0, plan.cut % Math.max(1, text.length))),
      withNul: () => Buffer.from(`${text.slice(0, text.length >> 1)}\u0000\u0001\u001b${text.slice(text.length >> 1)}`),
      repeated: () => Buffer.from(text.repeat(Math.max(1, Math.floor(1_000_000 / Math.max(1, text.length))))),
      randomBytes: () => Buffer.from(Array.from({ length: 256 }, (_, i) => (i * 131 + plan.cut) % 256)),
      empty: () => Buffer.alloc(0),
      markup: () => Buffer.from(pick(Object.values(MARKUP_BOMBS), plan.cut)),
    }
    return {
      method: op.method,
      path: withQuery(target, plan.query),
      headers: { ...auth, ...contentTypeHeader(plan.contentType, type) },
      body: op.media.length > 0 ? bodies[plan.raw]!() : undefined,
    }
  }
  const type = media?.type ?? 'application/json'
  const body = media ? Buffer.from(exampleText(media.example, type)) : undefined
  const base = { method: op.method, path: op.path, body }
  const ct: Record<string, string> = media ? { 'content-type': type } : {}
  switch (plan.header) {
    case 'longHeader':
      return { ...base, headers: { ...auth, ...ct, 'x-pad': 'a'.repeat(20_000) } }
    case 'longUrl':
      return { ...base, path: `${op.path}?q=${'a'.repeat(100_000)}`, headers: { ...auth, ...ct } }
    case 'manyHeaders':
      return {
        ...base,
        headers: { ...auth, ...ct, ...Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`x-h${i}`, 'v'])) },
      }
    case 'noKey':
      return { ...base, headers: { ...ct } }
    case 'wrongKey':
      return { ...base, headers: { ...ct, 'x-gateway-key': 'k'.repeat(4_000) } }
    case 'markerKey':
      return { ...base, headers: { ...ct, 'x-gateway-key': LOG_MARKER } }
    case 'badRequestId':
      return {
        ...base,
        headers: { ...auth, ...ct, 'x-request-id': `${LOG_MARKER}\u00e9`.replace(/[^\x20-\x7e]/g, '?').repeat(50) },
      }
    default:
      return { ...base, headers: { ...auth, ...ct, expect: '100-continue' } }
  }
}

/** A short description of a request for failure messages (never the whole body). */
export function describeRequest(req: RawRequest): string {
  const body = req.body ?? Buffer.alloc(0)
  const headers = Object.fromEntries(
    Object.entries(req.headers).map(([k, v]) => [k, v.length > 80 ? `${v.slice(0, 80)}… (${v.length} chars)` : v]),
  )
  const path = req.path.length > 120 ? `${req.path.slice(0, 120)}… (${req.path.length} chars)` : req.path
  const head = body.subarray(0, 200).toString('utf8')
  return `${req.method} ${path} ${JSON.stringify(headers)} body ${body.length} bytes: ${JSON.stringify(head)}${body.length > 200 ? '…' : ''}`
}
