/** Pages in document order, with inherited attributes, and their decoded content. */
import { PDFArray, type PDFContext, PDFDict, PDFName, type PDFObject, PDFRawStream, type PDFRef } from 'pdf-lib'
import { decodeStream } from './decode-stream.js'

export interface PageNode {
  dict: PDFDict
  /** The page's own or inherited /Resources (undefined when absent). */
  resources: PDFDict | undefined
}

export function pagesOf(context: PDFContext): PageNode[] {
  const catalog = context.lookup(context.trailerInfo.Root as PDFRef)
  const pages: PageNode[] = []
  const seen = new Set<PDFObject>()
  const visit = (node: PDFObject | undefined, inherited: PDFDict | undefined) => {
    if (!(node instanceof PDFDict) || seen.has(node)) return
    seen.add(node)
    const own = node.lookup(PDFName.of('Resources'))
    const resources = own instanceof PDFDict ? own : inherited
    const kids = node.lookup(PDFName.of('Kids'))
    if (kids instanceof PDFArray) for (let i = 0; i < kids.size(); i++) visit(kids.lookup(i), resources)
    else pages.push({ dict: node, resources })
  }
  if (catalog instanceof PDFDict) visit(catalog.lookup(PDFName.of('Pages')), undefined)
  return pages
}

/** Decoded content per stream object: prune, font usage and image placement each read every stream. */
const decodedContent = new WeakMap<PDFRawStream, Uint8Array | undefined>()

/** The decoded bytes of a content stream, or undefined when they cannot be read losslessly. */
export function contentBytes(stream: PDFObject | undefined): Uint8Array | undefined {
  if (!(stream instanceof PDFRawStream)) return undefined
  if (decodedContent.has(stream)) return decodedContent.get(stream)
  const decoded = decodeStream(stream)
  const bytes = decoded && !decoded.codec && !decoded.predictor ? decoded.data : undefined
  decodedContent.set(stream, bytes)
  return bytes
}

/** A page's /Contents (one stream or an array) joined with a newline, or undefined when unreadable. */
export function pageContent(context: PDFContext, page: PDFDict): Uint8Array | undefined {
  const contents = page.lookup(PDFName.of('Contents'))
  if (contents === undefined) return new Uint8Array()
  const parts = contents instanceof PDFArray ? contents.asArray().map((item) => context.lookup(item)) : [contents]
  const decoded: Uint8Array[] = []
  for (const part of parts) {
    const bytes = contentBytes(part)
    if (!bytes) return undefined
    decoded.push(bytes, new Uint8Array([0x0a]))
  }
  return Buffer.concat(decoded)
}
