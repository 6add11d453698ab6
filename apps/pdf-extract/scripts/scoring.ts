/**
 * Accuracy against ../shared/testdata/pdf-tables (tables that camelot and tabula-java assert in
 * their own test suites). Per case the engine gets what the peer got: the strategy, and the area or
 * column hints when the peer test passed them; `copy_text: ["v"]` is replayed on our spans (text of a
 * row-spanning cell copied down), because that expected table was produced with it.
 *
 * Scoring: cells compared after Unicode NFKC and whitespace collapsing (Arabic also reversed, as the
 * testdata README allows). Each expected table is matched to the predicted table of that page that
 * scores best (one to one); within a pair, the one row shift (any) and column shift (up to 3 either
 * way) that match the most cells are used, so a table found without the peer's title rows is not
 * scored zero (cells still have to line up with each other). Precision =
 * matched / predicted non-empty cells of matched tables, recall = matched / expected non-empty cells
 * (an unmatched expected table counts fully against recall). Table count is exact when the peer test
 * asserts one.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ExtractOutput, TableOutput } from '../src/domain/assemble.js'
import type { StrategyOption } from '../src/domain/extract-page.js'
import { runExtraction } from '../src/infra/run-extraction.js'

/** The corpus folder (manifest.json, <id>.pdf, <id>.json); PDF_TABLES_DIR points at another one of the same shape. */
export const TESTDATA =
  process.env.PDF_TABLES_DIR ?? new URL('../../../../shared/testdata/pdf-tables/', import.meta.url).pathname

interface Case {
  id: string
  pdf: string
  expected: string
  strategy: 'lattice' | 'stream'
  page: number
  areaTopLeft: [number, number, number, number] | null
  peerOptions: Record<string, unknown> | null
}

interface Expected {
  tableCount: number | null
  tables: { index: number; rows: string[][] }[]
}

/** One expected table against the predicted table it was matched to (README "Accuracy" defines each figure). */
export interface TableScore {
  index: number
  rows: [number, number]
  columns: [number, number]
  exact: boolean
  positionalF1: number
  rowAlignedF1: number
  textF1: number
  /** Expected rows compared with the predicted table's `title` / `notes` instead of its rows. */
  titleRows: number
  noteRows: number
}

export interface CaseScore {
  id: string
  strategy: 'lattice' | 'stream'
  mode: 'peer' | 'auto'
  expectedTables: number
  foundTables: number
  countOk: boolean | null
  matched: number
  predicted: number
  expectedCells: number
  precision: number
  recall: number
  f1: number
  tables: TableScore[]
  pages: number
  seconds: number
}

