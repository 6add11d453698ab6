/**
 * turndown's rules, driven in linear time. `TurndownService#turndown` (turndown 7.2.5) asks every
 * node for its `textContent` twice (is it blank? what whitespace flanks it?), so each character of
 * the page is re-read once per ancestor, and it tries every rule's filter on every node. On a 25 MB
 * page that is most of the conversion. This module is the same algorithm — collapse whitespace,
 * visit each node, pick the first matching rule, join the replacements — with those facts
 * computed once per node from the children's: blankness bottom-up, flanking whitespace from the
 * first and last text only, and filters tried only when they can match the tag.
 *
 * The replacements, options, escaping and the GFM plugin are turndown's own: a node gets the same
 * `isBlock`, `isCode`, `isBlank` and `flankingWhitespace` properties that turndown's rules read.
 * The differential test (test/engine.test.ts) holds the output byte-identical to
 * `TurndownService#turndown` over the corpus and generated pages. Tracks turndown 7.2.5's
 * lib/turndown.cjs.js (`collapseWhitespace`, `Node`, `process`, `replacementForNode`, `join`,
 * `postProcess`); collapseWhitespace is adapted from collapse-whitespace by Luc Thevenard (MIT).
 */
import { collapseWhitespace } from './collapse-whitespace.js'
import { flankingWhitespace } from './flanking-whitespace.js'
import type { Filter, Rule, RuleBook } from './rule-set.js'
import { BLANK, BLOCK, MEANINGFUL_WHEN_BLANK, type Options, type TNode, VOID } from './turndown-nodes.js'

/**
 * What turndown's blankness test asks of an element's descendants, gathered while they are
 * converted: is their text whitespace only, is a void or a meaningful-when-blank element among them.
 */
interface Summary {
  blankText: boolean
  hasVoid: boolean
  hasMeaningful: boolean
}

function trimLeadingNewlines(text: string): string {
  let start = 0
  while (start < text.length && text.charCodeAt(start) === 10) start++
  return start === 0 ? text : text.slice(start)
}

function trimTrailingNewlines(text: string): string {
  let end = text.length
  while (end > 0 && text.charCodeAt(end - 1) === 10) end--
  return end === text.length ? text : text.slice(0, end)
}

/** Appends a replacement with the newlines turndown puts between blocks (at most two). */
function join(output: string[], replacement: string): void {
  const tail = output.pop() ?? ''
  const s1 = trimTrailingNewlines(tail)
  const s2 = trimLeadingNewlines(replacement)
  const newlines = Math.max(tail.length - s1.length, replacement.length - s2.length)
  const separator = '\n\n'.slice(0, newlines)
  if (s1) output.push(s1)
  if (separator) output.push(separator)
  if (s2) output.push(s2)
}

function matches(filter: Filter, name: string): boolean | null {
  if (typeof filter === 'string') return filter === name
  if (Array.isArray(filter)) return filter.includes(name as never)
  return null
}

const candidatesByBook = new WeakMap<RuleBook, Map<string, Rule[]>>()

/** One conversion: a rule book's rules, options and escape. */
class Conversion {
  /** Rules per tag, shared by every conversion with the same rule book (its rules do not change once built). */
  private readonly candidates: Map<string, Rule[]>
  private readonly options: Options
  private readonly rules: RuleBook['rules']

  constructor(private readonly book: RuleBook) {
    this.options = book.options
    this.rules = book.rules
    let candidates = candidatesByBook.get(book)
    if (candidates === undefined) {
      candidates = new Map()
      candidatesByBook.set(book, candidates)
    }
    this.candidates = candidates
  }

  /**
   * The rules that may match a tag, in turndown's order (its rules, then keep, then remove):
   * rules whose filter is a tag name or list of names are kept only when they name this tag.
   */
  private candidatesFor(nodeName: string): Rule[] {
    let list = this.candidates.get(nodeName)
    if (list === undefined) {
      const name = nodeName.toLowerCase()
      list = [...this.rules.array, ...this.rules.keep, ...this.rules.remove].filter(
        (rule) => matches(rule.filter, name) !== false,
      )
      this.candidates.set(nodeName, list)
    }
    return list
  }

  private ruleFor(node: TNode, name: string): Rule {
    if (node.isBlank) return this.rules.blankRule
    for (const rule of this.candidatesFor(name)) {
      const filter = rule.filter
      if (typeof filter !== 'function') return rule
      if (filter.call(rule, node as unknown as HTMLElement, this.options)) return rule
    }
    return this.rules.defaultRule
  }

