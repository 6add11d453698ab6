/**
 * turndown 7.2.5's `flankingWhitespace`: the whitespace an inline element's Markdown is wrapped in,
 * taken from the edges of its text. turndown reads the element's whole `textContent` (and its
 * neighbours') for it; only the text up to the first and from the last non-space character matters,
 * so that is all that is read here. Text means Text nodes, as in domino's `textContent`.
 */
import { BLOCK, type Options, SPACE, type TNode } from './turndown-nodes.js'

const ASCII_SPACE = /[ \t\r\n]/
const NO_WHITESPACE = Object.freeze({ leading: '', trailing: '' })

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
export function flankingWhitespace(node: TNode, options: Options): { leading: string; trailing: string } {
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
