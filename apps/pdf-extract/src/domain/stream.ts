/**
 * Stream (camelot "stream", tabula "basic"): tables aligned by whitespace only.
 * 1. Rows: words grouped by baseline into text rows, words joined into chunks across word spaces.
 * 2. Regions: runs of rows holding two or more chunks, bridging at most two short single-chunk rows
 *    (a section label, a wrapped cell); a paragraph line (one long chunk) or a wide vertical gap ends
 *    a region, and two regions with the same columns join again across a gap of up to four line
 *    pitches. Single lines just above a region are its `title` (from a caption line on, or set larger)
 *    or rows of it (chained at line spacing); single lines just below are its `notes`. Regions with
 *    fewer than three multi-chunk rows, fewer than two columns or prose-length chunks are refused as
 *    non-table content.
 * 3. Columns: the x-coverage of every chunk of the region's multi-chunk rows; a column gap is an
 *    interval no chunk covers, or, where a wide header crosses it, the least-covered interval when at
 *    most 15 % of the rows cover it. Left-, right- and centre-aligned columns all leave such gaps;
 *    a narrower gap that no word crosses, with right-aligned words on its left and left-aligned words
 *    on its right in every row, separates a narrow column printed close to the next ("1 Sweden").
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
  const regions: Region[] = area ? [{ rows, title: [], notes: [] }] : splitLayoutColumns(rows).flatMap(findRegions)
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
const PAGE_NUMBER = /^\s*(page|p\.|seite|página|pagina)?\s*[-–]?\s*\d+\s*[-–]?\s*((of|\/|von|de)\s*\d+)?\s*$/i

/** Lines above a table this close (top to top, in line pitches) are rows of it, unless a caption starts them. */
const ROW_CHAIN_PITCHES = 1.6
/** A line set this much larger than the table's text is a title. */
const TITLE_SIZE = 1.15

/**
 * The single lines right above a region. From a caption line on, all of them are its title (a line
 * over an inner column right above the table is the first line of a wrapped header cell: it stays a
 * row, as camelot keeps it). Without a caption, the lines chained to the table at line spacing are
 * rows of it (a section label, a unit line, a header over one column), and above them, lines set
 * larger than the table or centred over it are its title.
 */
function splitLead(
  lead: readonly TextRow[],
  region: readonly TextRow[],
  pitch: number,
): { title: TextRow[]; header: TextRow[] } {
  const chunks = region.filter((r) => r.chunks.length >= 2).flatMap((r) => r.chunks)
  const x0 = Math.min(...chunks.map((c) => c.x0))
  const x1 = Math.max(...chunks.map((c) => c.x1))
  const width = x1 - x0
  const overInnerColumn = (row: TextRow) => {
    const chunk = row.chunks[0] as Chunk
    const atLeft = chunk.x0 <= x0 + 0.05 * width
    const centred = Math.abs((chunk.x0 + chunk.x1) / 2 - (x0 + x1) / 2) <= 0.1 * width
    return !atLeft && !centred && chunk.x1 - chunk.x0 < 0.5 * width
  }
  const caption = lead.findIndex((row) => TITLE_START.test(lineText(row)))
  if (caption >= 0 && lead.length - caption <= MAX_CAPTION_ROWS) {
    const candidates = lead.slice(caption)
    // header fragments are the last lines, right above the table
    let cut = candidates.length
    while (cut > 1 && overInnerColumn(candidates[cut - 1] as TextRow)) cut--
    return { title: candidates.slice(0, cut), header: candidates.slice(cut) }
  }
  const size = median(chunks.map((c) => c.size)) || 10
  const titleLike = (row: TextRow) => {
    const chunk = row.chunks[0] as Chunk
    const centred = Math.abs((chunk.x0 + chunk.x1) / 2 - (x0 + x1) / 2) <= 0.1 * width
    return chunk.size >= TITLE_SIZE * size || (centred && chunk.x0 > x0 + 0.05 * width)
  }
  // the chain of rows stops at a title-like line (a sheet name a spreadsheet prints centred above)
  let k = lead.length
  let below = region[0] as TextRow
  while (k > 0) {
    const row = lead[k - 1] as TextRow
    if (below.top - row.top > ROW_CHAIN_PITCHES * pitch || titleLike(row)) break
    below = row
    k--
  }
  const title = lead.slice(Math.max(0, k - MAX_TITLE_ROWS), k).filter(titleLike)
  return { title, header: lead.slice(k) }
}

/** Two regions one above the other join across a vertical gap up to this many line pitches … */
const JOIN_PITCHES = 4

/**
 * … when nothing stands between them (no note under the first, no title over the second) and their
 * columns are the same: as many separators, and no chunk of either crossing a separator of the other.
 * One table interrupted by a blank stretch (a wine list's sections) is one table; two tables set one
 * above the other with different columns stay two.
 */
