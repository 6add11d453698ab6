/**
 * Passport numbers. Formats vary by country (6-9 letters and digits), so a passport word within 30
 * characters before (`passport`, `passport no`, `Reisepass`, `passeport`) or a key such as
 * `passport_number` is required, and the value must hold at least two digits.
 */
import { contextBefore, isBoundary, keyMatches } from '../spans.js'
import type { Detector, Match } from '../types.js'

const CANDIDATE = /[A-Z0-9]{6,9}/gi
const PASSPORT_WORDS =
  /(passport|reisepass|passeport|pasaporte|passaporto|paspoort)(\s?(no|nr|number|num|#|id))?\.?[\s:=#"'-]{0,6}$/i
const PASSPORT_KEY = /passport|reisepass|passeport|pasaporte/
const NOT_NUMBER = /^(number|expires?|issued|country|valid|holder|details)$/i

export const passport: Detector = {
  type: 'passport',
  keyPattern: PASSPORT_KEY,
  scan(text, context) {
    const found: Match[] = []
    const keyed = keyMatches(context, PASSPORT_KEY) && !/expir|country|issue|date|type/.test(context.key ?? '')
    if (!keyed && !/pass|reisepass|paspoort/i.test(text)) return found
    CANDIDATE.lastIndex = 0
    for (let m = CANDIDATE.exec(text); m !== null; m = CANDIDATE.exec(text)) {
      const start = m.index
      const end = start + m[0].length
      if (!isBoundary(text, start - 1) || !isBoundary(text, end) || NOT_NUMBER.test(m[0])) continue
      if ((m[0].match(/\d/g) ?? []).length < 2 || /^\d{4}$/.test(m[0])) continue
      const contextual = contextBefore(text, start, PASSPORT_WORDS, 30)
      const wholeValue = keyed && start === 0 && end === text.length
      if (!contextual && !wholeValue) continue
      found.push({ type: 'passport', detector: 'passport', start, end, confidence: wholeValue ? 0.9 : 0.85 })
    }
    return found
  },
}
