/**
 * Private key blocks in PEM form (`-----BEGIN RSA PRIVATE KEY-----`, `EC`, `DSA`, `OPENSSH`,
 * `ENCRYPTED`, PKCS#8, PGP `PRIVATE KEY BLOCK`) through their END line. A block cut off before its
 * END line is reported through the last line of its body (headers such as `Proc-Type:`, line
 * breaks and JSON-escaped `\n` included), however long: no part of a key is handed back in clear.
 * Public keys and certificates are not secrets.
 */
import type { Detector, Match } from '../types.js'

const BEGIN = /-----BEGIN ([A-Z0-9 ]{0,24}PRIVATE KEY(?: BLOCK)?)-----/g
const HEADER = /(?:Proc-Type|DEK-Info|Comment|Version): ?[A-Za-z0-9,. -]{0,200}/y
const BASE64 = /[A-Za-z0-9+/]*={0,2}/y

/** Whitespace or a JSON/C escape of one (`\n`, `\r`, `\t`) at `i`: its length, else 0. */
function separatorAt(text: string, i: number): number {
  const c = text.charCodeAt(i)
  if (c === 32 || c === 9 || c === 10 || c === 13) return 1
  if (c === 92 && /[nrt]/.test(text.charAt(i + 1))) return 2
  return 0
}

function skipSeparators(text: string, i: number): number {
  for (let n = separatorAt(text, i); n > 0; n = separatorAt(text, i)) i += n
  return i
}

/**
 * End of the block whose BEGIN line ends at `from`: after its END line, else after the last line of
 * its body. Body lines are base64 tokens between separators, the RFC 1421 headers before them
 * allowed; a line shorter than the first one is the last line, and is taken only when it completes
 * a base64 length (a multiple of four), so a word of ordinary text after a cut key stays.
 */
function blockEnd(text: string, from: number, footer: string): { end: number; complete: boolean } {
  let end = from
  let i = skipSeparators(text, from)
  for (let h = 0; h < 4; h++) {
    HEADER.lastIndex = i
    const header = HEADER.exec(text)
    if (!header) break
    end = i + header[0].length
    i = skipSeparators(text, end)
  }
  let width = -1
  let total = 0
  while (i < text.length) {
    if (text.startsWith(footer, i)) return { end: i + footer.length, complete: true }
    BASE64.lastIndex = i
    const length = (BASE64.exec(text)?.[0] ?? '').length
    const after = i + length
    if (length === 0 || (after < text.length && separatorAt(text, after) === 0 && !text.startsWith('-----', after)))
      break
    if (width === -1) width = length
    else if (length < width) {
      if ((total + length) % 4 === 0) end = after
      const next = skipSeparators(text, after)
      if (end === after && text.startsWith(footer, next)) return { end: next + footer.length, complete: true }
      break
    }
    total += length
    end = after
    i = skipSeparators(text, after)
  }
  return { end, complete: false }
}

export const privateKey: Detector = {
  type: 'private_key',
  scan(text) {
    const found: Match[] = []
    if (!text.includes('-----BEGIN')) return found
    BEGIN.lastIndex = 0
    for (let m = BEGIN.exec(text); m !== null; m = BEGIN.exec(text)) {
      const { end, complete } = blockEnd(text, m.index + m[0].length, `-----END ${m[1]}-----`)
      found.push({
        type: 'private_key',
        detector: 'pem_private_key',
        start: m.index,
        end,
        confidence: complete ? 0.99 : 0.9,
        attributes: { kind: m[1] ?? 'PRIVATE KEY' },
      })
      BEGIN.lastIndex = Math.max(end, m.index + m[0].length)
    }
    return found
  },
}
