/**
 * Lossless stream recompression: every stream whose filters we can decode (Flate, LZW, ASCII85,
 * ASCIIHex, RunLength, also in front of an image codec) is re-encoded with the best deflate we can
 * afford, uncompressed streams are compressed, and the smallest of the original and the candidates
 * wins. XMP metadata streams stay as they are (PDF/A readers expect them readable).
 */
import {
  PDFArray,
  type PDFContext,
  type PDFDict,
  PDFName,
  PDFNull,
  type PDFObject,
  PDFRawStream,
  type PDFRef,
} from 'pdf-lib'
import { decodeStream } from './decode-stream.js'
import { type DeflateBudget, deflateBest } from './deflate-best.js'

const FILTER = PDFName.of('Filter')
const PARMS = PDFName.of('DecodeParms')

export interface Encoding {
  filters: string[]
  parms: (PDFDict | undefined)[]
  bytes: Uint8Array
}

/** A copy of `stream` with new data and filters (the writer sets /Length). */
export function withEncoding(context: PDFContext, stream: PDFRawStream, encoding: Encoding): PDFRawStream {
  const dict = stream.dict.clone(context)
  dict.delete(FILTER)
  dict.delete(PARMS)
  dict.delete(PDFName.of('DL'))
  if (encoding.filters.length === 1) {
    dict.set(FILTER, PDFName.of(encoding.filters[0]!))
    if (encoding.parms[0]) dict.set(PARMS, encoding.parms[0])
  } else if (encoding.filters.length > 1) {
    dict.set(
      FILTER,
      arrayOf(
        context,
        encoding.filters.map((name) => PDFName.of(name)),
      ),
    )
    if (encoding.parms.some(Boolean))
      dict.set(
        PARMS,
        arrayOf(
          context,
          encoding.parms.map((p) => p ?? PDFNull),
        ),
      )
  }
  return PDFRawStream.of(dict, encoding.bytes)
}

function arrayOf(context: PDFContext, items: PDFObject[]): PDFArray {
  const array = PDFArray.withContext(context)
  for (const item of items) array.push(item)
  return array
}

/** The best lossless encoding of one stream, or undefined when the original bytes are already the smallest. */
export async function bestEncoding(stream: PDFRawStream, budget: DeflateBudget): Promise<Encoding | undefined> {
  const decoded = decodeStream(stream)
  if (!decoded) return undefined
  const candidates: Encoding[] = []
  if (decoded.codec) {
    candidates.push({ filters: [decoded.codec.name], parms: [decoded.codec.parms], bytes: decoded.data })
    const wrapped = await deflateBest(decoded.data, { zopfliBytes: 0, filtered: false })
    candidates.push({
      filters: ['FlateDecode', decoded.codec.name],
      parms: [undefined, decoded.codec.parms],
      bytes: wrapped,
    })
  } else {
    const bytes = await deflateBest(decoded.data, budget)
    candidates.push({ filters: ['FlateDecode'], parms: [decoded.predictor], bytes })
    if (!decoded.predictor) candidates.push({ filters: [], parms: [], bytes: decoded.data })
  }
  let best: Encoding | undefined
  for (const candidate of candidates) {
    if (candidate.bytes.length < (best?.bytes.length ?? stream.contents.length)) best = candidate
  }
  return best
}

function isMetadata(stream: PDFRawStream): boolean {
  return stream.dict.lookup(PDFName.of('Type')) === PDFName.of('Metadata')
}

/** Recompresses the given streams in place; `skip` holds streams another step already re-encoded. */
export async function recompressStreams(
  context: PDFContext,
  refs: readonly PDFRef[],
  budget: DeflateBudget,
  skip: ReadonlySet<PDFRef> = new Set(),
): Promise<void> {
  for (const ref of refs) {
    const object = context.lookup(ref)
    if (!(object instanceof PDFRawStream) || skip.has(ref) || isMetadata(object)) continue
    const encoding = await bestEncoding(object, budget)
    if (encoding) context.assign(ref, withEncoding(context, object, encoding))
  }
}
