/**
 * Lattice (camelot "lattice", tabula "spreadsheet"): tables drawn with ruling lines. Each connected
 * group of horizontal and vertical lines gives a grid (its distinct x and y positions, double rules
 * merged); a boundary between two neighbouring grid cells exists when a ruling covers at least half
 * of it, and cells with a missing boundary merge into one spanning cell. Words are placed by their
 * centre, split first where a ruling crosses them, and joined in reading order with `\n` between lines.
 */
import { type Box, median } from './geometry.js'
import { headerRows } from './header.js'
import type { OrientedPage } from './orientation.js'
import type { Word } from './page-content.js'
import { clusterPositions, components, coverage, type Line, mergeLines } from './rulings.js'
import { cellsToData, type PageTable, type TableCell } from './table.js'
import { groupLines, wordsToText } from './text-lines.js'
import { textRows } from './text-rows.js'
import { splitWordAt } from './words.js'

/** Grid lines closer than this are one (double rules), in points. */
const DOUBLE_RULE = 4
/** A boundary exists when rulings cover this share of it. */
const BOUNDARY_COVERAGE = 0.5

export interface Grid {
  xs: number[]
  ys: number[]
  horizontals: Line[]
  verticals: Line[]
}

export interface LatticeOptions {
  /** Use edges of filled rectangles (cell backgrounds) as rulings too. */
  fillEdges: boolean
}

export function findGrids(page: OrientedPage, options: LatticeOptions): Grid[] {
  const segments = options.fillEdges ? [...page.segments, ...page.fillEdges] : page.segments
  const horizontals = mergeLines(segments, 'h')
  const verticals = mergeLines(segments, 'v')
  const grids: Grid[] = []
  for (const group of components(horizontals, verticals)) {
    if (group.horizontals.length < 2 || group.verticals.length < 2) continue
    const xs = clusterPositions(
      group.verticals.map((v) => v.at),
      DOUBLE_RULE,
    )
    const ys = clusterPositions(
      group.horizontals.map((h) => h.at),
      DOUBLE_RULE,
    )
    if (xs.length < 2 || ys.length < 2) continue
    openFrame(xs, group.horizontals)
    openFrame(ys, group.verticals)
    grids.push({ xs, ys, horizontals: group.horizontals, verticals: group.verticals })
  }
  return grids
}

/** The grid restricted to the lines inside `area` (2 pt tolerance); null when fewer than 2 x 2 remain. */
export function clipGrid(grid: Grid, area: Box): Grid | null {
  const xs = grid.xs.filter((x) => x >= area.x0 - 2 && x <= area.x1 + 2)
  const ys = grid.ys.filter((y) => y >= area.top - 2 && y <= area.bottom + 2)
  return xs.length >= 2 && ys.length >= 2 ? { ...grid, xs, ys } : null
}

/**
 * A table without a bounding frame: its rules run on past the outermost crossing lines (the first
 * and last columns have no vertical rule on their outer side). When at least half of the rules, and
 * two or more, reach beyond the outer edge by 5 pt or more, the table edge is where they end (their
 * median end), so the outer columns (rows) are part of the grid.
 */
function openFrame(edges: number[], rules: readonly Line[]): void {
  const needed = Math.max(2, Math.ceil(rules.length / 2))
  const first = edges[0] as number
  const last = edges[edges.length - 1] as number
  const before = rules.filter((l) => l.from < first - 5).map((l) => l.from)
  const after = rules.filter((l) => l.to > last + 5).map((l) => l.to)
  if (before.length >= needed) edges.unshift(median(before))
  if (after.length >= needed) edges.push(median(after))
}

export function gridBox(grid: Grid): Box {
  return {
    x0: grid.xs[0] as number,
    x1: grid.xs[grid.xs.length - 1] as number,
    top: grid.ys[0] as number,
    bottom: grid.ys[grid.ys.length - 1] as number,
  }
}

interface Rect {
  r0: number
  r1: number
  c0: number
  c1: number
}

