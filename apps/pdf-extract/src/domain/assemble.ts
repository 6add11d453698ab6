/**
 * The JSON answer from per-page results: tables in document order with their page range and index
 * on the page, spans listed when present, optional confidence, and the summary.
 *
 * confidence (0-1, three decimals) weighs what each strategy can vouch for:
 *   lattice: 0.5 grid completeness (share of interior cell boundaries drawn) + 0.3 alignment
 *            (share of words not cut by a ruling) + 0.2 fill ratio (share of non-empty cells);
 *   stream:  0.4 alignment (share of text chunks not crossing a column gap) + 0.3 row completeness
 *            (share of rows with two or more filled cells) + 0.3 fill ratio.
 */

import type { PageResult } from './extract-page.js'
import type { Box } from './geometry.js'
import { mergeAcrossPages, type SpannedTable } from './merge-pages.js'
import type { Strategy, TableCell } from './table.js'

export interface AssembleOptions {
  mergeTablesAcrossPages: boolean
  confidenceScores: boolean
}

export interface TableOutput {
  page: number
  pageRange: [number, number]
  index: number
  strategy: Strategy
  bbox: Box
  rows: number
  columns: number
  header?: string[]
  title?: string
  notes?: string[]
  data: string[][]
  cells?: TableCell[]
  confidence?: number
  warnings: string[]
}

export interface Warning {
  code: string
  message: string
  pages?: number[]
}

export interface ExtractOutput {
  tables: TableOutput[]
  summary: {
    pagesProcessed: number
    tablesFound: number
    perPage: { page: number; tables: number }[]
    notes: string[]
  }
  warnings: Warning[]
}

const round = (n: number) => Math.round(n * 100) / 100

export function assemble(pages: readonly (PageResult & { width: number })[], options: AssembleOptions): ExtractOutput {
  const spanned: SpannedTable[] = options.mergeTablesAcrossPages
    ? mergeAcrossPages(pages)
    : pages.flatMap((p) => p.tables.map((t) => ({ ...t, pageRange: [p.page, p.page] as [number, number], merged: 1 })))
  const perPageIndex = new Map<number, number>()
  const tables = spanned.map((t): TableOutput => {
    const index = perPageIndex.get(t.page) ?? 0
    perPageIndex.set(t.page, index + 1)
    const spans = t.cells.some((c) => c.rowSpan > 1 || c.colSpan > 1)
    const warnings = [...t.warnings]
    if (t.merged > 1) warnings.push(`MERGED_ACROSS_PAGES: continued over pages ${t.pageRange[0]}-${t.pageRange[1]}`)
    if (t.signals.fillRatio < 0.3) warnings.push('SPARSE_TABLE: fewer than 30 % of the cells hold text')
    return {
      page: t.page,
      pageRange: t.pageRange,
      index,
      strategy: t.strategy,
      bbox: { x0: round(t.bbox.x0), top: round(t.bbox.top), x1: round(t.bbox.x1), bottom: round(t.bbox.bottom) },
      rows: t.rows,
      columns: t.columns,
      ...(t.headerRows > 0 ? { header: t.data[0] as string[] } : {}),
      ...(t.title ? { title: t.title } : {}),
      ...(t.notes?.length ? { notes: t.notes } : {}),
      data: t.data,
      ...(spans ? { cells: t.cells } : {}),
      ...(options.confidenceScores ? { confidence: confidence(t) } : {}),
      warnings,
    }
  })
  const notes: string[] = []
  for (const p of pages) {
    if (p.quarterTurns)
      notes.push(`page ${p.page}: text drawn rotated; read after turning the page ${p.quarterTurns * 90} degrees`)
  }
  const warnings: Warning[] = []
  const textless = pages.filter((p) => !p.hasText).map((p) => p.page)
  if (pages.length > 0 && textless.length === pages.length) {
    warnings.push({
      code: 'NO_TEXT_LAYER',
      message: 'No page has a text layer (a scanned document?); tables are read from text, and there is no OCR.',
      pages: textless,
    })
  } else if (textless.length) {
    notes.push(`pages without a text layer (skipped): ${textless.join(', ')}`)
  }
  return {
    tables,
    summary: {
      pagesProcessed: pages.length,
      tablesFound: tables.length,
      perPage: pages.map((p) => ({ page: p.page, tables: tables.filter((t) => t.page === p.page).length })),
      notes,
    },
    warnings,
  }
}

export function confidence(t: SpannedTable): number {
  const s = t.signals
  const score =
    t.strategy === 'lattice'
      ? 0.5 * s.gridCompleteness + 0.3 * s.alignment + 0.2 * s.fillRatio
      : 0.4 * s.alignment + 0.3 * s.gridCompleteness + 0.3 * s.fillRatio
  return Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000
}
