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
import type TurndownService from 'turndown'

type Rule = TurndownService.Rule
type Filter = TurndownService.Filter
type Options = TurndownService.Options

/** The parts of turndown's `Rules` object this engine reads (not in its type declarations). */
interface RuleSet {
  array: Rule[]
  _keep: Rule[]
  _remove: Rule[]
  blankRule: Rule
  defaultRule: Rule
}

/** What turndown attaches to each node it visits, which its rules read. */
interface Visited {
  isBlock: boolean
  isCode: boolean
  isBlank: boolean
  flankingWhitespace: { leading: string; trailing: string }
}
type TNode = Node & Visited

/** turndown's block elements (`blockElements`). */
const BLOCK = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'AUDIO',
  'BLOCKQUOTE',
  'BODY',
  'CANVAS',
  'CENTER',
  'DD',
  'DIR',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'FRAMESET',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HGROUP',
  'HR',
  'HTML',
  'ISINDEX',
  'LI',
  'MAIN',
  'MENU',
  'NAV',
  'NOFRAMES',
  'NOSCRIPT',
  'OL',
  'OUTPUT',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TBODY',
  'TD',
  'TFOOT',
  'TH',
  'THEAD',
  'TR',
  'UL',
])
const VOID = new Set([
  'AREA',
  'BASE',
  'BR',
  'COL',
  'COMMAND',
  'EMBED',
  'HR',
  'IMG',
  'INPUT',
  'KEYGEN',
  'LINK',
  'META',
  'PARAM',
  'SOURCE',
  'TRACK',
  'WBR',
])
const MEANINGFUL_WHEN_BLANK = new Set([
  'A',
  'TABLE',
  'THEAD',
  'TBODY',
  'TFOOT',
  'TH',
  'TD',
  'IFRAME',
  'SCRIPT',
  'AUDIO',
  'VIDEO',
])

const ASCII_SPACE = /[ \t\r\n]/
/** JavaScript's `\s`, which turndown's blankness and flanking tests use. */
const SPACE = /\s/
const BLANK = /^\s*$/
/** Text that whitespace collapsing changes: a tab or line break, or two spaces in a row. */
const COLLAPSIBLE = /[\t\r\n]| {2}/
const NO_WHITESPACE = Object.freeze({ leading: '', trailing: '' })

/**
 * What turndown's blankness test asks of an element's descendants, gathered while they are
 * converted: is their text whitespace only, is a void or a meaningful-when-blank element among them.
 */
interface Summary {
  blankText: boolean
  hasVoid: boolean
  hasMeaningful: boolean
}

/**
 * Whitespace collapsing as turndown does it before converting (runs of ASCII whitespace become one
 * space, leading and trailing spaces of blocks go, empty text and non-element nodes are removed).
 */
function collapseWhitespace(element: Node, isPre: (node: Node) => boolean): void {
  if (!element.firstChild || isPre(element)) return
  let prevText: CharacterData | null = null
  let keepLeadingWs = false
  let prev: Node | null = null
  let node: Node = nextInCollapse(prev, element, isPre)
  while (node !== element) {
    if (node.nodeType === 3 || node.nodeType === 4) {
      const textNode = node as CharacterData
      const raw = textNode.data
      let text = COLLAPSIBLE.test(raw) ? raw.replace(/[ \r\n\t]+/g, ' ') : raw
      if ((!prevText || prevText.data.endsWith(' ')) && !keepLeadingWs && text[0] === ' ') text = text.slice(1)
      if (!text) {
        node = removeForCollapse(node)
        continue
      }
      if (text !== raw) textNode.data = text
      prevText = textNode
    } else if (node.nodeType === 1) {
      if (BLOCK.has(node.nodeName) || node.nodeName === 'BR') {
        if (prevText?.data.endsWith(' ')) prevText.data = prevText.data.slice(0, -1)
        prevText = null
        keepLeadingWs = false
      } else if (VOID.has(node.nodeName) || isPre(node)) {
        prevText = null
        keepLeadingWs = true
      } else if (prevText) {
        keepLeadingWs = false
      }
    } else {
      node = removeForCollapse(node)
      continue
    }
    const following = nextInCollapse(prev, node, isPre)
    prev = node
    node = following
  }
  if (prevText) {
    prevText.data = prevText.data.replace(/ $/, '')
    if (!prevText.data) removeForCollapse(prevText)
  }
}

function removeForCollapse(node: Node): Node {
  const following = (node.nextSibling ?? node.parentNode) as Node
  node.parentNode?.removeChild(node)
  return following
}

function nextInCollapse(prev: Node | null, current: Node, isPre: (node: Node) => boolean): Node {
  if ((prev && prev.parentNode === current) || isPre(current)) {
    return (current.nextSibling ?? current.parentNode) as Node
  }
  return (current.firstChild ?? current.nextSibling ?? current.parentNode) as Node
}

