/**
 * Payment card numbers: 12-19 digits in one run or in the printed groups (4-4-4-4, 4-6-5, ...)
 * separated by single spaces, dashes, dots, underscores or slashes, passing Luhn, with an IIN prefix whose issuer issues that
 * length. Published sandbox numbers are found and marked `testData`. Runs after words such as
 * `order` or `invoice` are refused unless a card word or key says otherwise.
 */
import { findIssuer, TEST_CARD_NUMBERS } from '../checks/card-issuers.js'
import { passesLuhn } from '../checks/luhn.js'
import { boost, contextBefore, isBoundary, keyMatches, shorterCandidates } from '../spans.js'
import type { Detector, Match } from '../types.js'

/** Starts only where the code accepts one (not after a word character, `-`, `.`, `+` or `/`). */
const CANDIDATE = /(?<![\w.+/-])\d[\d ._/-]{10,22}\d/g
const SEPARATOR = /[ ._/-]/
const FOUR_DIGITS = /^\d{4}/

function digitCount(value: string): number {
  let n = 0
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    if (c >= 48 && c <= 57) n++
  }
  return n
}
/**
 * Printed layouts: one run, groups of four (19 digits end in a short group), or Amex/Diners 4-6-5
 * and 4-6-4, with one separator throughout: space, dash, dot, underscore or slash (Unicode spaces
 * and dashes arrive here as ASCII, zero-width characters removed: see normalize.ts).
 */
const CONSISTENT = /^\d{12,19}$|^\d{4}([ ._/-])\d{4}(?:\1\d{4}){1,2}(?:\1\d{1,3})?$|^\d{4}([ ._/-])\d{6}\2\d{4,5}$/
const CARD_WORDS = /(card|credit|debit|visa|mastercard|amex|pan|cc|payment|cardnumber|kreditkarte|carte)\b[^\n]{0,16}$/i
const CARD_KEY = /^pan$|^card$|cardnumber|cardno|ccnum|ccnumber|creditcard|debitcard/
const NEGATIVE_WORDS =
  /(order|invoice|tracking|shipment|ticket|ref|reference|trace|request|sku|isbn|account|acct|id)[\s:=#_-]{0,4}$/i

export const creditCard: Detector = {
  type: 'credit_card',
  keyPattern: CARD_KEY,
  scan(text, context) {
    const found: Match[] = []
    const keyed = keyMatches(context, CARD_KEY)
    CANDIDATE.lastIndex = 0
    for (let m = CANDIDATE.exec(text); m !== null; m = CANDIDATE.exec(text)) {
      const start = m.index
      if (!isBoundary(text, start - 1) || /[-.+/]/.test(text.charAt(start - 1))) continue
      // Every value tried is a prefix of the run (shorterCandidates) and every printed layout
      // starts with four digits and holds at least twelve: runs without them hold no card.
      if (!FOUR_DIGITS.test(m[0]) || digitCount(m[0]) < 12) continue
      for (const value of shorterCandidates(m[0], SEPARATOR, 4)) {
        const end = start + value.length
        if (!isBoundary(text, end) || /^[.,/-]\d/.test(text.slice(end, end + 2))) continue
        if (!CONSISTENT.test(value)) continue
        const digits = value.replace(/\D/g, '')
        const issuer = findIssuer(digits)
        if (!issuer || !passesLuhn(digits)) continue
        const contextual = keyed || contextBefore(text, start, CARD_WORDS, 28)
        if (!contextual && contextBefore(text, start, NEGATIVE_WORDS, 16)) break
        const base = value.length === digits.length ? 0.8 : 0.9
        const testData = TEST_CARD_NUMBERS.has(digits)
        found.push({
          type: 'credit_card',
          detector: 'credit_card',
          start,
          end,
          confidence: testData ? 0.5 : contextual ? boost(base, 0.09) : base,
          attributes: { issuer: issuer.name },
          ...(testData ? { testData } : {}),
        })
        break
      }
    }
    return found
  },
}
