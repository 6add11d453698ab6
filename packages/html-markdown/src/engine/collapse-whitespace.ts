/**
 * Whitespace collapsing exactly as turndown 7.2.5 does it before converting (its
 * `collapseWhitespace`, adapted from collapse-whitespace by Luc Thevenard, MIT): runs of ASCII
 * whitespace become one space, the spaces at the edges of blocks go, empty text and nodes that are
 * neither elements nor text are removed. Text that needs no change is left untouched.
 */
import { BLOCK, VOID } from './turndown-nodes.js'

/** Text that whitespace collapsing changes: a tab or line break, or two spaces in a row. */
const COLLAPSIBLE = /[\t\r\n]| {2}/

/** The walk's memory: the last text kept since the last block, and whether its leading space stays. */
interface Collapse {
  prevText: CharacterData | null
  keepLeadingWs: boolean
}

/** Collapses one text node; false when it became empty and was removed. */
function collapseText(textNode: CharacterData, state: Collapse): boolean {
  const raw = textNode.data
  let text = COLLAPSIBLE.test(raw) ? raw.replace(/[ \r\n\t]+/g, ' ') : raw
  const prevText = state.prevText
  if ((!prevText || prevText.data.endsWith(' ')) && !state.keepLeadingWs && text[0] === ' ') text = text.slice(1)
  if (!text) return false
  if (text !== raw) textNode.data = text
  state.prevText = textNode
  return true
}

/** What an element does to the collapsing around it. */
function collapseAround(element: Node, state: Collapse, isPre: (node: Node) => boolean): void {
  if (BLOCK.has(element.nodeName) || element.nodeName === 'BR') {
    const prevText = state.prevText
    if (prevText?.data.endsWith(' ')) prevText.data = prevText.data.slice(0, -1)
    state.prevText = null
    state.keepLeadingWs = false
  } else if (VOID.has(element.nodeName) || isPre(element)) {
    state.prevText = null
    state.keepLeadingWs = true
  } else if (state.prevText) {
    state.keepLeadingWs = false
  }
}

/**
 * Whitespace collapsing as turndown does it before converting (runs of ASCII whitespace become one
 * space, leading and trailing spaces of blocks go, empty text and non-element nodes are removed).
 */
export function collapseWhitespace(element: Node, isPre: (node: Node) => boolean): void {
  if (!element.firstChild || isPre(element)) return
  const state: Collapse = { prevText: null, keepLeadingWs: false }
  let prev: Node | null = null
  let node: Node = nextInCollapse(prev, element, isPre)
  while (node !== element) {
    const isText = node.nodeType === 3 || node.nodeType === 4
    if (isText ? !collapseText(node as CharacterData, state) : node.nodeType !== 1) {
      node = removeForCollapse(node)
      continue
    }
    if (!isText) collapseAround(node, state, isPre)
    const following = nextInCollapse(prev, node, isPre)
    prev = node
    node = following
  }
  const last = state.prevText
  if (last) {
    last.data = last.data.replace(/ $/, '')
    if (!last.data) removeForCollapse(last)
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