  /**
   * Converts the children of `parent` onto `output`; `summary` collects what the parent's own
   * blankness depends on. Each child first gets turndown's `Node()` properties (`isBlock`,
   * `isCode`, `flankingWhitespace`; `isBlank` once its children are known).
   */
  process(parent: Node, summary: Summary, output: string[] = []): string[] {
    const parentIsCode = (parent as TNode).isCode === true
    for (let child = parent.firstChild; child !== null; child = child.nextSibling) {
      const node = child as unknown as TNode
      const type = node.nodeType
      if (type === 1) {
        join(output, this.element(node, parentIsCode, summary))
        continue
      }
      node.isBlock = false
      node.isCode = parentIsCode
      node.isBlank = false
      let replacement = ''
      if (type === 3) {
        const value = (node as unknown as Text).data
        node.isBlank = BLANK.test(value)
        if (!node.isBlank) summary.blankText = false
        replacement = parentIsCode ? value : this.book.escape(value)
      }
      join(output, replacement)
    }
    return output
  }

  /** The Markdown of one element (turndown's `replacementForNode`), its facts added to `summary`. */
  private element(node: TNode, parentIsCode: boolean, summary: Summary): string {
    const name = node.nodeName
    node.isBlock = BLOCK.has(name)
    node.isCode = name === 'CODE' || parentIsCode
    node.flankingWhitespace = flankingWhitespace(node, this.options)
    const inner: Summary = { blankText: true, hasVoid: false, hasMeaningful: false }
    let content = this.process(node, inner).join('')
    if (!inner.blankText) summary.blankText = false
    const isVoid = VOID.has(name)
    const meaningful = MEANINGFUL_WHEN_BLANK.has(name)
    if (inner.hasVoid || isVoid) summary.hasVoid = true
    if (inner.hasMeaningful || meaningful) summary.hasMeaningful = true
    node.isBlank = !isVoid && !meaningful && inner.blankText && !inner.hasVoid && !inner.hasMeaningful
    const rule = this.ruleFor(node, name)
    const whitespace = node.flankingWhitespace
    if (whitespace.leading || whitespace.trailing) content = content.trim()
    const replacement = rule.replacement as NonNullable<Rule['replacement']>
    return (
      whitespace.leading +
      replacement.call(rule, content, node as unknown as HTMLElement, this.options) +
      whitespace.trailing
    )
  }

  finish(output: string[], earlier: readonly string[] = []): string {
    for (const rule of this.rules.array) {
      const append = (rule as { append?: (options: Options) => string }).append
      if (typeof append === 'function') join(output, append.call(rule, this.options))
    }
    return (earlier.join('') + output.join('')).replace(/^[\t\r\n]+/, '').replace(/[\t\r\n\s]+$/, '')
  }
}

/**
 * True when the first child of `root` is a block element: whitespace collapsing and flanking
 * whitespace then treat what comes before `root` as if it were not there, so a page converted in
 * pieces reads the same as whole (see chunks.ts). Not even whitespace may come first: after an
 * image, whitespace is kept, and a block strips only the last of the spaces before it.
 */
export function startsWithBlock(root: Node): boolean {
  const first = root.firstChild
  return first !== null && first.nodeType === 1 && BLOCK.has(first.nodeName)
}

/** A conversion fed one tree or several consecutive ones (the pieces of a large page). */
export interface TreeConversion {
  /** Converts the children of `root` (an element we own: it is changed in place) after the previous ones. */
  add(root: Element): void
  /** The Markdown of everything added, with the rules' appendices (reference links) at the end. */
  finish(): string
}

export function startConversion(book: RuleBook): TreeConversion {
  const options = book.options
  const isPre = options.preformattedCode
    ? (node: Node) => node.nodeName === 'PRE' || node.nodeName === 'CODE'
    : (node: Node) => node.nodeName === 'PRE'
  const conversion = new Conversion(book)
  /** The Markdown of earlier trees, one string per tree; `join` only ever reads the last part. */
  const done: string[] = []
  const output: string[] = []
  return {
    add(root) {
      collapseWhitespace(root, isPre)
      conversion.process(root, { blankText: true, hasVoid: false, hasMeaningful: false }, output)
      // Flattened while the parts are young: kept as thousands of small strings, they would be
      // promoted and re-marked by every later garbage collection of a long page.
      const tail = output.pop()
      if (output.length > 0) done.push(output.join(''))
      output.length = 0
      if (tail !== undefined) output.push(tail)
    },
    finish: () => conversion.finish(output, done),
  }
}

/** `service.turndown(root)`, exactly, for a root we own and the rule book of that service. */
export function convertTree(book: RuleBook, root: Element): string {
  const conversion = startConversion(book)
  conversion.add(root)
  return conversion.finish()
}
