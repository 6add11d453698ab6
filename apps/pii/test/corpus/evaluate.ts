/**
 * Scores the detectors on the labelled corpus: per type precision = TP / (TP + FP) and recall =
 * TP / (TP + FN) at `high` coverage, and the share of log lines with any finding at each coverage.
 * A finding is a true positive when an expected value of the same type (and path, for JSON)
 * overlaps it. Findings marked `testData` are neither: a test card in a hard negative is allowed
 * only as `testData`.
 */
import { readFileSync } from 'node:fs'
import { COVERAGE_TYPES, type CoverageLevel } from '../../src/domain/coverage.js'
import { type Finding, scanPayload } from '../../src/domain/scan-payload.js'
import { PII_TYPES, type PiiType } from '../../src/domain/types.js'
import type { Case, Expected } from './generate/positives.js'

const here = new URL('./', import.meta.url)
const readCases = (file: string): Case[] =>
  readFileSync(new URL(file, here), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Case)
const readLines = (file: string): string[] =>
  readFileSync(new URL(file, here), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))

/** Cases written after the detectors were tuned, scored but never tuned against: see the README. */
export const holdout = () => readCases('holdout.jsonl')

export const corpus = () => ({
  positives: [...readCases('generated-positives.jsonl'), ...readCases('hand-positives.jsonl')],
  negatives: [...readCases('generated-negatives.jsonl'), ...readCases('hand-negatives.jsonl')],
  logs: [...readLines('generated-logs.txt'), ...readLines('hand-logs.txt')],
})

export interface TypeScore {
  type: PiiType
  tp: number
  fp: number
  fn: number
  precision: number
  recall: number
}

export interface Miss {
  id: string
  kind: 'fp' | 'fn'
  type: string
  value: string
}

/** The string (or number) a finding's JSONPath names; paths here use only `.name` and `[n]`. */
function stringAt(c: Case, path: string | undefined): string {
  if (path === undefined) return c.text ?? ''
  let node: unknown = c.payload
  for (const [, name, index] of path.slice(1).matchAll(/\.([^.[]+)|\[(\d+)\]/g)) {
    node = (node as Record<string, unknown>)[name ?? Number(index)]
  }
  return String(node ?? '')
}

function overlaps(c: Case, f: Finding, e: Expected): boolean {
  if (f.type !== e.type || (e.path ?? undefined) !== (f.path ?? undefined)) return false
  const haystack = stringAt(c, f.path)
  const at = haystack.indexOf(e.value)
  const start = at === -1 ? 0 : at
  const end = at === -1 ? haystack.length : at + e.value.length
  return f.offset < end && start < f.offset + f.length
}

function scanCase(c: Case): Finding[] {
  const payload = c.text ?? c.payload
  return scanPayload(payload, {
    mode: 'detect',
    types: COVERAGE_TYPES.high,
    strategy: 'mask',
    ...(c.region ? { region: c.region } : {}),
  }).findings.filter((f) => !f.testData)
}

export function scoreCorpus(cases: Case[]): { scores: TypeScore[]; misses: Miss[] } {
  const tally = new Map<PiiType, { tp: number; fp: number; fn: number }>(
    PII_TYPES.map((t) => [t, { tp: 0, fp: 0, fn: 0 }]),
  )
  const misses: Miss[] = []
  for (const c of cases) {
    const findings = scanCase(c)
    for (const f of findings) {
      const hit = c.expect.some((e) => overlaps(c, f, e))
      const t = tally.get(f.type) as { tp: number; fp: number; fn: number }
      if (hit) t.tp++
      else {
        t.fp++
        misses.push({
          id: c.id,
          kind: 'fp',
          type: f.type,
          value: stringAt(c, f.path).slice(f.offset, f.offset + f.length),
        })
      }
    }
    for (const e of c.expect) {
      if (findings.some((f) => overlaps(c, f, e))) continue
      const t = tally.get(e.type as PiiType)
      if (t) t.fn++
      misses.push({ id: c.id, kind: 'fn', type: e.type, value: e.value })
    }
  }
  const scores = [...tally].map(([type, { tp, fp, fn }]) => ({
    type,
    tp,
    fp,
    fn,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
  }))
  return { scores, misses }
}

export interface LogScore {
  coverage: CoverageLevel
  lines: number
  linesWithFindings: number
  rate: number
  examples: string[]
}

export function scoreLogs(lines: string[], coverage: CoverageLevel): LogScore {
  const examples: string[] = []
  let hits = 0
  for (const line of lines) {
    const found = scanPayload(line, {
      mode: 'detect',
      types: COVERAGE_TYPES[coverage],
      strategy: 'mask',
    }).findings.filter((f) => !f.testData)
    if (found.length === 0) continue
    hits++
    if (examples.length < 10)
      examples.push(
        `${found[0]?.type}: ${line.slice(found[0]?.offset ?? 0, (found[0]?.offset ?? 0) + (found[0]?.length ?? 0))} | ${line.slice(0, 100)}`,
      )
  }
  return { coverage, lines: lines.length, linesWithFindings: hits, rate: hits / lines.length, examples }
}
