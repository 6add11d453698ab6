/**
 * Bearer tokens and the credentials of HTTP authentication headers.
 *
 * - A JWT is structure-checked: three base64url segments whose first decodes to a JSON header with
 *   a string `alg` and whose second decodes to a JSON object (JWS, RFC 7515/7519). Tokens are read
 *   only where one starts (`eyJ` after a character that cannot be inside a token) and to the end of
 *   their run, so a text of `eyJeyJeyJ…` costs one pass and no token is cut short.
 * - An opaque token after `Bearer ` counts when it is 20+ characters and looks random (entropy >= 3 bits).
 * - Credential headers: the credentials of `Authorization:` / `Proxy-Authorization:` of any scheme
 *   (`Basic dXNlcjpodW50ZXIy`, `Digest username=…, response=…`, `Token …`, `ApiKey …`), the value
 *   of API-key and token headers (`X-Api-Key`, `X-Auth-Token`, `PRIVATE-TOKEN`, `X-Amz-Security-Token`, …)
 *   and of `Cookie:`; in JSON, the value under such a header name.
 */
import { decodeJsonSegment } from '../checks/base64url.js'
import { shannonEntropy } from '../checks/entropy.js'
import { isBoundary, keyMatches, quotedValueEnd, runEnd } from '../spans.js'
import type { Detector, Match } from '../types.js'

const JWT_START = /(?<![A-Za-z0-9_.-])eyJ[A-Za-z0-9_.-]*/g
const BEARER = /(?<![A-Za-z0-9_-])Bearer\s{1,3}[A-Za-z0-9._~+/-]{20}/gi
const TOKEN_STOP = /[^A-Za-z0-9._~+/=-]/
const AUTH_HEADER = /(?<![A-Za-z0-9_-])(?:proxy-)?authorization["']?\s{0,3}[:=]\s{0,3}(["']?)/gi
const KEY_HEADER =
  /(?<![A-Za-z0-9_-])(?:x-api-key|api-key|apikey|x-auth-token|x-access-token|x-amz-security-token|x-goog-api-key|ocp-apim-subscription-key|x-vault-token|private-token|x-csrf-secret|cookie)["']?\s{0,3}:\s{0,3}(["']?)/gi
/** Schemes whose credentials are `name=value` parameters separated by commas and spaces. */
const PARAMETER_SCHEME = /^(digest|oauth|signature|aws4-hmac-sha256|hoba|mutual|vapid)$/i
const HEADER_KEY =
  /^(proxy)?authorization$|^(xapikey|apikey|xauthtoken|xaccesstoken|xamzsecuritytoken|xgoogapikey|ocpapimsubscriptionkey|xvaulttoken|privatetoken|cookie)$/
const PLACEHOLDER = /^(\*+|x+|<[^>]*>|\[[^\]]*\]|\$\{[^}]*\}|\{\{[^}]*\}\}|null|none|undefined|redacted|token|xxx+)$/i

function isJwt(token: string): boolean {
  const [header, claims] = token.split('.')
  const decoded = decodeJsonSegment(header ?? '')
  return typeof decoded?.alg === 'string' && decodeJsonSegment(claims ?? '') !== undefined
}

function scanJwts(text: string, found: Match[]) {
  JWT_START.lastIndex = 0
  for (let m = JWT_START.exec(text); m !== null; m = JWT_START.exec(text)) {
    // A JWS has three segments; a trailing `.` after the third ends a sentence, not the token.
    const parts = m[0].split('.')
    if (parts.length < 3 || parts.length > 4 || (parts.length === 4 && parts[3] !== '')) continue
    const token = parts.slice(0, 3).join('.')
    if ((parts[0] ?? '').length < 11 || (parts[1] ?? '').length < 4 || !isJwt(token)) continue
    found.push({ type: 'bearer_token', detector: 'jwt', start: m.index, end: m.index + token.length, confidence: 0.95 })
  }
}

function scanBearers(text: string, found: Match[]) {
  // Tokens already claimed (JWTs, `Authorization:` credentials), by start: as the bearer starts only
  // grow, one pointer and the furthest end so far say whether a start lies inside one, in linear time.
  const claimed = found.map((f) => [f.start, f.end] as const).sort((a, b) => a[0] - b[0])
  let next = 0
  let claimedTo = -1
  BEARER.lastIndex = 0
  for (let m = BEARER.exec(text); m !== null; m = BEARER.exec(text)) {
    const start = m.index + m[0].length - 20
    const end = runEnd(text, start, TOKEN_STOP)
    BEARER.lastIndex = end
    for (; next < claimed.length && (claimed[next] as readonly [number, number])[0] <= start; next++) {
      claimedTo = Math.max(claimedTo, (claimed[next] as readonly [number, number])[1])
    }
    if (start < claimedTo) continue
    const token = text.slice(start, end)
    if (shannonEntropy(token) < 3 || !/\d/.test(token) || !/[A-Za-z]/.test(token)) continue
    found.push({ type: 'bearer_token', detector: 'bearer_header', start, end, confidence: 0.85 })
  }
}

