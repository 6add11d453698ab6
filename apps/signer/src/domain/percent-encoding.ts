/**
 * Percent-encoding normalization for the canonical form (RFC 3986 §2.1, §2.3, §6.2.2): escapes are
 * upper-cased, unreserved bytes are never escaped, and query components are rebuilt byte by byte so
 * that two spellings of the same bytes sign the same, while different bytes never do.
 */
const HEX = '0123456789ABCDEF'
const ALL_UNRESERVED = /^[A-Za-z0-9._~-]*$/

/** `A-Z a-z 0-9 - . _ ~`: the only bytes the canonical form writes unescaped. */
export function isUnreservedByte(byte: number): boolean {
  return (
    (byte >= 0x41 && byte <= 0x5a) ||
    (byte >= 0x61 && byte <= 0x7a) ||
    (byte >= 0x30 && byte <= 0x39) ||
    byte === 0x2d ||
    byte === 0x2e ||
    byte === 0x5f ||
    byte === 0x7e
  )
}

function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30
  if (code >= 0x41 && code <= 0x46) return code - 0x37
  if (code >= 0x61 && code <= 0x66) return code - 0x57
  return -1
}

/** The byte escaped at `text[at]` (`%XX`), or -1 when the escape is malformed. */
function escapedByte(text: string, at: number): number {
  const high = hexValue(text.charCodeAt(at + 1))
  const low = hexValue(text.charCodeAt(at + 2))
  return high < 0 || low < 0 ? -1 : high * 16 + low
}

function writeByte(byte: number): string {
  return isUnreservedByte(byte) ? String.fromCharCode(byte) : `%${HEX[byte >> 4]}${HEX[byte & 15]}`
}

/** Text (encoded as UTF-8) in canonical query encoding. */
export function encodeText(text: string): string {
  // Constraint values are mostly unreserved already (versions, seconds, methods): nothing to encode.
  if (ALL_UNRESERVED.test(text)) return text
  let out = ''
  for (const byte of Buffer.from(text, 'utf8')) out += writeByte(byte)
  return out
}

/**
 * One query name or value as the URL parser serialized it (ASCII) → canonical encoding, with
 * application/x-www-form-urlencoded semantics: `+` is a space. Null when an escape is malformed.
 */
export function canonicalQueryComponent(raw: string): string | null {
  if (ALL_UNRESERVED.test(raw)) return raw
  let out = ''
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i)
    if (code === 0x25) {
      const byte = escapedByte(raw, i)
      if (byte < 0) return null
      out += writeByte(byte)
      i += 2
    } else if (code === 0x2b) out += '%20'
    else if (code > 0x7f) return null
    else out += writeByte(code)
  }
  return out
}

/**
 * A path as the URL parser serialized it → escapes upper-cased, escapes of unreserved bytes decoded
 * (RFC 3986 §6.2.2.1–2); every other character is kept as is. Null when an escape is malformed.
 */
export function canonicalPath(raw: string): string | null {
  let out = ''
  let from = 0
  for (let i = raw.indexOf('%'); i >= 0; i = raw.indexOf('%', i + 3)) {
    const byte = escapedByte(raw, i)
    if (byte < 0) return null
    out += raw.slice(from, i) + writeByte(byte)
    from = i + 3
  }
  return out + raw.slice(from)
}

/** Decodes a canonical component to text; null when its bytes are not UTF-8. */
export function decodeComponent(encoded: string): string | null {
  if (!encoded.includes('%')) return encoded
  try {
    return decodeURIComponent(encoded)
  } catch {
    return null
  }
}
