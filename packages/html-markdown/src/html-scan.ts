/**
 * A light HTML tokenizer shared by the nesting guard (nesting.ts) and the splitter (chunks.ts). It
 * finds tags where the HTML5 tokenizer does — names up to whitespace, `/` or `>`; attributes with
 * quoted values, so a `>` or `<!--` inside a value hides nothing; comments with every ending the
 * tokenizer accepts (`-->`, `--!>`, `<!-->`, `<!--->`); bogus comments (`<!x>`, `<?x>`, `</ x>`) —
 * and builds nothing. Raw text is skipped by the callers, who know when it applies.
 */

export interface Tag {
  /** The tag name with ASCII letters lower-cased. */
  name: string
  end: boolean
  selfClosing: boolean
  /** Attributes written in the tag, duplicates included (the tokenizer reads each one). */
  attributes: number
  /** Index just past the tag's `>` (or the end of the input). */
  next: number
}

/** Elements whose content the tokenizer reads as text (domino runs with scripting on, so `noscript` too). */
export const RAW_TEXT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'textarea',
  'title',
])

/**
 * Whether a start tag of `name` switches the tokenizer to raw text. Inside `<select>` the tree
 * builder ignores most start tags, and an ignored tag switches nothing: only `script`, `style` and
 * `textarea` (which closes the select) still do. (Inside SVG and MathML none do; callers track that.)
 */
export function startsRawText(name: string, inSelect: boolean): boolean {
  return RAW_TEXT.has(name) && (!inSelect || name === 'script' || name === 'style' || name === 'textarea')
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
}

/** Reads the tag starting at `<` (index `at`), attributes and their quoted values included. */
function readTag(html: string, at: number): Tag {
  const end = html.charCodeAt(at + 1) === 47
  let i = at + (end ? 2 : 1)
  const nameStart = i
  let upper = false
  while (i < html.length) {
    const code = html.charCodeAt(i)
    if (isSpace(code) || code === 47 || code === 62) break
    if (code >= 65 && code <= 90) upper = true
    i++
  }
  const raw = html.slice(nameStart, i)
  // ASCII letters only, as the tokenizer does (`İ` stays `İ`; toLowerCase would make it two characters).
  const name = upper ? raw.replace(/[A-Z]+/g, (letters) => letters.toLowerCase()) : raw
  let selfClosing = false
  let attributes = 0
  while (i < html.length) {
    const code = html.charCodeAt(i)
    if (code === 62) return { name, end, selfClosing, attributes, next: i + 1 }
    selfClosing = code === 47 && html.charCodeAt(i + 1) === 62
    if (isSpace(code) || code === 47) i += 1
    else {
      i = skipAttribute(html, i)
      attributes += 1
    }
  }
  return { name, end, selfClosing, attributes, next: html.length }
}

/** Index just past the attribute at `at`: a name (its first character may be `=`), then an optional value. */
function skipAttribute(html: string, at: number): number {
  let i = at + 1
  while (i < html.length) {
    const c = html.charCodeAt(i)
    if (isSpace(c) || c === 47 || c === 62 || c === 61) break
    i++
  }
  while (i < html.length && isSpace(html.charCodeAt(i))) i++
  if (html.charCodeAt(i) !== 61) return i
  i++
  while (i < html.length && isSpace(html.charCodeAt(i))) i++
  const quote = html.charCodeAt(i)
  if (quote === 34 || quote === 39) {
    const close = html.indexOf(quote === 34 ? '"' : "'", i + 1)
    return close === -1 ? html.length : close + 1
  }
  while (i < html.length && !isSpace(html.charCodeAt(i)) && html.charCodeAt(i) !== 62) i++
  return i
}

/** Index just past a comment or bogus comment starting at `at` (`<!` or `<?`). */
function skipComment(html: string, at: number): number {
  if (html.startsWith('<!--', at)) {
    if (html.startsWith('>', at + 4)) return at + 5
    if (html.startsWith('->', at + 4)) return at + 6
    const close = /--!?>/g
    close.lastIndex = at + 4
    const match = close.exec(html)
    return match === null ? html.length : match.index + match[0].length
  }
  const close = html.indexOf('>', at + 2)
  return close === -1 ? html.length : close + 1
}

/**
 * Calls `onTag` for every start and end tag in document order, skipping comments and bogus
 * comments; `onTag` returns the index where scanning goes on (past raw text, say), or -1 to stop.
 */
export function scanTags(html: string, onTag: (tag: Tag, at: number) => number): void {
  let i = html.indexOf('<')
  while (i !== -1 && i < html.length) {
    const next = html.charCodeAt(i + 1)
    if (next === 33 || next === 63) {
      i = html.indexOf('<', skipComment(html, i))
      continue
    }
    const isEnd = next === 47
    if (isEnd && !isLetter(html.charCodeAt(i + 2))) {
      // `</>` is dropped; `</` before anything else but a letter opens a bogus comment up to `>`.
      const close = html.indexOf('>', i + 2)
      i = close === -1 ? -1 : html.indexOf('<', close + 1)
      continue
    }
    if (!isEnd && !isLetter(next)) {
      i = html.indexOf('<', i + 1)
      continue
    }
    const tag = readTag(html, i)
    const after = onTag(tag, i)
    i = after === -1 ? -1 : html.indexOf('<', after)
  }
}

const rawTextEnds = new Map<string, RegExp>()

/** The marks that move script data between its states: `<!--`, `-->`, `<script` and `</script`, each then ended. */
const SCRIPT_MARKS = /<!--|-->|<(\/?)script[\t\n\f\r />]/gi

/**
 * Index of the `<` of the `</script>` that ends script data from `from`, or -1. The tokenizer's
 * escape states: after `<!--`, a `<script>` starts a double-escaped section in which `</script>`
 * only ends the double escape; `-->` returns to plain script data (`<!--<script></script>` does not
 * end the script).
 */
function scriptDataEnd(html: string, from: number): number {
  let state: 'data' | 'escaped' | 'double' = 'data'
  SCRIPT_MARKS.lastIndex = from
  for (let match = SCRIPT_MARKS.exec(html); match !== null; match = SCRIPT_MARKS.exec(html)) {
    const mark = match[0]
    if (mark === '<!--') {
      if (state === 'data') state = 'escaped'
      // The dashes of `<!--` may end it at once: `<!-->`, `<!--->`.
      SCRIPT_MARKS.lastIndex = match.index + 2
    } else if (mark === '-->') {
      state = 'data'
    } else if (match[1] === '/') {
      if (state !== 'double') return match.index
      state = 'escaped'
    } else if (state === 'escaped') {
      state = 'double'
    }
  }
  return -1
}

/** Index of the `<` of the end tag that closes raw text `name` from `from`, or -1 (it runs to the end). */
export function rawTextEnd(html: string, name: string, from: number): number {
  if (name === 'script') return scriptDataEnd(html, from)
  let pattern = rawTextEnds.get(name)
  if (pattern === undefined) {
    pattern = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'ig')
    rawTextEnds.set(name, pattern)
  }
  pattern.lastIndex = from
  const match = pattern.exec(html)
  return match === null ? -1 : match.index
}
