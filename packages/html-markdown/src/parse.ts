/**
 * Parsing with domino, the spec-following HTML5 parser turndown itself uses in Node: entities are
 * decoded, malformed markup is repaired the way browsers repair it, and nothing is fetched or run.
 */
import { createDocument } from '@mixmark-io/domino'

export interface ParsedPage {
  document: Document
  body: HTMLElement
  title: string | null
  language: string | null
}

function nonEmpty(value: string | null | undefined): string | null {
  const trimmed = value?.replace(/\s+/g, ' ').trim()
  return trimmed ? trimmed : null
}

export function parsePage(html: string): ParsedPage {
  const document = createDocument(html)
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
  const document = createDocument(`${doctype}<body>${piece}`)
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
