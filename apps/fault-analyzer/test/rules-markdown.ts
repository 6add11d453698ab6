/** Renders the rule table as the README prints it; readme.test.ts fails when the README drifts from it. */
import { RULES } from '../src/domain/rule-table.js'
import { SOURCES } from '../src/domain/sources.js'
import type { Adjustment, Condition, Rule, Verdict } from '../src/domain/types.js'

const ms = (value: number) => `${value.toLocaleString('en-US')} ms`

function describeCondition(c: Condition): string {
  const parts: string[] = []
  if (c.status) parts.push(`status ${c.status.join('/')}`)
  if (c.statusRange) parts.push(`status ${c.statusRange[0]}–${c.statusRange[1]}`)
  if (c.vendor) parts.push(`proxy ${c.vendor}`)
  if (c.flag) parts.push(`Envoy flag ${c.flag}`)
  if (c.fasterThanMs !== undefined) parts.push(`duration < ${ms(c.fasterThanMs)}`)
  if (c.slowerThanMs !== undefined) parts.push(`duration ≥ ${ms(c.slowerThanMs)}`)
  if (c.retryAfter) parts.push('Retry-After sent')
  if (c.minRetries !== undefined) parts.push(`retryAttemptCount ≥ ${c.minRetries}`)
  if (c.upstreamAnswered) parts.push('x-envoy-upstream-service-time sent')
  if (c.idempotent === false) parts.push('method not idempotent')
  if (c.intermediary) parts.push('via or x-cache sent')
  if (c.categories) parts.push(`category ${c.categories.join('/')}`)
  if (c.retry) parts.push(`retry ${c.retry.join('/')}`)
  if (c.unprocessed === false) parts.push('request may have been processed')
  return parts.join(' and ')
}

function describeVerdict(v: Verdict): string {
  return `\`${v.category}\` / \`${v.subcategory}\`, ${v.layer}, retry ${v.retry}, ${v.severity}, ${v.confidence}`
}

function describeAdjustment(a: Adjustment): string {
  const parts: string[] = []
  if (a.confidence !== undefined) parts.push(`confidence ${a.confidence > 0 ? '+' : ''}${a.confidence}`)
  if (a.retry) parts.push(`retry → ${a.retry}`)
  if (a.severity) parts.push(`severity → ${a.severity}`)
  if (a.steps) parts.push('adds a step')
  return parts.join(', ')
}

const row = (rule: Rule) =>
  [
    `\`${rule.id}\``,
    describeCondition(rule.condition),
    rule.kind === 'classify' ? describeVerdict(rule.effect) : describeAdjustment(rule.effect),
    rule.rationale.replaceAll('|', '\\|'),
    `[${rule.source}](${SOURCES[rule.source]!.url})`,
  ].join(' | ')

export function renderRulesTable(kind: Rule['kind']): string {
  const header = '| id | condition | effect | rationale | source |\n| --- | --- | --- | --- | --- |'
  return [header, ...RULES.filter((rule) => rule.kind === kind).map((rule) => `| ${row(rule)} |`)].join('\n')
}

export function renderSources(): string {
  return Object.entries(SOURCES)
    .map(([key, source]) => `- \`${key}\`: [${source.title}](${source.url})`)
    .join('\n')
}
