/**
 * Connection strings with a password: URLs `scheme://user:password@host` (PostgreSQL, MySQL,
 * MongoDB, Redis, AMQP, SMTP, FTP, HTTP basic auth, ...). The finding covers the password only,
 * so `postgres://app:****@db:5432/shop` keeps host and user for debugging. Key-value forms
 * (`Server=...;Password=...`) are the `password` type.
 *
 * The authority is read in code: it runs from `://` to the first space, quote, `<`, `>` or `/`, and
 * its userinfo ends at its last `@`, so an unescaped `@` inside a password
 * (`mongodb+srv://u:p@ss@w0rd@cluster0`) stays inside the finding. The password is everything
 * between the first `:` of the userinfo and that `@`.
 */
import { type AnchoredPattern, isDigit, isLetter, nextAnchored } from '../anchored.js'
import type { Detector, Match } from '../types.js'

/** `(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{1,20}:\/\/`, found from its `://` (anchored.ts). */
function isSchemeChar(c: number): boolean {
  return isLetter(c) || isDigit(c) || c === 43 || c === 46 || c === 45
}

export const SCHEME: AnchoredPattern = {
  anchor: '://',
  run: isSchemeChar,
  maxRun: 21,
  refused: isSchemeChar,
  sticky: /[A-Za-z][A-Za-z0-9+.-]{1,20}:\/\//y,
}
const AUTHORITY_END = /[\s"'<>/]/
const PLACEHOLDER = /^(\*+|x+|password|pass|secret|<[^>]*>|\$\{[^}]*\}|\{\{[^}]*\}\}|%[^%]*%)$/i

export const connectionString: Detector = {
  type: 'connection_string',
  scan(text) {
    const found: Match[] = []
    if (!text.includes('://')) return found
    let next = 0
    for (let m = nextAnchored(text, SCHEME, 0); m !== null; m = nextAnchored(text, SCHEME, next)) {
      const from = m.index + m[0].length
      let end = from
      let at = -1
      let colon = -1
      while (end < text.length && !AUTHORITY_END.test(text.charAt(end))) {
        const c = text.charAt(end)
        if (c === '@') at = end
        else if (c === ':' && colon === -1 && at === -1) colon = end
        end++
      }
      next = end
      // The user part ends at the first `:`; a `:` after the first `@` would be a port, not a password.
      if (at === -1 || colon === -1 || colon > at || at === end - 1) continue
      const secret = text.slice(colon + 1, at)
      if (secret.length === 0 || PLACEHOLDER.test(secret)) continue
      found.push({
        type: 'connection_string',
        detector: 'url_credentials',
        start: colon + 1,
        end: at,
        confidence: 0.95,
        attributes: { scheme: m[0].slice(0, -3).toLowerCase() },
      })
    }
    return found
  },
}
