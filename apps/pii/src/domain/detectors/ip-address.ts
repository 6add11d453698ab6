/**
 * IPv4 and IPv6 addresses. Loopback, unspecified, broadcast and multicast addresses identify no one
 * and are skipped; private ranges (RFC 1918, fc00::/7, link-local) score lower than public ones.
 * Dotted quads after `v`, `version` or inside longer dotted runs (`1.2.3.4.5`, OIDs) are versions.
 */
import { isIPv6 } from 'node:net'
import { type AnchoredPattern, isDigit, isHex, isWord, nextAnchored } from '../anchored.js'
import { charIs, contextBefore, isBoundary, keyMatches } from '../spans.js'
import type { Detector, Match } from '../types.js'

/** `(?<![\w.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}`, found from its first `.` (anchored.ts). */
export const V4: AnchoredPattern = {
  anchor: '.',
  run: isDigit,
  maxRun: 3,
  refused: (c) => isWord(c) || c === 46,
  sticky: /\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}/y,
}
/**
 * `(?<![\w:])[0-9A-Fa-f]{0,4}:[0-9A-Fa-f:]{2,40}`, found from its first `:`: starts only at a token
 * boundary (the code refuses other starts), so no retry inside hex runs.
 */
export const V6: AnchoredPattern = {
  anchor: ':',
  run: isHex,
  maxRun: 4,
  refused: (c) => isWord(c) || c === 58,
  sticky: /[0-9A-Fa-f]{0,4}:[0-9A-Fa-f:]{2,40}/y,
}
const PRODUCT_TOKEN = /(?:^|[\s;(,"'])[A-Za-z][A-Za-z0-9._-]{0,30}\/$/
const VERSION_WORDS =
  /(\bv|version|ver|release|build|firmware|os|chrome|safari|firefox|mozilla|node|npm|oid)[\s:=/]{0,3}$/i
const RANGE_START = /\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}-$/
const HEX_DUMP_WORDS = /(serial|fingerprint|sha1|sha256|md5|thumbprint|key ?id|hash)\b[^\n]{0,12}$/i
const IP_KEY =
  /^(ip|ipaddr|ipaddress|ipv4|ipv6|remoteaddr|remoteaddress|remoteip|clientip|clientaddress|sourceip|srcip|dstip|destip|userip|xforwardedfor|xrealip|peer|peeraddress)$/

/** `1.2.5.1-2`, `6.9.11.60+dfsg-1`, `2.3.3.4~rc1`: Debian/semver revisions, not hosts (`a-b` IP ranges are). */
function isPackageVersion(text: string, end: number): boolean {
  const next = text.charAt(end)
  if (next === '+' || next === '~') return /[0-9A-Za-z]/.test(text.charAt(end + 1))
  return (
    next === '-' &&
    /^-\d/.test(text.slice(end, end + 2)) &&
    !/^-\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}/.test(text.slice(end, end + 17))
  )
}

function v4Kind(octets: number[]): 'skip' | 'private' | 'public' {
  const [a = 0, b = 0] = octets
  if (octets.some((o) => o > 255)) return 'skip'
  if (a === 0 || a === 127 || a >= 224) return 'skip'
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)) {
    return 'private'
  }
  if (a === 100 && b >= 64 && b <= 127) return 'private'
  return 'public'
}

function scanV4(text: string, keyed: boolean, found: Match[]) {
  for (let m = nextAnchored(text, V4, 0); m !== null; m = nextAnchored(text, V4, m.index + m[0].length)) {
    const start = m.index
    const end = start + m[0].length
    if (!isBoundary(text, start - 1) || !isBoundary(text, end) || charIs(text, start - 1, '.')) continue
    if (charIs(text, start - 1, '-') && !contextBefore(text, start, RANGE_START, 16)) continue
    if (charIs(text, end, '.') && /\d/.test(text.charAt(end + 1))) continue
    if (charIs(text, end, '/') && /\d/.test(text.charAt(end + 1))) continue // a CIDR network, not a host
    if (isPackageVersion(text, end)) continue
    if (!keyed && contextBefore(text, start, VERSION_WORDS, 12)) continue
    // `Edg/121.0.1.16`, `OPR/106.0.4998.70`: a product token's version in a user agent, not a host.
    if (!keyed && contextBefore(text, start, PRODUCT_TOKEN, 32)) continue
    const octets = m[0].split('.').map(Number)
    if (m[0].split('.').some((o) => o.length > 1 && o.startsWith('0'))) continue
    const kind = v4Kind(octets)
    if (kind === 'skip') continue
    const confidence = (kind === 'public' ? 0.85 : 0.6) + (keyed ? 0.1 : 0)
    found.push({
      type: 'ip_address',
      detector: 'ipv4',
      start,
      end,
      confidence,
      attributes: { version: '4', scope: kind },
    })
  }
}

function v6Kind(value: string): 'skip' | 'private' | 'public' {
  const lower = value.toLowerCase()
  if (lower === '::' || lower === '::1') return 'skip'
  if (/^f[cd]/.test(lower) || lower.startsWith('fe80')) return 'private'
  if (lower.startsWith('ff')) return 'skip'
  return 'public'
}

function scanV6(text: string, keyed: boolean, found: Match[]) {
  if (!text.includes(':')) return
  for (let m = nextAnchored(text, V6, 0); m !== null; m = nextAnchored(text, V6, m.index + m[0].length)) {
    let value = m[0]
    const start = m.index
    if (!isBoundary(text, start - 1) || charIs(text, start - 1, ':')) continue
    while (value.endsWith(':') && !value.endsWith('::')) value = value.slice(0, -1)
    const end = start + value.length
    if (!isBoundary(text, end) || charIs(text, end, '.')) continue
    const groups = value.split(':')
    const filled = groups.filter((g) => g !== '').length
    if (groups.length < 3 || filled < 3 || !isIPv6(value) || (!/[a-f]|::/i.test(value) && groups.length < 8)) continue
    if (groups.every((g) => g.length === 2) && !keyed) continue
    if (!keyed && contextBefore(text, start, HEX_DUMP_WORDS, 24)) continue
    const kind = v6Kind(value)
    if (kind === 'skip') continue
    const confidence = (kind === 'public' ? 0.85 : 0.6) + (keyed ? 0.1 : 0)
    found.push({
      type: 'ip_address',
      detector: 'ipv6',
      start,
      end,
      confidence,
      attributes: { version: '6', scope: kind },
    })
  }
}

export const ipAddress: Detector = {
  type: 'ip_address',
  keyPattern: IP_KEY,
  scan(text, context) {
    const found: Match[] = []
    const keyed = keyMatches(context, IP_KEY)
    if (text.includes('.')) scanV4(text, keyed, found)
    scanV6(text, keyed, found)
    return found.sort((a, b) => a.start - b.start)
  },
}