export function latticeTable(grid: Grid, words: readonly Word[], pageNumber: number): PageTable | null {
  const { xs, ys } = grid
  const nr = ys.length - 1
  const nc = xs.length - 1
  const tol = DOUBLE_RULE + 1
  const vBoundary = (k: number, r: number) =>
    coverage(grid.verticals, xs[k] as number, ys[r] as number, ys[r + 1] as number, tol) >= BOUNDARY_COVERAGE
  const hBoundary = (k: number, c: number) =>
    coverage(grid.horizontals, ys[k] as number, xs[c] as number, xs[c + 1] as number, tol) >= BOUNDARY_COVERAGE

  // union-find over base cells where a boundary is missing
  const parent = Array.from({ length: nr * nc }, (_, i) => i)
  const find = (i: number): number => {
    let root = i
    while (parent[root] !== root) root = parent[root] as number
    parent[i] = root
    return root
  }
  let interior = 0
  let present = 0
  for (let r = 0; r < nr; r++) {
    for (let c = 0; c < nc; c++) {
      if (c + 1 < nc) {
        interior++
        if (vBoundary(c + 1, r)) present++
        else parent[find(r * nc + c)] = find(r * nc + c + 1)
      }
      if (r + 1 < nr) {
        interior++
        if (hBoundary(r + 1, c)) present++
        else parent[find(r * nc + c)] = find((r + 1) * nc + c)
      }
    }
  }
  const rects = rectangles(nr, nc, find)
  const owner: number[] = new Array(nr * nc).fill(0)
  rects.forEach((rect, i) => {
    for (let r = rect.r0; r <= rect.r1; r++) for (let c = rect.c0; c <= rect.c1; c++) owner[r * nc + c] = i
  })

  const box = gridBox(grid)
  const inside = words.filter((w) => {
    const cx = (w.x0 + w.x1) / 2
    const cy = (w.top + w.bottom) / 2
    return cx >= box.x0 && cx <= box.x1 && cy >= box.top && cy <= box.bottom
  })
  const placed = splitAtRulings(inside, xs, ys, vBoundary)
  const initial: Word[][] = rects.map(() => [])
  for (const w of placed) {
    const r = indexOf(ys, (w.top + w.bottom) / 2)
    const c = indexOf(xs, (w.x0 + w.x1) / 2)
    initial[owner[r * nc + c] as number]?.push(w)
  }
  const { rects: finalRects, buckets } = splitSpuriousSpans(rects, initial, ys)
  rects.splice(0, rects.length, ...finalRects)
  const cells: TableCell[] = rects.map((rect, i) => ({
    row: rect.r0,
    col: rect.c0,
    rowSpan: rect.r1 - rect.r0 + 1,
    colSpan: rect.c1 - rect.c0 + 1,
    text: wordsToText(buckets[i] as Word[]),
  }))
  if (!cells.some((c) => c.text !== '')) return null
  let lines = 0
  let gapped = 0
  for (const bucket of buckets) {
    for (const row of textRows(bucket)) {
      lines++
      if (row.chunks.length >= 2) gapped++
    }
  }
  const filled = cells.filter((c) => c.text !== '').length
  const data = cellsToData(nr, nc, cells)
  const firstRow = rects.flatMap((rect, i) => (rect.r0 === 0 ? (buckets[i] as Word[]) : []))
  const body = rects.flatMap((rect, i) => (rect.r0 > 0 ? (buckets[i] as Word[]) : []))
  return {
    page: pageNumber,
    strategy: 'lattice',
    bbox: box,
    rows: nr,
    columns: nc,
    data,
    cells,
    headerRows: headerRows(
      data,
      firstRow.length > 0 && firstRow.every((w) => w.bold),
      body.length > 0 && body.every((w) => w.bold),
    ),
    columnEdges: [...xs],
    warnings: [],
    gappedLines: lines ? gapped / lines : 0,
    signals: {
      gridCompleteness: interior ? present / interior : 1,
      alignment: inside.length ? 1 - (placed.length - inside.length) / inside.length : 1,
      fillRatio: filled / cells.length,
    },
  }
}

/**
 * A row span that only exists because a boundary was not drawn in one column (background fills
 * that stop short, a rule left out): when each text line of the spanning cell sits in a different
 * base row, centred in it and on the baseline of text in the other cells of that row, the span is
 * split back into one cell per row. A real spanning label (one line, or a wrapped label whose lines
 * are not each centred in a row) is kept.
 */
