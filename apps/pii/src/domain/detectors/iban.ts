/**
 * International Bank Account Numbers: country code, two check digits and the BBAN, printed as one
 * run or in groups of four. Validated by ibantools: the per-country length and BBAN layout
 * (ISO 13616 registry) and the mod-97 check (ISO 7064). An IBAN whose only fault is its national
 * bank/branch/account check digit (France's RIB key, Spain's DC, Portugal's NIB, ...) is still
 * reported, at 0.80: mod-97 already makes a chance match rare, and a mistyped account number is
 * still an account number to redact.
 */
import { countrySpecs, ValidationErrorsIBAN, validateIBAN } from 'ibantools'
import { boost, contextBefore, isBoundary, keyMatches, shorterCandidates } from '../spans.js'
import type { Detector, Match } from '../types.js'

const CANDIDATE = /(?<![\w])[A-Z]{2}\d{2}[A-Z0-9 ]{10,40}[A-Z0-9]/g
const IBAN_WORDS = /(iban|account|konto|bank|compte|cuenta|rekening)\b[^\n]{0,12}$/i
const IBAN_KEY = /iban|account|bankaccount/

export const iban: Detector = {
  type: 'iban',
  keyPattern: IBAN_KEY,
  scan(text, context) {
    const found: Match[] = []
    const keyed = keyMatches(context, IBAN_KEY)
    CANDIDATE.lastIndex = 0
    for (let m = CANDIDATE.exec(text); m !== null; m = CANDIDATE.exec(text)) {
      const start = m.index
      if (!isBoundary(text, start - 1)) continue
      for (const value of shorterCandidates(m[0], / /, 10)) {
        const end = start + value.length
        if (!isBoundary(text, end)) continue
        if (value.includes(' ') && !/^[A-Z0-9]{4}( [A-Z0-9]{4})*( [A-Z0-9]{1,4})?$/.test(value)) continue
        const electronic = value.replace(/ /g, '')
        // The registry length first: most cuts of a greedy candidate fail it, before any checksum work.
        if (countrySpecs[electronic.slice(0, 2)]?.chars !== electronic.length) continue
        const { valid, errorCodes } = validateIBAN(electronic)
        const nationalCheckOnly =
          !valid && errorCodes.length === 1 && errorCodes[0] === ValidationErrorsIBAN.WrongAccountBankBranchChecksum
        if (!valid && !nationalCheckOnly) continue
        const contextual = keyed || contextBefore(text, start, IBAN_WORDS, 24)
        const base = valid ? 0.9 : 0.8
        found.push({
          type: 'iban',
          detector: 'iban',
          start,
          end,
          confidence: contextual ? boost(base, 0.09) : base,
          attributes: { country: electronic.slice(0, 2) },
        })
        break
      }
    }
    return found
  },
}
