/**
 * Parsing with domino, the spec-following HTML5 parser turndown itself uses in Node: entities are
 * decoded, malformed markup is repaired the way browsers repair it, and nothing is fetched or run.
 * Every parse runs under the open-element cap (open-element-cap.ts) and its tree is measured, so no
 * tree deeper than MAX_NESTING below `<body>` leaves this module.
 */
import { createDocument } from '@mixmark-io/domino'
import { controlFree } from './controls.js'
import { parsedTooDeep } from './input-errors.js'
import { MAX_NESTING } from './limits.js'
import { withOpenElementCap } from './open-element-cap.js'
import { treeDepth } from './walk.js'

export interface ParsedPage {
  document: Document
  body: HTMLElement
  title: string | null
  language: string | null
}

/** `<html>` and `<body>` are open below the content. */
const MAX_OPEN = MAX_NESTING + 2

function nonEmpty(value: string | null | undefined): string | null {
  const trimmed = value === null || value === undefined ? '' : controlFree(value).replace(/\s+/g, ' ').trim()
  return trimmed ? trimmed : null
}

function parseDocument(html: string): Document {
  const document = withOpenElementCap(MAX_OPEN, () => createDocument(html), parsedTooDeep)
  // The cap bounds the stack; the tree builder can also move elements (the adoption agency), so the
  // tree is measured as well: one walk, cheap beside the parse.
  if (treeDepth(document) > MAX_OPEN) parsedTooDeep()
  return document
}

export function parsePage(html: string): ParsedPage {
  const document = parseDocument(html)
  const body = document.body ?? document.createElement('body')
  return {
    document,
    body,
    title: nonEmpty(document.querySelector('title')?.textContent),
    language: nonEmpty(document.documentElement?.getAttribute('lang')),
  }
}

/** The body of a later piece of a split page, parsed in the page's mode (see chunks.ts). */
export function parsePiece(piece: string, doctype: string): HTMLElement {
  const document = parseDocument(`${doctype}<body>${piece}`)
  return document.body ?? document.createElement('body')
}

/**
 * The main content for `llm-friendly` mode: `<main>`, `[role=main]`, or the only `<article>`;
 * otherwise the whole body (chrome is then removed element by element).
 */
export function mainContent(body: HTMLElement): HTMLElement {
  const main = body.querySelector('main, [role="main"]')
  if (main) return main as HTMLElement
  const articles = body.querySelectorAll('article')
  return articles.length === 1 ? (articles[0] as HTMLElement) : body
}
