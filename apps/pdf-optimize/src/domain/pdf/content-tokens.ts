/**
 * A content-stream lexer (ISO 32000-1 §7.2, §8.9.7): names, numbers, operators, strings (bytes),
 * and skipped arrays, dictionaries and inline image data. Enough to find the resource names a stream uses and the
 * graphics-state operators (q, Q, cm, Do) that place images.
 */
export type ContentToken =
  | { kind: 'name'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'op'; value: string }
  | { kind: 'string'; bytes: Uint8Array }
  | { kind: 'other' }

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20])
const DELIM = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25])

const isRegular = (byte: number) => !WHITE.has(byte) && !DELIM.has(byte)

const ESCAPES: Record<number, number> = { 110: 0x0a, 114: 0x0d, 116: 0x09, 98: 0x08, 102: 0x0c }

/** A literal string's bytes (escapes resolved) and the offset after its closing parenthesis. */
function readString(bytes: Uint8Array, at: number): [Uint8Array, number] {
  const out: number[] = []
  let depth = 0
  for (let i = at; i < bytes.length; i++) {
    const byte = bytes[i]!
    if (byte === 0x5c) {
      const next = bytes[++i]
      if (next === undefined) break
      if (next >= 0x30 && next <= 0x37) {
        let value = next - 0x30
        for (let k = 0; k < 2 && bytes[i + 1]! >= 0x30 && bytes[i + 1]! <= 0x37; k++)
          value = value * 8 + bytes[++i]! - 0x30
        out.push(value & 0xff)
      } else if (next === 0x0d) {
        if (bytes[i + 1] === 0x0a) i++
      } else if (next !== 0x0a) out.push(ESCAPES[next] ?? next)
      continue
    }
    if (byte === 0x28 && depth++ === 0) continue
    if (byte === 0x29 && --depth === 0) return [Uint8Array.from(out), i + 1]
    out.push(byte)
  }
  return [Uint8Array.from(out), bytes.length]
}

function readHexString(bytes: Uint8Array, at: number): [Uint8Array, number] {
  let end = at + 1
  while (end < bytes.length && bytes[end] !== 0x3e) end++
  const hex = Buffer.from(bytes.subarray(at + 1, end))
    .toString('latin1')
    .replace(/[^0-9a-fA-F]/g, '')
  return [Uint8Array.from(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex')), end + 1]
}

/** The end of inline image data: the first `EI` between white-space after `ID`. */
function skipInlineImage(bytes: Uint8Array, at: number): number {
  for (let i = at + 1; i + 1 < bytes.length; i++) {
    if (bytes[i] === 0x45 && bytes[i + 1] === 0x49 && WHITE.has(bytes[i - 1]!)) {
      const after = bytes[i + 2]
      if (after === undefined || WHITE.has(after)) return i + 2
    }
  }
  return bytes.length
}

function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/

function isNumberStart(byte: number): boolean {
  return (byte >= 0x30 && byte <= 0x39) || byte === 0x2b || byte === 0x2d || byte === 0x2e
}

export function* contentTokens(input: Uint8Array): Generator<ContentToken> {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.length)
  let i = 0
  while (i < bytes.length) {
    const byte = bytes[i]!
    if (WHITE.has(byte)) {
      i++
    } else if (byte === 0x25) {
      while (i < bytes.length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++
    } else if (byte === 0x28) {
      const [value, next] = readString(bytes, i)
      i = next
      yield { kind: 'string', bytes: value }
    } else if (byte === 0x3c && bytes[i + 1] !== 0x3c) {
      const [value, next] = readHexString(bytes, i)
      i = next
      yield { kind: 'string', bytes: value }
    } else if (byte === 0x2f) {
      let end = i + 1
      while (end < bytes.length && isRegular(bytes[end]!)) end++
      const raw = bytes.toString('latin1', i + 1, end)
      yield { kind: 'name', value: raw.includes('#') ? decodeName(raw) : raw }
      i = end
    } else if (!isRegular(byte)) {
      i += byte === 0x3c || byte === 0x3e ? 2 : 1
      yield { kind: 'other' }
    } else {
      let end = i
      while (end < bytes.length && isRegular(bytes[end]!)) end++
      const word = bytes.toString('latin1', i, end)
      i = end
      if (isNumberStart(byte) && NUMBER.test(word)) yield { kind: 'number', value: Number(word) }
      else {
        yield { kind: 'op', value: word }
        if (word === 'ID') i = skipInlineImage(bytes, i)
      }
    }
  }
}

/** Every name token of a content stream: a superset of the resource names it uses. */
export function namesUsed(bytes: Uint8Array): Set<string> {
  const names = new Set<string>()
  for (const token of contentTokens(bytes)) if (token.kind === 'name') names.add(token.value)
  return names
}
