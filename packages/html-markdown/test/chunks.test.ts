import { readdirSync, readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { doctypeOf, findMainElement, splitTopLevel } from '../src/chunks.js'
import { htmlToMarkdown } from '../src/html-to-markdown.js'
import { MODES } from '../src/types.js'
import { htmlFragment, htmlPage } from './support/random-html.js'

const folder = new URL('./fixtures/pages/', import.meta.url)
const pages = readdirSync(folder)
  .filter((name) => name.endsWith('.html'))
  .map((name) => [name, readFileSync(new URL(name, folder), 'utf8')] as const)

/** Splits at every safe boundary: pieces of at least one character. */
const everyBoundary = { pieceSize: 1 }

describe('splitTopLevel', () => {
  it('splits between top-level blocks, before a block start tag, and loses nothing', () => {
    const html =
      '<!doctype html><html><head><title>T</title></head><body><section>a</section>\n<div>b</div><p>c</p><ul><li>d</ul></body></html>'
    const pieces = splitTopLevel(html, 1)
    expect(pieces).toEqual([
      '<!doctype html><html><head><title>T</title></head><body><section>a</section>\n',
      '<div>b</div>',
      // `</p>` is not followed (the parser closes paragraphs by itself), so no split after it.
      '<p>c</p><ul><li>d</ul></body></html>',
    ])
    expect(pieces.join('')).toBe(html)
  })

  it('gathers pieces of at least the requested size', () => {
    const html = Array.from({ length: 100 }, (_, i) => `<section>${'x'.repeat(100)} ${i}</section>`).join('')
    const pieces = splitTopLevel(html, 1_000)
    expect(pieces.length).toBeGreaterThan(5)
    for (const piece of pieces.slice(0, -1)) expect(piece.length).toBeGreaterThanOrEqual(1_000)
    expect(pieces.join('')).toBe(html)
  })

  it.each([
    [
      'an attribute value',
      '<div title="</div><div>">x</div><div>y</div>',
      ['<div title="</div><div>">x</div>', '<div>y</div>'],
    ],
    ['a comment', '<div>x<!-- </div><div> --></div><div>y</div>', ['<div>x<!-- </div><div> --></div>', '<div>y</div>']],
    [
      'a script',
      '<div><script>"</div><div>"</script></div><div>y</div>',
      ['<div><script>"</div><div>"</script></div>', '<div>y</div>'],
    ],
    [
      'a textarea',
      '<div><textarea></div><div></textarea></div><div>y</div>',
      ['<div><textarea></div><div></textarea></div>', '<div>y</div>'],
    ],
    ['a bogus comment', '<div></ </div>x</div><div>y</div>', ['<div></ </div>x</div>', '<div>y</div>']],
  ])('never splits inside %s', (_what, html, expected) => {
    expect(splitTopLevel(html, 1)).toEqual(expected)
  })

  it.each([
    [
      'an unclosed formatting element (the parser reopens it in the next block)',
      '<div><b>x</div><div>y</div><div>z</div>',
    ],
    [
      'an end tag across a table (out of scope: the parser ignores it)',
      '<div><table><tr><td>x</div><div>y</div><div>z</div>',
    ],
    ['an ordinary end tag over an open paragraph (ignored by the parser)', '<del><p>x</del><div>y</div><div>z</div>'],
    ['a heading closed by another level', '<h1>x</h2><div>y</div><div>z</div>'],
    ['a stray </form>', '<div>x</div></form><div>y</div><div>z</div>'],
    ['a list item outside a list', '<li>x<div>y</div><div>z</div>'],
    ['a table cell outside a table', '<td>x</td><div>y</div><div>z</div>'],
    ['HTML inside SVG', '<div><svg><p>x</p></svg></div><div>y</div><div>z</div>'],
    ['<plaintext>, even inside a list', '<ul><li><plaintext></ul><div>y</div><div>z</div>'],
    ['nested script comments', '<div><script><!-- <script></script></div><div>y</div><div>z</div>'],
  ])('stops splitting after %s', (_what, html) => {
    expect(splitTopLevel(html, 1)).toHaveLength(1)
  })

  it('follows the mis-nesting the parser resolves: a block end tag closes what is open inside it', () => {
    expect(splitTopLevel('<div><span><em>x</div><div>y</div><div>z</div>', 1)).toHaveLength(1)
    expect(splitTopLevel('<div><span><q>x</div><div>y</div><div>z</div>', 1)).toEqual([
      '<div><span><q>x</div>',
      '<div>y</div>',
      '<div>z</div>',
    ])
  })

  it('goes on splitting past a stray end tag, which the parser ignores too', () => {
    expect(splitTopLevel('<div>x</div></section></span><div>y</div><div>z</div>', 1)).toEqual([
      '<div>x</div></section></span>',
      '<div>y</div>',
      '<div>z</div>',
    ])
  })

  it('splits after formatting elements that were closed by their own end tags, and after SVG icons', () => {
    const html = '<div><b>x</b><i>y</i></div><div><svg><path d="M0"/><g></g></svg></div><div>z</div>'
    expect(splitTopLevel(html, 1)).toHaveLength(3)
  })

  it('does not split before a table (in quirks mode a table does not close an open paragraph)', () => {
    expect(splitTopLevel('<div>x</div><table><tr><td>y</td></tr></table>', 1)).toHaveLength(1)
  })

  it('finds the doctype that later pieces repeat', () => {
    expect(doctypeOf('  <!-- c --><!DOCTYPE html><html>')).toBe('<!DOCTYPE html>')
    expect(doctypeOf('<html><body>')).toBe('')
  })
})

describe('findMainElement', () => {
  it('delimits a top-level <main> and its content', () => {
    const html = '<html><head><title>T</title></head><body><nav>n</nav><main id="m"><p>a</p></main><footer>f</footer>'
    const main = findMainElement(html)
    expect(main).not.toBeNull()
    expect(html.slice(main?.start)).toMatch(/^<main id="m">/)
    expect(html.slice(main?.innerStart, main?.innerEnd)).toBe('<p>a</p>')
  })

  it.each([
    ['inside another element', '<div><main><p>a</p></main></div>'],
    ['after an unclosed formatting element', '<b>x<main><p>a</p></main>'],
    ['with an element left open inside', '<main><div><p>a</main>'],
    ['never closed', '<main><p>a</p>'],
    ['after an end tag the parser ignores', '<div><table><td></div><main><p>a</p></main>'],
  ])('gives up on a <main> %s', (_what, html) => {
    expect(findMainElement(html)).toBeNull()
  })

  it('ignores <main> in comments and raw text', () => {
    const html = '<!-- <main> --><script>"<main>"</script><main><p>a</p></main>'
    expect(html.slice(findMainElement(html)?.innerStart, findMainElement(html)?.innerEnd)).toBe('<p>a</p>')
  })
})

describe('htmlToMarkdown in pieces gives the same result as whole', () => {
  it.each(pages)('%s, every mode, with metadata', (_name, html) => {
    expect(splitTopLevel(html, 1).length).toBeGreaterThan(0)
    for (const mode of MODES) {
      const options = { mode, includeMetadata: true }
      expect(htmlToMarkdown(html, options, everyBoundary)).toEqual(htmlToMarkdown(html, options))
    }
  })

  it('all corpus pages in one document, split at every boundary', () => {
    const bodies = pages.map(([, html]) => /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html).join('\n')
    const html = `<!DOCTYPE html><html lang="en"><head><title>All</title></head><body>${bodies}</body></html>`
    expect(splitTopLevel(html, 1).length).toBeGreaterThan(10)
    for (const mode of MODES) {
      const options = { mode, includeMetadata: true }
      expect(htmlToMarkdown(html, options, everyBoundary)).toEqual(htmlToMarkdown(html, options))
    }
  })

  it('random pages, well-formed and malformed', () => {
    fc.assert(
      fc.property(htmlPage({ malformed: true }), fc.constantFrom(...MODES), (html, mode) => {
        const options = { mode, includeMetadata: true }
        expect(htmlToMarkdown(html, options, everyBoundary)).toEqual(htmlToMarkdown(html, options))
      }),
      { numRuns: 500 },
    )
  })

  it('llm-friendly: the content of <main> in pieces, the head read from what precedes it', () => {
    const page = fc.tuple(
      fc.array(htmlFragment({ malformed: true }), { maxLength: 3 }),
      fc.array(htmlFragment(), { minLength: 1, maxLength: 8 }),
    )
    let delimited = 0
    fc.assert(
      fc.property(page, ([chrome, content]) => {
        const html = `<!DOCTYPE html><html lang="en"><head><title>M</title><script>x()</script></head><body><nav>${chrome.join('')}</nav>\n<main>${content.join('\n')}</main><footer>f</footer></body></html>`
        if (findMainElement(html) !== null) delimited += 1
        const options = { mode: 'llm-friendly' as const, includeMetadata: true }
        expect(htmlToMarkdown(html, options, everyBoundary)).toEqual(htmlToMarkdown(html, options))
      }),
      { numRuns: 300 },
    )
    // Most generated pages take the <main> path; the others (malformed chrome) are converted whole.
    expect(delimited).toBeGreaterThan(150)
  })

  it('splits a large page by itself and numbers its reference links across the pieces', () => {
    const section = (i: number) =>
      `<section><h2>Part ${i}</h2><p>See <a href="https://example.com/${i}">part ${i}</a>.</p></section>\n`
    const html = `<!DOCTYPE html><html><body>${Array.from({ length: 12_000 }, (_, i) => section(i)).join('')}</body></html>`
    expect(html.length).toBeGreaterThan(1_000_000)
    expect(splitTopLevel(html, 256 * 1024).length).toBeGreaterThan(3)
    const { markdown, metadata } = htmlToMarkdown(html, { mode: 'llm-friendly', includeMetadata: true })
    expect(markdown.startsWith('## Part 0\n\nSee [part 0][1].\n\n## Part 1\n\nSee [part 1][2].')).toBe(true)
    expect(markdown.endsWith('[11999]: https://example.com/11998\n[12000]: https://example.com/11999')).toBe(true)
    expect(metadata).toMatchObject({ links: 12_000, headings: 12_000 })
  })
})
