/**
 * Decoding of the general-purpose filters (Flate, LZW, ASCII85, ASCIIHex, RunLength) through the
 * decompression guard the PDF services share (@svc/pdf-guard): every step stops at
 * MAX_DECODED_STREAM_BYTES so that a decompression bomb is refused instead of exhausting memory.
 * PNG/TIFF predictors are not undone: the predicted bytes are kept and re-encoded with the same
 * /DecodeParms.
 */
import { decodeFilter, generalFilter } from '@svc/pdf-guard'
import { type PDFDict, PDFName, PDFNumber, type PDFRawStream } from 'pdf-lib'
import { type FilterStep, GENERAL_FILTERS, readFilters } from './stream-filters.js'

export interface DecodedStream {
  /** The bytes after every general filter (predictor still applied when `predictor` is set). */
  data: Uint8Array
  /** The /DecodeParms of the general filter that carries a PNG/TIFF predictor, kept for re-encoding. */
  predictor: PDFDict | undefined
  /** The image codec left to apply (DCTDecode, ...), with its parameters. */
  codec: FilterStep | undefined
}

function earlyChange(parms: PDFDict | undefined): 0 | 1 {
  const value = parms?.lookup(PDFName.of('EarlyChange'))
  return value instanceof PDFNumber && value.asNumber() === 0 ? 0 : 1
}

/** One general filter through the shared bounded decoder (@svc/pdf-guard). */
export function decodeStep(bytes: Uint8Array, step: FilterStep): Uint8Array {
  const filter = GENERAL_FILTERS.has(step.name) ? generalFilter(step.name) : undefined
  if (!filter) throw new Error(`not a general filter: ${step.name}`)
  return decodeFilter(bytes, filter, earlyChange(step.parms))
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
