/**
 * Splitting a large page between its top-level blocks, so that it can be parsed, cleaned and
 * converted a piece at a time. A 25 MB page parsed whole is a tree of about a gigabyte that stays
 * alive until the last line of Markdown is written; in pieces, each piece's tree is garbage as soon
 * as it is converted, and the work per byte stays what it is on a small page.
 *
 * A split is made only where the HTML5 parser is certainly back in `<body>` with nothing open: a
 * light tokenizer (tags with quoted attributes, comments, raw-text elements) follows every element
 * that is not closed implicitly, and a split is placed only
 * - after an end tag that closed the last open element, the one on top (no mis-nesting),
 * - when every formatting element opened so far was closed by its own end tag (the parser would
 *   otherwise reopen it in the next block),
 * - before the start tag of a block that closes an open `<p>` (so a stray `<p>` cannot span it).
 * Anything the tokenizer is not sure about (mis-nested or stray end tags, a list item or table part
 * outside its container, `<plaintext>`, HTML-looking tags inside SVG or MathML, a script that opens
 * nested script comments) stops splitting for the rest of the page, which then goes as one piece.
 */
import {
  CONTAINED,
  CONTAINERS,
  FOREIGN_BREAKOUT,
  FORMATTING,
  NOT_FOLLOWED,
  RAW_TEXT,
  SPLIT_BEFORE,
} from './chunk-tags.js'

interface Tag {
  name: string
  end: boolean
  selfClosing: boolean
  /** Index just past the tag's `>` (or the end of the input). */
  next: number
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
  while (i < html.length) {
    const code = html.charCodeAt(i)
    if (isSpace(code) || code === 47 || code === 62) break
    i++
  }
  const name = html.slice(nameStart, i).toLowerCase()
  let selfClosing = false
  while (i < html.length) {
    const code = html.charCodeAt(i)
    if (code === 62) return { name, end, selfClosing, next: i + 1 }
    selfClosing = code === 47 && html.charCodeAt(i + 1) === 62
    i = isSpace(code) || code === 47 ? i + 1 : skipAttribute(html, i)
  }
  return { name, end, selfClosing, next: html.length }
}

/** Index just past the attribute starting at `at`: a name (its first character may be `=`) and an optional value. */
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

const rawTextEnds = new Map([...RAW_TEXT].map((name) => [name, new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'ig')]))

/** Index of the `<` of the end tag closing raw text `name` from `from`, or -1. */
function rawTextEnd(html: string, name: string, from: number): number {
  const pattern = rawTextEnds.get(name) as RegExp
  pattern.lastIndex = from
  const match = pattern.exec(html)
  return match === null ? -1 : match.index
}

/** A script body with `<!--` and then `<script`, where the tokenizer's script escapes begin. */
function nestsScripts(html: string, from: number, to: number): boolean {
  const body = html.slice(from, to)
  const comment = body.indexOf('<!--')
  return comment !== -1 && /<script/i.test(body.slice(comment))
}

/** The tokenizer's view of what is open, and whether it may still split. */
class Tracker {
  readonly open: string[] = []
  readonly formatting = new Map<string, number>()
  openFormatting = 0
  foreign = 0
  unsure = false
  /** Set when an end tag just closed the last open element. */
  closedLast = false

  start(name: string, selfClosing: boolean): void {
    this.closedLast = false
    if (this.foreign > 0) {
      if (FOREIGN_BREAKOUT.has(name)) this.unsure = true
      else if (!selfClosing) this.open.push(name)
      return
    }
    if (name === 'svg' || name === 'math') {
      if (!selfClosing) {
        this.open.push(name)
        this.foreign += 1
      }
      return
    }
    // After `<plaintext>` everything is text, even inside a container.
    if (name === 'plaintext' || (CONTAINED.has(name) && !this.open.some((tag) => CONTAINERS.has(tag)))) {
      this.unsure = true
    }
    if (FORMATTING.has(name)) {
      this.formatting.set(name, (this.formatting.get(name) ?? 0) + 1)
      this.openFormatting += 1
      return
    }
    if (!NOT_FOLLOWED.has(name) && !CONTAINED.has(name)) this.open.push(name)
  }

  end(name: string): void {
    this.closedLast = false
    if (this.foreign === 0 && FORMATTING.has(name)) {
      const count = this.formatting.get(name) ?? 0
      if (count > 0) {
        this.formatting.set(name, count - 1)
        this.openFormatting -= 1
      }
      return
    }
    if (this.foreign === 0 && (NOT_FOLLOWED.has(name) || CONTAINED.has(name))) return
    if (this.open[this.open.length - 1] !== name) {
      this.unsure = true
      return
    }
    this.open.pop()
    if (name === 'svg' || name === 'math') this.foreign -= 1
    this.closedLast = this.open.length === 0
  }

  canSplit(): boolean {
    return !this.unsure && this.closedLast && this.open.length === 0 && this.openFormatting === 0
  }
}

/** Where scanning goes on after a start tag: past the text of a raw-text element, -1 if it never ends. */
function skipRawText(html: string, tag: Tag, tracker: Tracker): number {
  if (tracker.foreign > 0 || !RAW_TEXT.has(tag.name)) return tag.next
  const close = rawTextEnd(html, tag.name, tag.next)
  if (close !== -1 && tag.name === 'script' && nestsScripts(html, tag.next, close)) tracker.unsure = true
  return close
}

/**
 * Splits `html` into pieces of at least `pieceSize` characters at safe top-level boundaries (see
 * above). The first piece holds the doctype and head; the others are body content. One piece when
 * no safe boundary exists.
 */
export function splitTopLevel(html: string, pieceSize: number): string[] {
  const pieces: string[] = []
  const tracker = new Tracker()
  let pieceStart = 0
  let i = html.indexOf('<')
  while (i !== -1 && i < html.length && !tracker.unsure) {
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
    if (tag.end) {
      tracker.end(tag.name)
      i = html.indexOf('<', tag.next)
      continue
    }
    if (tracker.canSplit() && SPLIT_BEFORE.has(tag.name) && i - pieceStart >= pieceSize) {
      pieces.push(html.slice(pieceStart, i))
      pieceStart = i
    }
    tracker.start(tag.name, tag.selfClosing)
    const after = skipRawText(html, tag, tracker)
    i = after === -1 ? -1 : html.indexOf('<', after)
  }
  pieces.push(html.slice(pieceStart))
  return pieces
}

/** The page's doctype token, which later pieces repeat so that they parse in the same mode. */
export function doctypeOf(html: string): string {
  const match = /^\s*(?:<!--[\s\S]*?-->\s*)*(<!doctype[^>]*>)/i.exec(html)
  return match?.[1] ?? ''
}
