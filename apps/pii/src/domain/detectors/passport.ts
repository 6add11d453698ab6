/**
 * Passport numbers. Formats vary by country (6-9 letters and digits), so a passport word within 30
 * characters before (`passport`, `passport no`, `Reisepass`, `passeport`) or a key such as
 * `passport_number` is required, and the value must hold at least two digits.
 */
import { isBoundary, keyMatches } from '../spans.js'
import type { Detector, Match } from '../types.js'

const PASSPORT_CUE =
  /(?:passport|reisepass|passeport|pasaporte|passaporto|paspoort)(?:\s?(?:no|nr|number|num|#|id))?\.?[\s:=#"'-]{0,6}/gi
const PASSPORT_KEY = /passport|reisepass|passeport|pasaporte/
const NOT_NUMBER = /^(number|expires?|issued|country|valid|holder|details)$/i

export const passport: Detector = {
  type: 'passport',
  keyPattern: PASSPORT_KEY,
  scan(text, context) {
    const found: Match[] = []
    const keyed = keyMatches(context, PASSPORT_KEY) && !/expir|country|issue|date|type/.test(context.key ?? '')
    if (keyed) {
      const value = /^[A-Z0-9]{6,9}$/i.exec(text)
      if (value && !NOT_NUMBER.test(value[0]) && (value[0].match(/\d/g) ?? []).length >= 2 && !/^\d{4}$/.test(value[0]))
        found.push({ type: 'passport', detector: 'passport', start: 0, end: text.length, confidence: 0.9 })
    }
    if (!/pass|reisepass|paspoort/i.test(text)) return found
    // Cue first, then the value right after it: the text is read once, not once per alphanumeric run.
    PASSPORT_CUE.lastIndex = 0
    for (let m = PASSPORT_CUE.exec(text); m !== null; m = PASSPORT_CUE.exec(text)) {
      const start = m.index + m[0].length
      const value = /^[A-Z0-9]{6,9}/i.exec(text.slice(start, start + 10))?.[0]
      if (value === undefined) continue
      const end = start + value.length
      if (!isBoundary(text, start - 1) || !isBoundary(text, end) || NOT_NUMBER.test(value)) continue
      if ((value.match(/\d/g) ?? []).length < 2 || /^\d{4}$/.test(value)) continue
      if (found.some((f) => f.start === start)) continue
      found.push({ type: 'passport', detector: 'passport', start, end, confidence: 0.85 })
    }
    return found
  },
}