function joinAcrossGaps(regions: readonly Region[], pitch: number): Region[] {
  const out: Region[] = []
  for (const region of regions) {
    const prev = out[out.length - 1]
    if (prev && prev.notes.length === 0 && region.title.length === 0) {
      const gap = (region.rows[0] as TextRow).top - (prev.rows[prev.rows.length - 1] as TextRow).top
      if (gap <= JOIN_PITCHES * pitch && sameColumns(prev.rows, region.rows)) {
        out[out.length - 1] = { rows: [...prev.rows, ...region.rows], title: prev.title, notes: region.notes }
        continue
      }
    }
    out.push(region)
  }
  return out
}

function sameColumns(a: readonly TextRow[], b: readonly TextRow[]): boolean {
  const sa = findSeparators(a)
  const sb = findSeparators(b)
  if (sa.length === 0 || sa.length !== sb.length) return false
  const crosses = (rows: readonly TextRow[], separators: readonly number[]) =>
    rows.some((r) => r.chunks.length >= 2 && r.chunks.some((c) => separators.some((s) => s > c.x0 && s < c.x1)))
  return !crosses(a, sb) && !crosses(b, sa)
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
    // a page number under the table is the page's, not the table's
    const own = notes.filter((row) => !PAGE_NUMBER.test(lineText(row))).slice(0, MAX_NOTE_ROWS)
    if (current.length) regions.push({ rows: current, title, notes: own })
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
        const split = splitLead(lead, [row], pitch)
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
  return joinAcrossGaps(regions, pitch).filter(
    (region) => region.rows.filter((r) => r.chunks.length >= 2).length >= MIN_TABLE_ROWS,
  )
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
  const separators = gaps.map(({ from, to, at }) => {
    const free = freeStretches(from, to, everything)
    const widest = free.sort((a, b) => b.to - b.from - (a.to - a.from))[0]
    return widest && widest.to - widest.from > 1 ? (widest.from + widest.to) / 2 : at
  })
  return [...separators, ...alignedGaps(multi, separators)].sort((a, b) => a - b)
}

/** Spread (points) within which word edges count as aligned. */
const ALIGN_TOLERANCE = 1.5

/**
 * Gaps narrower than a column gap (a right-aligned number printed a few points before a left-aligned
 * name, so both read as one chunk: "1 Sweden"): an x interval that no word of any row crosses, with a
 * word on each side in at least 80 % of the rows, the words on its left right-aligned (their right
 * edges within 1.5 pt) and those on its right left-aligned. A word space inside a text column never
 * qualifies: the first words of a column end wherever their length takes them.
 */
