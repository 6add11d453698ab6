/** Document-order element walks over domino trees (cheaper than selector queries, which re-walk per call). */

/** The element after `node` in document order, staying within `root` (null after the last). */
export function nextElement(node: Element, root: Element): Element | null {
  if (node.firstElementChild !== null) return node.firstElementChild
  for (let current: Element | null = node; current !== null && current !== root; current = current.parentElement) {
    if (current.nextElementSibling !== null) return current.nextElementSibling
  }
  return null
}

/** The deepest element below `root` (its children are at 1), walked without recursion. */
export function treeDepth(root: Node): number {
  let deepest = 0
  let depth = 0
  let node: Node | null = root
  while (node !== null) {
    if (node.firstChild !== null) {
      node = node.firstChild
      depth += 1
      if (node.nodeType === 1 && depth > deepest) deepest = depth
      continue
    }
    while (node !== null && node !== root && node.nextSibling === null) {
      node = node.parentNode
      depth -= 1
    }
    if (node === null || node === root) break
    node = node.nextSibling
    if (node !== null && node.nodeType === 1 && depth > deepest) deepest = depth
  }
  return deepest
}
