/**
 * A content-stream lexer (ISO 32000-1 §7.2, §8.9.7): names, numbers, operators, and skipped strings,
 * arrays, dictionaries and inline image data. Enough to find the resource names a stream uses and the
 * graphics-state operators (q, Q, cm, Do) that place images.
 */
export type ContentToken =
  | { kind: 'name'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'op'; value: string }
  | { kind: 'other' }

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20])
const DELIM = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25])

const isRegular = (byte: number) => !WHITE.has(byte) && !DELIM.has(byte)

function skipString(bytes: Uint8Array, at: number): number {
  let depth = 0
  for (let i = at; i < bytes.length; i++) {
    const byte = bytes[i]!
    if (byte === 0x5c) i++
    else if (byte === 0x28) depth++
    else if (byte === 0x29 && --depth === 0) return i + 1
  }
  return bytes.length
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

export function* contentTokens(bytes: Uint8Array): Generator<ContentToken> {
  let i = 0
  while (i < bytes.length) {
    const byte = bytes[i]!
    if (WHITE.has(byte)) {
      i++
    } else if (byte === 0x25) {
      while (i < bytes.length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++
    } else if (byte === 0x28) {
      i = skipString(bytes, i)
      yield { kind: 'other' }
    } else if (byte === 0x3c && bytes[i + 1] !== 0x3c) {
      while (i < bytes.length && bytes[i] !== 0x3e) i++
      i++
      yield { kind: 'other' }
    } else if (byte === 0x2f) {
      let end = i + 1
      while (end < bytes.length && isRegular(bytes[end]!)) end++
      yield { kind: 'name', value: decodeName(Buffer.from(bytes.subarray(i + 1, end)).toString('latin1')) }
      i = end
    } else if (!isRegular(byte)) {
      i += byte === 0x3c || byte === 0x3e ? 2 : 1
      yield { kind: 'other' }
    } else {
      let end = i
      while (end < bytes.length && isRegular(bytes[end]!)) end++
      const word = Buffer.from(bytes.subarray(i, end)).toString('latin1')
      i = end
      const number = Number(word)
      if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) && Number.isFinite(number)) yield { kind: 'number', value: number }
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
