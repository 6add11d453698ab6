/**
 * pdf-lib's byte-stream decoders, which its index does not export, taken from the same CommonJS build
 * that `import 'pdf-lib'` resolves to.
 */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

export interface DecodeStreamLike {
  getBytes(length: number): Uint8Array
}
type StreamCtor = new (bytes: Uint8Array) => DecodeStreamLike
type FilterCtor = new (stream: DecodeStreamLike, maybeLength?: number, earlyChange?: 0 | 1) => DecodeStreamLike

const load = <T>(path: string): T => (require(`pdf-lib/cjs/core/${path}`) as { default: T }).default

export const PdfLibStream = load<StreamCtor>('streams/Stream.js')
export const Ascii85Stream = load<FilterCtor>('streams/Ascii85Stream.js')
export const AsciiHexStream = load<FilterCtor>('streams/AsciiHexStream.js')
export const LzwStream = load<FilterCtor>('streams/LZWStream.js')
export const RunLengthStream = load<FilterCtor>('streams/RunLengthStream.js')
