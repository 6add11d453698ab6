/**
 * A strict RFC 8259 reader, on UTF-8 bytes, for the JSON -> CSV fast path: a top-level array of
 * records. A record that is an object of scalars (string, number, true, false, null) is reported
 * member by member as byte ranges, allocating nothing per value. Any other record (nested values, a
 * scalar or list, or an object whose member the sink refuses) is reported whole, as the byte range
 * of one JSON value, for the sink to JSON.parse and flatten exactly as the general path does. Text
 * that is not a top-level array is `false`: the general path then reads it, or words the error.
 */

import { END_ESCAPED, FALSE, literal, NULL, numberEnd, skipSpace, stringEnd, TRUE } from './json-lexemes.js'

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
  /** Every record starts here; it then ends with `endRecord` (read member by member) or `record` (read whole). */
  startRecord(): void
  /** Key and value ranges exclude the quotes. */
  member(
    keyStart: number,
    keyEnd: number,
    keyEscaped: boolean,
    kind: Kind,
    valueStart: number,
    valueEnd: number,
  ): boolean
  endRecord(): void
  /** A record to read whole: JSON.parse of `input[start, end)`, maybe after some of its members were reported. False stops. */
  record(start: number, end: number): boolean
}

const QUOTE = 0x22

/** Deeper records go to the general path (core refuses JSON nested past 1,000 levels). */
const MAX_DEPTH = 64

/** Reads `input[start, end)`; false when it is not an array of records in valid JSON, or the sink said stop. */
export function scanRecords(input: Uint8Array, start: number, sink: MemberSink): boolean {
  let at = skipSpace(input, start)
  if (input[at] !== 0x5b) return false
  at = skipSpace(input, at + 1)
  if (input[at] === 0x5d) return skipSpace(input, at + 1) === input.length
  const scalar: Scalar = { kind: Kind.Null, start: 0, end: 0 }
  for (;;) {
    sink.startRecord()
    at = input[at] === 0x7b ? scanObject(input, at, sink, scalar) : scanWhole(input, at, sink)
    if (at < 0) return false
    at = skipSpace(input, at)
    if (input[at] === 0x2c) {
      at = skipSpace(input, at + 1)
      continue
    }
    return input[at] === 0x5d && skipSpace(input, at + 1) === input.length
  }
}

/** One record that is an object from `at` (its `{`): the position after its `}`, or -1. */
function scanObject(input: Uint8Array, at: number, sink: MemberSink, scalar: Scalar): number {
  const start = at
  at = skipSpace(input, at + 1)
  if (input[at] === 0x7d) {
    sink.endRecord()
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
    at = skipSpace(input, at + 1)
    if (input[at] === 0x7b || input[at] === 0x5b) return scanWhole(input, start, sink)
    at = scanScalar(input, at, scalar)
    if (at < 0) return -1
    if (!sink.member(keyStart, keyEnd, keyEscaped, scalar.kind, scalar.start, scalar.end)) {
      return scanWhole(input, start, sink)
    }
    at = skipSpace(input, at)
    if (input[at] === 0x2c) {
      at = skipSpace(input, at + 1)
      continue
    }
    if (input[at] !== 0x7d) return -1
    sink.endRecord()
    return at + 1
  }
}

/** One record read whole from `at`: the position after it, or -1. */
function scanWhole(input: Uint8Array, at: number, sink: MemberSink): number {
  const end = valueEnd(input, at)
  return end >= 0 && sink.record(at, end) ? end : -1
}

/**
 * The end of the JSON value at `at`, found by its brackets outside strings (strings are checked);
 * JSON.parse of the range checks the rest. -1 when unbalanced, too deep or not a value start.
 */
function valueEnd(input: Uint8Array, at: number): number {
  const first = input[at]
  if (first !== 0x7b && first !== 0x5b) {
    const scalar: Scalar = { kind: Kind.Null, start: 0, end: 0 }
    return scanScalar(input, at, scalar)
  }
  let depth = 0
  for (; at < input.length; at++) {
    const byte = input[at]
    if (byte === QUOTE) {
      const end = stringEnd(input, at + 1)
      if (end < 0) return -1
      at = end >= END_ESCAPED ? end - END_ESCAPED : end
    } else if (byte === 0x7b || byte === 0x5b) {
      if (++depth > MAX_DEPTH) return -1
    } else if (byte === 0x7d || byte === 0x5d) {
      if (--depth === 0) return at + 1
    }
  }
  return -1
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
