/**
 * Driver's licence numbers. No format is common to all issuers (US states use 1-2 letters and 4-14
 * digits, the UK 16 characters), so a licence phrase within 32 characters before (`driver's license`,
 * `driving licence`, `DL#`, `Führerschein`) or a key such as `drivers_license_number` is required,
 * and the value must hold at least four digits.
 */
import { contextBefore, isBoundary, keyMatches } from '../spans.js'
import type { Detector, Match } from '../types.js'

const CANDIDATE = /[A-Z0-9][A-Z0-9-]{4,17}[A-Z0-9]/gi
const LICENSE_WORDS =
  /(driver'?s? ?licen[cs]e|driving licen[cs]e|\bdl|f[üu]hrerschein|permis de conduire|licencia de conducir|\blicen[cs]e(?= ?(no|nr|number|num|#)))(\s?(no|nr|number|num|#|id))?\.?[\s:=#"'-]{0,6}$/i
const LICENSE_KEY =
  /driverslicen[cs]e|driverlicen[cs]e|drivinglicen[cs]e|^dl(number|no|num)?$|licen[cs]enumber|fuhrerschein/

export const driversLicense: Detector = {
  type: 'drivers_license',
  keyPattern: LICENSE_KEY,
  scan(text, context) {
    const found: Match[] = []
    const keyed = keyMatches(context, LICENSE_KEY) && !/expir|state|class|issue|date|type/.test(context.key ?? '')
    if (!keyed && !/licen[cs]e|\bdl|hrerschein|permis|licencia/i.test(text)) return found
    CANDIDATE.lastIndex = 0
    for (let m = CANDIDATE.exec(text); m !== null; m = CANDIDATE.exec(text)) {
      const start = m.index
      const end = start + m[0].length
      if (!isBoundary(text, start - 1) || !isBoundary(text, end)) continue
      if ((m[0].match(/\d/g) ?? []).length < 4) continue
      const contextual = contextBefore(text, start, LICENSE_WORDS, 32)
      const wholeValue = keyed && start === 0 && end === text.length
      if (!contextual && !wholeValue) continue
      found.push({
        type: 'drivers_license',
        detector: 'drivers_license',
        start,
        end,
        confidence: wholeValue ? 0.9 : 0.85,
      })
    }
    return found
  },
}
