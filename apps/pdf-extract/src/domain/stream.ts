/**
 * Stream (camelot "stream", tabula "basic"): tables aligned by whitespace only.
 * 1. Rows: words grouped by baseline into text rows, words joined into chunks across word spaces.
 * 2. Regions: runs of rows holding two or more chunks, bridging at most two short single-chunk rows
 *    (a section label, a wrapped cell); a paragraph line (one long chunk) or a wide vertical gap ends
 *    a region. Regions with fewer than three multi-chunk rows, fewer than two columns or prose-length
 *    chunks are refused as non-table content.
 * 3. Columns: the x-coverage of every chunk of the region's multi-chunk rows; a column gap is an
 *    interval no chunk covers, or, where a wide header crosses it, the least-covered interval when at
 *    most 15 % of the rows cover it. Left-, right- and centre-aligned columns all leave such gaps.
 * 4. Cells: each chunk goes to the column it overlaps most; a chunk that crosses a column gap between
 *    two of its words is cut there. Each text row is one table row (wrapped cells stay separate rows,
 *    as in camelot and tabula), and a header is detected from bold type or a text row over numbers.
 */
import { type Box, median, overlap } from './geometry.js'
import { headerRows } from './header.js'
import { splitLayoutColumns } from './layout-columns.js'
import type { Word } from './page-content.js'
import type { PageTable, TableCell } from './table.js'
import { joinLine } from './text-lines.js'
import { type Chunk, type TextRow, textRows } from './text-rows.js'

export interface StreamOptions {
  /** Only text inside this box, and all of it as one table (tabula `area`, camelot `table_areas`). */
  area?: Box
  /** Column separators' x positions (camelot `columns`). */
  columns?: number[]
}

const MIN_TABLE_ROWS = 3
const PROSE_CHARS = 45

export function streamTables(words: readonly Word[], pageNumber: number, options: StreamOptions = {}): PageTable[] {
  const area = options.area
  const inArea = area
    ? words.filter((w) => {
        const cx = (w.x0 + w.x1) / 2
        const cy = (w.top + w.bottom) / 2
        return cx >= area.x0 && cx <= area.x1 && cy >= area.top && cy <= area.bottom
      })
    : words
  const rows = textRows(inArea)
  if (rows.length === 0) return []
  const regions: Region[] = area
    ? [{ rows, title: [], notes: [] }]
    : splitLayoutColumns(rows).flatMap(findRegions)
  const tables: PageTable[] = []
  for (const region of regions) {
    const separators = options.columns ? [...options.columns].sort((a, b) => a - b) : findSeparators(region.rows)
    const heading = area ? 0 : spanningLines(region.rows, separators)
    const block = region.rows.slice(heading)
    const table = buildTable(block, separators, pageNumber, Boolean(area || options.columns))
    if (!table) continue
    const title = [...region.title, ...region.rows.slice(0, heading)]
    if (title.length) table.title = title.map(lineText).join('\n')
    if (region.notes.length) table.notes = region.notes.map(lineText)
    tables.push(table)
  }
  return tables
}

function rowWidth(row: TextRow): number {
  const first = row.chunks[0] as Chunk
  const last = row.chunks[row.chunks.length - 1] as Chunk
  return last.x1 - first.x0
}

const lineText = (row: TextRow) => row.chunks.map((c) => c.text).join(' ')

/**
 * Leading rows that are a heading set across the table, not a row of it: a run of four words or more
 * running over two column separators or more ("Table: 5   Public Health Outlay 2012-13   (Rs. in 000)").
 * A group header spanning a few columns has fewer words; at most two such rows.
 */
function spanningLines(rows: readonly TextRow[], separators: readonly number[]): number {
  let n = 0
  while (n < Math.min(2, rows.length - MIN_TABLE_ROWS)) {
    const row = rows[n] as TextRow
    const spanning = row.chunks.some(
      (c) => c.words.length >= 4 && separators.filter((s) => s > c.x0 && s < c.x1).length >= 2,
    )
    if (!spanning || row.chunks.length > 3) break
    n++
  }
  return n
}

/** A table region: its rows, and the single lines set just above it (title) and below it (notes). */
interface Region {
  rows: TextRow[]
  title: TextRow[]
  notes: TextRow[]
}