/**
 * The credentials of an `Authorization` value starting at `from`: after the scheme word, or the
 * whole value. Only parameter schemes (`Digest a=1, b=2`) and quoted values read to the end of the
 * line or quote; the rest stop at their token's end, so every character is read once.
 */
function credentialSpan(text: string, from: number, quoted: boolean): [number, number, string] {
  const scheme = /^[A-Za-z][A-Za-z0-9_-]{0,31}(?= {1,3}[^\s])/.exec(text.slice(from, from + 40))
  if (!scheme) return [from, runEnd(text, from, /[\s"'<>]/), 'token']
  const start = runEnd(text, from + scheme[0].length, /[^ ]/)
  if (quoted) return [start, quotedValueEnd(text, from - 1), scheme[0].toLowerCase()]
  const stop = PARAMETER_SCHEME.test(scheme[0]) ? /[\r\n]/ : /[\s"'<>,;]/
  return [start, runEnd(text, start, stop), scheme[0].toLowerCase()]
}

function basicConfidence(credentials: string): number {
  const decoded = Buffer.from(credentials, 'base64').toString('utf8')
  return /^[^\s:]{0,256}:./.test(decoded) ? 0.95 : 0.9
}

function scanHeaders(source: string, found: Match[]) {
  AUTH_HEADER.lastIndex = 0
  for (let m = AUTH_HEADER.exec(source); m !== null; m = AUTH_HEADER.exec(source)) {
    const from = m.index + m[0].length
    const [start, end, scheme] = credentialSpan(source, from, (m[1] ?? '') !== '')
    AUTH_HEADER.lastIndex = Math.max(AUTH_HEADER.lastIndex, end)
    const credentials = source.slice(start, end).trimEnd()
    if (credentials.length < 4 || PLACEHOLDER.test(credentials)) continue
    // A JWT after `Bearer` is reported by the JWT rule (its mask keeps `eyJ`).
    if (scheme === 'bearer' && credentials.startsWith('eyJ') && isJwt(credentials)) continue
    const confidence = scheme === 'basic' ? basicConfidence(credentials) : 0.9
    found.push({
      type: 'bearer_token',
      detector: scheme === 'basic' ? 'basic_auth_header' : 'authorization_header',
      start,
      end: start + credentials.length,
      confidence,
    })
  }
  KEY_HEADER.lastIndex = 0
  for (let m = KEY_HEADER.exec(source); m !== null; m = KEY_HEADER.exec(source)) {
    const start = m.index + m[0].length
    const cookie = /cookie/i.test(m[0])
    const quoted = (m[1] ?? '') !== ''
    const end = quoted ? quotedValueEnd(source, start - 1) : runEnd(source, start, cookie ? /[\r\n"'<>]/ : /[\s"'<>,;]/)
    KEY_HEADER.lastIndex = Math.max(KEY_HEADER.lastIndex, end)
    const value = source.slice(start, end).trimEnd()
    if (value.length < 8 || PLACEHOLDER.test(value)) continue
    // Below generic_secret's 0.80: a random value there is reported as that type, this rule catches the rest.
    found.push({
      type: 'bearer_token',
      detector: 'credential_header',
      start,
      end: start + value.length,
      confidence: 0.75,
    })
  }
}

export const bearerToken: Detector = {
  type: 'bearer_token',
  keyPattern: HEADER_KEY,
  scan(source, context) {
    const found: Match[] = []
    if (keyMatches(context, HEADER_KEY)) {
      const lead = source.length - source.trimStart().length
      const [start, end, scheme] = context.key?.endsWith('authorization')
        ? credentialSpan(source, lead, false)
        : [lead, source.trimEnd().length, 'token']
      const credentials = source.slice(start, end).trimEnd()
      if (credentials.length >= 4 && !PLACEHOLDER.test(credentials) && isBoundary(source, start - 1)) {
        const detector = scheme === 'basic' ? 'basic_auth_header' : 'credential_key'
        const authorization = context.key?.endsWith('authorization') ?? false
        const confidence = scheme === 'basic' ? basicConfidence(credentials) : authorization ? 0.9 : 0.75
        if (!(credentials.startsWith('eyJ') && isJwt(credentials)))
          return [{ type: 'bearer_token', detector, start, end: start + credentials.length, confidence }]
      }
    }
    if (source.includes('eyJ')) scanJwts(source, found)
    if (/authorization|api-?key|token|cookie/i.test(source)) scanHeaders(source, found)
    if (/bearer/i.test(source)) scanBearers(source, found)
    return found.sort((a, b) => a.start - b.start)
  },
}
