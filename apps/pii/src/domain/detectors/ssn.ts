/**
 * US Social Security numbers. Validity rules (SSA): area not 000, 666 or 900-999; group not 00;
 * serial not 0000; plus numbers the SSA lists as never issued. `123-45-6789` and the Woolworth card
 * `078-05-1120` are reported as test data. Dashed or spaced forms stand alone (any Unicode dash or
 * space: see normalize.ts); dotted forms and nine bare digits need a context word (`SSN`,
 * `social security`) or a key such as `ssn`.
 */
import { boost, contextBefore, isBoundary, keyMatches } from '../spans.js'
import type { Detector, Match } from '../types.js'

const CANDIDATE = /(?<![\w.-])\d{3}([-. ]?)\d{2}\1\d{4}/g
const SSN_WORDS =
  /(\bssn|\bss#|\bss no|social security|socialsecurity|sozialversicherung|\btax ?id|\btin)(?![a-z])[^\n]{0,16}$/i
const SSN_KEY = /^(ssn|socialsecurity(number|no)?|ssnumber|taxid|tin|ssnlast9)$/
const EXAMPLES = new Set(['123456789', '078051120', '219099999'])
const NEGATIVE_WORDS = /(order|invoice|tracking|ticket|ref|id|#|no\.?|number|phone|tel|zip|routing)[\s:=#]{0,3}$/i

export function isValidSsn(digits: string): boolean {
  const area = Number(digits.slice(0, 3))
  const group = Number(digits.slice(3, 5))
  const serial = Number(digits.slice(5))
  return area !== 0 && area !== 666 && area < 900 && group !== 0 && serial !== 0
}

export const ssn: Detector = {
  type: 'ssn',
  keyPattern: SSN_KEY,
  scan(text, context) {
    const found: Match[] = []
    const keyed = keyMatches(context, SSN_KEY)
    CANDIDATE.lastIndex = 0
    for (let m = CANDIDATE.exec(text); m !== null; m = CANDIDATE.exec(text)) {
      const start = m.index
      const end = start + m[0].length
      if (!isBoundary(text, start - 1) || !isBoundary(text, end)) continue
      if (/[-.\d]/.test(text.charAt(start - 1)) || /[-.]\d/.test(text.slice(end, end + 2))) continue
      const digits = m[0].replace(/\D/g, '')
      if (!isValidSsn(digits)) continue
      const contextual = keyed || contextBefore(text, start, SSN_WORDS, 28)
      const separated = (m[1] ?? '') !== ''
      // Bare and dotted forms (`536.22.8451` reads as many other things) need the cue or key.
      if ((!separated || m[1] === '.') && !contextual) continue
      if (!contextual && contextBefore(text, start, NEGATIVE_WORDS, 12)) continue
      const base = separated ? (m[1] === '-' ? 0.85 : 0.7) : 0.8
      const testData = EXAMPLES.has(digits)
      found.push({
        type: 'ssn',
        detector: 'ssn',
        start,
        end,
        confidence: contextual ? boost(base, 0.14) : base,
        ...(testData ? { testData } : {}),
      })
    }
    return found
  },
}
