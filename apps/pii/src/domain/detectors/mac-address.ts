/**
 * MAC (EUI-48) addresses: six hex pairs joined by one consistent `:` or `-`, or Cisco's three dotted
 * quads. All-zero and broadcast addresses identify no device and are skipped.
 */
import { type AnchoredPattern, isHex, isWord, nextAnchored } from '../anchored.js'
import { contextBefore, isBoundary, keyMatches } from '../spans.js'
import type { Detector, Match } from '../types.js'

const H = '[0-9A-Fa-f]{2}'
/**
 * `(?<![\w:.-])` + six pairs or three quads, found from the first separator (anchored.ts): a start
 * only where the code accepts one (not after a word character or `:`/`.`/`-`), no retry inside hex runs.
 */
const REFUSED = (c: number) => isWord(c) || c === 58 || c === 46 || c === 45
export const COLON: AnchoredPattern = {
  anchor: ':',
  run: isHex,
  maxRun: 2,
  refused: REFUSED,
  sticky: new RegExp(`${H}:${H}:${H}:${H}:${H}:${H}`, 'y'),
}
export const DASH: AnchoredPattern = {
  anchor: '-',
  run: isHex,
  maxRun: 2,
  refused: REFUSED,
  sticky: new RegExp(`${H}-${H}-${H}-${H}-${H}-${H}`, 'y'),
}
export const CISCO: AnchoredPattern = {
  anchor: '.',
  run: isHex,
  maxRun: 4,
  refused: REFUSED,
  sticky: /[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}/y,
}
const MAC_WORDS = /(mac|hwaddr|ether|bssid|lladdr|dhcp\w*|station|device|wlan\d?|arp|nic)\b[^\n]{0,24}$/i
const MAC_KEY = /^mac$|macaddr|hwaddr|bssid|^ether/

function scanWith(pattern: AnchoredPattern, text: string, keyed: boolean, found: Match[]) {
  for (let m = nextAnchored(text, pattern, 0); m !== null; m = nextAnchored(text, pattern, m.index + m[0].length)) {
    const start = m.index
    const end = start + m[0].length
    if (!isBoundary(text, start - 1) || !isBoundary(text, end) || /[:.-]/.test(text.charAt(start - 1))) continue
    if (/^[:.-][0-9A-Fa-f]/.test(text.slice(end, end + 2))) continue
    const hex = m[0].replace(/[^0-9A-Fa-f]/g, '').toLowerCase()
    if (hex === '000000000000' || hex === 'ffffffffffff') continue
    if (!/[a-f]/.test(hex) && !keyed && !contextBefore(text, start, MAC_WORDS, 32)) continue
    found.push({ type: 'mac_address', detector: 'mac_address', start, end, confidence: keyed ? 0.95 : 0.8 })
  }
}

export const macAddress: Detector = {
  type: 'mac_address',
  keyPattern: MAC_KEY,
  scan(text, context) {
    const found: Match[] = []
    const keyed = keyMatches(context, MAC_KEY)
    if (text.includes(':')) scanWith(COLON, text, keyed, found)
    if (text.includes('-')) scanWith(DASH, text, keyed, found)
    if (text.includes('.')) scanWith(CISCO, text, keyed, found)
    return found.sort((a, b) => a.start - b.start)
  },
}
