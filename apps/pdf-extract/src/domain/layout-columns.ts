/**
 * Page columns (newspaper layout) before table detection: a vertical gutter that runs down the page
 * with running text (chunks of five words or more) on both sides splits the page, so that a table
 * set in one text column is not read together with the prose beside it. A gutter may be crossed by
 * a few full-width lines (titles, running headers); gaps between a table's columns are not gutters,
 * because there is no prose on both sides of them.
 */
import { median } from './geometry.js'
import type { Chunk, TextRow } from './text-rows.js'

const PROSE_WORDS = 5

function isProse(chunk: Chunk): boolean {
  return chunk.words.length >= PROSE_WORDS
}

export function splitLayoutColumns(rows: readonly TextRow[]): TextRow[][] {
  const chunks = rows.flatMap((r) => r.chunks)
  if (chunks.length < 10) return [[...rows]]
  const size = median(chunks.map((c) => c.size)) || 10
  const crossing = Math.max(2, Math.floor(rows.length * 0.05))
  const edges = [...new Set(chunks.flatMap((c) => [c.x0, c.x1]))].sort((a, b) => a - b)
  const gutters: number[] = []
  let runFrom: number | null = null
  const accept = (from: number, to: number) => {
    if (to - from < size) return
    const at = (from + to) / 2
    const left = chunks.filter((c) => c.x1 <= at)
    const right = chunks.filter((c) => c.x0 >= at)
    const proseLeft = left.filter(isProse).length
    const proseRight = right.filter(isProse).length
    if (proseLeft >= 3 && proseRight >= 3 && proseLeft >= 0.25 * left.length && proseRight >= 0.25 * right.length) {
      gutters.push(at)
    }
  }
  for (let i = 0; i + 1 < edges.length; i++) {
    const from = edges[i] as number
    const to = edges[i + 1] as number
    const mid = (from + to) / 2
    let count = 0
    for (const c of chunks) if (c.x0 <= mid && c.x1 >= mid) count++
    if (count <= crossing) {
      runFrom ??= from
    } else if (runFrom !== null) {
      accept(runFrom, from)
      runFrom = null
    }
  }
  if (gutters.length === 0) return [[...rows]]
  const bounds = [Number.NEGATIVE_INFINITY, ...gutters, Number.POSITIVE_INFINITY]
  const columns: TextRow[][] = []
  for (let k = 0; k + 1 < bounds.length; k++) {
    const lo = bounds[k] as number
    const hi = bounds[k + 1] as number
    const column: TextRow[] = []
    for (const row of rows) {
      const inside = row.chunks.filter((c) => (c.x0 + c.x1) / 2 > lo && (c.x0 + c.x1) / 2 < hi)
      if (inside.length) column.push({ ...row, chunks: inside })
    }
    columns.push(column)
  }
  return columns
}
