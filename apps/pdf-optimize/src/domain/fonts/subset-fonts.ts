/**
 * Font programs in maxCompression: TrueType programs lose their hinting (truetype-unhint.ts), and
 * unused glyphs are stripped from embedded Type 1 fonts, which are then stored as CFF (FontFile3
 * /Type1C, type1-to-cff.ts) when every glyph converts: for each simple Type 1 font
 * with WinAnsiEncoding (optionally with /Differences), the glyph names of the codes the pages show
 * are kept; the font program (FontFile) is subset in place and its /Length2 updated. Skipped for the
 * whole document when font usage cannot be known completely, and per font program when it is shared
 * with a font we cannot read.
 */
import { PDFArray, type PDFContext, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFRef } from 'pdf-lib'
import { decodeStream } from '../pdf/decode-stream.js'
import { fontUsage } from './font-usage.js'
import { unhintTrueType } from './truetype-unhint.js'
import { subsetType1 } from './type1-subset.js'
import { type1ToCff } from './type1-to-cff.js'
import { WIN_ANSI } from './win-ansi.js'

/** Glyph names per code, or undefined for encodings we do not model. */
function encodingOf(font: PDFDict): (string | null)[] | undefined {
  const encoding = font.lookup(PDFName.of('Encoding'))
  if (encoding === PDFName.of('WinAnsiEncoding')) return [...WIN_ANSI]
  if (!(encoding instanceof PDFDict) || encoding.lookup(PDFName.of('BaseEncoding')) !== PDFName.of('WinAnsiEncoding')) {
    return undefined
  }
  const names = [...WIN_ANSI]
  const differences = encoding.lookup(PDFName.of('Differences'))
  if (differences instanceof PDFArray) {
    let code = 0
    for (const item of differences.asArray()) {
      if (item instanceof PDFNumber) code = item.asNumber()
      else if (item instanceof PDFName) names[code++] = item.decodeText()
    }
  }
  return names
}

const numberOf = (dict: PDFDict, key: string) => {
  const value = dict.lookup(PDFName.of(key))
  return value instanceof PDFNumber ? value.asNumber() : 0
}

/** Drops hinting from every embedded TrueType program (FontFile2); returns how many were rewritten. */
function unhintFonts(context: PDFContext): number {
  let count = 0
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.lookup(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue
    const fileRef = object.get(PDFName.of('FontFile2'))
    const stream = fileRef instanceof PDFRef ? context.lookup(fileRef) : undefined
    if (!(stream instanceof PDFRawStream) || ref === fileRef) continue
    const decoded = decodeStream(stream)
    if (!decoded || decoded.codec || decoded.predictor) continue
    const font = unhintTrueType(decoded.data)
    if (!font || font.length >= decoded.data.length) continue
    const dict = stream.dict.clone(context)
    for (const key of ['Filter', 'DecodeParms', 'Length']) dict.delete(PDFName.of(key))
    dict.set(PDFName.of('Length1'), context.obj(font.length))
    context.assign(fileRef as PDFRef, PDFRawStream.of(dict, font))
    count++
  }
  return count
}

/** Subsets Type 1 programs and unhints TrueType programs in place; returns the number rewritten. */
export function subsetFonts(context: PDFContext): number {
  return subsetType1Fonts(context) + unhintFonts(context)
}

function hasType1Programs(context: PDFContext): boolean {
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && object.has(PDFName.of('FontFile'))) return true
  }
  return false
}

function subsetType1Fonts(context: PDFContext): number {
  if (!hasType1Programs(context)) return 0
  const usage = fontUsage(context)
  if (!usage.complete) return 0
  const glyphs = new Map<PDFRef, Set<string> | undefined>()
  for (const [fontRef, codes] of usage.codes) {
    const font = context.lookup(fontRef)
    if (!(font instanceof PDFDict) || font.lookup(PDFName.of('Subtype')) !== PDFName.of('Type1')) continue
    const descriptor = font.lookup(PDFName.of('FontDescriptor'))
    const file = descriptor instanceof PDFDict ? descriptor.get(PDFName.of('FontFile')) : undefined
    if (!(file instanceof PDFRef)) continue
    const encoding = encodingOf(font)
    const known = glyphs.has(file) ? glyphs.get(file) : new Set<string>()
    if (!encoding || !known) {
      glyphs.set(file, undefined)
      continue
    }
    for (const code of codes) {
      const name = encoding[code]
      if (name) known.add(name)
    }
    if (codes.has(0xa0)) known.add('space')
    if (codes.has(0xad)) known.add('hyphen')
    glyphs.set(file, known)
  }
  let subset = 0
  for (const [fileRef, keep] of glyphs) {
    const stream = context.lookup(fileRef)
    if (!keep || !(stream instanceof PDFRawStream) || sharedWithUnknownFont(context, fileRef, usage.codes)) continue
    const decoded = decodeStream(stream)
    if (!decoded || decoded.codec || decoded.predictor) continue
    const program = {
      bytes: decoded.data,
      length1: numberOf(stream.dict, 'Length1'),
      length2: numberOf(stream.dict, 'Length2'),
    }
    const result = subsetType1(program, keep) ?? program
    const cff = type1ToCff(result, fontNameOf(context, fileRef))
    if (cff) {
      context.assign(fileRef, PDFRawStream.of(context.obj({ Subtype: 'Type1C' }), cff))
      for (const descriptor of descriptorsOf(context, fileRef)) {
        descriptor.delete(PDFName.of('FontFile'))
        descriptor.set(PDFName.of('FontFile3'), fileRef)
      }
    } else {
      if (result === program) continue
      const dict = stream.dict.clone(context)
      for (const key of ['Filter', 'DecodeParms', 'Length']) dict.delete(PDFName.of(key))
      dict.set(PDFName.of('Length2'), context.obj(result.length2))
      context.assign(fileRef, PDFRawStream.of(dict, result.bytes))
    }
    subset++
  }
  return subset
}

function descriptorsOf(context: PDFContext, fileRef: PDFRef): PDFDict[] {
  const found: PDFDict[] = []
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && object.get(PDFName.of('FontFile')) === fileRef) found.push(object)
  }
  return found
}

function fontNameOf(context: PDFContext, fileRef: PDFRef): string {
  const name = descriptorsOf(context, fileRef)[0]?.lookup(PDFName.of('FontName'))
  return name instanceof PDFName ? name.decodeText() : 'Font'
}

/** True when a font descriptor pointing at this program belongs to a font whose usage we did not collect. */
function sharedWithUnknownFont(context: PDFContext, fileRef: PDFRef, used: Map<PDFRef, Set<number>>): boolean {
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || used.has(ref)) continue
    const descriptor = object.lookup(PDFName.of('FontDescriptor'))
    if (descriptor instanceof PDFDict && descriptor.get(PDFName.of('FontFile')) === fileRef) return true
  }
  return false
}
