/**
 * What happens to one element during cleaning: removed with its content, unwrapped (children kept,
 * the element itself dropped) or kept. Decided from the tag, the mode and a few attributes that must
 * be read before attributes are stripped (hidden, role, class/id words, image alt and size).
 */
import { isUnwantedImage } from './attributes.js'
import {
  ALWAYS_REMOVED,
  BLOCK_TAGS,
  BLOCK_WRAPPERS,
  CHROME_ROLES,
  CHROME_TAGS,
  INLINE_WRAPPERS,
  NOISE_WORDS,
} from './element-policy.js'
import type { Mode } from './types.js'

export type Action = 'remove' | 'unwrap' | 'keep'

/** Deeper elements are unwrapped so that turndown's recursion stays shallow. */
export const MAX_TREE_DEPTH = 256

/** Malformed markup can produce element names such as `scr<script`; they keep their content only. */
const VALID_NAME = /^[a-z][a-z0-9-]*$/

const HIDDEN_STYLE = /(?:display\s*:\s*none|visibility\s*:\s*hidden)/i

function isHidden(element: Element): boolean {
  if (element.hasAttribute('hidden')) return true
  if (element.getAttribute('aria-hidden') === 'true') return true
  const style = element.getAttribute('style')
  return style !== null && HIDDEN_STYLE.test(style)
}

function isDecorativeImage(element: Element): boolean {
  const role = element.getAttribute('role')
  return element.getAttribute('alt') === '' || role === 'presentation' || role === 'none'
}

/** Page chrome by its role or class/id words (the tags themselves are CHROME_TAGS). */
function isChrome(element: Element): boolean {
  const role = element.getAttribute('role')
  if (role !== null && CHROME_ROLES.has(role)) return true
  const words = `${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`.toLowerCase()
  if (words.length === 1) return false
  return words.split(/[^a-z0-9]+/).some((word) => NOISE_WORDS.has(word))
}

function holdsOnlyBlocks(element: Element): boolean {
  for (let child = element.firstChild; child !== null; child = child.nextSibling) {
    if (child.nodeType === 3 && !/^\s*$/.test(child.nodeValue ?? '')) return false
    if (child.nodeType === 1 && !BLOCK_TAGS.has((child as Element).localName)) return false
  }
  return true
}

function removal(element: Element, tag: string, mode: Mode): boolean {
  if (ALWAYS_REMOVED.has(tag)) return true
  const attributes = element.hasAttributes()
  if (attributes && isHidden(element)) return true
  if (tag === 'input') return element.getAttribute('type')?.toLowerCase() !== 'checkbox'
  if (mode === 'llm-friendly' && (CHROME_TAGS.has(tag) || (attributes && isChrome(element)))) return true
  if (tag === 'hr') return mode !== 'readable'
  if (tag !== 'img') return false
  return (mode !== 'readable' && isDecorativeImage(element)) || isUnwantedImage(element)
}

export function classify(element: Element, tag: string, mode: Mode, depth: number): Action {
  if (removal(element, tag, mode)) return 'remove'
  if (depth > MAX_TREE_DEPTH || INLINE_WRAPPERS.has(tag) || !VALID_NAME.test(tag)) return 'unwrap'
  if (BLOCK_WRAPPERS.has(tag) && holdsOnlyBlocks(element)) return 'unwrap'
  return 'keep'
}
