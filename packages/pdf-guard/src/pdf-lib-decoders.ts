/**
 * pdf-lib's byte-stream decoders through its public `decodePDFRawStream`, which answers a lazy stream
 * whose `getBytes(n)` decodes no more than asked: the bounded read in decode-filter.ts needs nothing
 * private. One dictionary per filter, built once (decodePDFRawStream only reads it).
 */
import { decodePDFRawStream, PDFContext, PDFRawStream } from 'pdf-lib'

export interface DecodeStreamLike {
  getBytes(length: number): Uint8Array
}

export type LibraryFilter = 'LZWDecode' | 'ASCII85Decode' | 'ASCIIHexDecode' | 'RunLengthDecode'

const context = PDFContext.create()
const dictionaries = {
  LZWDecode: context.obj({ Filter: 'LZWDecode' }),
  LZWDecodeEarly0: context.obj({ Filter: 'LZWDecode', DecodeParms: { EarlyChange: 0 } }),
  ASCII85Decode: context.obj({ Filter: 'ASCII85Decode' }),
  ASCIIHexDecode: context.obj({ Filter: 'ASCIIHexDecode' }),
  RunLengthDecode: context.obj({ Filter: 'RunLengthDecode' }),
}

/** A lazy decoder of `bytes` under one filter; `earlyChange` is LZW's /EarlyChange. */
export function libraryDecoder(bytes: Uint8Array, filter: LibraryFilter, earlyChange: 0 | 1 = 1): DecodeStreamLike {
  const dict = filter === 'LZWDecode' && earlyChange === 0 ? dictionaries.LZWDecodeEarly0 : dictionaries[filter]
  // Without `forceClamped`, getBytes answers a plain Uint8Array.
  return decodePDFRawStream(PDFRawStream.of(dict, bytes)) as DecodeStreamLike
}
