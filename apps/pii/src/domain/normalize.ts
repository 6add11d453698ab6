/**
 * What the detectors read: the caller's text with the characters that hide a value from an ASCII
 * pattern rewritten, plus the map back to the caller's offsets. A card number written with
 * non-breaking or thin spaces, full-width or Arabic-Indic digits, an SSN with en dashes, an e-mail
 * with a zero-width space or a NUL inside: all read as their plain form, and every finding is
 * still reported (and redacted) at its place in the original text.
 *
 * Per code point: control and format characters (NUL, zero-width space and joiners, soft hyphen,
 * bidi controls, BOM) are dropped; every space separator becomes a space; every dash and the minus
 * sign a hyphen; line and paragraph separators a newline; decimal digits of any script their ASCII
 * digit; a character whose NFKC form is printable ASCII (full-width letters and punctuation, `＠`,
 * `．`, mathematical digits) that form, when it is no longer. Everything else (accented letters, other scripts) stays.
 * Linear: one pass, one cached lookup per distinct non-ASCII code point.
 */

/** Any character outside printable ASCII, tab, CR and LF: only such texts need the pass. */
const NEEDS_PASS = /[^\t\n\r\x20-\x7E]/
const DROP = /^[\p{Cc}\p{Cf}]$/u
const SPACE = /^\p{Zs}$/u
const DASH = /^[\p{Pd}\u2212]$/u
const LINE = /^[\p{Zl}\p{Zp}]$/u
const DIGIT = /^\p{Nd}$/u
const PRINTABLE_ASCII = /^[\x20-\x7E]+$/

const cache = new Map<number, string>()

/** The value of a decimal digit of any script: each script's digits are a run of ten from zero. */
function digitValue(cp: number): number {
  let start = cp
  while (cp - start < 60 && DIGIT.test(String.fromCodePoint(start - 1))) start--
  return (cp - start) % 10
}

function replacementOf(cp: number): string {
  const cached = cache.get(cp)
  if (cached !== undefined) return cached
  const ch = String.fromCodePoint(cp)
  let out = ch
  if (DROP.test(ch)) out = ''
  else if (SPACE.test(ch)) out = ' '
  else if (DASH.test(ch)) out = '-'
  else if (LINE.test(ch)) out = '\n'
  else {
    const nfkc = ch.normalize('NFKC')
    // Never longer than the original (`™` stays `™`, not `TM`): the text read is at most the text sent.
    if (PRINTABLE_ASCII.test(nfkc) && nfkc.length <= ch.length) out = nfkc
    else if (DIGIT.test(ch)) out = String(digitValue(cp))
  }
  if (cache.size < 70_000) cache.set(cp, out)
  return out
}

/** The text the detectors read and, when it differs from the caller's, where each character came from. */
export interface DetectionText {
  text: string
  /** For each code unit of `text`: start (`from`) and end (`to`) of the original code point(s) it stands for. */
  from?: Uint32Array
  to?: Uint32Array
}

export function normalizeForDetection(original: string): DetectionText {
  if (!NEEDS_PASS.test(original)) return { text: original }
  // Most texts outside ASCII (accented names, other scripts) hold nothing to rewrite: one cheap check first.
  let i = 0
  while (i < original.length) {
    const c = original.charCodeAt(i)
    if (c < 0x80) {
      if ((c < 0x20 && c !== 9 && c !== 10 && c !== 13) || c === 0x7f) break
      i++
      continue
    }
    const cp = original.codePointAt(i) as number
    const width = cp > 0xffff ? 2 : 1
    if (replacementOf(cp) !== original.slice(i, i + width)) break
    i += width
  }
  if (i === original.length) return { text: original }
  // Every replacement is at most as long as what it replaces, so the arrays never grow.
  const codes = new Uint16Array(original.length)
  const from = new Uint32Array(original.length)
  const to = new Uint32Array(original.length)
  let n = 0
  for (; n < i; n++) {
    codes[n] = original.charCodeAt(n)
    from[n] = n
    to[n] = n + 1
  }
  while (i < original.length) {
    const c = original.charCodeAt(i)
    if (c < 0x80) {
      if (!((c < 0x20 && c !== 9 && c !== 10 && c !== 13) || c === 0x7f)) {
        codes[n] = c
        from[n] = i
        to[n++] = i + 1
      }
      i++
      continue
    }
    const cp = original.codePointAt(i) as number
    const width = cp > 0xffff ? 2 : 1
    const out = replacementOf(cp)
    for (let k = 0; k < out.length; k++) {
      codes[n] = out.charCodeAt(k)
      from[n] = i
      to[n++] = i + width
    }
    i += width
  }
  let text = ''
  for (let k = 0; k < n; k += 8192) text += String.fromCharCode(...codes.subarray(k, Math.min(n, k + 8192)))
  return { text, from: from.subarray(0, n), to: to.subarray(0, n) }
}

/** The original span `[start, end)` of the detection span `[start, end)` (end > start). */
export function originalSpan(detection: DetectionText, start: number, end: number): [number, number] {
  if (!detection.from || !detection.to) return [start, end]
  return [detection.from[start] as number, detection.to[end - 1] as number]
}
