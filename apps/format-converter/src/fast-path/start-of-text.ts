/**
 * Where the text of a body starts, as the general path decodes it (domain/decode-text.ts): after one
 * UTF-8 byte order mark. -1 when the general path must decide instead: UTF-16 (a BOM), invalid UTF-8
 * (its 400 names the encoding) or a second BOM (readers strip further BOMs each in their own way).
 */
import { isUtf8 } from 'node:buffer'

export function startOfText(bytes: Uint8Array): number {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return -1
  if (!isUtf8(bytes)) return -1
  const start = hasBom(bytes, 0) ? 3 : 0
  return hasBom(bytes, start) ? -1 : start
}

function hasBom(bytes: Uint8Array, at: number): boolean {
  return bytes[at] === 0xef && bytes[at + 1] === 0xbb && bytes[at + 2] === 0xbf
}
