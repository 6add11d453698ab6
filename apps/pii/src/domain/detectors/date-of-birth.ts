/**
 * Dates of birth: a real calendar date (see checks/calendar-date.ts) under a key such as `dob` or
 * `birthDate`, or within 40 characters after a birth word (`DOB`, `date of birth`, `born`,
 * `birthday`, `geb.`, `né le`). Any other date (timestamps, due dates) is not reported.
 */
import { DATE_PATTERN, isRealDate } from '../checks/calendar-date.js'
import { contextBefore, isBoundary, keyMatches } from '../spans.js'
import type { Detector, Match } from '../types.js'

const BIRTH_WORDS =
  /(\bdob|d\.o\.b\.?|date of birth|birth ?date|birthday|born|\bb-?day|geb\.|geboren|geburtsdatum|n[ée]e? le|fecha de nacimiento|data di nascita)\b[^\n]{0,24}$/i
const BIRTH_KEY =
  /^(dob|dateofbirth|birthdate|birthday|bday|birthdt|geburtsdatum|fechanacimiento|datenaissance|born|bornon)$/

const BIRTH_CUE = new RegExp(BIRTH_WORDS.source.replace('\\b[^\\n]{0,24}$', ''), 'gi')

/** Where the last birth word in the 40 characters before `start` begins. */
function lastCueAt(text: string, start: number): number {
  const from = Math.max(0, start - 40)
  const window = text.slice(from, start)
  let at = -1
  BIRTH_CUE.lastIndex = 0
  for (let m = BIRTH_CUE.exec(window); m !== null; m = BIRTH_CUE.exec(window)) at = from + m.index
  return at
}

export const dateOfBirth: Detector = {
  type: 'date_of_birth',
  keyPattern: BIRTH_KEY,
  scan(text, context) {
    const found: Match[] = []
    const keyed = keyMatches(context, BIRTH_KEY)
    if (!keyed && !/dob|d\.o\.b|birth|born|b-?day|geb|n[ée]e? le|nacimiento|nascita/i.test(text)) return found
    let previousEnd = -1
    DATE_PATTERN.lastIndex = 0
    for (let m = DATE_PATTERN.exec(text); m !== null; m = DATE_PATTERN.exec(text)) {
      const start = m.index
      const end = start + m[0].length
      const isoTime = text.charAt(end) === 'T' && /\d/.test(text.charAt(end + 1))
      if (!isBoundary(text, start - 1) || (!isBoundary(text, end) && !isoTime) || !isRealDate(m)) continue
      // Only the first date after a birth word: in `born 1958-06-17, admitted 2026-11-20` the second is not.
      const cue = contextBefore(text, start, BIRTH_WORDS, 40) ? lastCueAt(text, start) : -1
      const contextual = cue !== -1 && previousEnd <= cue
      previousEnd = end
      if (!keyed && !contextual) continue
      found.push({ type: 'date_of_birth', detector: 'date_of_birth', start, end, confidence: keyed ? 0.95 : 0.9 })
    }
    return found
  },
}
