/**
 * Type 1 font program subsetting (Adobe Type 1 Font Format §7, "eexec encryption"): the private part
 * is decrypted, /CharStrings entries for glyphs nobody shows are removed, and the part is encrypted
 * again (keeping its original four leading random bytes, so the output is deterministic). Subrs
 * that no kept glyph can call become a bare `return`. A program with a hex-encoded private part, or whose kept glyphs use `seac` (accented
 * composites built from other glyphs), is left unchanged.
 */
export const EEXEC_KEY = 55665
export const CHARSTRING_KEY = 4330

export function decrypt(bytes: Uint8Array, key: number): Uint8Array {
  const out = new Uint8Array(bytes.length)
  let r = key
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!
    out[i] = c ^ (r >> 8)
    r = ((c + r) * 52845 + 22719) & 0xffff
  }
  return out
}

function encrypt(bytes: Uint8Array, key: number): Uint8Array {
  const out = new Uint8Array(bytes.length)
  let r = key
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]! ^ (r >> 8)
    out[i] = c
    r = ((c + r) * 52845 + 22719) & 0xffff
  }
  return out
}

/** Operators and numbers of a charstring: whether it uses seac, and every number it pushes. */
function scanCharstring(charstring: Uint8Array, lenIV: number): { seac: boolean; numbers: number[] } {
  const code = decrypt(charstring, CHARSTRING_KEY).subarray(lenIV)
  const numbers: number[] = []
  let seac = false
  for (let i = 0; i < code.length; i++) {
    const v = code[i]!
    if (v >= 32 && v <= 246) numbers.push(v - 139)
    else if (v >= 247 && v <= 250) numbers.push((v - 247) * 256 + code[++i]! + 108)
    else if (v >= 251 && v <= 254) numbers.push(-(v - 251) * 256 - code[++i]! - 108)
    else if (v === 255) {
      numbers.push(((code[i + 1]! << 24) | (code[i + 2]! << 16) | (code[i + 3]! << 8) | code[i + 4]!) >> 0)
      i += 4
    } else if (v === 12) {
      if (code[i + 1] === 6) seac = true
      i++
    }
  }
  return { seac, numbers }
}

export interface Type1Program {
  bytes: Uint8Array
  length1: number
  length2: number
}

export interface Entry {
  name: string
  start: number
  end: number
  dataStart: number
  data: Uint8Array
}

/** `/name len RD <bytes> ND` (CharStrings) or `dup n len RD <bytes> NP` (Subrs), until `stop`. */
export function parseEntries(
  text: string,
  from: number,
  head: RegExp,
  stop: RegExp,
): { entries: Entry[]; end: number } | undefined {
  const entries: Entry[] = []
  let at = from
  for (;;) {
    while (/\s/.test(text[at] ?? '')) at++
    stop.lastIndex = at
    if (stop.test(text)) return { entries, end: at }
    head.lastIndex = at
    const match = head.exec(text)
    if (!match) return undefined
    const dataStart = head.lastIndex
    const length = Number(match[2])
    const after = text.slice(dataStart + length, dataStart + length + 64).match(/^\s*(\S+)/)
    if (!after) return undefined
    const end = dataStart + length + after[0].length
    const data = Buffer.from(text.slice(dataStart, dataStart + length), 'latin1')
    entries.push({ name: match[1]!, start: at, end, dataStart, data })
    at = end
  }
}

export const GLYPH = /\/([^\s/[\]{}()<>%]+)\s+(\d+)\s+\S+\s/y
export const SUBR = /dup\s+(\d+)\s+(\d+)\s+\S+\s/y

interface Edit {
  start: number
  end: number
  text: string
}

/** Subrs no kept glyph can call (directly or through other subrs) become a bare `return`; 0-3 (flex, hints) stay. */
function pruneSubrs(text: string, kept: Entry[], lenIV: number): Edit[] {
  const header = /\/Subrs\s+\d+\s+array/.exec(text)
  if (!header) return []
  const parsed = parseEntries(text, header.index + header[0].length, SUBR, /ND|\|-|noaccess|readonly|def/y)
  if (!parsed) return []
  const byIndex = new Map(parsed.entries.map((entry) => [Number(entry.name), entry]))
  const used = new Set([0, 1, 2, 3])
  const queue = kept.flatMap((entry) => scanCharstring(entry.data, lenIV).numbers)
  while (queue.length > 0) {
    const index = queue.pop()!
    const subr = byIndex.get(index)
    if (!subr || used.has(index)) continue
    used.add(index)
    queue.push(...scanCharstring(subr.data, lenIV).numbers)
  }
  const stub = Buffer.from(encrypt(Uint8Array.from([...new Uint8Array(lenIV), 11]), CHARSTRING_KEY)).toString('latin1')
  return parsed.entries
    .filter((entry) => !used.has(Number(entry.name)) && entry.data.length > stub.length)
    .map((entry) => {
      const rd = /\d+\s+(\S+)\s$/.exec(text.slice(entry.start, entry.dataStart))
      const tail = text.slice(entry.dataStart + entry.data.length, entry.end)
      return {
        start: entry.start,
        end: entry.end,
        text: `dup ${entry.name} ${stub.length} ${rd?.[1] ?? 'RD'} ${stub}${tail}`,
      }
    })
}

/** The program without the glyphs not in `keep` (.notdef always stays), or undefined when not subsettable. */
export function subsetType1(program: Type1Program, keep: ReadonlySet<string>): Type1Program | undefined {
  const { bytes, length1, length2 } = program
  if (length1 <= 0 || length2 <= 0 || length1 + length2 > bytes.length) return undefined
  const encrypted = bytes.subarray(length1, length1 + length2)
  if (/^[0-9a-fA-F]{4}$/.test(Buffer.from(encrypted.subarray(0, 4)).toString('latin1'))) return undefined
  const text = Buffer.from(decrypt(encrypted, EEXEC_KEY)).toString('latin1')
  const header = /\/CharStrings\s+(\d+)\s+dict\s+dup\s+begin/.exec(text)
  if (!header) return undefined
  const lenIV = Number(/\/lenIV\s+(\d+)/.exec(text)?.[1] ?? 4)
  const parsed = parseEntries(text, header.index + header[0].length, GLYPH, /end/y)
  if (!parsed || parsed.entries.length === 0) return undefined
  const kept = parsed.entries.filter((entry) => entry.name === '.notdef' || keep.has(entry.name))
  if (kept.length === parsed.entries.length) return undefined
  if (kept.some((entry) => scanCharstring(entry.data, lenIV).seac)) return undefined
  const glyphs = kept.map((entry) => `\n${text.slice(entry.start, entry.end)}`).join('')
  const edits: Edit[] = [
    ...pruneSubrs(text, kept, lenIV),
    { start: header.index, end: header.index + header[0].length, text: header[0].replace(/\d+/, String(kept.length)) },
    { start: header.index + header[0].length, end: parsed.end, text: `${glyphs}\n` },
  ].sort((a, b) => a.start - b.start)
  let plain = ''
  let at = 0
  for (const edit of edits) {
    plain += text.slice(at, edit.start) + edit.text
    at = edit.end
  }
  plain += text.slice(at)
  const newEncrypted = encrypt(Buffer.from(plain, 'latin1'), EEXEC_KEY)
  const result = Buffer.concat([bytes.subarray(0, length1), newEncrypted, bytes.subarray(length1 + length2)])
  return { bytes: result, length1, length2: newEncrypted.length }
}
