/**
 * pdf-lib finds a stream's end by searching for `endstream`, so its bytes can carry the end-of-line
 * that precedes the keyword. Where the file's /Length (direct or indirect) is shorter, the stream is
 * cut to it, so that speed mode copies exactly the original data.
 */
import { type PDFContext, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib'

export function trimStreamLengths(context: PDFContext): void {
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue
    const length = object.dict.lookup(PDFName.of('Length'))
    const declared = length instanceof PDFNumber ? length.asNumber() : undefined
    if (declared !== undefined && declared >= 0 && declared < object.contents.length) {
      context.assign(ref, PDFRawStream.of(object.dict, object.contents.subarray(0, declared)))
    }
  }
}