function splitSpuriousSpans(
  rects: Rect[],
  buckets: Word[][],
  ys: readonly number[],
): { rects: Rect[]; buckets: Word[][] } {
  const outRects: Rect[] = []
  const outBuckets: Word[][] = []
  const rowOf = (w: Word) => indexOf(ys, (w.top + w.bottom) / 2)
  rects.forEach((rect, i) => {
    const words = buckets[i] as Word[]
    const lines = rect.r1 > rect.r0 ? groupLines(words) : []
    const rowsOfLines = lines.map((line) => rowOf(line[0] as Word))
    const aligned =
      lines.length >= 2 &&
      new Set(rowsOfLines).size === lines.length &&
      lines.every((line, k) => {
        const baseline = (line[0] as Word).baseline
        // centred in its own row, as a value is; a wrapped label spanning rows is not
        const r = rowsOfLines[k] as number
        const top = ys[r] as number
        const bottom = ys[r + 1] as number
        const cy = (Math.min(...line.map((w) => w.top)) + Math.max(...line.map((w) => w.bottom))) / 2
        if (Math.abs(cy - (top + bottom) / 2) > 0.25 * (bottom - top)) return false
        return buckets.some(
          (other, j) =>
            j !== i && other.some((w) => rowOf(w) === rowsOfLines[k] && Math.abs(w.baseline - baseline) < 1.5),
        )
      })
    if (!aligned) {
      outRects.push(rect)
      outBuckets.push(words)
      return
    }
    for (let r = rect.r0; r <= rect.r1; r++) {
      outRects.push({ ...rect, r0: r, r1: r })
      outBuckets.push(lines.filter((_, k) => rowsOfLines[k] === r).flat())
    }
  })
  const order = outRects
    .map((_, k) => k)
    .sort((a, b) => {
      const ra = outRects[a] as Rect
      const rb = outRects[b] as Rect
      return ra.r0 - rb.r0 || ra.c0 - rb.c0
    })
  return { rects: order.map((k) => outRects[k] as Rect), buckets: order.map((k) => outBuckets[k] as Word[]) }
}

function indexOf(edges: readonly number[], v: number): number {
  let k = 0
  while (k < edges.length - 2 && v >= (edges[k + 1] as number)) k++
  return k
}

/** Words straddling a drawn vertical ruling are cut there (a run drawn across two cells). */
function splitAtRulings(
  words: readonly Word[],
  xs: readonly number[],
  ys: readonly number[],
  vBoundary: (k: number, r: number) => boolean,
): Word[] {
  const out: Word[] = []
  const queue = [...words]
  while (queue.length) {
    const w = queue.shift() as Word
    const r = indexOf(ys, (w.top + w.bottom) / 2)
    let split: [Word, Word] | null = null
    for (let k = 1; k < xs.length - 1 && !split; k++) {
      const x = xs[k] as number
      if (w.x0 < x - 1.5 && w.x1 > x + 1.5 && vBoundary(k, r)) split = splitWordAt(w, x)
    }
    if (split) queue.unshift(...split)
    else out.push(w)
  }
  return out
}

/** Groups of merged base cells, grown until every group is a rectangle and none overlap. */
function rectangles(nr: number, nc: number, find: (i: number) => number): Rect[] {
  const byRoot = new Map<number, Rect>()
  for (let r = 0; r < nr; r++) {
    for (let c = 0; c < nc; c++) {
      const root = find(r * nc + c)
      const rect = byRoot.get(root)
      if (!rect) byRoot.set(root, { r0: r, r1: r, c0: c, c1: c })
      else {
        rect.r0 = Math.min(rect.r0, r)
        rect.r1 = Math.max(rect.r1, r)
        rect.c0 = Math.min(rect.c0, c)
        rect.c1 = Math.max(rect.c1, c)
      }
    }
  }
  let rects = [...byRoot.values()]
  let changed = true
  while (changed) {
    changed = false
    outer: for (let i = 0; i < rects.length; i++) {
      for (let j = i + 1; j < rects.length; j++) {
        const a = rects[i] as Rect
        const b = rects[j] as Rect
        if (a.r0 <= b.r1 && b.r0 <= a.r1 && a.c0 <= b.c1 && b.c0 <= a.c1) {
          rects[i] = {
            r0: Math.min(a.r0, b.r0),
            r1: Math.max(a.r1, b.r1),
            c0: Math.min(a.c0, b.c0),
            c1: Math.max(a.c1, b.c1),
          }
          rects = rects.filter((_, k) => k !== j)
          changed = true
          break outer
        }
      }
    }
  }
  return rects.sort((a, b) => a.r0 - b.r0 || a.c0 - b.c0)
}
