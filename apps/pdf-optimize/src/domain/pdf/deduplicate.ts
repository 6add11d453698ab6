/**
 * Merges identical objects: streams with the same dictionary and bytes (fonts, images, ICC profiles
 * embedded many times) and identical dictionaries and arrays, repeated until nothing changes (merging
 * two fonts' files makes their descriptors identical, then the fonts). Objects whose identity matters
 * (pages, page tree nodes, annotations, outline and structure items, fields) are never merged.
 */
import { createHash } from 'node:crypto'
import { type PDFContext, PDFDict, PDFName, type PDFObject, PDFRawStream, type PDFRef, PDFStream } from 'pdf-lib'
import { rewriteAllRefs } from './object-graph.js'

const IDENTITY_KEYS = [
  'Parent',
  'P',
  'Kids',
  'Annots',
  'Next',
  'Prev',
  'First',
  'Last',
  'StructParent',
  'StructParents',
]
const IDENTITY_TYPES = new Set(['Catalog', 'Page', 'Pages', 'Annot', 'StructElem', 'StructTreeRoot', 'Outlines', 'Sig'])

function hasIdentity(dict: PDFDict): boolean {
  if (IDENTITY_KEYS.some((key) => dict.has(PDFName.of(key)))) return true
  const type = dict.get(PDFName.of('Type'))
  return type instanceof PDFName && IDENTITY_TYPES.has(type.decodeText())
}

function fingerprint(object: PDFObject): string | undefined {
  if (object instanceof PDFStream) {
    if (hasIdentity(object.dict) || !(object instanceof PDFRawStream)) return undefined
    const dict = object.dict.clone()
    dict.delete(PDFName.of('Length'))
    return createHash('sha256').update(dict.toString()).update('\0').update(object.contents).digest('base64')
  }
  if (object instanceof PDFDict && hasIdentity(object)) return undefined
  const text = object.toString()
  return text.length > 64 ? createHash('sha256').update(text).digest('base64') : `=${text}`
}

/** Rewrites references to duplicates onto one canonical object; returns how many objects were merged. */
export function deduplicate(context: PDFContext, maxRounds = 8): number {
  let merged = 0
  for (let round = 0; round < maxRounds; round++) {
    const canonical = new Map<string, PDFRef>()
    const replace = new Map<PDFRef, PDFRef>()
    for (const [ref, object] of context.enumerateIndirectObjects()) {
      const key = fingerprint(object)
      if (key === undefined) continue
      const first = canonical.get(key)
      if (first) replace.set(ref, first)
      else canonical.set(key, ref)
    }
    if (replace.size === 0) break
    rewriteAllRefs(context, (ref) => replace.get(ref) ?? ref)
    for (const ref of replace.keys()) context.delete(ref)
    merged += replace.size
  }
  return merged
}