/** Lines above a region read as its title, and below it as its notes, at most. */
const MAX_TITLE_ROWS = 2
const MAX_NOTE_ROWS = 3
/** A long line right under a table is a note only when it says so (a paragraph otherwise ends the table). */
const NOTE_START = /^\s*(sources?|notes?|n\.b\.|\*|†|‡|§|¹|²|³|\(?[a-z0-9]\)|[a-z0-9]\/)/i
/** A caption line ("Table 21 …", "Exhibit 3:"): it and the lines after it, up to the table, are its title. */
const TITLE_START = /^\s*(table|exhibit|figure|chart|tableau|tabelle|tabla)\s*[\w.-]*\d/i
const MAX_CAPTION_ROWS = 5

/**
 * The single lines right above a region: from a caption line on, all of them are its title; without
 * one, the last two, when they start at the table's left edge or are centred over it. A line set over
 * an inner column is the first line of a wrapped header cell: it stays in the table (camelot keeps it).
 */
function splitLead(lead: readonly TextRow[], region: readonly TextRow[]): { title: TextRow[]; header: TextRow[] } {
  const caption = lead.findIndex((row) => TITLE_START.test(lineText(row)))
  if (caption >= 0 && lead.length - caption <= MAX_CAPTION_ROWS) return { title: lead.slice(caption), header: [] }
  const chunks = region.filter((r) => r.chunks.length >= 2).flatMap((r) => r.chunks)
  const x0 = Math.min(...chunks.map((c) => c.x0))
  const x1 = Math.max(...chunks.map((c) => c.x1))
  const width = x1 - x0
  const title: TextRow[] = []
  const header: TextRow[] = []
  for (const row of lead.slice(-MAX_TITLE_ROWS)) {
    const chunk = row.chunks[0] as Chunk
    const atLeft = chunk.x0 <= x0 + 0.05 * width
    const centred = Math.abs((chunk.x0 + chunk.x1) / 2 - (x0 + x1) / 2) <= 0.1 * width
    if (header.length === 0 && (atLeft || centred)) title.push(row)
    else header.push(row)
  }
  return { title, header }
}

function findRegions(rows: readonly TextRow[]): Region[] {
  const sizes = rows.flatMap((r) => r.chunks.map((c) => c.size))
  const size = median(sizes) || 10
  const multi = rows.filter((r) => r.chunks.length >= 2)
  const tableWidth = multi.length ? median(multi.map(rowWidth)) : 0
  const pitch =
    median(
      rows
        .slice(1)
        .map((r, i) => r.top - (rows[i] as TextRow).top)
        .filter((d) => d > 0),
    ) || size * 1.2
  const maxGap = Math.max(2.5 * size, 2.2 * pitch)
  const regions: Region[] = []
  let current: TextRow[] = []
  let pending: TextRow[] = []
  // single lines seen while no region is open: the next region's title when they sit right above it
  let lead: TextRow[] = []
  let title: TextRow[] = []
  const close = (notes: TextRow[]) => {
    if (current.length) regions.push({ rows: current, title, notes: notes.slice(0, MAX_NOTE_ROWS) })
    current = []
    pending = []
    title = []
  }
  for (const row of rows) {
    const last = pending[pending.length - 1] ?? current[current.length - 1] ?? lead[lead.length - 1]
    if (last && row.top - last.bottom > maxGap) {
      close(pending)
      lead = []
    }
    if (row.chunks.length >= 2) {
      if (current.length === 0) {
        const split = splitLead(lead, [row])
        title = split.title
        current.push(...split.header)
        lead = []
      }
      current.push(...pending, row)
      pending = []
      continue
    }
    const chunk = row.chunks[0] as Chunk
    const paragraph =
      chunk.text.length > PROSE_CHARS * 1.5 ||
      (tableWidth > 0 && rowWidth(row) > 0.7 * tableWidth && chunk.text.length > PROSE_CHARS)
    if (current.length === 0) {
      const inCaption = lead.some((r) => TITLE_START.test(lineText(r)))
      lead = paragraph && !inCaption && !TITLE_START.test(chunk.text) ? [] : [...lead, row]
      continue
    }
    if (paragraph || pending.length >= 2) {
      const note = NOTE_START.test(chunk.text) ? [row] : []
      close([...pending, ...note])
      lead = paragraph ? [] : [row]
      continue
    }
    pending.push(row)
  }
  close(pending)
  return regions.filter((region) => region.rows.filter((r) => r.chunks.length >= 2).length >= MIN_TABLE_ROWS)
}

/**
 * Column separators from the whitespace shared by the region's multi-chunk rows. The first of those
 * rows (usually the header, often aligned differently from the body: a left-aligned title over
 * right-aligned numbers) is left out of the gap search when at least three others remain; each
 * separator is then moved inside its gap to the widest stretch that no chunk of any row covers.
 */
