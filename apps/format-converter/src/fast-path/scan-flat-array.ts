/**
 * A strict RFC 8259 reader, on UTF-8 bytes, for the one shape the JSON -> CSV fast path takes: an
 * array of objects whose members are all scalars (string, number, true, false, null). It reports
 * each member as byte ranges and allocates nothing per value. Anything else (another shape, or text
 * JSON.parse would refuse) is `false`: the general path then reads it, or words the error.
 */

export const Kind = {
  String: 0,
  /** A string holding a backslash escape: decode with JSON.parse. */
  EscapedString: 1,
  Number: 2,
  True: 3,
  False: 4,
  Null: 5,
} as const
export type Kind = (typeof Kind)[keyof typeof Kind]

export interface MemberSink {
  startObject(): void
  /** Key and value ranges exclude the quotes. */
  member(
    keyStart: number,
    keyEnd: number,
    keyEscaped: boolean,
    kind: Kind,
    valueStart: number,
    valueEnd: number,
  ): boolean
  endObject(): void
}

const SPACE = 0x20
const TAB = 0x09
const LF = 0x0a
const CR = 0x0d
const QUOTE = 0x22
const BACKSLASH = 0x5c

/** Reads `input[start, end)`; false when it is not an array of flat objects in valid JSON, or `member` said stop. */
export function scanFlatArray(input: Uint8Array, start: number, sink: MemberSink): boolean {
  let at = skipSpace(input, start)
  if (input[at] !== 0x5b) return false
  at = skipSpace(input, at + 1)
  if (input[at] === 0x5d) return skipSpace(input, at + 1) === input.length
  const scalar: Scalar = { kind: Kind.Null, start: 0, end: 0 }
  for (;;) {
    at = scanObject(input, at, sink, scalar)
    if (at < 0) return false
    at = skipSpace(input, at)
    if (input[at] === 0x2c) {
      at = skipSpace(input, at + 1)
      continue
    }
    return input[at] === 0x5d && skipSpace(input, at + 1) === input.length
  }
}

/** One object of scalar members from `at` (its `{`): the position after its `}`, or -1. */
function scanObject(input: Uint8Array, at: number, sink: MemberSink, scalar: Scalar): number {
  if (input[at] !== 0x7b) return -1
  sink.startObject()
  at = skipSpace(input, at + 1)
  if (input[at] === 0x7d) {
    sink.endObject()
    return at + 1
  }
  for (;;) {
    if (input[at] !== QUOTE) return -1
    const keyStart = at + 1
    at = stringEnd(input, keyStart)
    if (at < 0) return -1
    const keyEscaped = at >= END_ESCAPED
    const keyEnd = keyEscaped ? at - END_ESCAPED : at
    at = skipSpace(input, keyEnd + 1)
    if (input[at] !== 0x3a) return -1
    at = scanScalar(input, skipSpace(input, at + 1), scalar)
    if (at < 0 || !sink.member(keyStart, keyEnd, keyEscaped, scalar.kind, scalar.start, scalar.end)) return -1
    at = skipSpace(input, at)
    if (input[at] === 0x2c) {
      at = skipSpace(input, at + 1)
      continue
    }
    if (input[at] !== 0x7d) return -1
    sink.endObject()
    return at + 1
  }
}

/** Where a scalar's value lies (a string without its quotes); one per scan, overwritten per member. */
interface Scalar {
  kind: Kind
  start: number
  end: number
}

/** A scalar from `at` into `out`: the position after it, or -1. */
function scanScalar(input: Uint8Array, at: number, out: Scalar): number {
  const first = input[at]
  out.start = at
  if (first === QUOTE) {
    const end = stringEnd(input, at + 1)
    if (end < 0) return -1
    const escaped = end >= END_ESCAPED
    out.kind = escaped ? Kind.EscapedString : Kind.String
    out.start = at + 1
    out.end = escaped ? end - END_ESCAPED : end
    return out.end + 1
  }
  if (first === 0x74) {
    out.kind = Kind.True
    out.end = literal(input, at, TRUE)
  } else if (first === 0x66) {
    out.kind = Kind.False
    out.end = literal(input, at, FALSE)
  } else if (first === 0x6e) {
    out.kind = Kind.Null
    out.end = literal(input, at, NULL)
  } else {
    out.kind = Kind.Number
    out.end = numberEnd(input, at)
  }
  return out.end
}

function skipSpace(input: Uint8Array, at: number): number {
  for (;;) {
    const byte = input[at]
    if (byte !== SPACE && byte !== LF && byte !== CR && byte !== TAB) return at
    at++
  }
}

/** Added to a string's end position when it holds an escape. */
const END_ESCAPED = 2 ** 40

/** The position of the closing quote (plus END_ESCAPED when an escape occurs), or -1. */
function stringEnd(input: Uint8Array, at: number): number {
  const end = input.length
  let escaped = false
  while (at < end) {
    const byte = input[at] as number
    if (byte === QUOTE) return escaped ? at + END_ESCAPED : at
    if (byte < 0x20) return -1
    if (byte === BACKSLASH) {
      escaped = true
      const next = input[at + 1]
      if (next === 0x75) {
        for (let digit = at + 2; digit < at + 6; digit++) if (!isHex(input[digit])) return -1
        at += 6
        continue
      }
      if (
        next !== QUOTE &&
        next !== BACKSLASH &&
        next !== 0x2f &&
        next !== 0x62 &&
        next !== 0x66 &&
        next !== 0x6e &&
        next !== 0x72 &&
        next !== 0x74
      )
        return -1
      at += 2
      continue
    }
    at++
  }
  return -1
}

function isHex(byte: number | undefined): boolean {
  return (
    byte !== undefined &&
    ((byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66))
  )
}

const TRUE = Buffer.from('true')
const FALSE = Buffer.from('false')
const NULL = Buffer.from('null')

function literal(input: Uint8Array, at: number, word: Uint8Array): number {
  for (let i = 0; i < word.length; i++) if (input[at + i] !== word[i]) return -1
  return at + word.length
}

/** `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`: the end, or -1. */
function numberEnd(input: Uint8Array, at: number): number {
  if (input[at] === 0x2d) at++
  if (input[at] === 0x30) at++
  else if (isDigit(input[at])) while (isDigit(input[at])) at++
  else return -1
  if (input[at] === 0x2e) {
    at++
    if (!isDigit(input[at])) return -1
    while (isDigit(input[at])) at++
  }
  if (input[at] === 0x65 || input[at] === 0x45) {
    at++
    if (input[at] === 0x2b || input[at] === 0x2d) at++
    if (!isDigit(input[at])) return -1
    while (isDigit(input[at])) at++
  }
  return at
}

function isDigit(byte: number | undefined): boolean {
  return byte !== undefined && byte >= 0x30 && byte <= 0x39
}
