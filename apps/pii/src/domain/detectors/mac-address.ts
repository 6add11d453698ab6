/**
 * MAC (EUI-48) addresses: six hex pairs joined by one consistent `:` or `-`, or Cisco's three dotted
 * quads. All-zero and broadcast addresses identify no device and are skipped.
 */
import { contextBefore, isBoundary, keyMatches } from '../spans.js'
import type { Detector, Match } from '../types.js'

const H = '[0-9A-Fa-f]{2}'
/** Anchored where the code accepts a start (not after a word character or `:`/`.`/`-`): no retry inside hex runs. */
const START = '(?<![\\w:.-])'
const COLON = new RegExp(`${START}${H}:${H}:${H}:${H}:${H}:${H}`, 'g')
const DASH = new RegExp(`${START}${H}-${H}-${H}-${H}-${H}-${H}`, 'g')
const CISCO = new RegExp(`${START}[0-9A-Fa-f]{4}\\.[0-9A-Fa-f]{4}\\.[0-9A-Fa-f]{4}`, 'g')
const MAC_WORDS = /(mac|hwaddr|ether|bssid|lladdr|dhcp\w*|station|device|wlan\d?|arp|nic)\b[^\n]{0,24}$/i
const MAC_KEY = /^mac$|macaddr|hwaddr|bssid|^ether/

function scanWith(pattern: RegExp, text: string, keyed: boolean, found: Match[]) {
  pattern.lastIndex = 0
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
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
