/**
 * Generic secrets: a random-looking value (16 or more characters of base64/hex/URL-safe alphabet,
 * or anything between quotes, taken whole however long; Shannon entropy >= 3.5 bits per character, letters and digits mixed) assigned to a word such as
 * `secret`, `token`, `api_key`, `access_key`, `client_secret` or `auth`; in JSON, any such value
 * under such a key. Pagination cursors, CSRF tokens and token counts are not secrets.
 */
import { characterClasses, shannonEntropy } from '../checks/entropy.js'
import { keyMatches, quotedValueEnd, runEnd } from '../spans.js'
import type { Detector, Match } from '../types.js'

const SECRET_KEY =
  /secret|token|apikey|accesskey|privatekey|clientsecret|credential|signingkey|encryptionkey|masterkey|webhookkey|authkey|^auth$|authorization|sessionid|^session$|^sid$|cookie/
const NOT_SECRET_KEY =
  /(count|type|types|expir\w*|expiresin|ttl|usage|limit|length|name|url|uri|endpoint|id|ids|used|valid|enabled|format|hint|version|field|prefix)$|^(next|page|continuation|csrf|xsrf)|cursor|pagination/
const ASSIGNMENT =
  /(secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|client[_-]?secret|credential|signing[_-]?key|auth[_-]?key|session[_-]?id|x-api-key|encryption[_-]?key|master[_-]?key|app[_-]?key)[A-Za-z_-]{0,12}["']?\s{0,3}[:=]\s{0,3}(?:(["'])[^"'\s]|[A-Za-z0-9+/=_.~%-])/gi
/** An unquoted value ends at the first character outside base64/hex/URL-safe; a quoted one (any symbol: `SECRET_KEY='k#9v2@x!m4...'`) at its closing quote. */
const UNQUOTED_STOP = /[^A-Za-z0-9+/=_.~%-]/

function looksRandom(value: string): boolean {
  const core = value.replace(/=+$/, '')
  return core.length >= 16 && shannonEntropy(core) >= 3.5 && characterClasses(core) >= 2 && /\d/.test(core)
}

const isSecretKey = (key: string) => SECRET_KEY.test(key) && !NOT_SECRET_KEY.test(key)

export const genericSecret: Detector = {
  type: 'generic_secret',
  keyPattern: SECRET_KEY,
  secretKey: isSecretKey,
  scan(text, context) {
    if (keyMatches(context, SECRET_KEY) && isSecretKey(context.key ?? '')) {
      const value = text.trim()
      if (value.length >= 12 && !/\s/.test(value) && shannonEntropy(value) >= 3) {
        const start = text.indexOf(value)
        return [
          { type: 'generic_secret', detector: 'secret_key_name', start, end: start + value.length, confidence: 0.85 },
        ]
      }
      return []
    }
    const found: Match[] = []
    if (!/secret|token|key|credential|session/i.test(text)) return found
    ASSIGNMENT.lastIndex = 0
    for (let m = ASSIGNMENT.exec(text); m !== null; m = ASSIGNMENT.exec(text)) {
      const start = m.index + m[0].length - 1
      const end = m[2] ? quotedValueEnd(text, start - 1) : runEnd(text, start, UNQUOTED_STOP)
      ASSIGNMENT.lastIndex = Math.max(ASSIGNMENT.lastIndex, end)
      if (!looksRandom(text.slice(start, end))) continue
      found.push({ type: 'generic_secret', detector: 'secret_assignment', start, end, confidence: 0.8 })
    }
    return found
  },
}
