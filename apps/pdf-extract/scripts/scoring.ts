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

export const TESTDATA = new URL('../../../../shared/testdata/pdf-tables/', import.meta.url).pathname

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
}

export function loadCases(): Case[] {
  const manifest = JSON.parse(readFileSync(join(TESTDATA, 'manifest.json'), 'utf8'))
  const list = (Array.isArray(manifest) ? manifest : (manifest.cases ?? manifest.files)) as Case[]
  return list
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim()
const normalize = (s: string) => collapse(s.normalize('NFKC'))

function sameText(expected: string, got: string): boolean {
  if (normalize(expected) === normalize(got)) return true
  if (!/[\u0600-\u06ff\ufb50-\ufeff]/.test(expected)) return false
  // pdfminer (camelot) emits Arabic in visual order, pdfjs in logical order: Arabic words reversed,
  // and the word order too when the line is Arabic
  const flip = (w: string) => (/[\u0600-\u06ff\ufb50-\ufeff]/.test(w) ? Array.from(w).reverse().join('') : w)
  const words = got.split(' ').map(flip)
  const e = normalize(expected)
  return e === normalize(words.join(' ')) || e === normalize([...words].reverse().join(' '))
}

function nonEmpty(rows: readonly string[][]): number {
  return rows.flat().filter((t) => normalize(t) !== '').length
}

function bestMatch(expected: string[][], got: string[][]): number {
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
  const out: ExtractOutput = await runExtraction(bytes, {
    pages: String(c.page),
    strategy,
    ...(area ? { area } : {}),
    ...(columns ? { columns } : {}),
    mergeTablesAcrossPages: false,
    confidenceScores: false,
  })
  const copy = Array.isArray(peer.copy_text) && peer.copy_text.includes('v')
  const got = out.tables.map((t) => (copy ? copyDown(t) : t.data))
  const used = new Set<number>()
  let matched = 0
  let predicted = 0
  let expectedCells = 0
  for (const table of expected.tables) {
    expectedCells += nonEmpty(table.rows)
    let best = -1
    let bestScore = 0
    got.forEach((g, i) => {
      if (used.has(i)) return
      const m = bestMatch(table.rows, g)
      if (m > bestScore) {
        bestScore = m
        best = i
      }
    })
    if (best >= 0) {
      used.add(best)
      matched += bestScore
      predicted += nonEmpty(got[best] as string[][])
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