/** The text of `node`'s subtree from its start, until the first character that is not `\s`. */
function leadingSpace(node: Node): { space: string; blank: boolean } {
  if (node.nodeType === 3 || node.nodeType === 4) return spaceOf((node as CharacterData).data, true)
  let space = ''
  for (let text = firstText(node, node); text !== null; text = nextText(text, node)) {
    const part = spaceOf(text.data, true)
    space += part.space
    if (!part.blank) return { space, blank: false }
  }
  return { space, blank: true }
}

/** The text of `node`'s subtree from its end, back to the last character that is not `\s`. */
function trailingSpace(node: Node): string {
  if (node.nodeType === 3 || node.nodeType === 4) return spaceOf((node as CharacterData).data, false).space
  let space = ''
  for (let text = lastText(node, node); text !== null; text = previousText(text, node)) {
    const part = spaceOf(text.data, false)
    space = part.space + space
    if (!part.blank) return space
  }
  return space
}

function spaceOf(data: string, fromStart: boolean): { space: string; blank: boolean } {
  if (fromStart) {
    let end = 0
    while (end < data.length && SPACE.test(data[end] as string)) end++
    return { space: data.slice(0, end), blank: end === data.length }
  }
  let start = data.length
  while (start > 0 && SPACE.test(data[start - 1] as string)) start--
  return { space: data.slice(start), blank: start === 0 }
}

function isText(node: Node): node is CharacterData {
  return node.nodeType === 3
}

/** Document-order walks over the text nodes below `root` (domino's textContent reads Text nodes only). */
function firstText(from: Node, root: Node): CharacterData | null {
  let node: Node | null = from.firstChild
  while (node !== null) {
    if (isText(node)) return node
    if (node.firstChild !== null) node = node.firstChild
    else node = following(node, root)
  }
  return null
}

function following(node: Node, root: Node): Node | null {
  let current: Node | null = node
  while (current !== null && current !== root) {
    if (current.nextSibling !== null) return current.nextSibling
    current = current.parentNode
  }
  return null
}

function nextText(text: Node, root: Node): CharacterData | null {
  let node = following(text, root)
  while (node !== null) {
    if (isText(node)) return node
    node = node.firstChild ?? following(node, root)
  }
  return null
}

function lastText(from: Node, root: Node): CharacterData | null {
  let node: Node | null = from.lastChild
  while (node !== null) {
    if (isText(node)) return node
    node = node.lastChild ?? preceding(node, root)
  }
  return null
}

function preceding(node: Node, root: Node): Node | null {
  let current: Node | null = node
  while (current !== null && current !== root) {
    if (current.previousSibling !== null) return current.previousSibling
    current = current.parentNode
  }
  return null
}

function previousText(text: Node, root: Node): CharacterData | null {
  let node = preceding(text, root)
  while (node !== null) {
    if (isText(node)) return node
    node = node.lastChild ?? preceding(node, root)
  }
  return null
}

/** The last character of a node's text content ('' when it has none). */
function lastCharOf(node: Node): string {
  if (isText(node)) return node.data.slice(-1)
  for (let text = lastText(node, node); text !== null; text = previousText(text, node)) {
    if (text.data.length > 0) return text.data.slice(-1)
  }
  return ''
}

function firstCharOf(node: Node): string {
  if (isText(node)) return node.data.slice(0, 1)
  for (let text = firstText(node, node); text !== null; text = nextText(text, node)) {
    if (text.data.length > 0) return text.data.slice(0, 1)
  }
  return ''
}

function asciiPrefix(space: string): number {
  let end = 0
  while (end < space.length && ASCII_SPACE.test(space[end] as string)) end++
  return end
}

function asciiSuffix(space: string): number {
  let start = space.length
  while (start > 0 && ASCII_SPACE.test(space[start - 1] as string)) start--
  return start
}

function isFlanked(side: 'left' | 'right', node: Node, options: Options): boolean {
  const sibling = side === 'left' ? node.previousSibling : node.nextSibling
  if (sibling === null) return false
  if (sibling.nodeType === 3) return side === 'left' ? lastCharOf(sibling) === ' ' : firstCharOf(sibling) === ' '
  if (options.preformattedCode && sibling.nodeName === 'CODE') return false
  if (sibling.nodeType === 1 && !BLOCK.has(sibling.nodeName)) {
    return side === 'left' ? lastCharOf(sibling) === ' ' : firstCharOf(sibling) === ' '
  }
  return false
}

