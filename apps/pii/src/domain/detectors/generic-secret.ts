/**
 * Generic secrets: a random-looking value (16-256 characters of base64/hex/URL-safe alphabet,
 * Shannon entropy >= 3.5 bits per character, letters and digits mixed) assigned to a word such as
 * `secret`, `token`, `api_key`, `access_key`, `client_secret` or `auth`; in JSON, any such value
 * under such a key. Pagination cursors, CSRF tokens and token counts are not secrets.
 */
import { characterClasses, shannonEntropy } from '../checks/entropy.js'
import { assignedValueStart, keyMatches } from '../spans.js'
import type { Detector, Match } from '../types.js'

const SECRET_KEY =
  /secret|token|apikey|accesskey|privatekey|clientsecret|credential|signingkey|encryptionkey|masterkey|webhookkey|authkey|^auth$|authorization|sessionid|^session$|^sid$|cookie/
const NOT_SECRET_KEY =
  /(count|type|types|expir\w*|expiresin|ttl|usage|limit|length|name|url|uri|endpoint|id|ids|used|valid|enabled|format|hint|version|field|prefix)$|^(next|page|continuation|csrf|xsrf)|cursor|pagination/
const ASSIGNMENT =
  /(secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|client[_-]?secret|credential|signing[_-]?key|auth[_-]?key|session[_-]?id|x-api-key|encryption[_-]?key|master[_-]?key|app[_-]?key)[A-Za-z_-]{0,12}["']?\s{0,3}[:=]\s{0,3}["']?[A-Za-z0-9+/=_.~%-]{1,256}/gi

/** A quoted value may hold any printable character but quotes and spaces: `SECRET_KEY='k#9v2@x!m4...'`. */
const QUOTED_VALUE = /^(["'])[^"'\s]{16,256}\1/

function looksRandom(value: string): boolean {
  const core = value.replace(/=+$/, '')
  return core.length >= 16 && shannonEntropy(core) >= 3.5 && characterClasses(core) >= 2 && /\d/.test(core)
}

export const genericSecret: Detector = {
  type: 'generic_secret',
  keyPattern: SECRET_KEY,
  scan(text, context) {
    if (keyMatches(context, SECRET_KEY) && !NOT_SECRET_KEY.test(context.key ?? '')) {
      const value = text.trim()
      if (value.length >= 12 && value.length <= 4096 && !/\s/.test(value) && shannonEntropy(value) >= 3) {
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
      const valueStart = m.index + assignedValueStart(m[0])
      const quoted = QUOTED_VALUE.exec(text.slice(valueStart - 1, valueStart + 258))
      const start = valueStart
      const end = quoted ? valueStart + quoted[0].length - 2 : m.index + m[0].length
      if (!looksRandom(text.slice(start, end))) continue
      found.push({ type: 'generic_secret', detector: 'secret_assignment', start, end, confidence: 0.8 })
    }
    return found
  },
}
