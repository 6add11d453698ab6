/**
 * The package's one operation: HTML in, Markdown (and optional metadata) out. Pure and synchronous:
 * parse with domino, clean the tree in place, convert it with turndown's rules (engine/). A page
 * over SPLIT_ABOVE characters goes through the same steps a piece at a time, split between its
 * top-level blocks (chunks.ts), so that its memory is released as it is converted.
 */
import { doctypeOf, findMainElement, splitTopLevel } from './chunks.js'
import { cleanTree, type RemovedTags } from './clean.js'
import { startConversion, startsWithBlock } from './engine/conversion.js'
import { scopeBudgetSpent, stackTooDeep } from './input-errors.js'
import { countElements, describeConversion, type ElementCounts } from './metadata.js'
import { assertShape } from './nesting.js'
import { mainContent, type ParsedPage, parsePage, parsePiece } from './parse.js'
import { ruleBookFor } from './rules.js'
import { scopeBudgetFor, withScopeBudget } from './scope-budget.js'
import { normalizeTables } from './tables.js'
import type { ConversionResult, ConvertOptions, Mode } from './types.js'

/** Pages up to this many characters are converted whole. */
export const SPLIT_ABOVE = 1_000_000
/** The smallest piece of a split page, in characters (small enough for V8's young generation). */
export const PIECE_SIZE = 16 * 1024

/** How a page is converted: in pieces of body content, the first one with the document head unless `head` is given. */
interface Plan {
  pieces: string[]
  /** The document up to a `<main>` whose content the pieces are (llm-friendly): title, language, head. */
  head?: string
}

/**
 * `llm-friendly` keeps only the first `<main>` or `[role=main]`, else a lone `<article>`. A page with
 * a `<main>` (and no `role=main`) that the splitter can delimit (findMainElement) is converted as that
 * element's content in pieces, with the head parsed from what precedes it; pages with `role=main`, or
 * with `<article>` and no `<main>`, are converted whole. The tests are on the source, so a false alarm
 * only costs the split.
 */
function planFor(html: string, mode: Mode, pieceSize: number): Plan {
  if (html.length <= SPLIT_ABOVE && pieceSize === PIECE_SIZE) return { pieces: [html] }
  if (mode !== 'llm-friendly') return { pieces: splitTopLevel(html, pieceSize) }
  if (/\brole\s*=\s*["']?main\b/i.test(html)) return { pieces: [html] }
  if (!/<main[\s/>]/i.test(html)) {
    return /<article[\s/>]/i.test(html) ? { pieces: [html] } : { pieces: splitTopLevel(html, pieceSize) }
  }
  const main = findMainElement(html)
  // A <title> or <html lang> after the head would change the metadata read from the head alone.
  if (main === null || /<(?:title|html)[\s/>]/i.test(html.slice(main.start))) return { pieces: [html] }
  return {
    head: html.slice(0, main.start),
    pieces: splitTopLevel(html.slice(main.innerStart, main.innerEnd), pieceSize),
  }
}

/** Options of `htmlToMarkdown` that tests use to split small pages. */
export interface InternalOptions {
  pieceSize?: number
}

/** A piece parsed and cleaned, waiting for the next one to show that the boundary is a block. */
interface Prepared {
  html: string
  root: HTMLElement
  /** The first piece: the whole document with its head. */
  page: ParsedPage | null
  removed: RemovedTags
}

function prepare(html: string, first: boolean, doctype: string, mode: Mode): Prepared {
  const page = first ? parsePage(html) : null
  let root: HTMLElement
  if (page === null) root = parsePiece(html, doctype)
  else root = mode === 'llm-friendly' ? mainContent(page.body) : page.body
  // A detached tree is cheaper to change: domino re-indexes every moved node of an attached one.
  root.parentNode?.removeChild(root)
  const { removed, tables } = cleanTree(root, mode)
  normalizeTables(tables)
  return { html, root, page, removed }
}

/**
 * Prepares the pieces in order and hands each to `ready` once the next one shows that the boundary
 * between them is a block. A piece that, cleaned, begins inline (its first block was removed, say)
 * would let whitespace and flanking rules read across the boundary, so it is parsed again together
 * with the one before.
 */
function preparePieces(plan: Plan, doctype: string, mode: Mode, ready: (piece: Prepared) => void): void {
  let pending: Prepared | null = null
  for (const piece of plan.pieces) {
    if (pending === null) {
      pending = prepare(piece, plan.head === undefined, doctype, mode)
      continue
    }
    const next = prepare(piece, false, doctype, mode)
    if (startsWithBlock(next.root)) {
      ready(pending)
      pending = next
    } else {
      pending = prepare(pending.html + piece, pending.page !== null, doctype, mode)
    }
  }
  if (pending !== null) ready(pending)
}

/**
 * Throws AppError HTML_TOO_DEEP for pathologically nested input and HTML_TOO_MANY_ATTRIBUTES for a tag
 * of more than MAX_ATTRIBUTES attributes; never fetches and never runs scripts.
 */
export function htmlToMarkdown(
  html: string,
  options: ConvertOptions = {},
  internal: InternalOptions = {},
): ConversionResult {
  try {
    return withScopeBudget(scopeBudgetFor(html.length), () => convertPage(html, options, internal), scopeBudgetSpent)
  } catch (error) {
    // The limits keep every tree within MAX_NESTING, and no input found overflows the stack there; if
    // one ever does, it is still the input's depth, refused with the HTML code (not a 500, not JSON_TOO_DEEP).
    if (isStackOverflow(error)) stackTooDeep()
    throw error
  }
}

function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message)
}

function convertPage(html: string, options: ConvertOptions, internal: InternalOptions): ConversionResult {
  const mode = options.mode ?? 'readable'
  assertShape(html)
  const plan = planFor(html, mode, internal.pieceSize ?? PIECE_SIZE)
  const doctype = plan.pieces.length > 1 || plan.head !== undefined ? doctypeOf(html) : ''
  const conversion = startConversion(ruleBookFor(mode))
  const removed: RemovedTags = new Map()
  const counts: ElementCounts = { links: 0, images: 0, tables: 0, headings: 0 }
  let page: ParsedPage | null = plan.head === undefined ? null : parsePage(plan.head)

  const convert = (done: Prepared): void => {
    page ??= done.page
    for (const [tag, count] of done.removed) removed.set(tag, (removed.get(tag) ?? 0) + count)
    conversion.add(done.root)
    if (options.includeMetadata) countElements(done.root, counts)
  }

  preparePieces(plan, doctype, mode, convert)
  const markdown = conversion.finish()
  if (!options.includeMetadata || page === null) return { markdown }
  return { markdown, metadata: describeConversion({ html, markdown, page, counts, removed }) }
}
