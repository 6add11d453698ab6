/**
 * How large each image is drawn: the content streams of every page (and the forms they draw) are
 * replayed for q / Q / cm / Do, and each image XObject gets the largest size it is drawn at, in
 * points, from the current transformation matrix (ISO 32000-1 §8.3.4: an image fills the unit square).
 */
import { PDFArray, type PDFContext, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFRef } from 'pdf-lib'
import { contentTokens } from '../pdf/content-tokens.js'
import { contentBytes, pageContent, pagesOf } from '../pdf/page-tree.js'

type Matrix = [number, number, number, number, number, number]
export interface DrawnSize {
  width: number
  height: number
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0]
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
]

function matrixOf(value: unknown): Matrix {
  if (!(value instanceof PDFArray) || value.size() !== 6) return IDENTITY
  const numbers = value.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : Number.NaN))
  return numbers.every(Number.isFinite) ? (numbers as Matrix) : IDENTITY
}

class Placements {
  readonly sizes = new Map<PDFRef, DrawnSize>()
  private depth = 0

  record(ref: PDFRef, ctm: Matrix) {
    const width = Math.hypot(ctm[0], ctm[1])
    const height = Math.hypot(ctm[2], ctm[3])
    const known = this.sizes.get(ref)
    this.sizes.set(ref, { width: Math.max(width, known?.width ?? 0), height: Math.max(height, known?.height ?? 0) })
  }

  replay(context: PDFContext, bytes: Uint8Array, resources: PDFDict | undefined, start: Matrix) {
    if (this.depth > 12) return
    this.depth++
    const xobjects = resources?.lookup(PDFName.of('XObject'))
    const stack: Matrix[] = []
    let ctm = start
    const operands: (number | string)[] = []
    for (const token of contentTokens(bytes)) {
      if (token.kind === 'number' || token.kind === 'name') operands.push(token.value)
      else if (token.kind === 'op') {
        if (token.value === 'q') stack.push(ctm)
        else if (token.value === 'Q') ctm = stack.pop() ?? start
        else if (token.value === 'cm' && operands.length >= 6) {
          const m = operands.slice(-6) as number[]
          if (m.every((n) => typeof n === 'number')) ctm = multiply(m as Matrix, ctm)
        } else if (token.value === 'Do' && xobjects instanceof PDFDict) {
          const name = operands[operands.length - 1]
          if (typeof name === 'string') this.draw(context, xobjects.get(PDFName.of(name)), resources, ctm)
        }
        operands.length = 0
      } else operands.length = 0
    }
    this.depth--
  }

  private draw(context: PDFContext, ref: unknown, resources: PDFDict | undefined, ctm: Matrix) {
    if (!(ref instanceof PDFRef)) return
    const stream = context.lookup(ref)
    if (!(stream instanceof PDFRawStream)) return
    const subtype = stream.dict.lookup(PDFName.of('Subtype'))
    if (subtype === PDFName.of('Image')) this.record(ref, ctm)
    else if (subtype === PDFName.of('Form')) {
      const bytes = contentBytes(stream)
      const own = stream.dict.lookup(PDFName.of('Resources'))
      const matrix = multiply(matrixOf(stream.dict.lookup(PDFName.of('Matrix'))), ctm)
      if (bytes) this.replay(context, bytes, own instanceof PDFDict ? own : resources, matrix)
    }
  }
}

/** The largest drawn size (points) of every image XObject drawn by a page; images not found are absent. */
export function imagePlacements(context: PDFContext): Map<PDFRef, DrawnSize> {
  const placements = new Placements()
  for (const page of pagesOf(context)) {
    const bytes = pageContent(context, page.dict)
    if (bytes) placements.replay(context, bytes, page.resources, IDENTITY)
  }
  return placements.sizes
}
