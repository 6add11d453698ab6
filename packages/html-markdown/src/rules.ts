/**
 * The rules of each mode: turndown's CommonMark rules with its options (atx headings, fenced code,
 * `-` bullets), GFM (tables, strikethrough, task lists), and the few rules turndown lacks —
 * definition terms, inline HTML that keeps its meaning in `readable` mode, plain line breaks in
 * `llm-friendly`, and images whose alt and title are escaped like text.
 *
 * The engine gets them as a `RuleBook` built from turndown's public surface (engine/rule-set.ts),
 * checked against turndown itself: per mode, the shapes the engine relies on
 * (engine/turndown-shape.ts); once per process, the Markdown of a probe page, which must be
 * byte-identical to `TurndownService#turndown` with the same configuration.
 */

import { gfm } from '@joplin/turndown-plugin-gfm'
import { createDocument } from '@mixmark-io/domino'
import TurndownService from 'turndown'
import { INLINE_HTML_TAGS } from './element-policy.js'
import { convertTree } from './engine/conversion.js'
import { type ConstructedOptions, type RuleBook, recordRules } from './engine/rule-set.js'
import { assertShape, gfmShapeProblems, turndownShapeProblems } from './engine/turndown-shape.js'
import { escapeText, escapeTitle } from './escape.js'
import { PROBE_PAGE } from './probe-page.js'
import type { Mode } from './types.js'

function imageRule(content: string, node: TurndownService.Node): string {
  const element = node as HTMLElement
  const alt = escapeText((element.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim())
  const title = escapeTitle(element.getAttribute('title') ?? '').trim()
  const src = (element.getAttribute('src') ?? '').replace(/[()]/g, (c) => `\\${c}`)
  return src ? `![${alt}](${src}${title ? ` "${title}"` : ''})` : content
}

/** Our rules, added to a stock service or to the recorder alike. */
function addRules(service: { addRule(key: string, rule: TurndownService.Rule): unknown }, mode: Mode): void {
  service.addRule('image', { filter: 'img', replacement: imageRule })
  service.addRule('definitionTerm', {
    filter: 'dt',
    replacement: (content) => (content.trim() ? `\n\n**${content.trim()}**\n\n` : ''),
  })
  service.addRule('inlineHtml', {
    filter: [...INLINE_HTML_TAGS],
    replacement: (content, node) => {
      const tag = (node as HTMLElement).localName
      return mode === 'readable' && content.trim() ? `<${tag}>${content}</${tag}>` : content
    },
  })
  if (mode === 'llm-friendly') service.addRule('plainBreak', { filter: 'br', replacement: () => '\n' })
}

function optionsFor(mode: Mode): TurndownService.Options {
  return {
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '_',
    strongDelimiter: '**',
    hr: '---',
    linkStyle: mode === 'llm-friendly' ? 'referenced' : 'inlined',
    linkReferenceStyle: 'full',
  }
}

/**
 * A stock `TurndownService` configured exactly as the engine's rule book of `mode`: the reference the
 * engine is checked against (here at start-up, and in test/engine.test.ts).
 */
export function turndownFor(mode: Mode): TurndownService {
  const service = new TurndownService(optionsFor(mode))
  service.use(gfm)
  addRules(service, mode)
  service.escape = escapeText
  return service
}

/** Builds the rule book of `mode` and checks the shapes it relies on (uncached: `ruleBookFor` keeps one per mode). */
export function buildRuleBook(mode: Mode): RuleBook {
  // turndown merges its defaults (CommonMark rules, replacements) into the options it is given.
  const options: ConstructedOptions = new TurndownService(optionsFor(mode)).options
  assertShape(turndownShapeProblems(TurndownService.prototype, options))
  const bare = recordRules(options, () => {})
  const withGfm = recordRules(options, (target) => target.use(gfm))
  assertShape(gfmShapeProblems(gfm, withGfm, bare))
  const rules = recordRules(options, (target) => {
    target.use(gfm)
    addRules(target, mode)
  })
  return { rules, options, escape: escapeText }
}

/**
 * Converts the probe page with the engine and with stock turndown; they must agree. What it guards
 * (the element lists and the algorithm the engine copies) is the same in every mode, so one mode is
 * enough; it costs about one conversion of an 8 KB page, once per process.
 */
export function assertProbeMatches(mode: Mode, book: RuleBook): void {
  const expected = turndownFor(mode).turndown(createDocument(PROBE_PAGE).body)
  const actual = convertTree(book, createDocument(PROBE_PAGE).body)
  if (actual !== expected) {
    assertShape([`the engine's Markdown of the probe page differs from turndown's in ${mode} mode`])
  }
}

const books = new Map<Mode, RuleBook>()

/** The rule book of a mode, built and checked once (turndown's rules are synchronous and shared). */
export function ruleBookFor(mode: Mode): RuleBook {
  let book = books.get(mode)
  if (book === undefined) {
    book = buildRuleBook(mode)
    if (books.size === 0) assertProbeMatches(mode, book)
    books.set(mode, book)
  }
  return book
}
