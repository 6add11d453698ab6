/** Document-order element walks over domino trees (cheaper than selector queries, which re-walk per call). */

/** The element after `node` in document order, staying within `root` (null after the last). */
export function nextElement(node: Element, root: Element): Element | null {
  if (node.firstElementChild !== null) return node.firstElementChild
  for (let current: Element | null = node; current !== null && current !== root; current = current.parentElement) {
    if (current.nextElementSibling !== null) return current.nextElementSibling
  }
  return null
}
