/**
 * Span helpers every detector shares: token boundaries, context words before a span and the JSON
 * member name. All of them look at a bounded window, so a detector stays linear in its input.
 */
import type { ScanContext } from './types.js'

const WORD = /[A-Za-z0-9_]/

/** True when the character at `index` is absent or not a letter, digit or underscore. */
export function isBoundary(text: string, index: number): boolean {
  if (index < 0 || index >= text.length) return true
  return !WORD.test(text.charAt(index))
}

/** True when the character at `index` exists and is one of `chars`. */
export function charIs(text: string, index: number, chars: string): boolean {
  return index >= 0 && index < text.length && chars.includes(text.charAt(index))
}

/** True when `pattern` matches within `window` characters before `start`. */
export function contextBefore(text: string, start: number, pattern: RegExp, window = 40): boolean {
  return pattern.test(text.slice(Math.max(0, start - window), start))
}

/** True when the JSON member name matches `pattern` (already normalized: lower case, no separators). */
export function keyMatches(context: ScanContext, pattern: RegExp): boolean {
  // `keyed: false` means no selected detector's key pattern matched: skip the test.
  return context.key !== undefined && context.keyed !== false && pattern.test(context.key)
}

/** Normalizes a JSON member name for key-name rules: `Date_of-Birth` -> `dateofbirth`. */
export function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[\s_.-]/g, '')
}

/** Raises a confidence by `by`, capped at 0.99, rounded to two decimals. */
export function boost(confidence: number, by: number): number {
  return Math.round(Math.min(0.99, confidence + by) * 100) / 100
}

/**
 * The candidate itself and shorter ones cut at its last separators: a greedy candidate run such as
 * `4111 1111 1111 1111 2` contains the real value `4111 1111 1111 1111`. At most `max` cuts. Every
 * one is a prefix of the candidate, which the detectors' pre-checks rely on. An array, not a
 * generator: at most `max + 1` short strings, and generator objects cost more on dense text.
 */
export function shorterCandidates(candidate: string, separators: RegExp, max = 6): string[] {
  const out = [candidate]
  let end = candidate.length
  for (let cut = 0; cut < max; cut++) {
    let i = end - 1
    while (i > 0 && !separators.test(candidate.charAt(i))) i--
    if (i <= 0) break
    while (i > 0 && separators.test(candidate.charAt(i - 1))) i--
    end = i
    out.push(candidate.slice(0, end))
  }
  return out
}

/**
 * End of a quoted value whose opening quote is at `quoteAt`: the index of the matching closing
 * quote (a backslash escapes one character), or, when the quote is never closed, the end of the
 * line. A secret in quotes is taken whole, spaces included.
 */
export function quotedValueEnd(text: string, quoteAt: number): number {
  const quote = text.charAt(quoteAt)
  let i = quoteAt + 1
  while (i < text.length) {
    const c = text.charAt(i)
    if (c === '\\') i += 2
    else if (c === quote || c === '\n' || c === '\r') break
    else i++
  }
  return Math.min(i, text.length)
}

/** End of the run of characters from `from` that `stop` does not match: a value is never cut inside its run. */
export function runEnd(text: string, from: number, stop: RegExp): number {
  let i = from
  while (i < text.length && !stop.test(text.charAt(i))) i++
  return i
}
