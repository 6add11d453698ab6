/**
 * Removes hinting from a TrueType font program (OpenType spec, "TrueType outlines"): the hinting and
 * layout tables a PDF viewer does not use (fpgm, prep, cvt, hdmx, LTSH, VDMX, gasp, kern, DSIG,
 * GPOS/GSUB/GDEF/JSTF, PCLT) are dropped and the instructions inside every glyph are cut, with loca,
 * table checksums and head.checkSumAdjustment rebuilt. Outlines, metrics and cmaps are untouched; at
 * small sizes glyphs may rasterize slightly differently (maxCompression only).
 */
const DROP = new Set([
  'fpgm',
  'prep',
  'cvt ',
  'hdmx',
  'LTSH',
  'VDMX',
  'gasp',
  'kern',
  'DSIG',
  'GPOS',
  'GSUB',
  'GDEF',
  'JSTF',
  'PCLT',
])

interface Table {
  tag: string
  data: Buffer
}

function checksum(data: Buffer): number {
  let sum = 0
  const padded = data.length % 4 ? Buffer.concat([data, Buffer.alloc(4 - (data.length % 4))]) : data
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0
  return sum
}

/** A glyph without its instructions (simple: instructionLength 0; composite: WE_HAVE_INSTRUCTIONS cleared). */
function stripGlyph(glyph: Buffer): Buffer {
  if (glyph.length < 10) return glyph
  const contours = glyph.readInt16BE(0)
  if (contours >= 0) {
    const at = 10 + contours * 2
    if (at + 2 > glyph.length) return glyph
    const length = glyph.readUInt16BE(at)
    const out = Buffer.concat([glyph.subarray(0, at), Buffer.alloc(2), glyph.subarray(at + 2 + length)])
    return out
  }
  let at = 10
  for (;;) {
    if (at + 4 > glyph.length) return glyph
    const flags = glyph.readUInt16BE(at)
    const size = 4 + (flags & 0x1 ? 4 : 2) + (flags & 0x8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0)
    if (!(flags & 0x20)) {
      if (!(flags & 0x100)) return glyph
      const out = Buffer.from(glyph.subarray(0, at + size))
      out.writeUInt16BE(flags & ~0x100, at)
      return out
    }
    at += size
  }
}

function rebuildGlyphs(glyf: Buffer, loca: Buffer, longOffsets: boolean, glyphCount: number): [Buffer, Buffer] {
  const offset = (i: number) => (longOffsets ? loca.readUInt32BE(i * 4) : loca.readUInt16BE(i * 2) * 2)
  const parts: Buffer[] = []
  const newLoca = Buffer.alloc((glyphCount + 1) * (longOffsets ? 4 : 2))
  let at = 0
  for (let i = 0; i <= glyphCount; i++) {
    if (longOffsets) newLoca.writeUInt32BE(at, i * 4)
    else newLoca.writeUInt16BE(at / 2, i * 2)
    if (i === glyphCount) break
    const start = offset(i)
    const end = offset(i + 1)
    let glyph = end > start && end <= glyf.length ? stripGlyph(glyf.subarray(start, end)) : Buffer.alloc(0)
    if (glyph.length % 2) glyph = Buffer.concat([glyph, Buffer.alloc(1)])
    parts.push(glyph)
    at += glyph.length
  }
  return [Buffer.concat(parts), newLoca]
}

export function unhintTrueType(font: Uint8Array): Uint8Array | undefined {
  const source = Buffer.from(font.buffer, font.byteOffset, font.length)
  if (source.length < 12) return undefined
  const version = source.readUInt32BE(0)
  if (version !== 0x00010000 && version !== 0x74727565) return undefined
  const count = source.readUInt16BE(4)
  const tables: Table[] = []
  for (let i = 0; i < count; i++) {
    const entry = 12 + i * 16
    if (entry + 16 > source.length) return undefined
    const tag = source.toString('latin1', entry, entry + 4)
    const offset = source.readUInt32BE(entry + 8)
    const length = source.readUInt32BE(entry + 12)
    if (offset + length > source.length) return undefined
    if (!DROP.has(tag)) tables.push({ tag, data: Buffer.from(source.subarray(offset, offset + length)) })
  }
  const find = (tag: string) => tables.find((table) => table.tag === tag)
  const [head, maxp, glyf, loca] = [find('head'), find('maxp'), find('glyf'), find('loca')]
  if (!head || !maxp || head.data.length < 54 || maxp.data.length < 6) return undefined
  if (glyf && loca) {
    const longOffsets = head.data.readInt16BE(50) === 1
    ;[glyf.data, loca.data] = rebuildGlyphs(glyf.data, loca.data, longOffsets, maxp.data.readUInt16BE(4))
  }
  head.data.writeUInt32BE(0, 8)
  return assemble(version, tables, head)
}

function assemble(version: number, tables: Table[], head: Table): Buffer {
  tables.sort((a, b) => (a.tag < b.tag ? -1 : 1))
  const header = Buffer.alloc(12 + tables.length * 16)
  const power = 2 ** Math.floor(Math.log2(tables.length))
  header.writeUInt32BE(version, 0)
  header.writeUInt16BE(tables.length, 4)
  header.writeUInt16BE(power * 16, 6)
  header.writeUInt16BE(Math.log2(power), 8)
  header.writeUInt16BE(tables.length * 16 - power * 16, 10)
  const bodies: Buffer[] = []
  let offset = header.length
  for (const [i, table] of tables.entries()) {
    const entry = 12 + i * 16
    header.write(table.tag, entry, 'latin1')
    header.writeUInt32BE(checksum(table.data), entry + 4)
    header.writeUInt32BE(offset, entry + 8)
    header.writeUInt32BE(table.data.length, entry + 12)
    const padded = Buffer.concat([table.data, Buffer.alloc((4 - (table.data.length % 4)) % 4)])
    bodies.push(padded)
    offset += padded.length
  }
  const font = Buffer.concat([header, ...bodies])
  const headOffset = header.readUInt32BE(12 + tables.indexOf(head) * 16 + 8)
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8)
  return font
}
