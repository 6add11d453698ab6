/**
 * A JSON string literal written straight from UTF-8 bytes, escaped exactly as JSON.stringify does
 * (`\"`, `\\`, `\b \t \n \f \r`, other control characters as `\u00xx`; everything else, U+2028 and
 * non-ASCII included, as is). The input is valid UTF-8 (checked before), so no lone surrogate occurs.
 */
import type { ByteSink } from './byte-sink.js'

const QUOTE = 0x22
const BACKSLASH = 0x5c
const HEX = Buffer.from('0123456789abcdef')
/** The letter after the backslash for the short escapes, 0 for `\u00xx`. */
const SHORT = new Uint8Array(32)
SHORT[0x08] = 0x62
SHORT[0x09] = 0x74
SHORT[0x0a] = 0x6e
SHORT[0x0c] = 0x66
SHORT[0x0d] = 0x72

/** Room for the worst case of one input byte (`\u00xx`) plus a closing quote. */
const MARGIN = 8

/**
 * Writes `"…"` for `input[start, end)`. With `doubled` (a quoted CSV field), each pair of `doubled`
 * bytes is one such byte, as papaparse's `replace(/""/g, '"')` reads it (left to right).
 */
export function writeJsonString(sink: ByteSink, input: Uint8Array, start: number, end: number, doubled = -1): void {
  sink.reserve(MARGIN)
  let out = sink.buffer
  let pos = sink.pos
  out[pos++] = QUOTE
  let limit = out.length - MARGIN
  for (let at = start; at < end; at++) {
    if (pos > limit) {
      sink.pos = pos
      sink.reserve(out.length)
      out = sink.buffer
      pos = sink.pos
      limit = out.length - MARGIN
    }
    const byte = input[at] as number
    if (byte === doubled && at + 1 < end && input[at + 1] === doubled) at++
    if (byte >= 0x20 && byte !== QUOTE && byte !== BACKSLASH) {
      out[pos++] = byte
      continue
    }
    out[pos++] = BACKSLASH
    if (byte === QUOTE || byte === BACKSLASH) out[pos++] = byte
    else if (SHORT[byte] !== 0) out[pos++] = SHORT[byte] as number
    else {
      out[pos++] = 0x75
      out[pos++] = 0x30
      out[pos++] = 0x30
      out[pos++] = HEX[byte >> 4] as number
      out[pos++] = HEX[byte & 15] as number
    }
  }
  out[pos++] = QUOTE
  sink.pos = pos
}
