/**
 * Which character codes each simple font shows: the page content streams and the forms they draw
 * are replayed for Tf and the text-showing operators (Tj, TJ, ', "). `complete` is false when some
 * font dictionary is reachable from resources we did not replay (annotations, patterns, Type 3
 * glyphs, soft masks, unreadable streams); then no font may be subset.
 */
import { type PDFContext, PDFDict, PDFName, PDFRawStream, PDFRef, PDFStream } from 'pdf-lib'
import { contentTokens } from '../pdf/content-tokens.js'
import { contentBytes, pageContent, pagesOf } from '../pdf/page-tree.js'

export interface FontUsage {
  codes: Map<PDFRef, Set<number>>
  complete: boolean
}

const SHOW_OPS = new Set(['Tj', 'TJ', "'", '"'])

class Replay {
  readonly codes = new Map<PDFRef, Set<number>>()
  readonly fontDicts = new Set<PDFDict>()
  readonly forms = new Set<PDFStream>()
  complete = true

  run(context: PDFContext, bytes: Uint8Array | undefined, resources: PDFDict | undefined) {
    if (!bytes) {
      this.complete = false
      return
    }
    const fonts = resources?.lookup(PDFName.of('Font'))
    if (fonts instanceof PDFDict) this.fontDicts.add(fonts)
    const xobjects = resources?.lookup(PDFName.of('XObject'))
    let font: Set<number> | undefined
    const strings: Uint8Array[] = []
    let lastName: string | undefined
    for (const token of contentTokens(bytes)) {
      if (token.kind === 'string') strings.push(token.bytes)
      else if (token.kind === 'name') lastName = token.value
      else if (token.kind === 'op') {
        if (token.value === 'Tf' && lastName !== undefined) font = this.fontSet(fonts, lastName)
        else if (SHOW_OPS.has(token.value)) {
          if (!font) this.complete = strings.length === 0 && this.complete
          for (const text of strings) for (const code of text) font?.add(code)
        } else if (token.value === 'Do' && lastName !== undefined && xobjects instanceof PDFDict) {
          this.form(context, xobjects.lookup(PDFName.of(lastName)), resources)
        }
        strings.length = 0
        lastName = undefined
      }
    }
  }

  private fontSet(fonts: unknown, name: string): Set<number> | undefined {
    const ref = fonts instanceof PDFDict ? fonts.get(PDFName.of(name)) : undefined
    if (!(ref instanceof PDFRef)) {
      this.complete = false
      return undefined
    }
    const set = this.codes.get(ref) ?? new Set<number>()
    this.codes.set(ref, set)
    return set
  }

  private form(context: PDFContext, target: unknown, resources: PDFDict | undefined) {
    if (!(target instanceof PDFRawStream) || this.forms.has(target)) return
    if (target.dict.lookup(PDFName.of('Subtype')) !== PDFName.of('Form')) return
    this.forms.add(target)
    const own = target.dict.lookup(PDFName.of('Resources'))
    this.run(context, contentBytes(target), own instanceof PDFDict ? own : resources)
  }
}

export function fontUsage(context: PDFContext): FontUsage {
  const replay = new Replay()
  for (const page of pagesOf(context)) replay.run(context, pageContent(context, page.dict), page.resources)
  let complete = replay.complete
  for (const [, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object
    if (!(dict instanceof PDFDict)) continue
    const resources = dict.lookup(PDFName.of('Resources'))
    const fonts = resources instanceof PDFDict ? resources.lookup(PDFName.of('Font')) : undefined
    if (fonts instanceof PDFDict && !replay.fontDicts.has(fonts)) complete = false
    if (dict.lookup(PDFName.of('Type')) === PDFName.of('ExtGState') && dict.has(PDFName.of('Font'))) complete = false
  }
  return { codes: replay.codes, complete }
}
