/**
 * Bounded decoding of the general-purpose filters (Flate, LZW, ASCII85, ASCIIHex, RunLength). Every
 * step stops at MAX_DECODED_STREAM_BYTES (zlib's maxOutputLength; a length-capped read for the others)
 * so that a decompression bomb is refused instead of exhausting memory. PNG/TIFF predictors are not
 * undone: the predicted bytes are kept and re-encoded with the same /DecodeParms.
 */
import { constants, inflateRawSync, inflateSync } from 'node:zlib'
import { type PDFDict, PDFName, PDFNumber, type PDFRawStream } from 'pdf-lib'
import { bombError } from './bomb-error.js'
import { MAX_DECODED_STREAM_BYTES } from './limits.js'
import {
  Ascii85Stream,
  AsciiHexStream,
  type DecodeStreamLike,
  LzwStream,
  PdfLibStream,
  RunLengthStream,
} from './pdf-lib-internals.js'
import { type FilterStep, GENERAL_FILTERS, readFilters } from './stream-filters.js'

export interface DecodedStream {
  /** The bytes after every general filter (predictor still applied when `predictor` is set). */
  data: Uint8Array
  /** The /DecodeParms of the general filter that carries a PNG/TIFF predictor, kept for re-encoding. */
  predictor: PDFDict | undefined
  /** The image codec left to apply (DCTDecode, ...), with its parameters. */
  codec: FilterStep | undefined
}

const isBomb = (error: unknown) => (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'

function inflate(bytes: Uint8Array): Uint8Array {
  const options = { maxOutputLength: MAX_DECODED_STREAM_BYTES, finishFlush: constants.Z_SYNC_FLUSH }
  try {
    return inflateSync(bytes, options)
  } catch (error) {
    if (isBomb(error)) throw bombError()
    return inflateRawSync(bytes, options)
  }
}

function capped(stream: DecodeStreamLike): Uint8Array {
  const bytes = stream.getBytes(MAX_DECODED_STREAM_BYTES + 1)
  if (bytes.length > MAX_DECODED_STREAM_BYTES) throw bombError()
  return bytes
}

function earlyChange(parms: PDFDict | undefined): 0 | 1 {
  const value = parms?.lookup(PDFName.of('EarlyChange'))
  return value instanceof PDFNumber && value.asNumber() === 0 ? 0 : 1
}

export function decodeStep(bytes: Uint8Array, step: FilterStep): Uint8Array {
  if (step.name === 'FlateDecode') return inflate(bytes)
  const source = new PdfLibStream(bytes)
  if (step.name === 'LZWDecode') return capped(new LzwStream(source, undefined, earlyChange(step.parms)))
  if (step.name === 'ASCII85Decode') return capped(new Ascii85Stream(source))
  if (step.name === 'ASCIIHexDecode') return capped(new AsciiHexStream(source))
  if (step.name === 'RunLengthDecode') return capped(new RunLengthStream(source))
  throw new Error(`not a general filter: ${step.name}`)
}

export function predictorOf(parms: PDFDict | undefined): number {
  const value = parms?.lookup(PDFName.of('Predictor'))
  return value instanceof PDFNumber ? value.asNumber() : 1
}

/**
 * Decodes the general filters of a stream. Undefined when the stream cannot be decoded losslessly here
 * (Crypt or unknown filters, an image codec before a general filter, corrupt data, two predictors).
 * Throws DECOMPRESSION_BOMB past the bound.
 */
export function decodeStream(stream: PDFRawStream): DecodedStream | undefined {
  const steps = readFilters(stream)
  if (!steps) return undefined
  let data: Uint8Array = stream.contents
  let predictor: PDFDict | undefined
  for (const [index, step] of steps.entries()) {
    if (!GENERAL_FILTERS.has(step.name)) {
      const isLastCodec = index === steps.length - 1 && step.name !== 'Crypt'
      return isLastCodec && !predictor ? { data, predictor, codec: step } : undefined
    }
    if (predictor) return undefined
    if (predictorOf(step.parms) > 1) predictor = step.parms
    try {
      data = decodeStep(data, step)
    } catch (error) {
      if ((error as { code?: string }).code === 'DECOMPRESSION_BOMB') throw error
      return undefined
    }
  }
  return { data, predictor, codec: undefined }
}
