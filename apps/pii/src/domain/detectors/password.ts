/**
 * Passwords. In JSON, any non-empty value under a password key (`password`, `passwd`, `pwd`,
 * `passphrase`, `db_password`, `pin`) is the secret. In text, the value after `password=`,
 * `password: `, `"password":"` or `Pwd=` (connection-string style), up to a space, quote, `&`, `;` or `,`.
 * Placeholders (`***`, `<redacted>`, `null`, `${VAR}`) are not passwords.
 */
import { assignedValueStart, isBoundary, keyMatches } from '../spans.js'
import type { Detector, Match } from '../types.js'

const PASSWORD_KEY =
  /password|passwd|pwd$|passphrase|^pass$|^pin$|^pincode$|passcode|^(smtp|db|user|admin|root|mail|ftp|sftp|ldap|redis|mysql|pg|postgres|proxy|vpn|wifi)pass$|^secretanswer$/
const NOT_PASSWORD_KEY =
  /expir|policy|(reset|forgot|changed|length|hint|required|strength|hash|salt|updated|set|valid|enabled|type|in|at|date|age|count|attempts|rules|field|label|placeholder)$/
const IN_TEXT = /(password|passwd|pwd|passphrase|passcode|pass)["']?\s{0,3}[:=]\s{0,3}["']?[^\s"'&;,<>]{1,128}/gi
const PLACEHOLDER =
  /^(\*+|x+|•+|\.{3}|<[^>]*>|\[[^\]]*\]|\$\{[^}]*\}|\{\{[^}]*\}\}|%[^%]*%|null|none|undefined|redacted|masked|hidden|secret|password|changeme\*)$/i

function isPlaceholder(value: string): boolean {
  return value.length === 0 || PLACEHOLDER.test(value)
}

export const password: Detector = {
  type: 'password',
  keyPattern: PASSWORD_KEY,
  scan(text, context) {
    if (keyMatches(context, PASSWORD_KEY) && !NOT_PASSWORD_KEY.test(context.key ?? '')) {
      if (isPlaceholder(text.trim()) || text.length > 1024) return []
      return [{ type: 'password', detector: 'password_key', start: 0, end: text.length, confidence: 0.95 }]
    }
    const found: Match[] = []
    if (!/pass|pwd/i.test(text)) return found
    IN_TEXT.lastIndex = 0
    for (let m = IN_TEXT.exec(text); m !== null; m = IN_TEXT.exec(text)) {
      // `db_password=`, `x-password:` and upper-case variables such as `PGPASSWORD=` count.
      const envStyle = /^[A-Z]+$/.test(m[1] ?? '') && /[A-Z]/.test(text.charAt(m.index - 1))
      if (!isBoundary(text, m.index - 1) && !/[_-]/.test(text.charAt(m.index - 1)) && !envStyle) continue
      const start = m.index + assignedValueStart(m[0])
      const end = m.index + m[0].length
      if (start >= end || isPlaceholder(text.slice(start, end))) continue
      found.push({ type: 'password', detector: 'password_assignment', start, end, confidence: 0.9 })
    }
    return found
  },
}
