/**
 * The scan: walks a JSON value (or one text string), runs the selected detectors on every string
 * and number with the member name as context, and builds the findings, the redacted copy (a new
 * value; the input is never modified), the summary and the risk score. Pure and deterministic.
 */
import { childPath } from './json-path.js'
import { maskValue } from './mask.js'
import { type RiskLevel, riskLevel, riskScore, type TypeTally } from './risk.js'
import { isKeyOfInterest, isSecretKey, scanString } from './scan-string.js'
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
  /** Region of phone numbers without `+` (ISO 3166-1 alpha-2); default US. */
  region?: string | undefined
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

/** A JSONPath built only when a finding needs it: most values hold nothing. */
interface PathNode {
  parent: PathNode | undefined
  key: string | number
}

function toPath(node: PathNode | undefined): string {
  const keys: (string | number)[] = []
  for (let n = node; n; n = n.parent) if (n.key !== ROOT) keys.push(n.key)
  return keys.reverse().reduce<string>((path, key) => childPath(path, key), '$')
}

interface KeyInfo {
  key: string | undefined
  keyed: boolean
  region: string | undefined
  /** Everything below this member is a secret (`{"pwd": {"nested": "deepsecret"}}`). */
  secret?: boolean
  personContext?: boolean
}

/** Parent members whose object is about a person. */
const PERSON_PARENT =
  /^(customer|user|person|patient|contact|employee|author|owner|member|recipient|sender|holder|cardholder|accountholder|beneficiary|passenger|guest|applicant|buyer|seller|driver|student|teacher|doctor|physician|manager|assignee|reporter|client|traveller|traveler|profile|account|billing|shipping|emergencycontact|spouse|parent|child|tenant|landlord|signer|witness|attendee|participant|candidate|requester|approver|users|customers|contacts|employees|members|people|persons|patients|authors)$/
/** Sibling members that show an object is about a person. */
const PERSON_SIBLING =
  /^(e?mail|emailaddress|phone|phonenumber|mobile|firstname|lastname|givenname|surname|familyname|dob|birthdate|dateofbirth|birthday|gender|ssn|address|streetaddress|title|salutation|username|login|nationality|age)$/

function aboutPerson(parentKey: string | undefined, value: object, walk: Walk): boolean {
  if (parentKey !== undefined && PERSON_PARENT.test(parentKey)) return true
  for (const k in value) if (PERSON_SIBLING.test(keyInfo(walk, k).key ?? '')) return true
  return false
}

/**
 * Members that describe a secret rather than hold it (`{"password": {"type": "string", "minLength": 12}}`
 * in a schema or a policy): they keep their own name under a secret member.
 */
const DESCRIBES_VALUE =
  /^(type|format|minlength|maxlength|minimum|maximum|pattern|required|description|title|example|examples|default|enum|policy|hint|label|placeholder|readonly|writeonly|nullable|deprecated|ref|items|properties|additionalproperties|length|expires|expiresat|expiresin|createdat|updatedat|changedat|algorithm|hashalgorithm|version|encoding|rules|strength)$/

interface Walk {
  options: ScanOptions
  redactor: Redactor | undefined
  findings: Finding[]
  total: number
  testData: number
  byType: Map<PiiType, TypeTally>
  counts: Partial<Record<PiiType, number>>
  keys: Map<string, KeyInfo>
}

function keyInfo(walk: Walk, raw: string): KeyInfo {
  let info = walk.keys.get(raw)
  if (!info) {
    const key = normalizeKey(raw)
    const types = walk.options.types
    info = { key, keyed: isKeyOfInterest(key, types), region: walk.options.region, secret: isSecretKey(key, types) }
    if (walk.keys.size < 50_000) walk.keys.set(raw, info)
  }
  return info
}

function record(walk: Walk, text: string, matches: Match[], at: PathNode | undefined, isJson: boolean) {
  const path = isJson && matches.length > 0 && walk.findings.length < MAX_LISTED_FINDINGS ? toPath(at) : undefined
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
      preview: maskValue(m.value ?? text.slice(m.start, m.end), m),
      ...(path !== undefined ? { path } : {}),
      offset: m.start,
      length: m.end - m.start,
      ...(m.testData ? { testData: true } : {}),
      ...(m.attributes ? { attributes: m.attributes } : {}),
    })
  }
}

/** The key of a JSON payload that is itself a string or number (its path is `$`); never an array index. */
const ROOT = -1

function visitString(
  walk: Walk,
  text: string,
  info: KeyInfo,
  parent: PathNode | undefined,
  key: string | number | undefined,
) {
  const matches = scanString(text, walk.options.types, info)
  if (matches.length === 0) return text
  const isJson = key !== undefined || parent !== undefined
  record(walk, text, matches, key === undefined ? parent : { parent, key }, isJson)
  if (!walk.redactor) return text
  if (walk.redactor.strategy === 'remove' && isJson) return REMOVED
  return redactString(text, matches, walk.redactor)
}

/**
 * Scans every string and number; returns the redacted copy when redacting, else undefined. The
 * path node of a value is allocated only for containers and for values with findings.
 */
function visit(
  walk: Walk,
  value: unknown,
  info: KeyInfo,
  parent: PathNode | undefined,
  key: string | number | undefined,
): unknown {
  if (typeof value === 'string') return visitString(walk, value, info, parent, key ?? ROOT)
  if (typeof value === 'number') {
    const text = String(value)
    const out = visitString(walk, text, info, parent, key ?? ROOT)
    return out === text ? value : out
  }
  if (value === null || typeof value !== 'object') return value
  const node = key === undefined ? parent : { parent, key }
  const copy = walk.redactor !== undefined
  if (Array.isArray(value)) {
    const items: unknown[] = []
    for (let i = 0; i < value.length; i++) {
      const item = visit(walk, value[i], info, node, i)
      if (copy && item !== REMOVED) items.push(item)
    }
    return copy ? items : undefined
  }
  const out: Record<string, unknown> = {}
  let person: boolean | undefined
  for (const k in value) {
    if (!Object.hasOwn(value, k)) continue
    let own = keyInfo(walk, k)
    if (own.key === 'name') {
      person ??= aboutPerson(info.key, value, walk)
      if (person) own = { ...own, personContext: true }
    }
    // Below a secret member, a member with no rule of its own is read as the secret member's value.
    const inherited = info.secret === true && !own.keyed && !DESCRIBES_VALUE.test(own.key ?? '')
    const child = visit(walk, (value as Record<string, unknown>)[k], inherited ? info : own, node, k)
    if (!copy || child === REMOVED) continue
    // A `__proto__` member (JSON.parse makes it an own property) must stay data, not a prototype.
    if (k === '__proto__')
      Object.defineProperty(out, k, { value: child, enumerable: true, writable: true, configurable: true })
    else out[k] = child
  }
  return copy ? out : undefined
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
    keys: new Map(),
  }
  const noKey: KeyInfo = { key: undefined, keyed: false, region: options.region }
  const redacted =
    typeof payload === 'string'
      ? visitString(walk, payload, noKey, undefined, undefined)
      : visit(walk, payload, noKey, undefined, undefined)
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
