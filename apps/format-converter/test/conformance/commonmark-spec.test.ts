/**
 * The CommonMark 0.31.2 spec examples (npm `commonmark-spec` 0.31.2, spec.commonmark.org) rendered by the
 * Markdown -> HTML converter and compared after normalization (commonmark-normalize.ts). Every difference
 * is listed with its reason (README.md, Conformance); a new one, or one that went away, fails.
 */
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '../../src/documents/render-markdown.js'
import { normalizeHtml } from './commonmark-normalize.js'

interface Example {
  markdown: string
  html: string
  number: number
}

const spec = createRequire(import.meta.url)('commonmark-spec') as { tests: Example[] }

/** Example numbers -> why our page differs from the spec's HTML. */
const DIFFERENCES = {
  sanitizer:
    'raw HTML is kept only through sanitize-html (README.md, Documents): disallowed tags and comments are removed, an unclosed tag is closed, links with an empty or non-http(s)/mailto target lose the target',
  autolink: 'GFM autolinks: bare URLs and e-mail addresses become links (an extension the spec does not have)',
  encoding: 'link targets keep non-ASCII characters as written (marked does not percent-encode them; browsers do)',
} as const

const EXPECTED: Record<keyof typeof DIFFERENCES, number[]> = {
  sanitizer: [
    21, 31, 148, 150, 151, 152, 155, 156, 157, 158, 163, 165, 169, 170, 171, 172, 173, 174, 175, 176, 177, 178, 179,
    180, 181, 182, 183, 184, 187, 200, 201, 308, 309, 344, 476, 477, 485, 486, 487, 491, 494, 524, 536, 567, 596, 598,
    599, 601, 613, 614, 615, 616, 617, 623, 625, 626, 627, 628, 629, 630, 631, 642, 643,
  ],
  autolink: [602, 608, 611, 612],
  encoding: [32, 33, 503],
}

/** The spec writes a tab as → in its examples. */
const tabs = (text: string) => text.replace(/→/g, '\t')

describe('CommonMark spec examples', () => {
  it('agrees on 582 of 652 examples; the 70 others are listed by reason', () => {
    const differing: number[] = []
    for (const example of spec.tests) {
      const ours = normalizeHtml(renderMarkdown(tabs(example.markdown)).html)
      if (ours !== normalizeHtml(tabs(example.html))) differing.push(example.number)
    }
    expect(spec.tests).toHaveLength(652)
    expect(spec.tests.length - differing.length).toBe(582)
    expect(differing).toEqual(
      Object.values(EXPECTED)
        .flat()
        .sort((a, b) => a - b),
    )
  })
})
