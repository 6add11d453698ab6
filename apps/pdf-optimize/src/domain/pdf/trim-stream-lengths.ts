/**
 * pdf-lib finds the end of a stream whose /Length is indirect by searching for `endstream` and drops
 * the end-of-line before it; when the data itself ends in CR or LF, that byte is lost (a Flate stream
 * then misses the last byte of its checksum). Here every stream is set to exactly its /Length: cut
 * when longer, and when one or two bytes short, completed with the CR/LF bytes that follow the same
 * data in the original file.
 */
import { type PDFContext, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib'

const isEol = (byte: number | undefined) => byte === 0x0a || byte === 0x0d

function completed(original: Buffer, contents: Uint8Array, declared: number): Uint8Array | undefined {
  const missing = declared - contents.length
  if (missing < 1 || missing > 2 || contents.length < 16) return undefined
  let at = original.indexOf(contents)
  while (at >= 0) {
    const tail = original.subarray(at + contents.length, at + declared)
    if (tail.length === missing && [...tail].every(isEol)) return Buffer.concat([contents, tail])
    at = original.indexOf(contents, at + 1)
  }
  return undefined
}

export function trimStreamLengths(context: PDFContext, original: Uint8Array): void {
  const source = Buffer.from(original.buffer, original.byteOffset, original.length)
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue
    const length = object.dict.lookup(PDFName.of('Length'))
    const declared = length instanceof PDFNumber ? length.asNumber() : undefined
    if (declared === undefined || declared < 0 || declared === object.contents.length) continue
    const exact =
      declared < object.contents.length
        ? object.contents.subarray(0, declared)
        : completed(source, object.contents, declared)
    if (exact) context.assign(ref, PDFRawStream.of(object.dict, exact))
  }
}
