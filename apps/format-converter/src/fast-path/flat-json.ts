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
  const end = input.length
  let at = skipSpace(input, start)
  if (input[at] !== 0x5b) return false
  at = skipSpace(input, at + 1)
  if (input[at] === 0x5d) return skipSpace(input, at + 1) === end
  for (;;) {
    if (input[at] !== 0x7b) return false
    sink.startObject()
    at = skipSpace(input, at + 1)
    if (input[at] === 0x7d) at++
    else
      for (;;) {
        if (input[at] !== QUOTE) return false
        const keyStart = at + 1
        at = stringEnd(input, keyStart)
        if (at < 0) return false
        const keyEscaped = at >= END_ESCAPED
        if (keyEscaped) at -= END_ESCAPED
        const keyEnd = at
        at = skipSpace(input, at + 1)
        if (input[at] !== 0x3a) return false
        at = skipSpace(input, at + 1)
        const valueStart = at
        let kind: Kind
        const first = input[at]
        if (first === QUOTE) {
          at = stringEnd(input, at + 1)
          if (at < 0) return false
          kind = Kind.String
          if (at >= END_ESCAPED) {
            at -= END_ESCAPED
            kind = Kind.EscapedString
          }
          if (!sink.member(keyStart, keyEnd, keyEscaped, kind, valueStart + 1, at)) return false
          at++
        } else {
          if (first === 0x74) {
            at = literal(input, at, TRUE)
            kind = Kind.True
          } else if (first === 0x66) {
            at = literal(input, at, FALSE)
            kind = Kind.False
          } else if (first === 0x6e) {
            at = literal(input, at, NULL)
            kind = Kind.Null
          } else {
            at = numberEnd(input, at)
            kind = Kind.Number
          }
          if (at < 0) return false
          if (!sink.member(keyStart, keyEnd, keyEscaped, kind, valueStart, at)) return false
        }
        at = skipSpace(input, at)
        if (input[at] === 0x2c) {
          at = skipSpace(input, at + 1)
          continue
        }
        if (input[at] !== 0x7d) return false
        at++
        break
      }
    sink.endObject()
    at = skipSpace(input, at)
    if (input[at] === 0x2c) {
      at = skipSpace(input, at + 1)
      continue
    }
    if (input[at] !== 0x5d) return false
    return skipSpace(input, at + 1) === end
  }
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