function alignedGaps(multi: readonly TextRow[], existing: readonly number[]): number[] {
  if (multi.length < MIN_TABLE_ROWS) return []
  // dot leaders sit on a fixed grid in every row: they are not columns
  const substantive = (row: TextRow) => row.chunks.flatMap((c) => c.words).filter((w) => /[\p{L}\p{N}]/u.test(w.text))
  const words = multi.flatMap(substantive)
  if (words.length === 0) return []
  const spans = words.map((w) => [w.x0, w.x1] as [number, number]).sort((a, b) => a[0] - b[0])
  const holes: { from: number; to: number }[] = []
  let reach = (spans[0] as [number, number])[1]
  for (const [x0, x1] of spans.slice(1)) {
    if (x0 > reach) holes.push({ from: reach, to: x0 })
    reach = Math.max(reach, x1)
  }
  const out: number[] = []
  for (const hole of holes) {
    if (hole.to - hole.from < 0.5 || existing.some((s) => s >= hole.from - 2 && s <= hole.to + 2)) continue
    // only where chunks run across the hole (elsewhere the column gap search has seen it)
    const crossed = multi.filter((r) => r.chunks.some((c) => c.x0 < hole.from && c.x1 > hole.to)).length
    if (crossed === 0) continue
    const lefts: number[] = []
    const rights: number[] = []
    for (const row of multi) {
      const rowWords = substantive(row)
      const left = rowWords.filter((w) => w.x1 <= hole.from + 0.01).sort((a, b) => b.x1 - a.x1)[0]
      const right = rowWords.filter((w) => w.x0 >= hole.to - 0.01).sort((a, b) => a.x0 - b.x0)[0]
      if (left && right && right.x0 - left.x1 < 4 * left.size) {
        lefts.push(left.x1)
        rights.push(right.x0)
      }
    }
    if (lefts.length < 0.8 * multi.length) continue
    const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs)
    if (spread(lefts) <= ALIGN_TOLERANCE && spread(rights) <= ALIGN_TOLERANCE) out.push((hole.from + hole.to) / 2)
  }
  return out
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
  lines: readonly TextRow[],
  separators: readonly number[],
  pageNumber: number,
  hinted: boolean,
): PageTable | null {
  let rows = lines
  const allChunks = rows.flatMap((r) => r.chunks)
  const x0 = Math.min(...allChunks.map((c) => c.x0))
  const x1 = Math.max(...allChunks.map((c) => c.x1))
  const inner = separators.filter((s) => s > x0 && s < x1)
  const bounds = [Math.min(x0, ...inner) - 1, ...inner, Math.max(x1, ...inner) + 1]
  const columns = bounds.length - 1
  if (!hinted && columns < 2) return null
  let grid: Word[][][] = rows.map(() => Array.from({ length: columns }, () => [] as Word[]))
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
  const spans = centredCells(rows, grid)
  if (spans.length) {
    const dropped = new Set(spans.map((s) => s.row + 1))
    rows = rows.filter((_, r) => !dropped.has(r))
    grid = grid.filter((_, r) => !dropped.has(r))
  }
  const data = grid.map((row) => row.map((words) => joinLine([...words].sort((a, b) => a.x0 - b.x0))))
  const multiRows = data.filter((row) => row.filter((t) => t !== '').length >= 2).length
  if (!hinted && multiRows < MIN_TABLE_ROWS) return null
  const filledTexts = data.flat().filter((t) => t !== '')
  const meanChars = filledTexts.reduce((s, t) => s + t.length, 0) / Math.max(1, filledTexts.length)
  if (!hinted && looksLikeProse(filledTexts, columns, meanChars)) return null
  const cells: TableCell[] = []
  // after the drop, a centred cell's row is followed by the header's second line: it spans both
  const upper = [...new Set(spans.map((s) => s.row))]
  const shifted = (row: number) => row - upper.filter((u) => u < row).length
  const spanned = new Set(spans.map((s) => `${shifted(s.row)},${s.col}`))
  const covered = new Set(spans.map((s) => `${shifted(s.row) + 1},${s.col}`))
  data.forEach((row, r) => {
    row.forEach((text, c) => {
      if (covered.has(`${r},${c}`)) return
      cells.push({ row: r, col: c, rowSpan: spanned.has(`${r},${c}`) ? 2 : 1, colSpan: 1, text })
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
/** Two lines of a wrapped cell are at most this many font sizes apart, baseline to baseline. */
const WRAPPED_LINE_PITCH = 1.6
/** How far (in font sizes) a line may sit from the midpoint of the two lines around it and still be centred between them. */
const CENTRED_TOLERANCE = 0.3

/**
 * Cells set vertically centred on a two-line header (`Clave` / `Entidad` in one column, `Nombre
 * Entidad` centred beside them) read as a text row of their own between the header's two lines:
 * a row whose filled columns are disjoint from those of the rows around it, where those two rows
 * fill the same columns, sit at wrapped-line spacing and have this row at their midpoint, and the
 * line over the upper one holds nothing in any of these columns (all of them start there). Such a
 * cell spans both lines; its text goes to the top one (where a spanning cell's text sits, camelot's
 * convention). Returns the rows (index of the upper line) and columns of those cells; the caller
 * moves their words up and drops the middle row.
 */
function centredCells(rows: readonly TextRow[], grid: Word[][][]): { row: number; col: number }[] {
  const spans: { row: number; col: number }[] = []
  const filled = (r: number) => new Set((grid[r] ?? []).flatMap((words, c) => (words.length ? [c] : [])))
  const size = (r: number) => Math.max(...(rows[r] as TextRow).chunks.map((c) => c.size))
  const centre = (r: number) => ((rows[r] as TextRow).top + (rows[r] as TextRow).bottom) / 2
  for (let r = 1; r + 1 < rows.length; r++) {
    const above = filled(r - 1)
    const middle = filled(r)
    const below = filled(r + 1)
    if (!above.size || !middle.size || above.size !== below.size) continue
    if (![...above].every((c) => below.has(c)) || [...middle].some((c) => above.has(c))) continue
    // both the upper line and the centred cells start their cells (the line over them holds nothing
    // in their columns): lines further down taller wrapped cells are staggered, not centred
    const over = r >= 2 ? filled(r - 2) : new Set<number>()
    if ([...above, ...middle].some((c) => over.has(c))) continue
    const em = Math.max(size(r - 1), size(r), size(r + 1))
    const pitch = (rows[r + 1] as TextRow).baseline - (rows[r - 1] as TextRow).baseline
    if (pitch <= 0 || pitch > WRAPPED_LINE_PITCH * em) continue
    if (Math.abs(centre(r) - (centre(r - 1) + centre(r + 1)) / 2) > CENTRED_TOLERANCE * em) continue
    for (const c of middle) {
      ;(grid[r - 1] as Word[][])[c] = (grid[r] as Word[][])[c] as Word[]
      spans.push({ row: r - 1, col: c })
    }
    ;(grid[r] as Word[][]).fill([])
    r++
  }
  return spans
}

function looksLikeProse(texts: readonly string[], columns: number, meanChars: number): boolean {
  const sentences = texts.filter((t) => t.split(/\s+/).length >= 6).length
  if (sentences / Math.max(1, texts.length) > 0.3) return true
  return columns <= 2 && meanChars > PROSE_CHARS * 0.7
}
