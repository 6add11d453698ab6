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
  CLOSES_THROUGH,
  CONTAINED,
  CONTAINERS,
  FOREIGN_BREAKOUT,
  FORMATTING,
  NOT_FOLLOWED,
  SCOPE_BOUNDARIES,
  SPECIAL,
  SPLIT_BEFORE,
} from './chunk-tags.js'
import { HEADING_TAGS } from './element-policy.js'
import { rawTextEnd, scanTags, startsRawText, type Tag } from './html-scan.js'

/** A script body with `<!--` and then `<script`, where the tokenizer's script escapes begin. */
function nestsScripts(html: string, from: number, to: number): boolean {
  const body = html.slice(from, to)
  const comment = body.indexOf('<!--')
  return comment !== -1 && /<script/i.test(body.slice(comment))
}

/**
 * End tags the parser does not simply ignore when their element is not open: any heading end tag
 * closes an open heading of another level, and `form` and `template` have rules of their own.
 */
const STRAY_SENSITIVE: ReadonlySet<string> = new Set([...HEADING_TAGS, 'form', 'template'])

/** Elements the splitter does not follow that are special to the parser and stay open until closed. */
const IMPLIED_OPENERS: ReadonlySet<string> = new Set(['p', 'li', 'dd', 'dt'])

/** The tokenizer's view of what is open, and whether it may still split. */
class Tracker {
  readonly open: string[] = []
  readonly formatting = new Map<string, number>()
  openFormatting = 0
  foreign = 0
  /** Open lists, tables, selects… (CONTAINERS), and open selects among them. */
  containers = 0
  selects = 0
  unsure = false
  /** Set when an end tag just closed the last open element. */
  closedLast = false

  /** How many of each tag name are open, to tell a stray end tag in constant time. */
  private readonly openCounts = new Map<string, number>()

  /**
   * Per open element: paragraphs and list items started directly inside it and not closed by their
   * own end tag. The splitter does not follow them, but while one may be open, the parser ignores an
   * ordinary end tag such as `</span>` (a `<p>` is a special element), so that tag cannot be trusted.
   */
  private readonly impliedInside: number[] = []

  private push(name: string): void {
    this.open.push(name)
    this.impliedInside.push(0)
    this.openCounts.set(name, (this.openCounts.get(name) ?? 0) + 1)
    if (CONTAINERS.has(name)) this.containers += 1
    if (name === 'select') this.selects += 1
  }

  private pop(): void {
    this.impliedInside.pop()
    const name = this.open.pop() as string
    this.openCounts.set(name, (this.openCounts.get(name) ?? 1) - 1)
    if (CONTAINERS.has(name)) this.containers -= 1
    if (name === 'select') this.selects -= 1
  }

  /**
   * An end tag for an element that is not open anywhere: the parser ignores it too ("any other end
   * tag" finds no match before a special element), except the end tags with rules of their own.
   */
  private isStray(name: string): boolean {
    return this.foreign === 0 && !STRAY_SENSITIVE.has(name) && (this.openCounts.get(name) ?? 0) === 0
  }

  start(name: string, selfClosing: boolean): void {
    this.closedLast = false
    if (this.foreign > 0) {
      if (FOREIGN_BREAKOUT.has(name)) this.unsure = true
      else if (!selfClosing) this.push(name)
      return
    }
    if (name === 'svg' || name === 'math') {
      if (!selfClosing) {
        this.push(name)
        this.foreign += 1
      }
      return
    }
    // After `<plaintext>` everything is text, even inside a container.
    if (name === 'plaintext' || (CONTAINED.has(name) && this.containers === 0)) {
      this.unsure = true
    }
    if (IMPLIED_OPENERS.has(name)) this.countImplied(1)
    if (FORMATTING.has(name)) {
      this.formatting.set(name, (this.formatting.get(name) ?? 0) + 1)
      this.openFormatting += 1
      return
    }
    if (!NOT_FOLLOWED.has(name) && !CONTAINED.has(name)) this.push(name)
  }

  end(name: string): void {
    if (this.isStray(name) && !FORMATTING.has(name) && !NOT_FOLLOWED.has(name) && !CONTAINED.has(name)) return
    this.closedLast = false
    if (this.foreign === 0 && FORMATTING.has(name)) {
      const count = this.formatting.get(name) ?? 0
      if (count > 0) {
        this.formatting.set(name, count - 1)
        this.openFormatting -= 1
      }
      return
    }
    if (this.foreign === 0 && (NOT_FOLLOWED.has(name) || CONTAINED.has(name))) {
      if (IMPLIED_OPENERS.has(name)) this.countImplied(-1)
      return
    }
    if (this.open[this.open.length - 1] === name) {
      if (!SPECIAL.has(name) && (this.impliedInside[this.impliedInside.length - 1] ?? 0) > 0) {
        this.unsure = true
        return
      }
      this.pop()
      if (name === 'svg' || name === 'math') this.foreign -= 1
      this.closedLast = this.open.length === 0
      return
    }
    if (this.foreign > 0 || this.selects > 0 || !this.closeMisnested(name)) this.unsure = true
  }

