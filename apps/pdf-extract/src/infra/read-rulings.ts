/**
 * Ruling segments from a page's operator list (pdfjs-dist 5: every path arrives as one
 * `constructPath` op carrying its paint operator and a Float32Array of DrawOPS). The CTM is tracked
 * through save/restore/transform and form XObjects, then the viewport matrix takes every point to
 * display space. Stroked straight edges become segments; filled thin rectangles (how many producers
 * draw rules) become their centre lines; larger filled rectangles give their edges separately
 * (cell backgrounds), and white paint is ignored because it draws nothing a reader sees.
 */

import { apply, IDENTITY, type Matrix, multiply } from '../domain/geometry.js'
import type { Segment } from '../domain/page-content.js'
import { OPS } from './pdfjs.js'

const MOVE = 0
const LINE = 1
const CURVE = 2
const QUAD = 3
const CLOSE = 4

/** Thickest filled rectangle still read as a rule (points). */
const THIN_RULE = 3
/** Segments kept per page: a vector drawing beyond this is not a table grid. */
const MAX_SEGMENTS = 50_000

interface GraphicsState {
  ctm: Matrix
  fill: string
  stroke: string
}

export interface PageRulings {
  segments: Segment[]
  fillEdges: Segment[]
}

export interface OperatorListLike {
  fnArray: number[]
  argsArray: unknown[][]
}

const STROKES = new Set<number>([
  OPS.stroke,
  OPS.closeStroke,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
])
const FILLS = new Set<number>([
  OPS.fill,
  OPS.eoFill,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
])

function isWhite(color: string): boolean {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return false
  const v = Number.parseInt(color.slice(1), 16)
  return ((v >> 16) & 0xff) > 242 && ((v >> 8) & 0xff) > 242 && (v & 0xff) > 242
}

export function readRulings(list: OperatorListLike, viewport: Matrix, pageArea: number): PageRulings {
  const segments: Segment[] = []
  const fillEdges: Segment[] = []
  const stack: GraphicsState[] = []
  let state: GraphicsState = { ctm: IDENTITY, fill: '#000000', stroke: '#000000' }
  const { fnArray, argsArray } = list
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i]
    const args = argsArray[i] as unknown[]
    switch (fn) {
      case OPS.save:
        stack.push(state)
        state = { ...state }
        break
      case OPS.restore:
        state = stack.pop() ?? state
        break
      case OPS.transform:
        state = { ...state, ctm: multiply(args as unknown as Matrix, state.ctm) }
        break
      case OPS.paintFormXObjectBegin: {
        stack.push(state)
        const matrix = args[0] as Matrix | null
        state = matrix ? { ...state, ctm: multiply(Array.from(matrix) as unknown as Matrix, state.ctm) } : { ...state }
        break
      }
      case OPS.paintFormXObjectEnd:
        state = stack.pop() ?? state
        break
      case OPS.setFillRGBColor:
        state.fill = String(args[0])
        break
      case OPS.setStrokeRGBColor:
        state.stroke = String(args[0])
        break
      case OPS.constructPath: {
        if (segments.length + fillEdges.length > MAX_SEGMENTS) break
        const paint = args[0] as number
        const data = (args[1] as (Float32Array | null)[] | undefined)?.[0]
        if (!data) break
        const stroked = STROKES.has(paint) && !isWhite(state.stroke)
        const filled = FILLS.has(paint) && !isWhite(state.fill)
        if (!stroked && !filled) break
        const full = multiply(state.ctm, viewport)
        for (const path of subpaths(data, full)) {
          if (stroked) strokeEdges(path, segments)
          if (filled) fillRectangle(path, segments, fillEdges, pageArea)
        }
        break
      }
    }
  }
  return { segments, fillEdges }
}

interface Subpath {
  points: [number, number][]
  /** straight[i]: whether the edge from points[i] to points[i+1] is a straight line. */
  straight: boolean[]
  closed: boolean
}

function subpaths(data: Float32Array, m: Matrix): Subpath[] {
  const out: Subpath[] = []
  let current: Subpath | null = null
  let i = 0
  const start = (x: number, y: number) => {
    current = { points: [apply(m, x, y)], straight: [], closed: false }
    out.push(current)
  }
  while (i < data.length) {
    const op = data[i++]
    if (op === MOVE) {
      start(data[i] as number, data[i + 1] as number)
      i += 2
    } else if (op === LINE || op === CURVE || op === QUAD) {
      const n = op === LINE ? 2 : op === CURVE ? 6 : 4
      const x = data[i + n - 2] as number
      const y = data[i + n - 1] as number
      i += n
      if (!current) start(x, y)
      const path = current as unknown as Subpath
      path.points.push(apply(m, x, y))
      path.straight.push(op === LINE)
    } else if (op === CLOSE) {
      const path = current as Subpath | null
      if (path && path.points.length > 1) {
        const first = path.points[0] as [number, number]
        path.points.push([first[0], first[1]])
        path.straight.push(true)
        path.closed = true
      }
    } else {
      break
    }
  }
  return out
}

function strokeEdges(path: Subpath, into: Segment[]): void {
  for (let k = 0; k < path.straight.length; k++) {
    if (!path.straight[k]) continue
    const [x0, y0] = path.points[k] as [number, number]
    const [x1, y1] = path.points[k + 1] as [number, number]
    pushEdge(x0, y0, x1, y1, into)
  }
}

function pushEdge(x0: number, y0: number, x1: number, y1: number, into: Segment[]): void {
  const dx = Math.abs(x1 - x0)
  const dy = Math.abs(y1 - y0)
  if (dx < 0.01 && dy < 0.01) return
  if (dy <= Math.max(0.5, dx * 0.02)) {
    into.push({ orientation: 'h', at: (y0 + y1) / 2, from: Math.min(x0, x1), to: Math.max(x0, x1) })
  } else if (dx <= Math.max(0.5, dy * 0.02)) {
    into.push({ orientation: 'v', at: (x0 + x1) / 2, from: Math.min(y0, y1), to: Math.max(y0, y1) })
  }
}

function fillRectangle(path: Subpath, segments: Segment[], fillEdges: Segment[], pageArea: number): void {
  const pts = path.points
  if (pts.length < 4 || pts.length > 5 || path.straight.some((s) => !s)) return
  const xs = pts.map((p) => p[0])
  const ys = pts.map((p) => p[1])
  const x0 = Math.min(...xs)
  const x1 = Math.max(...xs)
  const y0 = Math.min(...ys)
  const y1 = Math.max(...ys)
  // axis-aligned: every corner sits on the bounding box
  const onBox = pts.every(
    (p) =>
      (Math.abs(p[0] - x0) < 0.5 || Math.abs(p[0] - x1) < 0.5) &&
      (Math.abs(p[1] - y0) < 0.5 || Math.abs(p[1] - y1) < 0.5),
  )
  if (!onBox) return
  const w = x1 - x0
  const h = y1 - y0
  if (h <= THIN_RULE && w > h) {
    segments.push({ orientation: 'h', at: (y0 + y1) / 2, from: x0, to: x1 })
  } else if (w <= THIN_RULE && h > w) {
    segments.push({ orientation: 'v', at: (x0 + x1) / 2, from: y0, to: y1 })
  } else if (w * h < pageArea * 0.5) {
    fillEdges.push(
      { orientation: 'h', at: y0, from: x0, to: x1 },
      { orientation: 'h', at: y1, from: x0, to: x1 },
      { orientation: 'v', at: x0, from: y0, to: y1 },
      { orientation: 'v', at: x1, from: y0, to: y1 },
    )
  }
}