function findSeparators(rows: readonly TextRow[]): number[] {
  const allMulti = rows.filter((r) => r.chunks.length >= 2)
  const multi = allMulti.length >= 4 ? allMulti.slice(1) : allMulti
  const gaps = gapIntervals(multi)
  const everything = rows.flatMap((r) => r.chunks)
  return gaps.map(({ from, to, at }) => {
    const free = freeStretches(from, to, everything)
    const widest = free.sort((a, b) => b.to - b.from - (a.to - a.from))[0]
    return widest && widest.to - widest.from > 1 ? (widest.from + widest.to) / 2 : at
  })
}

function freeStretches(from: number, to: number, chunks: readonly Chunk[]): { from: number; to: number }[] {
  const covering = chunks.filter((c) => c.x1 > from && c.x0 < to).sort((a, b) => a.x0 - b.x0)
  const out: { from: number; to: number }[] = []
  let x = from
  for (const c of covering) {
    if (c.x0 > x) out.push({ from: x, to: c.x0 })
    x = Math.max(x, c.x1)
  }
  if (x < to) out.push({ from: x, to })
  return out
}

/** Low-coverage intervals between columns and, in each, the separator's default position. */
function gapIntervals(multi: readonly TextRow[]): { from: number; to: number; at: number }[] {
  const chunks = multi.flatMap((r) => r.chunks)
  if (chunks.length === 0) return []
  const size = median(chunks.map((c) => c.size)) || 10
  const minGap = 0.4 * size
  const tolerated = Math.floor(0.15 * multi.length)
  // coverage count between consecutive chunk edges
  const edges = [...new Set(chunks.flatMap((c) => [c.x0, c.x1]))].sort((a, b) => a - b)
  const intervals: { from: number; to: number; count: number }[] = []
  for (let i = 0; i + 1 < edges.length; i++) {
    const from = edges[i] as number
    const to = edges[i + 1] as number
    const mid = (from + to) / 2
    let count = 0
    for (const c of chunks) if (c.x0 <= mid && c.x1 >= mid) count++
    intervals.push({ from, to, count })
  }
  const separators: { from: number; to: number; at: number }[] = []
  let i = 0
  while (i < intervals.length) {
    if ((intervals[i] as { count: number }).count > tolerated) {
      i++
      continue
    }
    let j = i
    while (j < intervals.length && (intervals[j] as { count: number }).count <= tolerated) j++
    // a low stretch at either end of the region is its margin, not a gap between columns
    if (i === 0 || j === intervals.length) {
      i = j
      continue
    }
    const low = intervals.slice(i, j)
    const zeros = soleRowColumnsDropped(
      mergeRuns(low.filter((iv) => iv.count === 0)).filter((z) => z.to - z.from >= minGap),
      multi,
    )
    if (zeros.length) {
      for (const z of zeros) separators.push({ ...z, at: (z.from + z.to) / 2 })
    } else {
      const width = (low[low.length - 1] as { to: number }).to - (low[0] as { from: number }).from
      if (width >= minGap * 2) {
        const least = Math.min(...low.map((iv) => iv.count))
        const runs = mergeRuns(low.filter((iv) => iv.count === least))
        const widest = runs.sort((a, b) => b.to - b.from - (a.to - a.from))[0]
        const from = (low[0] as { from: number }).from
        const to = (low[low.length - 1] as { to: number }).to
        if (widest && widest.to - widest.from >= minGap)
          separators.push({ ...widest, at: (widest.from + widest.to) / 2 })
        else separators.push({ from, to, at: (from + to) / 2 })
      }
    }
    i = j
  }
  return separators
}

/**
 * Between two clear gaps of one low stretch sits a sparse column; when its text comes from a single
 * row (a header line set between two columns), it is not a column: the narrower gap is dropped.
 */
function soleRowColumnsDropped(
  zeros: { from: number; to: number }[],
  rows: readonly TextRow[],
): { from: number; to: number }[] {
  const out = [...zeros]
  let k = 0
  while (k + 1 < out.length) {
    const a = out[k] as { from: number; to: number }
    const b = out[k + 1] as { from: number; to: number }
    const holding = rows.filter((r) => r.chunks.some((c) => c.x0 >= a.to - 0.5 && c.x1 <= b.from + 0.5)).length
    if (holding <= 1) {
      out.splice(a.to - a.from < b.to - b.from ? k : k + 1, 1)
    } else {
      k++
    }
  }
  return out
}

function mergeRuns(intervals: readonly { from: number; to: number }[]): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = []
  for (const iv of intervals) {
    const last = out[out.length - 1]
    if (last && Math.abs(iv.from - last.to) < 1e-6) last.to = iv.to
    else out.push({ from: iv.from, to: iv.to })
  }
  return out
}

