/**
 * The scan: walks a JSON value (or one text string), runs the selected detectors on every string
 * and number with the member name as context, and builds the findings, the redacted copy (a new
 * value; the input is never modified), the summary and the risk score. Pure and deterministic.
 */
import { childPath } from './json-path.js'
import { maskValue } from './mask.js'
import { type RiskLevel, riskLevel, riskScore, type TypeTally } from './risk.js'
import { scanString } from './scan-string.js'
import { normalizeKey } from './spans.js'
import { createRedactor, type Redactor, redactString, type Strategy } from './strategies.js'
import type { Match, PiiType } from './types.js'

export const MODES = ['detect', 'redact', 'detect_and_redact'] as const
export type Mode = (typeof MODES)[number]
/** Findings listed in one response; `summary` still counts every one. */
export const MAX_LISTED_FINDINGS = 10_000

export interface ScanOptions {
  mode: Mode
  types: readonly PiiType[]
  strategy: Strategy
  salt?: string | undefined
}

export interface Finding {
  type: PiiType
  detector: string
  confidence: number
  preview: string
  path?: string
  offset: number
  length: number
  testData?: boolean
  attributes?: Record<string, string>
}

export interface ScanOutcome {
  findings: Finding[]
  redacted?: unknown
  riskScore: number
  riskLevel: RiskLevel
  summary: { total: number; byType: Partial<Record<PiiType, number>>; testData: number; findingsTruncated: boolean }
}

const REMOVED = Symbol('removed')

interface Walk {
  options: ScanOptions
  redactor: Redactor | undefined
  findings: Finding[]
  total: number
  testData: number
  byType: Map<PiiType, TypeTally>
  counts: Partial<Record<PiiType, number>>
}

function record(walk: Walk, text: string, matches: Match[], path: string | undefined) {
  for (const m of matches) {
    walk.total++
    walk.counts[m.type] = (walk.counts[m.type] ?? 0) + 1
    if (m.testData) walk.testData++
    else {
      const tally = walk.byType.get(m.type) ?? { count: 0, maxConfidence: 0 }
      walk.byType.set(m.type, { count: tally.count + 1, maxConfidence: Math.max(tally.maxConfidence, m.confidence) })
    }
    if (walk.findings.length >= MAX_LISTED_FINDINGS) continue
    walk.findings.push({
      type: m.type,
      detector: m.detector,
      confidence: m.confidence,
      preview: maskValue(text.slice(m.start, m.end), m),
      ...(path !== undefined ? { path } : {}),
      offset: m.start,
      length: m.end - m.start,
      ...(m.testData ? { testData: true } : {}),
      ...(m.attributes ? { attributes: m.attributes } : {}),
    })
  }
}

function visitString(
  walk: Walk,
  text: string,
  key: string | undefined,
  path: string | undefined,
): string | typeof REMOVED {
  const matches = scanString(text, walk.options.types, { key })
  record(walk, text, matches, path)
  if (!walk.redactor || matches.length === 0) return text
  if (walk.redactor.strategy === 'remove' && path !== undefined) return REMOVED
  return redactString(text, matches, walk.redactor)
}

function visit(walk: Walk, value: unknown, key: string | undefined, path: string): unknown {
  if (typeof value === 'string') return visitString(walk, value, key, path)
  if (typeof value === 'number') {
    const out = visitString(walk, String(value), key, path)
    return out === String(value) ? value : out
  }
  if (Array.isArray(value)) {
    const items = value.map((item, i) => visit(walk, item, key, childPath(path, i)))
    return items.filter((item) => item !== REMOVED)
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      const child = visit(walk, v, normalizeKey(k), childPath(path, k))
      if (child !== REMOVED) out[k] = child
    }
    return out
  }
  return value
}

export function scanPayload(payload: unknown, options: ScanOptions): ScanOutcome {
  const redacts = options.mode !== 'detect'
  const walk: Walk = {
    options,
    redactor: redacts ? createRedactor(options.strategy, options.salt) : undefined,
    findings: [],
    total: 0,
    testData: 0,
    byType: new Map(),
    counts: {},
  }
  const redacted =
    typeof payload === 'string'
      ? visitString(walk, payload, undefined, undefined)
      : visit(walk, payload, undefined, '$')
  const score = riskScore(walk.byType)
  const byType: Partial<Record<PiiType, number>> = {}
  for (const type of options.types) if (walk.counts[type]) byType[type] = walk.counts[type]
  return {
    findings: walk.findings,
    ...(redacts ? { redacted: redacted === REMOVED ? null : redacted } : {}),
    riskScore: score,
    riskLevel: riskLevel(score),
    summary: {
      total: walk.total,
      byType,
      testData: walk.testData,
      findingsTruncated: walk.total > walk.findings.length,
    },
  }
}
