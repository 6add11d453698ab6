/**
 * One unfolded RFC 5545 content line (3.1: `name *(";" param) ":" value`), read only when it lies in
 * a strict subset whose reading is certain to equal ical.js's: a name of letters, digits and `-`;
 * parameter values either unquoted without `, " ^ \` or quoted without `^ \` (no RFC 6868 escapes, and
 * no backslash: ical.js reads parameter values as TEXT and unescapes `\, \; \n`); nothing between a
 * closing quote and the next `;` or `:`; none of the parameters ical.js reads as lists (MEMBER,
 * DELEGATED-TO, DELEGATED-FROM). Anything else answers null and the caller hands the whole block to
 * ical.js.
 */
export interface ContentLine {
  /** Lower-cased, as ical.js writes jCal names. */
  name: string
  /** Lower-cased parameter names with their raw values (a repeated parameter: the last one, as ical.js). */
  params: Record<string, string> | null
  value: string
}

const isNameChar = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45 /* - */

const SEMICOLON = 59
const COLON = 58
const EQUALS = 61
const QUOTE = 34
const COMMA = 44
const CARET = 94
const BACKSLASH = 92
/** ical.js's multi-valued parameters (design.js `icalParams`): a repeat makes an array there. */
const LIST_PARAMS = new Set(['member', 'delegated-to', 'delegated-from'])

export function readContentLine(line: string): ContentLine | null {
  const n = line.length
  let i = 0
  while (i < n && isNameChar(line.charCodeAt(i))) i++
  if (i === 0 || i === n) return null
  const name = line.slice(0, i).toLowerCase()
  let params: Record<string, string> | null = null
  while (line.charCodeAt(i) === SEMICOLON) {
    const from = ++i
    while (i < n && isNameChar(line.charCodeAt(i))) i++
    if (i === from || line.charCodeAt(i) !== EQUALS) return null
    const key = line.slice(from, i).toLowerCase()
    if (LIST_PARAMS.has(key)) return null
    i++
    let value: string
    if (line.charCodeAt(i) === QUOTE) {
      const close = line.indexOf('"', i + 1)
      if (close < 0) return null
      value = line.slice(i + 1, close)
      if (value.includes('^') || value.includes('\\')) return null
      i = close + 1
      const next = line.charCodeAt(i)
      if (next !== SEMICOLON && next !== COLON) return null
    } else {
      const start = i
      for (; i < n; i++) {
        const c = line.charCodeAt(i)
        if (c === SEMICOLON || c === COLON) break
        if (c === COMMA || c === QUOTE || c === CARET || c === BACKSLASH) return null
      }
      value = line.slice(start, i)
    }
    params ??= {}
    params[key] = value
  }
  if (line.charCodeAt(i) !== COLON) return null
  return { name, params, value: line.slice(i + 1) }
}
