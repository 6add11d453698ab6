/**
 * Serializes the reachable objects as a PDF 1.5+ file: streams as top-level objects, every other
 * object packed into compressed object streams, and a cross-reference stream (PNG Up predictor) in
 * place of the xref table. Objects are renumbered densely in reachability order, so that objects
 * used together sit together in one object stream.
 */
import { createHash } from 'node:crypto'
import {
  PDFArray,
  type PDFContext,
  PDFHexString,
  PDFName,
  PDFNull,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
} from 'pdf-lib'
import { reachableRefs, rewriteAllRefs } from './object-graph.js'

export interface WriteOptions {
  /** Compresses the object streams' and the xref stream's data. */
  deflate(data: Uint8Array): Promise<Uint8Array>
  /** Objects per object stream. */
  objectsPerStream?: number
  /** Fallback file identifier source when the trailer has no /ID. */
  original: Uint8Array
}

const encoder = new TextEncoder()
const ascii = (text: string) => encoder.encode(text)

function bytesOf(object: PDFObject): Uint8Array {
  const buffer = new Uint8Array(object.sizeInBytes())
  object.copyBytesInto(buffer, 0)
  return buffer
}

class Output {
  readonly chunks: Uint8Array[] = []
  length = 0
  push(bytes: Uint8Array) {
    this.chunks.push(bytes)
    this.length += bytes.length
  }
  concat(): Uint8Array {
    return Buffer.concat(this.chunks, this.length)
  }
}

function bytesFor(max: number): number {
  let width = 1
  while (max >= 256 ** width) width++
  return width
}

function pdfVersion(context: PDFContext): string {
  const match = /(\d+)\.(\d+)/.exec(context.header.toString())
  const version = match ? Number(match[1]) * 10 + Number(match[2]) : 17
  return version >= 15 ? `${Math.floor(version / 10)}.${version % 10}` : '1.5'
}

function fileId(context: PDFContext, original: Uint8Array): PDFObject {
  const { ID } = context.trailerInfo
  if (ID instanceof PDFArray && ID.size() === 2) return ID
  const digest = createHash('md5').update(original).digest('hex').toUpperCase()
  const array = PDFArray.withContext(context)
  array.push(PDFHexString.of(digest))
  array.push(PDFHexString.of(digest))
  return array
}

/** Renumbers the reachable objects 1..n (dangling references become null) and returns them in that order. */
function renumber(context: PDFContext): PDFObject[] {
  const order = reachableRefs(context)
  const objects = order.map((ref) => context.lookup(ref)!)
  const renamed = new Map<PDFRef, PDFRef>(order.map((ref, index) => [ref, PDFRef.of(index + 1, 0)]))
  rewriteAllRefs(context, (ref) => renamed.get(ref) ?? PDFNull)
  return objects
}

export async function writePdf(context: PDFContext, options: WriteOptions): Promise<Uint8Array> {
  const perStream = options.objectsPerStream ?? 100
  const id = fileId(context, options.original)
  const objects = renumber(context)
  const out = new Output()
  out.push(ascii(`%PDF-${pdfVersion(context)}\n%`))
  out.push(new Uint8Array([0xe2, 0xe3, 0xcf, 0xd3, 0x0a]))
  // xref entries: [type, field2, field3] per object number
  const entries: [number, number, number][] = [[0, 0, 0]]
  const packed: { number: number; bytes: Uint8Array }[] = []
  for (const [index, object] of objects.entries()) {
    const number = index + 1
    if (object instanceof PDFStream) {
      entries[number] = [1, out.length, 0]
      out.push(ascii(`${number} 0 obj\n`))
      out.push(bytesOf(object))
      out.push(ascii('\nendobj\n'))
    } else packed.push({ number, bytes: bytesOf(object) })
  }
  let next = objects.length + 1
  for (let start = 0; start < packed.length; start += perStream) {
    const group = packed.slice(start, start + perStream)
    const streamNumber = next++
    const header: string[] = []
    const body = new Output()
    for (const [index, item] of group.entries()) {
      header.push(`${item.number} ${body.length}`)
      body.push(item.bytes)
      body.push(ascii('\n'))
      entries[item.number] = [2, streamNumber, index]
    }
    const head = ascii(`${header.join(' ')}\n`)
    const data = await options.deflate(Buffer.concat([head, body.concat()]))
    const dict = context.obj({ Type: 'ObjStm', N: group.length, First: head.length, Filter: 'FlateDecode' })
    entries[streamNumber] = [1, out.length, 0]
    out.push(ascii(`${streamNumber} 0 obj\n`))
    out.push(bytesOf(PDFRawStream.of(dict, data)))
    out.push(ascii('\nendobj\n'))
  }
  const xrefNumber = next++
  entries[xrefNumber] = [1, out.length, 0]
  const maxField2 = Math.max(...entries.map((entry) => entry[1]))
  const maxField3 = Math.max(...entries.map((entry) => entry[2]))
  const widths: [number, number, number] = [1, bytesFor(maxField2), bytesFor(maxField3)]
  const data = await options.deflate(xrefRows(entries, widths))
  const dict = context.obj({
    Type: 'XRef',
    Size: entries.length,
    W: widths,
    Filter: 'FlateDecode',
    DecodeParms: { Columns: widths[0] + widths[1] + widths[2], Predictor: 12 },
  })
  const { Root, Info } = context.trailerInfo
  if (Root) dict.set(PDFName.of('Root'), Root)
  if (Info && Info !== PDFNull) dict.set(PDFName.of('Info'), Info)
  if (id !== PDFNull) dict.set(PDFName.of('ID'), id)
  const xrefOffset = out.length
  out.push(ascii(`${xrefNumber} 0 obj\n`))
  out.push(bytesOf(PDFRawStream.of(dict, data)))
  out.push(ascii(`\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`))
  return out.concat()
}

/** The xref stream's rows, each PNG-Up filtered against the previous one (Predictor 12). */
function xrefRows(entries: [number, number, number][], widths: [number, number, number]): Uint8Array {
  const columns = widths[0] + widths[1] + widths[2]
  const rows = new Uint8Array(entries.length * columns)
  for (const [row, entry] of entries.entries()) {
    let at = row * columns
    for (const [field, width] of widths.entries()) {
      const value = entry[field]!
      for (let byte = width - 1; byte >= 0; byte--) rows[at++] = Math.floor(value / 256 ** byte) % 256
    }
  }
  const out = new Uint8Array(entries.length * (columns + 1))
  for (let row = 0; row < entries.length; row++) {
    out[row * (columns + 1)] = 2
    for (let col = 0; col < columns; col++) {
      const above = row > 0 ? rows[(row - 1) * columns + col]! : 0
      out[row * (columns + 1) + 1 + col] = (rows[row * columns + col]! - above) & 0xff
    }
  }
  return out
}
