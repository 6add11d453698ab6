/** Walking and rewriting the references of a parsed document (pdf-lib interns PDFRef, so identity compares). */
import { PDFArray, type PDFContext, PDFDict, PDFNull, type PDFObject, PDFRef, PDFStream } from 'pdf-lib'

/** Calls `visit` for every reference inside `object` (dict values, array items, stream dictionaries). */
export function forEachRef(object: PDFObject, visit: (ref: PDFRef) => void): void {
  if (object instanceof PDFRef) visit(object)
  else if (object instanceof PDFStream) forEachRef(object.dict, visit)
  else if (object instanceof PDFDict) for (const [, value] of object.entries()) forEachRef(value, visit)
  else if (object instanceof PDFArray) for (const item of object.asArray()) forEachRef(item, visit)
}

/** The trailer's indirect roots: the catalog and the document information dictionary. */
export function trailerRoots(context: PDFContext): PDFRef[] {
  const { Root, Info } = context.trailerInfo
  return [Root, Info].filter((ref): ref is PDFRef => ref instanceof PDFRef)
}

/** Every object reachable from the trailer, in discovery order; dangling references are skipped. */
export function reachableRefs(context: PDFContext): PDFRef[] {
  const seen = new Set<PDFRef>()
  const stack = [...trailerRoots(context)].reverse()
  const order: PDFRef[] = []
  while (stack.length > 0) {
    const ref = stack.pop()!
    if (seen.has(ref)) continue
    seen.add(ref)
    const object = context.lookup(ref)
    if (object === undefined) continue
    order.push(ref)
    const children: PDFRef[] = []
    forEachRef(object, (child) => {
      if (!seen.has(child)) children.push(child)
    })
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!)
  }
  return order
}

/** Deletes every indirect object not reachable from the trailer; returns how many were dropped. */
export function dropUnreachable(context: PDFContext): number {
  const keep = new Set(reachableRefs(context))
  let dropped = 0
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!keep.has(ref)) {
      context.delete(ref)
      dropped++
    }
  }
  return dropped
}

/** Replaces, in place, every reference for which `map` answers something else (a ref or PDFNull). */
export function rewriteRefs(
  object: PDFObject,
  map: (ref: PDFRef) => PDFObject,
  done: Set<PDFObject> = new Set(),
): void {
  const dict = object instanceof PDFStream ? object.dict : object
  if (done.has(dict)) return
  done.add(dict)
  if (dict instanceof PDFDict) {
    for (const [key, value] of dict.entries()) {
      if (value instanceof PDFRef) {
        const next = map(value)
        if (next !== value) dict.set(key, next)
      } else rewriteRefs(value, map, done)
    }
  } else if (dict instanceof PDFArray) {
    for (const [index, value] of dict.asArray().entries()) {
      if (value instanceof PDFRef) {
        const next = map(value)
        if (next !== value) dict.set(index, next)
      } else rewriteRefs(value, map, done)
    }
  }
}

/** Applies `rewriteRefs` to every indirect object and the trailer's roots. */
export function rewriteAllRefs(context: PDFContext, map: (ref: PDFRef) => PDFObject): void {
  const done = new Set<PDFObject>()
  for (const [, object] of context.enumerateIndirectObjects()) rewriteRefs(object, map, done)
  const { Root, Info } = context.trailerInfo
  if (Root instanceof PDFRef) context.trailerInfo.Root = map(Root)
  if (Info instanceof PDFRef) {
    const next = map(Info)
    context.trailerInfo.Info = next === PDFNull ? undefined : next
  }
}
