/**
 * One iterative pass over the parsed tree that applies every cleaning rule in place: comments and
 * removed elements go (counted by tag), layout wrappers are unwrapped, attributes are stripped and
 * addresses made safe; `<pre>` blocks are normalized first, while wrapper classes still name the
 * language. Control characters leave text here (controls.ts). Iterative, so no input depth overflows the stack; the tables it keeps are collected on
 * the way, for normalizeTables.
 */
import { cleanAttributes } from './attributes.js'
import { classify } from './classify.js'
import { normalizePre } from './code-blocks.js'
import { controlFree } from './controls.js'
import type { Mode } from './types.js'
import { nextElement } from './walk.js'

export type RemovedTags = Map<string, number>

export interface CleanedTree {
  /** Elements dropped with their content, by tag. */
  removed: RemovedTags
  /** The tables kept, in document order. */
  tables: HTMLTableElement[]
}

/** The walk's position: the next node to visit and its depth below the root. */
class Walk {
  next: Node | null
  depth = 1
  readonly removed: RemovedTags = new Map()
  readonly tables: HTMLTableElement[] = []
  /** `llm-friendly` turns non-breaking spaces into plain ones. */
  readonly plainSpaces: boolean

  constructor(
    readonly root: Node,
    readonly mode: Mode,
  ) {
    this.next = root.firstChild
    this.plainSpaces = mode === 'llm-friendly'
  }

  /** Continues after `node`, skipping its subtree. */
  skip(node: Node): void {
    let current: Node | null = node
    while (current !== null && current !== this.root) {
      if (current.nextSibling !== null) {
        this.next = current.nextSibling
        return
      }
      current = current.parentNode
      this.depth -= 1
    }
    this.next = null
  }

  /** Continues with the first child of `node`, or after it. */
  descend(node: Node): void {
    if (node.firstChild === null) this.skip(node)
    else {
      this.next = node.firstChild
      this.depth += 1
    }
  }

  count(tag: string): void {
    this.removed.set(tag, (this.removed.get(tag) ?? 0) + 1)
  }
}

/** Drops `element` but keeps its children in its place; the walk continues with the first of them. */
function unwrap(element: Element, walk: Walk): void {
  const parent = element.parentNode as Node
  const first = element.firstChild
  if (first === null) walk.skip(element)
  else walk.next = first
  while (element.firstChild) parent.insertBefore(element.firstChild, element)
  parent.removeChild(element)
}

function visit(node: Node, walk: Walk): void {
  if (node.nodeType === 3) {
    const text = node.nodeValue ?? ''
    const cleaned = controlFree(walk.plainSpaces ? text.replace(/\u00a0/g, ' ') : text)
    if (cleaned !== text) node.nodeValue = cleaned
    walk.skip(node)
    return
  }
  if (node.nodeType !== 1) {
    walk.skip(node)
    node.parentNode?.removeChild(node)
    return
  }
  const element = node as Element
  const tag = element.localName
  const action = classify(element, tag, walk.mode, walk.depth)
  if (action === 'remove') {
    walk.count(tag)
    walk.skip(element)
    element.parentNode?.removeChild(element)
  } else if (action === 'unwrap') {
    unwrap(element, walk)
  } else {
    cleanAttributes(element, tag)
    if (tag === 'table') walk.tables.push(element as HTMLTableElement)
    walk.descend(element)
  }
}

/** The `<pre>` elements below `root`, in document order (a plain walk: cheaper than a selector). */
function preElements(root: Element): Element[] {
  const found: Element[] = []
  for (let node = root.firstElementChild; node !== null; node = nextElement(node, root)) {
    if (node.localName === 'pre') found.push(node)
  }
  return found
}

/** Cleans every descendant of `root` in place. */
export function cleanTree(root: Element, mode: Mode): CleanedTree {
  for (const pre of preElements(root)) normalizePre(pre)
  const walk = new Walk(root, mode)
  while (walk.next !== null) visit(walk.next, walk)
  return { removed: walk.removed, tables: walk.tables }
}
