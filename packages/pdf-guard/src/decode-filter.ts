/**
 * Bounded decoding of the general-purpose filters (Flate, LZW, ASCII85, ASCIIHex, RunLength). Every
 * step stops at MAX_DECODED_STREAM_BYTES (zlib's maxOutputLength; a length-capped read for the others)
 * and throws DECOMPRESSION_BOMB past it, so that a bomb is refused instead of exhausting memory.
 */
import { constants, inflateRawSync, inflateSync } from 'node:zlib'
import { bombError } from './bomb-error.js'
import { MAX_DECODED_STREAM_BYTES } from './budget.js'
import { type DecodeStreamLike, libraryDecoder } from './pdf-lib-decoders.js'

/** The general filters by their full names, with the abbreviations inline images use. */
const FILTER_NAMES: Record<string, GeneralFilter> = {
  FlateDecode: 'FlateDecode',
  Fl: 'FlateDecode',
  LZWDecode: 'LZWDecode',
  LZW: 'LZWDecode',
  ASCII85Decode: 'ASCII85Decode',
  A85: 'ASCII85Decode',
  ASCIIHexDecode: 'ASCIIHexDecode',
  AHx: 'ASCIIHexDecode',
  RunLengthDecode: 'RunLengthDecode',
  RL: 'RunLengthDecode',
}

export type GeneralFilter = 'FlateDecode' | 'LZWDecode' | 'ASCII85Decode' | 'ASCIIHexDecode' | 'RunLengthDecode'

/** The full name of a general filter (abbreviations resolved), undefined for image codecs and unknown names. */
export function generalFilter(name: string): GeneralFilter | undefined {
  return Object.hasOwn(FILTER_NAMES, name) ? FILTER_NAMES[name] : undefined
}

const isBomb = (error: unknown) => (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'

/**
 * Output chunks of up to 1 MB: zlib's default 16 KB makes a bomb cost ~14× more time to reach the
 * bound (3.7 s against 0.26 s for 256 MB); small inputs keep small chunks.
 */
function chunkSize(inputLength: number): number {
  return Math.min(1024 * 1024, Math.max(16 * 1024, 2 ** Math.ceil(Math.log2(Math.max(1, inputLength * 8)))))
}

/** Inflates zlib-wrapped (or, failing that, raw) deflate data; truncated data gives what it holds. */
export function boundedInflate(bytes: Uint8Array, sizeHint = bytes.length): Uint8Array {
  const options = {
    maxOutputLength: MAX_DECODED_STREAM_BYTES,
    finishFlush: constants.Z_SYNC_FLUSH,
    chunkSize: chunkSize(sizeHint),
  }
  try {
    return inflateSync(bytes, options)
  } catch (error) {
    if (isBomb(error)) throw bombError()
    try {
      return inflateRawSync(bytes, options)
    } catch (rawError) {
      if (isBomb(rawError)) throw bombError()
      throw rawError
    }
  }
}

function capped(stream: DecodeStreamLike): Uint8Array {
  const bytes = stream.getBytes(MAX_DECODED_STREAM_BYTES + 1)
  if (bytes.length > MAX_DECODED_STREAM_BYTES) throw bombError()
  return bytes
}

/**
 * One general filter, bounded. `earlyChange` is LZW's /EarlyChange (1 unless the stream says 0).
 * Throws DECOMPRESSION_BOMB past the bound, and the decoder's own error on corrupt data.
 */
export function decodeFilter(bytes: Uint8Array, filter: GeneralFilter, earlyChange: 0 | 1 = 1): Uint8Array {
  if (filter === 'FlateDecode') return boundedInflate(bytes)
  return capped(libraryDecoder(bytes, filter, earlyChange))
}
