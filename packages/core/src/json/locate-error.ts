/**
 * Finds where JSON text stops being valid, with line and column, without echoing any of it.
 * V8's SyntaxError messages quote the input (never allowed in our responses or logs) and do not
 * always carry a position, so on the failure path we re-scan with this small grammar checker.
 */
export interface JsonErrorLocation {
  /** 0-based UTF-16 offset of the first offending character (text length for a premature end). */
  position: number
  line: number
  column: number
  reason: string
}

type Expect = 'value' | 'key' | 'colon' | 'comma-or-end'

export function locateJsonError(text: string): JsonErrorLocation {
  const fail = (position: number, reason: string) => ({ position, reason, ...lineAndColumn(text, position) })
  const stack: number[] = []
  let expect: Expect = 'value'
  let i = skipWhitespace(text, 0)
  if (i >= text.length) return fail(i, 'the body is empty')
  for (; i < text.length; i = skipWhitespace(text, i)) {
    const c = text[i]!
    if (expect === 'comma-or-end') {
      const close = stack.at(-1)
      if (close === undefined) return fail(i, 'unexpected content after the JSON value')
      if (c === ',') {
        expect = close === 0x7d ? 'key' : 'value'
        i++
      } else if (c.charCodeAt(0) === close) {
        stack.pop()
        i++
      } else return fail(i, `expected ',' or '${String.fromCharCode(close)}'`)
      continue
    }
    if (expect === 'colon') {
      if (c !== ':') return fail(i, "expected ':' after a property name")
      expect = 'value'
      i++
      continue
    }
    if (c === '}' && expect === 'key' && text[lastNonSpace(text, i)] === '{') {
      stack.pop()
      expect = 'comma-or-end'
      i++
      continue
    }
    if (c === ']' && expect === 'value' && text[lastNonSpace(text, i)] === '[') {
      stack.pop()
      expect = 'comma-or-end'
      i++
      continue
    }
    if (expect === 'key' && c !== '"') return fail(i, 'expected a double-quoted property name')
    if (c === '"') {
      const end = scanString(text, i)
      if (end < 0) return fail(-end, 'invalid or unterminated string')
      i = end
      expect = expect === 'key' ? 'colon' : 'comma-or-end'
      continue
    }
    const end = scanValueStart(text, i, stack)
    if (end < 0) return fail(-end - 1, 'unexpected character')
    i = end
    expect = text[i - 1] === '{' || text[i - 1] === '[' ? (text[i - 1] === '{' ? 'key' : 'value') : 'comma-or-end'
  }
  if (stack.length > 0 || expect !== 'comma-or-end') return fail(text.length, 'unexpected end of input')
  return fail(text.length, 'invalid JSON')
}

/** Consumes one scalar or an opening bracket; returns the next offset, or -(offset+1) on error. */
function scanValueStart(text: string, i: number, stack: number[]): number {
  const c = text[i]!
  if (c === '{' || c === '[') {
    stack.push(c === '{' ? 0x7d : 0x5d)
    return i + 1
  }
  for (const word of ['true', 'false', 'null']) {
    if (text.startsWith(word, i)) return i + word.length
  }
  const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
  number.lastIndex = i
  return number.test(text) ? number.lastIndex : -(i + 1)
}

/** Offset after the closing quote, or the negated offset of the problem. */
function scanString(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 0x22) return i + 1
    if (code < 0x20) return -i
    if (code === 0x5c) {
      const next = text[i + 1]
      if (next === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return -i
        i += 5
      } else if (next !== undefined && '"\\/bfnrt'.includes(next)) i++
      else return -i
    }
  }
  return -text.length
}

function skipWhitespace(text: string, i: number): number {
  while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++
  return i
}

function lastNonSpace(text: string, i: number): number {
  let j = i - 1
  while (j >= 0 && ' \t\n\r'.includes(text[j]!)) j--
  return j
}

export function lineAndColumn(text: string, position: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let i = text.indexOf('\n'); i !== -1 && i < position; i = text.indexOf('\n', i + 1)) {
    line++
    lineStart = i + 1
  }
  return { line, column: position - lineStart + 1 }
}
