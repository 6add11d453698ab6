/** The optional `metadata` block: counts only, nothing time-dependent, so output stays deterministic. */
import type { RemovedTags } from './clean.js'
import { HEADING_TAGS } from './element-policy.js'
import type { ParsedPage } from './parse.js'
import type { ConversionMetadata } from './types.js'
import { nextElement } from './walk.js'

/** Unicode code points (a surrogate pair counts once). */
export function countCodePoints(text: string): number {
  let count = text.length
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code >= 0xdc00 && code <= 0xdfff && i > 0) {
      const previous = text.charCodeAt(i - 1)
      if (previous >= 0xd800 && previous <= 0xdbff) count -= 1
    }
  }
  return count
}

const HEAD_REMOVED = 'script, style, noscript, template, iframe, object, embed'

function sortedCounts(removed: RemovedTags, head: Element | null): Record<string, number> {
  for (const element of Array.from(head?.querySelectorAll(HEAD_REMOVED) ?? [])) {
    removed.set(element.localName, (removed.get(element.localName) ?? 0) + 1)
  }
  const out: Record<string, number> = {}
  for (const tag of [...removed.keys()].sort()) out[tag] = removed.get(tag) as number
  return out
}

/** Elements kept in the converted tree, summed over the pieces of a split page. */
export interface ElementCounts {
  links: number
  images: number
  tables: number
  headings: number
}

const HEADINGS: ReadonlySet<string> = new Set(HEADING_TAGS)

/** Adds the links (`a[href]`), images, tables and headings below `root`: one walk, not four selector queries. */
export function countElements(root: Element, counts: ElementCounts): void {
  for (let node = root.firstElementChild; node !== null; node = nextElement(node, root)) {
    const tag = node.localName
    if (tag === 'a') counts.links += node.hasAttribute('href') ? 1 : 0
    else if (tag === 'img') counts.images += 1
    else if (tag === 'table') counts.tables += 1
    else if (HEADINGS.has(tag)) counts.headings += 1
  }
}

export interface MetadataInput {
  html: string
  markdown: string
  page: ParsedPage
  counts: ElementCounts
  removed: RemovedTags
}

export function describeConversion({ html, markdown, page, counts, removed }: MetadataInput): ConversionMetadata {
  return {
    inputChars: countCodePoints(html),
    outputChars: countCodePoints(markdown),
    tagsRemoved: sortedCounts(removed, page.document.head),
    title: page.title,
    language: page.language,
    ...counts,
  }
}
