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
/** A capitalised word, inner capitals allowed (`McGlynn`, `MacGyver`, `VonRueden`), and one `-`/`'` part (`Schneider-MacGyver`, `O'Brien`). */
const NAME_WORD = /^\p{Lu}\p{Ll}{0,24}(?:\p{Lu}\p{Ll}{1,24})?(?:[-'’]\p{Lu}?\p{Ll}{1,24}(?:\p{Lu}\p{Ll}{1,24})?)?/u
/** Lower-case particles inside a name (`van Dam`, `de Bruyn`, `van der Meer`, `da Silva`, `de la Cruz`). */
const PARTICLE = /^(?:van|von|de|der|den|del|della|delle|di|da|do|dos|das|du|des|le|la|ten|ter|zu|bin|al|el|y|e)$/
const HEADER = /\b(?:From|To|Cc|Bcc|Reply-To|Sender): ?"?/g
const STOP_WORDS =
  /^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Herr|Frau|Mme|Mlle|Sir|Madam|Customer|Customers|Team|Service|Support|User|Users|Admin|All|Friends|Colleagues|Valued|The|This|That|Name|Error|Id|Null|None|Unknown|Test|Inc|Corp|Ltd|Llc|Group|Project|Account|Care|Success|Portal|Team's)$/
const PERSON_KEY =
  /^(name|fullname|firstname|lastname|givenname|familyname|surname|middlename|forename|customername|contactname|patientname|employeename|cardholder|cardholdername|nameoncard|accountholder|accountholdername|billingname|shippingname|recipientname|beneficiaryname|holdername|legalname|maidenname|mothersmaidenname|fathername|spousename|nom|prenom|vorname|nachname|nombre|apellido)$/
const SINGLE_WORD_KEY = /first|last|given|family|sur|middle|fore|maiden|vorname|nachname|prenom|nom$|apellido/

/** Length of the particles (`van `, `van der `, `de la `) at `at` that a capitalised word follows, else 0. */
function particlesAt(text: string, at: number): number {
  let i = at
  for (let n = 0; n < 2; n++) {
    const word = /^\p{Ll}{1,5}(?= )/u.exec(text.slice(i, i + 6))
    if (!word || !PARTICLE.test(word[0])) break
    i += word[0].length + 1
    if (/\p{Lu}/u.test(text.charAt(i))) return i - at
  }
  return 0
}

/** End of up to three capitalised words from `from` (particles between them not counted), and how many were read. */
function readNameWords(text: string, from: number): { end: number; words: number } {
  let end = from
  let words = 0
  let at = from
  while (words < 3) {
    const word = NAME_WORD.exec(text.slice(at, at + 60))
    if (!word || STOP_WORDS.test(word[0])) break
    words++
    end = at + word[0].length
    if (text.charAt(end) !== ' ') break
    if (/\p{Lu}/u.test(text.charAt(end + 1))) at = end + 1
    else {
      const particles = particlesAt(text, end + 1)
      if (particles === 0) break
      at = end + 1 + particles
    }
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
  // Capitalised words, particles inside (`van`, `de la`), and after a particle its word in any case (`Da silva`).
  const isParticle = (w: string | undefined) => w !== undefined && PARTICLE.test(w.toLowerCase())
  const named = words.filter((w, i) => !(PARTICLE.test(w) && i > 0))
  if (named.length > 4 || named.some((w) => STOP_WORDS.test(w))) return false
  const shaped = words.every(
    (w, i) => /^\p{Lu}[\p{L}'’.-]{0,24}$/u.test(w) || (i > 0 && (PARTICLE.test(w) || isParticle(words[i - 1]))),
  )
  if (!shaped || PARTICLE.test(words[words.length - 1] ?? '')) return false
  return named.length >= 2 || SINGLE_WORD_KEY.test(key) || key !== 'name'
}

export const personName: Detector = {
  type: 'person_name',
  keyPattern: PERSON_KEY,
  scan(text, context) {
    const bareName = context.key === 'name' && context.personContext !== true
    if (keyMatches(context, PERSON_KEY) && !bareName && wholeValueName(text, context.key ?? '')) {
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
