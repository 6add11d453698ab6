/**
 * A linear pre-scan that refuses HTML nested deeper than MAX_NESTING, or with a tag of more than
 * MAX_ATTRIBUTES attributes, before the HTML5 parser sees it.
 * domino's tree builder checks "element in scope" by walking the stack of open elements, so 100,000
 * nested `<div>`s cost minutes (quadratic); this scan costs one pass. It estimates the depth from
 * start and end tags found by the shared tokenizer (html-scan.ts: quoted attributes, every comment
 * form), skipping raw text; tags that the parser closes by itself (`p`, `li`, `td`, …) and void
 * elements do not count.
 *
 * Attributes: domino's tokenizer drops a repeated attribute by comparing each one with every earlier
 * one of its tag, and removing one from an element searches and splices the element's list, so one
 * tag of 29,000 attributes cost over a second; capped per tag, the work stays linear in the input.
 */
import { IMPLIED_END_ELEMENTS, VOID_ELEMENTS } from './element-policy.js'
import { rawTextEnd, scanTags, startsRawText } from './html-scan.js'
import { estimatedTooDeep, scopeBudgetSpent, tooManyAttributes } from './input-errors.js'
import { MAX_ATTRIBUTES, MAX_NESTING } from './limits.js'
import { scopeBudgetFor } from './scope-budget.js'

const SELF_CLOSING: ReadonlySet<string> = new Set(['p', 'html', 'head', 'body', ...IMPLIED_END_ELEMENTS])

/** The estimated stack of open elements, with counts of the few that change how text is read. */
class OpenElements {
  private readonly names: string[] = []
  private foreignCount = 0
  private selectCount = 0
  deepest = 0
  /** The most attributes seen on one tag. */
  widest = 0
  /** Open elements summed over the tags. */
  walked = 0

  get size(): number {
    return this.names.length
  }

  get inForeign(): boolean {
    return this.foreignCount > 0
  }

  get inSelect(): boolean {
    return this.selectCount > 0
  }

  push(name: string): void {
    this.names.push(name)
    this.track(name, 1)
    if (this.names.length > this.deepest) this.deepest = this.names.length
  }

  /** An end tag closes its element and any unclosed ones inside it (within 64 levels); a stray one is ignored. */
  closeTo(name: string): void {
    const names = this.names
    const floor = Math.max(0, names.length - 64)
    for (let i = names.length - 1; i >= floor; i--) {
      if (names[i] !== name) continue
      for (let k = i; k < names.length; k++) this.track(names[k] as string, -1)
      names.length = i
      return
    }
  }

  private track(name: string, change: number): void {
    if (name === 'svg' || name === 'math') this.foreignCount += change
    else if (name === 'select') this.selectCount += change
  }
}

/** What the pre-scan measures. */
export interface ScannedShape {
  /** The deepest estimated nesting of the document's elements. */
  depth: number
  /** The most attributes on one tag. */
  attributes: number
  /**
   * The estimated open elements summed over every tag: what the parser's walks of its stack can cost
   * (an end tag that matches no open element walks it down to the first "special" element; scope checks
   * walk it too), charged against the same budget as those checks (scope-budget.ts).
   */
  walk: number
}

/**
 * One pass over the tags. Where the depth estimate and the parser could disagree it errs high: inside
 * SVG and MathML (where `<style>` is not raw text) nothing is skipped.
 */
export function scanShape(html: string): ScannedShape {
  const open = new OpenElements()
  scanTags(html, (tag) => {
    if (tag.attributes > open.widest) open.widest = tag.attributes
    open.walked += open.size
    const name = tag.name
    if (SELF_CLOSING.has(name) || VOID_ELEMENTS.has(name)) return tag.next
    if (tag.end) open.closeTo(name)
    else if (name === 'plaintext') return -1
    else if (!open.inForeign && startsRawText(name, open.inSelect)) return rawTextEnd(html, name, tag.next)
    else if (!(tag.selfClosing && (open.inForeign || name === 'svg' || name === 'math'))) open.push(name)
    return tag.next
  })
  return { depth: open.deepest, attributes: open.widest, walk: open.walked }
}

export function estimateNesting(html: string): number {
  return scanShape(html).depth
}

/**
 * The tag scan's early refusals: HTML_TOO_DEEP for the depth and for the walks it implies (cheap,
 * but only estimates: open-element-cap.ts and scope-budget.ts hold the bounds while parsing) and
 * HTML_TOO_MANY_ATTRIBUTES.
 */
export function assertShape(html: string): void {
  const { depth, attributes, walk } = scanShape(html)
  if (depth > MAX_NESTING) estimatedTooDeep(depth)
  if (attributes > MAX_ATTRIBUTES) tooManyAttributes(attributes)
  if (walk > scopeBudgetFor(html.length)) scopeBudgetSpent()
}
