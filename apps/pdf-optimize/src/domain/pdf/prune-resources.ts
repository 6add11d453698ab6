/**
 * Removes resource entries (fonts, images, graphics states, colour spaces, patterns, shadings,
 * property lists) that no content stream names. Pages, form XObjects, tiling patterns and
 * annotation appearances are read; a resource dictionary also owned by anything we do not read
 * (Type 3 fonts, soft masks, unreadable streams) is kept whole. Names are collected as every name
 * token of the streams, a superset of what the operators use, so nothing used is ever dropped.
 */
import { PDFArray, type PDFContext, PDFDict, PDFName, type PDFObject, PDFStream } from 'pdf-lib'
import { namesUsed } from './content-tokens.js'
import { contentBytes, pageContent, pagesOf } from './page-tree.js'

const CATEGORIES = ['Font', 'XObject', 'ExtGState', 'ColorSpace', 'Pattern', 'Shading', 'Properties'].map((name) =>
  PDFName.of(name),
)
const RESOURCES = PDFName.of('Resources')

class Usage {
  readonly used = new Map<PDFDict, Set<string>>()
  readonly keepAll = new Set<PDFDict>()
  readonly analyzed = new Set<PDFObject>()

  register(resources: PDFDict | undefined, names: Set<string> | undefined) {
    if (!resources) return
    for (const category of CATEGORIES) {
      const sub = resources.lookup(category)
      if (!(sub instanceof PDFDict)) continue
      if (!names) this.keepAll.add(sub)
      else {
        const set = this.used.get(sub) ?? new Set<string>()
        for (const name of names) set.add(name)
        this.used.set(sub, set)
      }
    }
  }
}

function analyzeStream(usage: Usage, stream: PDFStream, fallback: PDFDict | undefined) {
  if (usage.analyzed.has(stream)) return
  usage.analyzed.add(stream)
  const own = stream.dict.lookup(RESOURCES)
  const resources = own instanceof PDFDict ? own : fallback
  const names = contentBytes(stream)
  const used = names ? namesUsed(names) : undefined
  usage.register(resources, used)
  descend(usage, resources, used)
}

/** Follows the forms and tiling patterns a stream names into their own content. */
function descend(usage: Usage, resources: PDFDict | undefined, used: Set<string> | undefined) {
  if (!resources) return
  for (const key of ['XObject', 'Pattern']) {
    const sub = resources.lookup(PDFName.of(key))
    if (!(sub instanceof PDFDict)) continue
    for (const [name] of sub.entries()) {
      if (used && !used.has(name.decodeText())) continue
      const target = sub.lookup(name)
      const subtype = target instanceof PDFStream ? target.dict.lookup(PDFName.of('Subtype')) : undefined
      const isForm = subtype === PDFName.of('Form')
      const isTiling = target instanceof PDFStream && target.dict.has(PDFName.of('PatternType'))
      if (target instanceof PDFStream && (isForm || isTiling)) analyzeStream(usage, target, resources)
    }
  }
}

function appearanceStreams(annotation: PDFObject | undefined): PDFStream[] {
  if (!(annotation instanceof PDFDict)) return []
  const ap = annotation.lookup(PDFName.of('AP'))
  if (!(ap instanceof PDFDict)) return []
  const streams: PDFStream[] = []
  for (const [key] of ap.entries()) {
    const entry = ap.lookup(key)
    if (entry instanceof PDFStream) streams.push(entry)
    else if (entry instanceof PDFDict)
      for (const [state] of entry.entries()) {
        const stream = entry.lookup(state)
        if (stream instanceof PDFStream) streams.push(stream)
      }
  }
  return streams
}

/** Prunes unused resource entries in place; returns how many entries were removed. */
export function pruneResources(context: PDFContext): number {
  const usage = new Usage()
  for (const page of pagesOf(context)) {
    usage.analyzed.add(page.dict)
    const bytes = pageContent(context, page.dict)
    const used = bytes ? namesUsed(bytes) : undefined
    usage.register(page.resources, used)
    descend(usage, page.resources, used)
    const annots = page.dict.lookup(PDFName.of('Annots'))
    if (annots instanceof PDFArray) {
      for (let i = 0; i < annots.size(); i++) {
        for (const stream of appearanceStreams(annots.lookup(i))) analyzeStream(usage, stream, undefined)
      }
    }
  }
  for (const [, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object
    if (!(dict instanceof PDFDict) || usage.analyzed.has(object) || usage.analyzed.has(dict)) continue
    const type = dict.lookup(PDFName.of('Type'))
    if (type === PDFName.of('Pages')) continue
    const resources = dict.lookup(RESOURCES)
    if (resources instanceof PDFDict) usage.register(resources, undefined)
  }
  let removed = 0
  for (const [sub, names] of usage.used) {
    if (usage.keepAll.has(sub)) continue
    for (const [name] of sub.entries()) {
      if (!names.has(name.decodeText())) {
        sub.delete(name)
        removed++
      }
    }
  }
  return removed
}