function columnOf(x0: number, x1: number, bounds: readonly number[]): number {
  let best = 0
  let bestOverlap = -1
  for (let c = 0; c + 1 < bounds.length; c++) {
    const ov = overlap(x0, x1, bounds[c] as number, bounds[c + 1] as number)
    if (ov > bestOverlap) {
      best = c
      bestOverlap = ov
    }
  }
  return best
}

/** A chunk cut at separators that fall between its words (never inside a word). */
function splitChunk(chunk: Chunk, separators: readonly number[]): Word[][] {
  const parts: Word[][] = [[]]
  let prev: Word | undefined
  for (const word of chunk.words) {
    if (prev && separators.some((s) => s >= prev!.x1 - 0.5 && s <= word.x0 + 0.5)) parts.push([])
    ;(parts[parts.length - 1] as Word[]).push(word)
    prev = word
  }
  return parts
}

function buildTable(
  rows: readonly TextRow[],
  separators: readonly number[],
  pageNumber: number,
  hinted: boolean,
): PageTable | null {
  const allChunks = rows.flatMap((r) => r.chunks)
  const x0 = Math.min(...allChunks.map((c) => c.x0))
  const x1 = Math.max(...allChunks.map((c) => c.x1))
  const inner = separators.filter((s) => s > x0 && s < x1)
  const bounds = [Math.min(x0, ...inner) - 1, ...inner, Math.max(x1, ...inner) + 1]
  const columns = bounds.length - 1
  if (!hinted && columns < 2) return null
  const grid: Word[][][] = rows.map(() => Array.from({ length: columns }, () => [] as Word[]))
  let crossing = 0
  rows.forEach((row, r) => {
    for (const chunk of row.chunks) {
      const parts = splitChunk(chunk, inner)
      if (parts.length > 1) crossing++
      for (const words of parts) {
        const px0 = Math.min(...words.map((w) => w.x0))
        const px1 = Math.max(...words.map((w) => w.x1))
        const c = columnOf(px0, px1, bounds)
        grid[r]?.[c]?.push(...words)
      }
    }
  })
  const data = grid.map((row) => row.map((words) => joinLine([...words].sort((a, b) => a.x0 - b.x0))))
  const multiRows = data.filter((row) => row.filter((t) => t !== '').length >= 2).length
  if (!hinted && multiRows < MIN_TABLE_ROWS) return null
  const filledTexts = data.flat().filter((t) => t !== '')
  const meanChars = filledTexts.reduce((s, t) => s + t.length, 0) / Math.max(1, filledTexts.length)
  if (!hinted && looksLikeProse(filledTexts, columns, meanChars)) return null
  const cells: TableCell[] = []
  data.forEach((row, r) => {
    row.forEach((text, c) => {
      cells.push({ row: r, col: c, rowSpan: 1, colSpan: 1, text })
    })
  })
  const top = Math.min(...rows.map((r) => r.top))
  const bottom = Math.max(...rows.map((r) => r.bottom))
  return {
    page: pageNumber,
    strategy: 'stream',
    bbox: { x0, top, x1, bottom },
    rows: rows.length,
    columns,
    data,
    cells,
    headerRows: headerRows(
      data,
      (rows[0] as TextRow).chunks.every((c) => c.bold),
      rows.slice(1).every((r) => r.chunks.every((c) => c.bold)),
    ),
    columnEdges: bounds,
    columnSpans: grid[0]?.map((_, c) => {
      const words = grid.flatMap((row) => row[c] ?? [])
      return words.length
        ? ([Math.min(...words.map((w) => w.x0)), Math.max(...words.map((w) => w.x1))] as [number, number])
        : ([bounds[c] as number, bounds[c + 1] as number] as [number, number])
    }),
    warnings: [],
    signals: {
      gridCompleteness: multiRows / rows.length,
      alignment: allChunks.length ? 1 - crossing / allChunks.length : 1,
      fillRatio: filledTexts.length / (rows.length * columns),
    },
  }
}

/**
 * Non-table content: lines of running text that happen to line up (a numbered list, two text
 * columns, justified paragraphs). Refused when many cells hold sentences (six words or more) or,
 * with two columns, when cells average more than about 30 characters.
 */
function looksLikeProse(texts: readonly string[], columns: number, meanChars: number): boolean {
  const sentences = texts.filter((t) => t.split(/\s+/).length >= 6).length
  if (sentences / Math.max(1, texts.length) > 0.3) return true
  return columns <= 2 && meanChars > PROSE_CHARS * 0.7
}
