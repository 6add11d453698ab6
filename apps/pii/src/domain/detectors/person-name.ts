/**
 * Person names (coverage `high`). No dictionary: a name is one to three capitalised words (Unicode
 * letters, `-` and `'` inside) under a name key (`firstName`, `full_name`, `cardholder`, ...), or
 * after an honorific (`Mr`, `Dr`, `Frau`) or a phrase such as `name:`, `Dear`, `patient`,
 * `signed by`. Words read in code after the cue, so no pattern repeats a group.
 */
import { keyMatches } from '../spans.js'
import type { Detector, Match } from '../types.js'

const HONORIFIC = /\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Herr|Frau|Mme|Mlle|Sr|Sra|Sig)\.? /g
const PHRASE =
  /\b(?:name(?: is)?|full name|named|dear|customer|patient|employee|cardholder|card holder|signed by|attn|contact|applicant|passenger|guest|account holder|beneficiary|recipient)[:,]? {1,2}/gi
const NAME_WORD = /^\p{Lu}\p{Ll}{0,24}(?:[-'’]\p{Lu}?\p{Ll}{1,24})?/u
const HEADER = /\b(?:From|To|Cc|Bcc|Reply-To|Sender): ?"?/g
const STOP_WORDS =
  /^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Herr|Frau|Mme|Mlle|Sir|Madam|Customer|Customers|Team|Service|Support|User|Users|Admin|All|Friends|Colleagues|Valued|The|This|That|Name|Error|Id|Null|None|Unknown|Test|Inc|Corp|Ltd|Llc|Group|Project|Account|Care|Success|Portal|Team's)$/
const PERSON_KEY =
  /^(name|fullname|firstname|lastname|givenname|familyname|surname|middlename|forename|customername|contactname|patientname|employeename|cardholder|cardholdername|nameoncard|accountholder|accountholdername|billingname|shippingname|recipientname|beneficiaryname|holdername|legalname|maidenname|mothersmaidenname|fathername|spousename|nom|prenom|vorname|nachname|nombre|apellido)$/
const SINGLE_WORD_KEY = /first|last|given|family|sur|middle|fore|maiden|vorname|nachname|prenom|nom$|apellido/

/** End of up to three capitalised words from `from`, and how many were read. */
function readNameWords(text: string, from: number): { end: number; words: number } {
  let end = from
  let words = 0
  let at = from
  while (words < 3) {
    const word = NAME_WORD.exec(text.slice(at, at + 26))
    if (!word || STOP_WORDS.test(word[0])) break
    words++
    end = at + word[0].length
    if (text.charAt(end) !== ' ' || !/\p{Lu}/u.test(text.charAt(end + 1))) break
    at = end + 1
  }
  return { end, words }
}

function scanCue(pattern: RegExp, text: string, minWords: number, confidence: number, found: Match[]) {
  pattern.lastIndex = 0
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const start = m.index + m[0].length
    const { end, words } = readNameWords(text, start)
    if (words < minWords || /\p{L}|\d/u.test(text.charAt(end)) || (words === 1 && end - start < 2)) continue
    found.push({ type: 'person_name', detector: 'name_context', start, end, confidence })
    pattern.lastIndex = Math.max(pattern.lastIndex, end)
  }
}

function wholeValueName(text: string, key: string): boolean {
  const value = text.trim()
  if (value.length < 2 || value.length > 60 || /\d|@|_/.test(value)) return false
  const words = value.split(/\s+/)
  if (words.length > 4 || !words.every((w) => /^\p{Lu}[\p{L}'’.-]{0,24}$/u.test(w) && !STOP_WORDS.test(w))) return false
  return words.length >= 2 || SINGLE_WORD_KEY.test(key) || key !== 'name'
}

export const personName: Detector = {
  type: 'person_name',
  keyPattern: PERSON_KEY,
  scan(text, context) {
    if (keyMatches(context, PERSON_KEY) && wholeValueName(text, context.key ?? '')) {
      const start = text.length - text.trimStart().length
      const confidence = context.key === 'name' ? 0.75 : 0.9
      return [{ type: 'person_name', detector: 'name_key', start, end: text.trimEnd().length, confidence }]
    }
    const found: Match[] = []
    scanCue(HONORIFIC, text, 2, 0.85, found)
    if (text.includes(':')) scanCue(HEADER, text, 2, 0.8, found)
    scanCue(PHRASE, text, 2, 0.8, found)
    return found.sort((a, b) => a.start - b.start)
  },
}
