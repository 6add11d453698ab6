/**
 * US bank routing (ABA transit) numbers: nine digits passing the 3-7-1 checksum with a Federal
 * Reserve prefix. One nine-digit number in ten passes the checksum by chance, so a context word
 * (`routing`, `ABA`, `RTN`, `transit`) or a key such as `routing_number` is required.
 */
import { isAbaRoutingNumber } from '../checks/aba.js'
import { contextBefore, isBoundary, keyMatches } from '../spans.js'
import type { Detector, Match } from '../types.js'

const CANDIDATE = /\d{9}/g
const ROUTING_WORDS = /(routing|aba|rtn|transit|ach|bank code|wire)\b[^\n]{0,20}$/i
const ROUTING_KEY = /routing|^aba|abanumber|rtn|transitnumber/

export const bankRouting: Detector = {
  type: 'bank_routing',
  keyPattern: ROUTING_KEY,
  scan(text, context) {
    const found: Match[] = []
    const keyed = keyMatches(context, ROUTING_KEY)
    if (!keyed && !/routing|aba|rtn|transit|ach|bank|wire/i.test(text)) return found
    CANDIDATE.lastIndex = 0
    for (let m = CANDIDATE.exec(text); m !== null; m = CANDIDATE.exec(text)) {
      const start = m.index
      const end = start + 9
      if (!isBoundary(text, start - 1) || !isBoundary(text, end) || /[-.]/.test(text.charAt(start - 1))) continue
      if (!isAbaRoutingNumber(m[0])) continue
      const contextual = keyed || contextBefore(text, start, ROUTING_WORDS, 32)
      if (!contextual) continue
      found.push({ type: 'bank_routing', detector: 'aba_routing', start, end, confidence: keyed ? 0.95 : 0.9 })
    }
    return found
  },
}
