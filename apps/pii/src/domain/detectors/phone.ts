/**
 * Phone numbers, validated with libphonenumber-js's full metadata. `+` numbers are read
 * internationally and their country inferred from the calling code; numbers without `+` are read in
 * the request's `region` (default US) and need a national layout (NANP `(415) 555-0132`,
 * `415-555-0132`; elsewhere a trunk `0` and a separator: `030 901820`) or a context word or key.
 * Dates, IP addresses and dotted versions are refused before parsing.
 */
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { boost, charIs, contextBefore, isBoundary, keyMatches, shorterCandidates } from '../spans.js'
import type { Detector, Match } from '../types.js'

/** Starts only after a character the code accepts before a number (not a word character, `+`, `-`, `.`, `/`). */
const CANDIDATE = /(?<![\w+./-])[+(]?\d[\d ().-]{5,22}\d/g
const SEPARATOR = /[ ().-]/
const PHONE_WORDS = /(phone|tel|mobile|cell|fax|call|sms|whatsapp|contact|tlf|telefon|handy)\b[^\n]{0,12}$/i
const PHONE_KEY = /phone|mobile|^cell|^tel$|telephone|^fax|msisdn|contactnumber/
const NANP = new Set([
  'US',
  'CA',
  'AG',
  'AI',
  'AS',
  'BB',
  'BM',
  'BS',
  'DM',
  'DO',
  'GD',
  'GU',
  'JM',
  'KN',
  'KY',
  'LC',
  'MP',
  'PR',
  'SX',
  'TC',
  'TT',
  'VC',
  'VG',
  'VI',
])
const TRUNK_LAYOUT = /^(\(0\d{1,5}\)|\(0\)\d{1,5}|0\d{1,5})[ .-]\d/
const NANP_LAYOUT = /^(\+?1[ .-]?)?(\(\d{3}\) ?|\d{3}[ .-])\d{3}[ .-]\d{4}$/
/** NANP_LAYOUT without its end: every value tried is a prefix of the candidate, so one of them has the layout only if the candidate starts so. */
const NANP_START = /^(\+?1[ .-]?)?(\(\d{3}\) ?|\d{3}[ .-])\d{3}[ .-]\d{4}/
const DATE_LIKE = /^\d{4}[-./]\d{1,2}[-./]\d{1,2}|^\d{1,2}[-./]\d{1,2}[-./]\d{2,4}$/
const DOTTED = /^\d{1,3}(\.\d{1,3}){2,}$/
/** Three groups of four digits: batch, lot and serial codes; no national plan prints numbers so, except after a cue. */
const BATCH_CODE = /^\d{4}([ .-])\d{4}\1\d{4}$/

function digitCount(value: string): number {
  let n = 0
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) >= 48 && value.charCodeAt(i) <= 57) n++
  return n
}

function hasNationalLayout(value: string, region: CountryCode): boolean {
  return NANP.has(region) ? NANP_LAYOUT.test(value) : TRUNK_LAYOUT.test(value)
}

function readPhone(value: string, contextual: boolean, region: CountryCode) {
  const digits = digitCount(value)
  if (digits < 7 || digits > 15 || DATE_LIKE.test(value)) return undefined
  // Dotted groups of at most three digits are versions and addresses, unless a cue says phone (`tel: 915.023.580`).
  if (DOTTED.test(value) && !(contextual && digits >= 9)) return undefined
  const international = value.startsWith('+')
  if (!international && !contextual && (BATCH_CODE.test(value) || !hasNationalLayout(value, region))) return undefined
  const parsed = parsePhoneNumberFromString(value, international ? undefined : region)
  if (!parsed?.isValid()) return undefined
  return { confidence: international ? 0.85 : 0.75, country: parsed.country ?? 'unknown' }
}

export const phone: Detector = {
  type: 'phone',
  keyPattern: PHONE_KEY,
  scan(text, context) {
    const found: Match[] = []
    const keyed = keyMatches(context, PHONE_KEY)
    const region = (context.region ?? 'US') as CountryCode
    CANDIDATE.lastIndex = 0
    for (let m = CANDIDATE.exec(text); m !== null; m = CANDIDATE.exec(text)) {
      const start = m.index
      if (!isBoundary(text, start - 1) || charIs(text, start - 1, m[0].startsWith('+') ? '+-./' : '+-./:')) continue
      const contextual = keyed || contextBefore(text, start, PHONE_WORDS, 24)
      // Without `+`, a cue or a key, only a value in the region's national layout is read (readPhone):
      // every value tried is a prefix of the candidate, so none has it when the candidate does not start so.
      if (!contextual && !m[0].startsWith('+') && !(NANP.has(region) ? NANP_START : TRUNK_LAYOUT).test(m[0])) continue
      const candidate = m[0].replace(/[ (.-]+$/, '')
      // A batch code is refused whole, not read again as its first two groups.
      if (!contextual && BATCH_CODE.test(candidate)) continue
      for (const value of shorterCandidates(candidate, SEPARATOR, 3)) {
        const end = start + value.length
        if (!isBoundary(text, end) || (charIs(text, end, '.-') && /\d/.test(text.charAt(end + 1)))) continue
        const read = readPhone(value, contextual, region)
        if (!read) continue
        const confidence = contextual ? boost(read.confidence, 0.14) : read.confidence
        found.push({ type: 'phone', detector: 'phone', start, end, confidence, attributes: { country: read.country } })
        break
      }
    }
    return found
  },
}
