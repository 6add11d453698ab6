/**
 * XML bytes -> text by XML 1.0 §4.3.3 and Appendix F: a BOM decides UTF-8 or UTF-16; without one the
 * document is UTF-8 unless its declaration names another encoding. The declaration must agree with
 * what the bytes are (a UTF-16 declaration on 8-bit bytes, or a UTF-8 BOM under an ISO-8859-1
 * declaration, is a fatal error in XML); an 8-bit encoding that the WHATWG Encoding standard knows
 * (ISO-8859-1, Windows-1252, Shift_JIS, EUC-JP, GB18030, KOI8-R, ...) is decoded as declared.
 * Text that arrived as a JSON string is already Unicode: its declaration is not applied.
 */
import { AppError } from '@svc/core/errors'
import { decodeText } from '../../domain/decode-text.js'

const UTF16 = new Set(['utf-16', 'utf-16le', 'utf-16be', 'iso-10646-ucs-2', 'ucs-2'])
const UTF8 = new Set(['utf-8', 'utf8'])

/** The encoding named by an XML declaration at the very start of `head` (ASCII-readable), if any. */
function declaredEncoding(head: string): string | undefined {
  const decl = /^<\?xml[ \t\r\n][^?]*?encoding[ \t\r\n]*=[ \t\r\n]*(["'])([A-Za-z][A-Za-z0-9._-]*)\1/.exec(head)
  return decl?.[2]?.toLowerCase()
}

function refuse(reason: string): AppError {
  return new AppError('INVALID_ENCODING', `The XML input's encoding declaration ${reason}.`, { encoding: 'xml' })
}

export function decodeXml(bytes: Uint8Array, fromString: boolean): string {
  const b0 = bytes[0]
  const b1 = bytes[1]
  const utf16Bom = (b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff)
  const utf8Bom = b0 === 0xef && b1 === 0xbb && bytes[2] === 0xbf
  if (utf16Bom) {
    const text = decodeText(bytes, { utf16: true })
    const named = declaredEncoding(text)
    if (named !== undefined && !UTF16.has(named)) throw refuse('names an 8-bit encoding under a UTF-16 byte order mark')
    return text
  }
  // Without a UTF-16 BOM the declaration is ASCII: read it from the raw bytes.
  const head = Buffer.from(bytes.subarray(utf8Bom ? 3 : 0, 512)).toString('latin1')
  const named = fromString ? undefined : declaredEncoding(head)
  if (named === undefined || UTF8.has(named)) return decodeText(bytes, { utf16: false })
  if (UTF16.has(named)) throw refuse('names UTF-16, but the bytes are not UTF-16 (no byte order mark)')
  if (utf8Bom) throw refuse('names another encoding than the UTF-8 byte order mark')
  let decoder: TextDecoder
  try {
    decoder = new TextDecoder(named, { fatal: true })
  } catch {
    throw refuse('names an encoding this service does not read (UTF-8, UTF-16 and the WHATWG encodings are read)')
  }
  if (decoder.encoding === 'utf-16le' || decoder.encoding === 'utf-16be' || decoder.encoding === 'replacement') {
    throw refuse('names an encoding that does not match the bytes')
  }
  try {
    return decoder.decode(bytes)
  } catch {
    throw new AppError('INVALID_ENCODING', `The input is not valid ${decoder.encoding.toUpperCase()} text.`, {
      encoding: decoder.encoding,
    })
  }
}
