/**
 * A linear pre-scan that refuses HTML nested deeper than MAX_NESTING before the HTML5 parser sees it.
 * domino's tree builder checks "element in scope" by walking the stack of open elements, so 100,000
 * nested `<div>`s cost minutes (quadratic); this scan costs one pass. It estimates the depth from
 * start and end tags, skipping comments and raw-text elements; tags that the parser closes by itself
 * (`p`, `li`, `td`, …) and void elements do not count.
 */
import { AppError } from '@svc/core/errors'
import { IMPLIED_END_ELEMENTS, VOID_ELEMENTS } from './element-policy.js'

export const MAX_NESTING = 4_000

const SELF_CLOSING: ReadonlySet<string> = new Set(['p', 'html', 'head', 'body', ...IMPLIED_END_ELEMENTS])
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext'])
const TAG = /<(!--|\/?)([a-zA-Z][a-zA-Z0-9:-]*)?/g

/** The deepest estimated nesting of the document's elements. */
export function estimateNesting(html: string): number {
  const open: string[] = []
  let deepest = 0
  TAG.lastIndex = 0
  for (let match = TAG.exec(html); match !== null; match = TAG.exec(html)) {
    if (match[1] === '!--') {
      const end = html.indexOf('-->', TAG.lastIndex)
      TAG.lastIndex = end === -1 ? html.length : end + 3
      continue
    }
    const name = match[2]?.toLowerCase()
    if (name === undefined || SELF_CLOSING.has(name) || VOID_ELEMENTS.has(name)) continue
    if (match[1] === '/') closeTo(open, name)
    else if (RAW_TEXT.has(name)) {
      const end = indexOfClose(html, name, TAG.lastIndex)
      TAG.lastIndex = end === -1 ? html.length : end
    } else {
      open.push(name)
      if (open.length > deepest) deepest = open.length
    }
  }
  return deepest
}

/** An end tag closes its element and any unclosed ones inside it; a stray end tag is ignored. */
function closeTo(open: string[], name: string): void {
  const floor = Math.max(0, open.length - 64)
  for (let i = open.length - 1; i >= floor; i--) {
    if (open[i] === name) {
      open.length = i
      return
    }
  }
}

function indexOfClose(html: string, name: string, from: number): number {
  const pattern = new RegExp(`</${name}`, 'ig')
  pattern.lastIndex = from
  return pattern.exec(html) === null ? -1 : pattern.lastIndex
}

export function assertNesting(html: string): void {
  const depth = estimateNesting(html)
  if (depth > MAX_NESTING) {
    throw new AppError(
      'HTML_TOO_DEEP',
      `The HTML nests about ${depth} elements deep; at most ${MAX_NESTING} levels are accepted.`,
      { maxNesting: MAX_NESTING },
    )
  }
}
