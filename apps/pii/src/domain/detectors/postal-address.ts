/**
 * Postal addresses (coverage `high`): a US/UK/CA-style street line, house number then one to four
 * capitalised words then a street suffix (`Street`, `Ave`, `Road`, ...), optionally followed by
 * `, City, ST 12345`; continental lines (`Hauptstraße 5`, `Rue de Rivoli 12`) by their street words;
 * and any street-like value under a key such as `address` or `street`.
 */
import { isBoundary, keyMatches } from '../spans.js'
import type { Detector, Match } from '../types.js'

const SUFFIX =
  'Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Circle|Cir|Parkway|Pkwy|Highway|Hwy|Square|Sq|Close|Crescent|Gardens|Row|Trail|Walk'
const US_LINE = new RegExp(
  `\\b\\d{1,6}[A-Za-z]? (?:[NSEW]{1,2}\\.? )?[A-Z][A-Za-z'. ]{1,60}? (?:${SUFFIX})\\b\\.?(?: (?:N|S|E|W|NE|NW|SE|SW)\\b)?(?: (?:Apt|Suite|Ste|Unit|#)\\.? ?[A-Za-z0-9-]{1,6})?(?:,? [A-Z][A-Za-z. ]{1,30},? (?:[A-Z]{2} \\d{5}(?:-\\d{4})?|[A-Z]{1,2}\\d[A-Z\\d]? \\d[A-Z]{2}))?`,
  'g',
)
const EU_LINE = /\b[A-ZÄÖÜ][a-zäöüß]{2,30}(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm)(?: \d{1,4}[a-z]?)\b/g
const ROMANCE_LINE =
  /\b\d{1,4},? (?:rue|avenue|boulevard|calle|via|viale|piazza|plaza|chemin|place) [A-Za-zÀ-ÿ' -]{2,40}/gi
const ADDRESS_KEY =
  /^(address|addressline[12]?|street|streetaddress|line1|line2|homeaddress|mailingaddress|billingaddress|shippingaddress|residence)$/
const STREETLIKE = /\d.*[A-Za-z]{3}|[A-Za-z]{3}.*\d/

/** Street words must be capitalised (`Main`, `St.`): `12 users hit the Road` is not an address. */
function hasStreetWords(line: string): boolean {
  const words = line.split(',')[0]?.split(' ').slice(1) ?? []
  return words.length <= 7 && words.every((w) => /^[A-Z#]|^\d/.test(w) || /^(of|the|de|la|del|di)$/.test(w))
}

function scanWith(pattern: RegExp, text: string, confidence: number, found: Match[]) {
  pattern.lastIndex = 0
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const start = m.index
    const end = start + m[0].trimEnd().length
    if (!isBoundary(text, start - 1)) continue
    if (pattern === US_LINE && !hasStreetWords(m[0])) continue
    found.push({ type: 'postal_address', detector: 'street_address', start, end, confidence })
  }
}

export const postalAddress: Detector = {
  type: 'postal_address',
  keyPattern: ADDRESS_KEY,
  scan(text, context) {
    const found: Match[] = []
    if (keyMatches(context, ADDRESS_KEY) && text.length <= 200 && STREETLIKE.test(text)) {
      return [{ type: 'postal_address', detector: 'address_key', start: 0, end: text.length, confidence: 0.9 }]
    }
    if (/\d/.test(text)) {
      scanWith(US_LINE, text, 0.85, found)
      if (/str|weg|gasse|platz|allee|ring|damm/.test(text)) scanWith(EU_LINE, text, 0.8, found)
      scanWith(ROMANCE_LINE, text, 0.8, found)
    }
    return found.sort((a, b) => a.start - b.start)
  },
}
