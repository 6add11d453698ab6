/**
 * What the engine relies on in turndown and the GFM plugin, checked when the converters are built
 * (start-up of the service or worker), so that an upgrade that changes any of it fails with a clear
 * error instead of producing different Markdown. The versions are pinned exactly in package.json;
 * this is the net for a lockfile or override that moves them anyway.
 */
import type { ConstructedOptions, RuleSet } from './rule-set.js'

/** The versions the engine was written against (package.json pins them). */
export const ENGINE_TRACKS = 'turndown 7.2.5 and @joplin/turndown-plugin-gfm 1.0.68'

const PUBLIC_METHODS = ['addRule', 'keep', 'remove', 'use', 'escape', 'turndown'] as const
const COMMONMARK_RULES = [
  'paragraph',
  'lineBreak',
  'heading',
  'blockquote',
  'list',
  'listItem',
  'indentedCodeBlock',
  'fencedCodeBlock',
  'horizontalRule',
  'inlineLink',
  'referenceLink',
  'emphasis',
  'strong',
  'code',
  'image',
] as const
const REPLACEMENTS = ['blankReplacement', 'keepReplacement', 'defaultReplacement'] as const
/** Rules the GFM plugin adds: code blocks, strikethrough, six for tables, task lists (and it keeps tables it cannot write). */
const GFM_RULES = 9

function isRule(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const { filter, replacement } = value as { filter?: unknown; replacement?: unknown }
  const filterOk = typeof filter === 'string' || typeof filter === 'function' || Array.isArray(filter)
  return filterOk && typeof replacement === 'function'
}

/** Problems with the shape of turndown's service class and constructed options (empty when all is there). */
export function turndownShapeProblems(prototype: object, options: ConstructedOptions): string[] {
  const problems: string[] = []
  for (const method of PUBLIC_METHODS) {
    if (typeof (prototype as Record<string, unknown>)[method] !== 'function') {
      problems.push(`TurndownService#${method} is not a function`)
    }
  }
  const rules = options.rules
  if (typeof rules !== 'object' || rules === null) problems.push('options.rules (the CommonMark rules) is missing')
  else {
    const names = Object.keys(rules)
    if (names.join() !== COMMONMARK_RULES.join()) {
      problems.push(`options.rules holds [${names.join(', ')}], not [${COMMONMARK_RULES.join(', ')}]`)
    }
    for (const [name, rule] of Object.entries(rules)) {
      if (!isRule(rule)) problems.push(`options.rules.${name} is not a { filter, replacement } rule`)
    }
    if (typeof (rules as Record<string, { append?: unknown }>).referenceLink?.append !== 'function') {
      problems.push('options.rules.referenceLink.append (reference-style link definitions) is missing')
    }
  }
  for (const name of REPLACEMENTS) {
    if (typeof options[name] !== 'function') problems.push(`options.${name} is not a function`)
  }
  return problems
}

/** Problems with what the GFM plugin recorded. */
export function gfmShapeProblems(gfm: unknown, recorded: RuleSet, before: RuleSet): string[] {
  if (typeof gfm !== 'function') return ['the GFM plugin export `gfm` is not a function']
  const added = recorded.array.length - before.array.length
  const problems: string[] = []
  if (added !== GFM_RULES) problems.push(`the GFM plugin added ${added} rules, not ${GFM_RULES}`)
  if (recorded.keep.length - before.keep.length !== 1) problems.push('the GFM plugin did not keep tables once')
  for (const rule of recorded.array)
    if (!isRule(rule)) problems.push('the GFM plugin added a rule without filter/replacement')
  return problems
}

export class TurndownShapeError extends Error {
  override readonly name = 'TurndownShapeError'
  constructor(problems: readonly string[]) {
    super(
      `@svc/html-markdown: the Markdown engine was written for ${ENGINE_TRACKS}, and what is installed ` +
        `differs:\n  ${problems.join('\n  ')}\nPin the versions in packages/html-markdown/package.json, ` +
        'or update the engine (src/engine/) and run its differential test (test/engine.test.ts).',
    )
  }
}

/** Throws TurndownShapeError when `problems` is not empty. */
export function assertShape(problems: readonly string[]): void {
  if (problems.length > 0) throw new TurndownShapeError(problems)
}
