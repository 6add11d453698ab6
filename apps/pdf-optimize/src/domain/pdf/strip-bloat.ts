/**
 * Removes data no viewer draws: page-piece dictionaries (/PieceInfo, private application data such
 * as Illustrator's), page thumbnails (/Thumb, viewers render their own), and XMP metadata attached to
 * anything but the document catalog (it repeats what the document's own metadata says).
 */
import { type PDFContext, PDFDict, PDFName, PDFStream } from 'pdf-lib'

const PIECE_INFO = PDFName.of('PieceInfo')
const THUMB = PDFName.of('Thumb')
const METADATA = PDFName.of('Metadata')

export function stripBloat(context: PDFContext): number {
  let removed = 0
  const drop = (dict: PDFDict, key: PDFName) => {
    if (dict.delete(key)) removed++
  }
  const catalog = context.trailerInfo.Root ? context.lookup(context.trailerInfo.Root) : undefined
  for (const [, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object
    if (!(dict instanceof PDFDict)) continue
    const type = dict.lookup(PDFName.of('Type'))
    drop(dict, PIECE_INFO)
    if (type === PDFName.of('Page')) drop(dict, THUMB)
    if (dict !== catalog) drop(dict, METADATA)
  }
  return removed
}
