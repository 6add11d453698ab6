/**
 * One iterative pass over the parsed tree that applies every cleaning rule in place: comments and
 * removed elements go (counted by tag), layout wrappers are unwrapped, attributes are stripped and
 * addresses made safe; `<pre>` blocks are normalized first, while wrapper classes still name the language. Iterative, so no input depth overflows the stack.
 */
import { cleanAttributes } from './attributes.js'
import { classify } from './classify.js'
import { normalizePre } from './code-blocks.js'
import type { Mode } from './types.js'

export type RemovedTags = Map<string, number>

interface Walk {
  root: Node
  mode: Mode
  removed: RemovedTags
  /** `llm-friendly` turns non-breaking spaces into plain ones. */
  plainSpaces: boolean
}

/** The next node after `node` in document order, skipping its subtree; with the depth change. */
function skipSubtree(node: Node, root: Node, depth: number): [Node | null, number] {
  let current: Node | null = node
  let level = depth
  while (current !== null && current !== root) {
    if (current.nextSibling !== null) return [current.nextSibling, level]
    current = current.parentNode
    level -= 1
  }
  return [null, level]
}

/** Drops `element` but keeps its children in its place; returns where the walk continues. */
function unwrap(element: Element, root: Node, depth: number): [Node | null, number] {
  const parent = element.parentNode as Node
  const first = element.firstChild
  const next: [Node | null, number] = first === null ? skipSubtree(element, root, depth) : [first, depth]
  while (element.firstChild) parent.insertBefore(element.firstChild, element)
  parent.removeChild(element)
  return next
}

function count(removed: RemovedTags, tag: string): void {
  removed.set(tag, (removed.get(tag) ?? 0) + 1)
}

/** Handles one node; returns the next node to visit and its depth. */
function visit(node: Node, depth: number, walk: Walk): [Node | null, number] {
  if (node.nodeType === 3) {
    if (walk.plainSpaces) node.nodeValue = (node.nodeValue ?? '').replace(/\u00a0/g, ' ')
    return skipSubtree(node, walk.root, depth)
  }
  if (node.nodeType !== 1) {
    const next = skipSubtree(node, walk.root, depth)
    node.parentNode?.removeChild(node)
    return next
  }
  const element = node as Element
  const tag = element.localName
  const action = classify(element, tag, walk.mode, depth)
  if (action === 'remove') {
    count(walk.removed, tag)
    const next = skipSubtree(element, walk.root, depth)
    element.parentNode?.removeChild(element)
    return next
  }
  if (action === 'unwrap') return unwrap(element, walk.root, depth)
  cleanAttributes(element, tag)
  return element.firstChild !== null ? [element.firstChild, depth + 1] : skipSubtree(element, walk.root, depth)
}

/**
 * Cleans every descendant of `root` in place and returns the counts of removed elements by tag
 * (added to `removed` when given, for the pieces of one page).
 */
export function cleanTree(root: Element, mode: Mode, removed: RemovedTags = new Map()): RemovedTags {
  for (const pre of Array.from(root.querySelectorAll('pre'))) normalizePre(pre)
  const walk: Walk = { root, mode, removed, plainSpaces: mode === 'llm-friendly' }
  let node: Node | null = root.firstChild
  let depth = 1
  while (node !== null) [node, depth] = visit(node, depth, walk)
  return walk.removed
}
