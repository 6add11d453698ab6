/**
 * RFC 8259 lexemes on UTF-8 bytes for the fast path's JSON reader (scan-records.ts): white space,
 * strings (escapes checked, control characters refused), numbers and literals. Each returns the
 * position after the lexeme, or -1 where JSON.parse would refuse the text.
 */

const SPACE = 0x20
const TAB = 0x09
const LF = 0x0a
const CR = 0x0d
const QUOTE = 0x22
const BACKSLASH = 0x5c

export function skipSpace(input: Uint8Array, at: number): number {
  for (;;) {
    const byte = input[at]
    if (byte !== SPACE && byte !== LF && byte !== CR && byte !== TAB) return at
    at++
  }
}

/** Added to a string's end position when it holds an escape. */
export const END_ESCAPED = 2 ** 40

/** The position of the closing quote (plus END_ESCAPED when an escape occurs), or -1. */
export function stringEnd(input: Uint8Array, at: number): number {
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

export const TRUE = Buffer.from('true')
export const FALSE = Buffer.from('false')
export const NULL = Buffer.from('null')

export function literal(input: Uint8Array, at: number, word: Uint8Array): number {
  for (let i = 0; i < word.length; i++) if (input[at + i] !== word[i]) return -1
  return at + word.length
}

/** `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`: the end, or -1. */
export function numberEnd(input: Uint8Array, at: number): number {
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