  /**
   * What the parser does with an end tag that is not the current element's, within 64 levels:
   * a block end tag (CLOSES_THROUGH) closes everything open inside its element unless a scope
   * boundary (a table, say) is in between; an ordinary one (`</span>`) does the same unless a
   * special element is in between, in which case it is ignored. False when neither applies.
   */
  private closeMisnested(name: string): boolean {
    const closesThrough = CLOSES_THROUGH.has(name)
    if (!closesThrough && SPECIAL.has(name)) return false
    const floor = Math.max(0, this.open.length - 64)
    for (let i = this.open.length - 1; i >= floor; i--) {
      const tag = this.open[i] as string
      if (!closesThrough && (this.impliedInside[i] ?? 0) > 0) return false
      if (tag === name) {
        while (this.open.length > i) this.pop()
        this.closedLast = this.open.length === 0
        return true
      }
      if (closesThrough ? SCOPE_BOUNDARIES.has(tag) : SPECIAL.has(tag)) return !closesThrough
    }
    return false
  }

  /** A paragraph or list item starts (+1) or ends by its own end tag (-1) inside the current element. */
  private countImplied(change: number): void {
    const top = this.impliedInside.length - 1
    if (top >= 0) this.impliedInside[top] = Math.max(0, (this.impliedInside[top] as number) + change)
  }

  canSplit(): boolean {
    return !this.unsure && this.closedLast && this.open.length === 0 && this.openFormatting === 0
  }
}

/** Where scanning goes on after a start tag: past the text of a raw-text element, -1 if it never ends. */
function skipRawText(html: string, tag: Tag, tracker: Tracker): number {
  if (tracker.foreign > 0 || !startsRawText(tag.name, tracker.selects > 0)) return tag.next
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
  scanTags(html, (tag, at) => {
    if (tag.end) tracker.end(tag.name)
    else {
      if (tracker.canSplit() && SPLIT_BEFORE.has(tag.name) && at - pieceStart >= pieceSize) {
        pieces.push(html.slice(pieceStart, at))
        pieceStart = at
      }
      tracker.start(tag.name, tag.selfClosing)
    }
    const after = tag.end ? tag.next : skipRawText(html, tag, tracker)
    return tracker.unsure ? -1 : after
  })
  pieces.push(html.slice(pieceStart))
  return pieces
}

/** Where the first `<main>` element's start tag begins, and its content begins and ends. */
export interface MainElement {
  start: number
  innerStart: number
  innerEnd: number
}

/**
 * The first `<main>` of the page when the parser certainly sees it as a top-level element of
 * `<body>` whose content ends at its own end tag: nothing open around its start tag (as for a
 * split) and its end tag closing it from the top. Null otherwise, or when there is none.
 */
export function findMainElement(html: string): MainElement | null {
  const tracker = new Tracker()
  let found: MainElement | null = null
  let inside = false
  scanTags(html, (tag, at) => {
    if (tag.end) {
      if (inside && tag.name === 'main' && tracker.open.length === 1 && tracker.openFormatting === 0) {
        found = { start: found?.start ?? 0, innerStart: found?.innerStart ?? 0, innerEnd: at }
        return -1
      }
      tracker.end(tag.name)
    } else {
      if (tag.name === 'main' && !inside) {
        if (tracker.unsure || tracker.open.length > 0 || tracker.openFormatting > 0) return -1
        found = { start: at, innerStart: tag.next, innerEnd: -1 }
        inside = true
      }
      tracker.start(tag.name, tag.selfClosing)
    }
    const after = tag.end ? tag.next : skipRawText(html, tag, tracker)
    return tracker.unsure ? -1 : after
  })
  const main = found as MainElement | null
  return main !== null && main.innerEnd !== -1 ? main : null
}

/** The page's doctype token, which later pieces repeat so that they parse in the same mode. */
export function doctypeOf(html: string): string {
  const match = /^\s*(?:<!--[\s\S]*?-->\s*)*(<!doctype[^>]*>)/i.exec(html)
  return match?.[1] ?? ''
}
