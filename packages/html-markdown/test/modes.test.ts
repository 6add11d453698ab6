import { describe, expect, it } from 'vitest'
import { htmlToMarkdown, type Mode } from '../src/index.js'

const convert = (html: string, mode: Mode) => htmlToMarkdown(html, { mode }).markdown

describe('mode differences (each is a README example)', () => {
  it('inline HTML with meaning: kept in readable, plain text otherwise', () => {
    const html = '<p>H<sub>2</sub>O, press <kbd>Esc</kbd></p>'
    expect(convert(html, 'readable')).toBe('H<sub>2</sub>O, press <kbd>Esc</kbd>')
    expect(convert(html, 'strict')).toBe('H2O, press Esc')
    expect(convert(html, 'llm-friendly')).toBe('H2O, press Esc')
  })

  it('decorative images (alt="") and rules: kept in readable only', () => {
    const html = '<p>A</p><img src="/line.png" alt=""><hr><p>B</p>'
    expect(convert(html, 'readable')).toBe('A\n\n![](/line.png)\n\n---\n\nB')
    expect(convert(html, 'strict')).toBe('A\n\nB')
    expect(convert(html, 'llm-friendly')).toBe('A\n\nB')
  })

  it('links: inline, except reference-style in llm-friendly', () => {
    const html = '<p><a href="https://a.example/">One</a> and <a href="/two" title="Second">two</a></p>'
    expect(convert(html, 'readable')).toBe('[One](https://a.example/) and [two](/two "Second")')
    expect(convert(html, 'llm-friendly')).toBe('[One][1] and [two][2]\n\n[1]: https://a.example/\n[2]: /two "Second"')
  })

  it('page chrome: kept in strict and readable, dropped in llm-friendly', () => {
    const html =
      '<header>Site</header><nav><a href="/">Home</a></nav><div class="cookie-banner">Cookies?</div>' +
      '<p>Body text.</p><aside>Related</aside><form><p>Sign up</p></form><footer>© 2024</footer>'
    expect(convert(html, 'readable')).toBe(
      'Site\n\n[Home](/)\n\nCookies?\n\nBody text.\n\nRelated\n\nSign up\n\n© 2024',
    )
    expect(convert(html, 'llm-friendly')).toBe('Body text.')
  })

  it('main content: llm-friendly converts only <main> when there is one', () => {
    const html = '<div>Promo strip</div><main><h1>Title</h1><p>Text</p></main><div>Legal</div>'
    expect(convert(html, 'llm-friendly')).toBe('# Title\n\nText')
    expect(convert(html, 'strict')).toBe('Promo strip\n\n# Title\n\nText\n\nLegal')
  })

  it('whitespace: llm-friendly turns hard breaks and non-breaking spaces into plain ones', () => {
    const html = '<p>10&nbsp;km<br>north</p>'
    expect(convert(html, 'readable')).toBe('10\u00a0km  \nnorth')
    expect(convert(html, 'llm-friendly')).toBe('10 km\nnorth')
  })

  it('tables keep their structure in every mode', () => {
    const html = '<table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table>'
    for (const mode of ['strict', 'readable', 'llm-friendly'] as const) {
      expect(convert(html, mode)).toBe('| a   | b   |\n| --- | --- |\n| 1   | 2   |')
    }
  })
})

describe('kept structure', () => {
  it('ordered lists keep their start number, nested lists are indented', () => {
    expect(convert('<ol start="7"><li>x<ul><li>y</li></ul></li><li>z</li></ol>', 'readable')).toBe(
      '7.  x\n    -   y\n8.  z',
    )
  })

  it('code blocks are fenced with the language from the class, pre whitespace intact', () => {
    expect(convert('<pre class="lang-go"><code>if x {\n\treturn\n}</code></pre>', 'strict')).toBe(
      '```go\nif x {\n\treturn\n}\n```',
    )
  })

  it('definition lists become a bold term and its definition', () => {
    expect(convert('<dl><dt>TTL</dt><dd>Time to live.</dd></dl>', 'readable')).toBe('**TTL**\n\nTime to live.')
  })

  it('first rows become the header; rowspan leaves empty cells below', () => {
    const html = '<table><tr><td rowspan="2">k</td><td>1</td></tr><tr><td>2</td></tr></table>'
    expect(convert(html, 'readable')).toBe('| k   | 1   |\n| --- | --- |\n|     | 2   |')
  })

  it('counts removed tags and kept structure in metadata, keys sorted', () => {
    const html =
      '<html lang="de"><head><title>T</title><script></script></head><body><h2>H</h2>' +
      '<img src="/a.png" alt="a"><img src="/p.gif" width="1" height="1"><iframe></iframe><style></style></body></html>'
    expect(htmlToMarkdown(html, { includeMetadata: true }).metadata).toEqual({
      inputChars: html.length,
      outputChars: '## H\n\n![a](/a.png)'.length,
      tagsRemoved: { iframe: 1, img: 1, script: 1, style: 1 },
      title: 'T',
      language: 'de',
      links: 0,
      images: 1,
      tables: 0,
      headings: 1,
    })
  })
})