/** turndown's `flankingWhitespace`: the whitespace an inline node's replacement is wrapped in. */
function flankingWhitespace(node: TNode, options: Options): { leading: string; trailing: string } {
  if (node.isBlock || (options.preformattedCode && node.isCode)) return NO_WHITESPACE
  const lead = leadingSpace(node)
  // For whitespace-only text, turndown's pattern gives it all to `leading` and none to `trailing`.
  const trail = lead.blank ? '' : trailingSpace(node)
  const leadAscii = asciiPrefix(lead.space)
  let leading = lead.space
  if (leadAscii > 0 && isFlanked('left', node, options)) leading = lead.space.slice(leadAscii)
  const trailStart = asciiSuffix(trail)
  let trailing = trail
  if (trailStart < trail.length && isFlanked('right', node, options)) trailing = trail.slice(0, trailStart)
  return { leading, trailing }
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

/** One conversion: the service's rules and options. */
class Conversion {
  private readonly candidates = new Map<string, Rule[]>()
  private readonly options: Options

  constructor(
    private readonly service: TurndownService,
    private readonly rules: RuleSet,
  ) {
    this.options = service.options
  }

  /**
   * The rules that may match a tag, in turndown's order (its rules, then keep, then remove):
   * rules whose filter is a tag name or list of names are kept only when they name this tag.
   */
  private candidatesFor(nodeName: string): Rule[] {
    let list = this.candidates.get(nodeName)
    if (list === undefined) {
      const name = nodeName.toLowerCase()
      list = [...this.rules.array, ...this.rules._keep, ...this.rules._remove].filter(
        (rule) => matches(rule.filter, name) !== false,
      )
      this.candidates.set(nodeName, list)
    }
    return list
  }

  private ruleFor(node: TNode): Rule {
    if (node.isBlank) return this.rules.blankRule
    for (const rule of this.candidatesFor(node.nodeName)) {
      const filter = rule.filter
      if (typeof filter !== 'function') return rule
      if (filter.call(rule, node as unknown as HTMLElement, this.options)) return rule
    }
    return this.rules.defaultRule
  }

  /** turndown's `Node()`: the properties its rules read, set before the children are converted. */
  private visit(node: Node): TNode {
    const visited = node as TNode
    visited.isBlock = BLOCK.has(node.nodeName)
    visited.isCode = node.nodeName === 'CODE' || (node.parentNode as unknown as TNode).isCode === true
    // turndown also computes it for text nodes, where no rule reads it.
    if (node.nodeType === 1) visited.flankingWhitespace = flankingWhitespace(visited, this.options)
    return visited
  }

  /**
   * Converts the children of `parent` onto `output`; `summary` collects what the parent's own
   * blankness depends on.
   */
  process(parent: Node, summary: Summary, output: string[] = []): string[] {
    for (let child = parent.firstChild; child !== null; child = child.nextSibling) {
      const node = this.visit(child)
      let replacement = ''
      if (node.nodeType === 3) {
        const value = (node as unknown as Text).data
        const blank = BLANK.test(value)
        node.isBlank = blank
        if (!blank) summary.blankText = false
        replacement = node.isCode ? value : this.service.escape(value)
      } else if (node.nodeType === 1) {
        const name = node.nodeName
        const inner: Summary = { blankText: true, hasVoid: false, hasMeaningful: false }
        replacement = this.replacementFor(node, inner)
        if (!inner.blankText) summary.blankText = false
        if (inner.hasVoid || VOID.has(name)) summary.hasVoid = true
        if (inner.hasMeaningful || MEANINGFUL_WHEN_BLANK.has(name)) summary.hasMeaningful = true
      } else {
        node.isBlank = false
      }
      join(output, replacement)
    }
    return output
  }

  private replacementFor(node: TNode, inner: Summary): string {
    let content = this.process(node, inner).join('')
    const name = node.nodeName
    node.isBlank =
      !VOID.has(name) && !MEANINGFUL_WHEN_BLANK.has(name) && inner.blankText && !inner.hasVoid && !inner.hasMeaningful
    const rule = this.ruleFor(node)
    const whitespace = node.flankingWhitespace
    if (whitespace.leading || whitespace.trailing) content = content.trim()
    const replacement = rule.replacement as NonNullable<Rule['replacement']>
    return (
      whitespace.leading +
      replacement.call(rule, content, node as unknown as HTMLElement, this.options) +
      whitespace.trailing
    )
  }

  /** turndown's `postProcess`, for output that may begin with the flattened `earlier` parts. */
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

export function startConversion(service: TurndownService): TreeConversion {
  const options = service.options
  const isPre = options.preformattedCode
    ? (node: Node) => node.nodeName === 'PRE' || node.nodeName === 'CODE'
    : (node: Node) => node.nodeName === 'PRE'
  const conversion = new Conversion(service, (service as unknown as { rules: RuleSet }).rules)
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

/** `service.turndown(root)`, exactly, for a root we own. */
export function convertTree(service: TurndownService, root: Element): string {
  const conversion = startConversion(service)
  conversion.add(root)
  return conversion.finish()
}
