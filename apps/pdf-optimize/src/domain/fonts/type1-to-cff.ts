/**
 * Converts a Type 1 font program to a bare CFF font (Adobe TN 5176 and TN 5177) for /FontFile3
 * /Subtype /Type1C, the way Ghostscript stores Type 1 fonts: Type 2 charstrings are unencrypted and
 * compress, unlike Type 1's eexec-encrypted ones. Outlines are kept exactly (interpreted to absolute
 * coordinates and re-emitted); hints are dropped. Undefined when any glyph cannot be converted
 * (seac, sbw, unknown othersubrs) or the FontMatrix is not the standard 1/1000.
 */
import { interpretType1, type Outline } from './type1-charstring.js'
import { CHARSTRING_KEY, decrypt, EEXEC_KEY, GLYPH, parseEntries, SUBR, type Type1Program } from './type1-subset.js'

function num(value: number): number[] {
  if (Number.isInteger(value)) {
    if (value >= -107 && value <= 107) return [value + 139]
    if (value >= 108 && value <= 1131) return [((value - 108) >> 8) + 247, (value - 108) & 0xff]
    if (value >= -1131 && value <= -108) return [((-value - 108) >> 8) + 251, (-value - 108) & 0xff]
    if (value >= -32768 && value <= 32767) return [28, (value >> 8) & 0xff, value & 0xff]
  }
  const fixed = Math.round(value * 65536) | 0
  return [255, (fixed >>> 24) & 0xff, (fixed >>> 16) & 0xff, (fixed >>> 8) & 0xff, fixed & 0xff]
}

/** A Type 2 charstring: width, then rmoveto / rlineto / rrcurveto relative to the current point, endchar. */
function toType2(outline: Outline): Uint8Array {
  const out: number[] = []
  let x = 0
  let y = 0
  let first = true
  const args = (values: number[]) => {
    if (first && outline.width !== 0) out.push(...num(outline.width))
    first = false
    for (const value of values) out.push(...num(value))
  }
  for (const segment of outline.segments) {
    const p = segment.pts
    if (segment.op === 'M') {
      args([p[0] - x, p[1] - y])
      out.push(21)
    } else if (segment.op === 'L') {
      args([p[0] - x, p[1] - y])
      out.push(5)
    } else {
      const q = p as number[]
      args([q[0]! - x, q[1]! - y, q[2]! - q[0]!, q[3]! - q[1]!, q[4]! - q[2]!, q[5]! - q[3]!])
      out.push(8)
    }
    x = p[p.length - 2]!
    y = p[p.length - 1]!
  }
  args([])
  out.push(14)
  return Uint8Array.from(out)
}

function index(items: Uint8Array[]): Buffer {
  if (items.length === 0) return Buffer.from([0, 0])
  const total = items.reduce((sum, item) => sum + item.length, 0)
  const header = Buffer.alloc(3 + (items.length + 1) * 4)
  header.writeUInt16BE(items.length, 0)
  header[2] = 4
  let offset = 1
  for (let i = 0; i <= items.length; i++) {
    header.writeUInt32BE(offset, 3 + i * 4)
    offset += items[i]?.length ?? 0
  }
  return Buffer.concat([header, ...items], header.length + total)
}

const int32 = (value: number) => [29, (value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]

/** The CFF bytes, or undefined when the program cannot be converted exactly. */
export function type1ToCff(program: Type1Program, fontName: string): Uint8Array | undefined {
  const { bytes, length1, length2 } = program
  const clear = Buffer.from(bytes.subarray(0, length1)).toString('latin1')
  const matrix = /\/FontMatrix\s*\[([^\]]*)\]/.exec(clear)?.[1]?.trim().split(/\s+/).map(Number)
  if (matrix?.join(' ') !== '0.001 0 0 0.001 0 0') return undefined
  const bbox = /\/FontBBox\s*[{[]([^}\]]*)[}\]]/.exec(clear)?.[1]?.trim().split(/\s+/).map(Number) ?? [0, 0, 0, 0]
  const text = Buffer.from(decrypt(bytes.subarray(length1, length1 + length2), EEXEC_KEY)).toString('latin1')
  const lenIV = Number(/\/lenIV\s+(\d+)/.exec(text)?.[1] ?? 4)
  const subrs: (Uint8Array | undefined)[] = []
  const subrHeader = /\/Subrs\s+\d+\s+array/.exec(text)
  if (subrHeader) {
    const parsed = parseEntries(text, subrHeader.index + subrHeader[0].length, SUBR, /ND|\|-|noaccess|readonly|def/y)
    if (!parsed) return undefined
    for (const entry of parsed.entries) subrs[Number(entry.name)] = decrypt(entry.data, CHARSTRING_KEY).subarray(lenIV)
  }
  const header = /\/CharStrings\s+(\d+)\s+dict\s+dup\s+begin/.exec(text)
  if (!header) return undefined
  const glyphs = parseEntries(text, header.index + header[0].length, GLYPH, /end/y)
  if (!glyphs) return undefined
  const names: string[] = []
  const charstrings: Uint8Array[] = []
  const ordered = [...glyphs.entries].sort((a, b) => (a.name === '.notdef' ? -1 : b.name === '.notdef' ? 1 : 0))
  if (ordered[0]?.name !== '.notdef') return undefined
  for (const entry of ordered) {
    const outline = interpretType1(decrypt(entry.data, CHARSTRING_KEY).subarray(lenIV), subrs)
    if (!outline) return undefined
    names.push(entry.name)
    charstrings.push(toType2(outline))
  }
  return assemble(fontName, names, charstrings, bbox)
}

function assemble(fontName: string, names: string[], charstrings: Uint8Array[], bbox: number[]): Buffer {
  const head = Buffer.from([1, 0, 4, 4])
  const nameIndex = index([Buffer.from(fontName, 'latin1')])
  const strings = index(names.slice(1).map((name) => Buffer.from(name, 'latin1')))
  const globalSubrs = index([])
  const charset = Buffer.alloc(1 + (names.length - 1) * 2)
  for (let i = 1; i < names.length; i++) charset.writeUInt16BE(390 + i, 1 + (i - 1) * 2)
  const charStringsIndex = index(charstrings)
  const priv = Buffer.from([139, 20, 139, 21])
  const topSize = (offsets: number[]) =>
    index([
      Uint8Array.from([
        ...bbox.flatMap(num),
        5,
        ...int32(offsets[0]!),
        15,
        ...int32(offsets[1]!),
        17,
        ...num(priv.length),
        ...int32(offsets[2]!),
        18,
      ]),
    ])
  const before = head.length + nameIndex.length + topSize([0, 0, 0]).length + strings.length + globalSubrs.length
  const charsetAt = before
  const charStringsAt = charsetAt + charset.length
  const privateAt = charStringsAt + charStringsIndex.length
  const top = topSize([charsetAt, charStringsAt, privateAt])
  return Buffer.concat([head, nameIndex, top, strings, globalSubrs, charset, charStringsIndex, priv])
}
