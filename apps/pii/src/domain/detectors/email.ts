/**
 * Email addresses. Found by expanding around each `@` over the local-part and domain characters
 * rather than by one regex: the runs stop at the neighbouring `@`, so the scan is linear.
 */
import { boost, keyMatches } from '../spans.js'
import type { Detector, Match } from '../types.js'

const LOCAL = /[A-Za-z0-9._%+'-]/
const DOMAIN = /[A-Za-z0-9.-]/
const TLD = /^[A-Za-z]{2,24}$/
const EMAIL_KEY = /e?mail|emailaddress|replyto|recipient|sender/
/** Hosts of documentation examples (RFC 2606) and a few placeholders: found, flagged as test data. */
const EXAMPLE_DOMAIN = /(^|\.)(example\.(com|org|net)|test|invalid|localhost)$/i

/**
 * The local part's whole run, however long (RFC 5321's 64 would leave the start of a longer one in
 * clear): linear, as the run stops at the previous `@`.
 */
function expandLeft(text: string, at: number): number {
  let i = at
  while (i > 0 && LOCAL.test(text.charAt(i - 1))) i--
  while (i < at && text.charAt(i) === '.') i++
  return i
}

function expandRight(text: string, at: number): number {
  let i = at + 1
  while (i < text.length && DOMAIN.test(text.charAt(i))) i++
  while (i > at + 1 && (text.charAt(i - 1) === '.' || text.charAt(i - 1) === '-')) i--
  return i
}

function isDomain(domain: string): boolean {
  const labels = domain.split('.')
  if (labels.length < 2 || labels.length > 127) return false
  if (!TLD.test(labels[labels.length - 1] ?? '')) return false
  return labels.every((l) => l.length > 0 && l.length <= 63 && !l.startsWith('-') && !l.endsWith('-'))
}

export const email: Detector = {
  type: 'email',
  keyPattern: EMAIL_KEY,
  scan(text, context) {
    const found: Match[] = []
    let at = text.indexOf('@')
    while (at !== -1) {
      const start = expandLeft(text, at)
      const end = expandRight(text, at)
      const local = text.slice(start, at)
      const domain = text.slice(at + 1, end)
      const inUrlUserinfo = /:\/\/[^\s/@]{0,128}$/.test(text.slice(Math.max(0, start - 140), start))
      if (local.length > 0 && !local.includes('..') && !inUrlUserinfo && isDomain(domain)) {
        const keyed = keyMatches(context, EMAIL_KEY)
        const testData = EXAMPLE_DOMAIN.test(domain)
        found.push({
          type: 'email',
          detector: 'email',
          start,
          end,
          confidence: keyed ? boost(0.9, 0.09) : 0.9,
          ...(testData ? { testData } : {}),
        })
      }
      at = text.indexOf('@', Math.max(at + 1, end))
    }
    return found
  },
}