export function loadCases(): Case[] {
  const manifest = JSON.parse(readFileSync(join(TESTDATA, 'manifest.json'), 'utf8'))
  const list = (Array.isArray(manifest) ? manifest : (manifest.cases ?? manifest.files)) as Case[]
  return list
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim()
const normalize = (s: string) => collapse(s.normalize('NFKC'))

/** Spaces inside a cell are a rendering detail (letter-spaced titles, a drop capital set apart): ignored. */
const squeeze = (s: string) => normalize(s).replace(/ /g, '')

function sameText(expected: string, got: string): boolean {
  if (squeeze(expected) === squeeze(got)) return true
  if (!/[\u0600-\u06ff\ufb50-\ufeff]/.test(expected)) return false
  // pdfminer (camelot) emits Arabic in visual order, pdfjs in logical order: Arabic words reversed,
  // and the word order too when the line is Arabic
  const flip = (w: string) => (/[\u0600-\u06ff\ufb50-\ufeff]/.test(w) ? Array.from(w).reverse().join('') : w)
  const words = got.split(' ').map(flip)
  const e = normalize(expected)
  return e === normalize(words.join(' ')) || e === normalize([...words].reverse().join(' '))
}

function nonEmpty(rows: readonly (readonly string[])[]): number {
  return rows.flat().filter((t) => normalize(t) !== '').length
}

function bestMatch(expected: readonly string[][], got: readonly string[][]): number {
  const e = expected.map((r) => r.map(collapse))
  const g = got.map((r) => r.map(collapse))
  let best = 0
  for (let dr = -g.length + 1; dr < e.length; dr++) {
    for (let dc = -3; dc <= 3; dc++) {
      let m = 0
      e.forEach((row, r) => {
        row.forEach((text, c) => {
          if (text === '') return
          const other = g[r + dr]?.[c + dc]
          if (other !== undefined && sameText(text, other)) m++
        })
      })
      if (m > best) best = m
    }
  }
  return best
}

function copyDown(table: TableOutput): string[][] {
  const data = table.data.map((r) => [...r])
  for (const cell of table.cells ?? []) {
    for (let r = cell.row + 1; r < cell.row + cell.rowSpan; r++) {
      const row = data[r]
      if (row) row[cell.col] = cell.text
    }
  }
  return data
}

/** A predicted table as the scorer sees it: its grid, and the lines kept beside it. */
interface Predicted {
  data: string[][]
  title: string[]
  notes: string[]
}

const rowText = (row: readonly string[]) => normalize(row.filter((t) => normalize(t) !== '').join(' '))

/**
 * The title rule: expected rows at the top whose text is a line of the predicted table's `title`, and
 * rows at the bottom whose text is a line of its `notes`, are compared with those fields, not with
 * its rows (camelot keeps a title or a footnote as a row in some files and drops it in others).
 */
export function splitByTitleRule(
  expected: readonly string[][],
  got: Predicted,
): { body: string[][]; titleRows: number; noteRows: number } {
  const titles = got.title.map(normalize)
  const notes = got.notes.map(normalize)
  let from = 0
  while (from < expected.length && titles.includes(rowText(expected[from] as string[]))) from++
  let to = expected.length
  while (to > from && notes.includes(rowText(expected[to - 1] as string[]))) to--
  // empty rows camelot keeps between a title and the body, or the body and a note
  return { body: expected.slice(from, to), titleRows: from, noteRows: expected.length - to }
}

function f1Of(matched: number, predicted: number, expected: number): number {
  const precision = predicted ? matched / predicted : 0
  const recall = expected ? matched / expected : 0
  return precision + recall ? (2 * precision * recall) / (precision + recall) : 0
}

function positionalMatches(expected: readonly string[][], got: readonly string[][]): number {
  let m = 0
  expected.forEach((row, r) => {
    row.forEach((text, c) => {
      if (normalize(text) !== '' && sameText(text, got[r]?.[c] ?? '')) m++
    })
  })
  return m
}

function tokens(texts: readonly string[]): Map<string, number> {
  const bag = new Map<string, number>()
  for (const t of texts) for (const w of normalize(t).split(' ')) if (w) bag.set(w, (bag.get(w) ?? 0) + 1)
  return bag
}

function textF1(expected: readonly string[], got: readonly string[]): number {
  const e = tokens(expected)
  const g = tokens(got)
  let m = 0
  for (const [w, n] of e) m += Math.min(n, g.get(w) ?? 0)
  const size = (bag: Map<string, number>) => [...bag.values()].reduce((a, b) => a + b, 0)
  return f1Of(m, size(g), size(e))
}

/** Every figure for one expected table against one predicted table. */
export function scoreTable(index: number, expected: readonly string[][], got: Predicted): TableScore {
  const { body, titleRows, noteRows } = splitByTitleRule(expected, got)
  const beside = [...expected.slice(0, titleRows), ...expected.slice(expected.length - noteRows)]
  const besideCells = nonEmpty(beside)
  const expectedCells = nonEmpty(body) + besideCells
  const predictedCells = nonEmpty(got.data) + titleRows + noteRows
  const positional = positionalMatches(body, got.data) + besideCells
  const aligned = bestMatch(body, got.data) + besideCells
  const sameShape =
    body.length === got.data.length && body.every((row, r) => row.length === (got.data[r] as string[]).length)
  const exact = sameShape && positional - besideCells === nonEmpty(body) && nonEmpty(got.data) === nonEmpty(body)
  const keptBeside = [...got.title.slice(0, titleRows), ...got.notes.slice(got.notes.length - noteRows)]
  return {
    index,
    rows: [expected.length, got.data.length],
    columns: [expected[0]?.length ?? 0, got.data[0]?.length ?? 0],
    exact,
    positionalF1: f1Of(positional, predictedCells, expectedCells),
    rowAlignedF1: f1Of(aligned, predictedCells, expectedCells),
    textF1: textF1(expected.flat(), [...got.data.flat(), ...keptBeside]),
    titleRows,
    noteRows,
  }
}

const EMPTY_TABLE: Predicted = { data: [], title: [], notes: [] }

export async function scoreCase(c: Case, mode: 'peer' | 'auto'): Promise<CaseScore> {
  const expected = JSON.parse(readFileSync(join(TESTDATA, c.expected ?? `${c.id}.json`), 'utf8')) as Expected
  const bytes = new Uint8Array(readFileSync(join(TESTDATA, c.pdf)))
  const peer = c.peerOptions ?? {}
  const columns =
    mode === 'peer' && Array.isArray(peer.columns) ? String(peer.columns[0]).split(',').map(Number) : undefined
  const area =
    mode === 'peer' && c.areaTopLeft
      ? { top: c.areaTopLeft[0], x0: c.areaTopLeft[1], bottom: c.areaTopLeft[2], x1: c.areaTopLeft[3] }
      : undefined
  const strategy: StrategyOption = mode === 'peer' ? c.strategy : 'auto'
  const started = performance.now()
  const out: ExtractOutput = await runExtraction(bytes, {
    pages: String(c.page),
    strategy,
    ...(area ? { area } : {}),
    ...(columns ? { columns } : {}),
    mergeTablesAcrossPages: false,
    confidenceScores: false,
  })
  const seconds = (performance.now() - started) / 1000
  const copy = Array.isArray(peer.copy_text) && peer.copy_text.includes('v')
  const got: Predicted[] = out.tables.map((t) => ({
    data: copy ? copyDown(t) : t.data,
    title: t.title ? t.title.split('\n') : [],
    notes: t.notes ?? [],
  }))
  const used = new Set<number>()
  let matched = 0
  let predicted = 0
  let expectedCells = 0
  const tables: TableScore[] = []
  for (const table of expected.tables) {
    expectedCells += nonEmpty(table.rows)
    let best = -1
    let bestScore = 0
    got.forEach((g, i) => {
      if (used.has(i)) return
      const m = bestMatch(table.rows, g.data)
      if (m > bestScore) {
        bestScore = m
        best = i
      }
    })
    tables.push(scoreTable(table.index, table.rows, best >= 0 ? (got[best] as Predicted) : EMPTY_TABLE))
    if (best >= 0) {
      used.add(best)
      matched += bestScore
      predicted += nonEmpty((got[best] as Predicted).data)
    }
  }
  const precision = predicted ? matched / predicted : 0
  const recall = expectedCells ? matched / expectedCells : 0
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0
  return {
    id: c.id,
    strategy: c.strategy,
    mode,
    expectedTables: expected.tables.length,
    foundTables: got.length,
    countOk: expected.tableCount == null ? null : expected.tableCount === got.length,
    matched,
    predicted,
    expectedCells,
    precision,
    recall,
    f1,
    tables,
    pages: 1,
    seconds,
  }
}

export function aggregate(scores: readonly CaseScore[]): {
  precision: number
  recall: number
  f1: number
  meanF1: number
} {
  const matched = scores.reduce((s, x) => s + x.matched, 0)
  const predicted = scores.reduce((s, x) => s + x.predicted, 0)
  const expected = scores.reduce((s, x) => s + x.expectedCells, 0)
  const precision = predicted ? matched / predicted : 0
  const recall = expected ? matched / expected : 0
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0
  const meanF1 = scores.length ? scores.reduce((s, x) => s + x.f1, 0) / scores.length : 0
  return { precision, recall, f1, meanF1 }
}
