/**
 * Connection strings with a password: URLs `scheme://user:password@host` (PostgreSQL, MySQL,
 * MongoDB, Redis, AMQP, SMTP, FTP, HTTP basic auth, ...). The finding covers the password only,
 * so `postgres://app:****@db:5432/shop` keeps host and user for debugging. Key-value forms
 * (`Server=...;Password=...`) are the `password` type.
 */
import { isBoundary } from '../spans.js'
import type { Detector, Match } from '../types.js'

const URL_WITH_PASSWORD =
  /[A-Za-z][A-Za-z0-9+.-]{1,20}:\/\/[^\s:/@"'<>]{0,128}:[^\s@/"'<>]{1,256}@[A-Za-z0-9.[\]-]{1,253}/g
const PLACEHOLDER = /^(\*+|x+|password|pass|secret|<[^>]*>|\$\{[^}]*\}|\{\{[^}]*\}\}|%[^%]*%)$/i

export const connectionString: Detector = {
  type: 'connection_string',
  scan(text) {
    const found: Match[] = []
    if (!text.includes('://')) return found
    URL_WITH_PASSWORD.lastIndex = 0
    for (let m = URL_WITH_PASSWORD.exec(text); m !== null; m = URL_WITH_PASSWORD.exec(text)) {
      if (!isBoundary(text, m.index - 1)) continue
      const schemeEnd = m[0].indexOf('://') + 3
      const userEnd = m[0].indexOf(':', schemeEnd)
      const at = m[0].lastIndexOf('@')
      const secret = m[0].slice(userEnd + 1, at)
      if (userEnd === -1 || PLACEHOLDER.test(secret)) continue
      const scheme = m[0].slice(0, schemeEnd - 3).toLowerCase()
      found.push({
        type: 'connection_string',
        detector: 'url_credentials',
        start: m.index + userEnd + 1,
        end: m.index + at,
        confidence: 0.95,
        attributes: { scheme },
      })
    }
    return found
  },
}
