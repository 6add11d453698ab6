/**
 * U+0001 and ESC must not pass into the Markdown. Control characters (C0 except tab, line
 * feed and carriage return; DEL; C1) are removed from text and kept attributes before escaping, raw or
 * written as character references; a carriage return becomes a line feed.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasControls } from '../src/controls.js'
import { htmlToMarkdown, MODES } from '../src/index.js'

describe('control characters', () => {
  it('leave text, raw or from character references, in every mode', () => {
    const html = '<p>a\u0001b\u001b[31mred&#x1b;[0m &#1;c\u007f\u0085d</p>'
    for (const mode of MODES) expect(htmlToMarkdown(html, { mode }).markdown).toBe('ab\\[31mred\\[0m cd')
  })

  it('cannot hide a line start from the escapes: the character goes before escaping', () => {
    expect(htmlToMarkdown('<p>&#1;# not a heading</p>').markdown).toBe('\\# not a heading')
    expect(htmlToMarkdown('<p>&#x1b;- not a list</p>').markdown).toBe('\\- not a list')
  })

  it('leave code blocks, link text, addresses, titles, alt text and the metadata', () => {
    const html =
      '<html lang="e\u0001n"><title>T&#x1b;itle</title><pre>x&#13;y\u0002</pre>' +
      '<a href="https://a.example/p&#1;q" title="t&#x1b;t">li\u0003nk</a> <img src="https://a.example/i.png" alt="a&#2;lt">'
    const { markdown, metadata } = htmlToMarkdown(html, { includeMetadata: true })
    expect(markdown).toBe('```\nx\ny\n```\n\n[link](https://a.example/pq "tt") ![alt](https://a.example/i.png)')
    expect(metadata).toMatchObject({ title: 'Title', language: 'en' })
  })

  it('keeps tabs and line feeds', () => {
    expect(htmlToMarkdown('<pre>a\tb\nc</pre>').markdown).toBe('```\na\tb\nc\n```')
  })

  it('never reach the Markdown from generated pages', () => {
    const control = fc.integer({ min: 0, max: 0x9f }).filter((c) => c < 0x20 || c >= 0x7f)
    const piece = fc.oneof(
      fc.constantFrom('<p>', '</p>', '<pre>', '</pre>', '<a href="/x">', '</a>', '<td>', '<li>', 'text ', '# ', '*'),
      control.map((c) => String.fromCharCode(c)),
      control.map((c) => `&#${c};`),
      control.map((c) => `<img alt="&#x${c.toString(16)};" src="/i.png">`),
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.constantFrom(...MODES), (pieces, mode) => {
        const markdown = htmlToMarkdown(pieces.join(''), { mode }).markdown
        expect(hasControls(markdown.replace(/[\t\n]/g, ''))).toBe(false)
      }),
      { numRuns: 300 },
    )
  })
})
