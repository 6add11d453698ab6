/**
 * Passwords. In JSON, any non-empty value under a password key (`password`, `passwd`, `pwd`,
 * `passphrase`, `db_password`, `pin`) is the secret. In text, the value after `password=`,
 * `password: `, `"password":"` or `Pwd=` (connection-string style): a quoted value whole, to its
 * closing quote (spaces included); an unquoted one to the next space, quote, `&`, `;` or `,`,
 * however long. Placeholders (`***`, `<redacted>`, `null`, `${VAR}`) are not passwords.
 */
import { isBoundary, keyMatches, quotedValueEnd, runEnd } from '../spans.js'
import type { Detector, Match } from '../types.js'

const PASSWORD_KEY =
  /password|passwd|pwd$|passphrase|^pass$|^pin$|^pincode$|passcode|^(smtp|db|user|admin|root|mail|ftp|sftp|ldap|redis|mysql|pg|postgres|proxy|vpn|wifi)pass$|^secretanswer$/
const NOT_PASSWORD_KEY =
  /expir|policy|(reset|forgot|changed|length|hint|required|strength|hash|salt|updated|set|valid|enabled|type|in|at|date|age|count|attempts|rules|field|label|placeholder)$/
const IN_TEXT = /(password|passwd|pwd|passphrase|passcode|pass)["']?\s{0,3}[:=]\s{0,3}(?:(["'])[^"'\s]|[^\s"'&;,<>])/gi
const UNQUOTED_STOP = /[\s"'&;,<>]/
const PLACEHOLDER =
  /^(\*+|x+|•+|\.{3}|<[^>]*>|\[[^\]]*\]|\$\{[^}]*\}|\{\{[^}]*\}\}|%[^%]*%|null|none|undefined|redacted|masked|hidden|secret|password|changeme\*)$/i

function isPlaceholder(value: string): boolean {
  return value.length === 0 || PLACEHOLDER.test(value)
}

const isPasswordKey = (key: string) => PASSWORD_KEY.test(key) && !NOT_PASSWORD_KEY.test(key)

export const password: Detector = {
  type: 'password',
  keyPattern: PASSWORD_KEY,
  secretKey: isPasswordKey,
  scan(text, context) {
    if (keyMatches(context, PASSWORD_KEY) && isPasswordKey(context.key ?? '')) {
      if (isPlaceholder(text.trim())) return []
      return [{ type: 'password', detector: 'password_key', start: 0, end: text.length, confidence: 0.95 }]
    }
    const found: Match[] = []
    if (!/pass|pwd/i.test(text)) return found
    IN_TEXT.lastIndex = 0
    for (let m = IN_TEXT.exec(text); m !== null; m = IN_TEXT.exec(text)) {
      // `db_password=`, `x-password:` and upper-case variables such as `PGPASSWORD=` count.
      const envStyle = /^[A-Z]+$/.test(m[1] ?? '') && /[A-Z]/.test(text.charAt(m.index - 1))
      if (!isBoundary(text, m.index - 1) && !/[_-]/.test(text.charAt(m.index - 1)) && !envStyle) continue
      const start = m.index + m[0].length - 1
      const quote = m[2] ?? ''
      const end = quote === '' ? runEnd(text, start, UNQUOTED_STOP) : quotedValueEnd(text, start - 1)
      IN_TEXT.lastIndex = Math.max(IN_TEXT.lastIndex, end)
      if (start >= end || isPlaceholder(text.slice(start, end))) continue
      found.push({ type: 'password', detector: 'password_assignment', start, end, confidence: 0.9 })
    }
    return found
  },
}
