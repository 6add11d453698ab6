import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { read, rejection, run, toText, write } from '../convert-helper.js'
import { readPdf } from '../pdf-text.js'

const MARKDOWN = `# Quarterly report — Ωμέγα Жук

Intro with **bold**, _em_, ~~gone~~, \`code\` and a [link](https://example.com/a?b=1).

- [x] shipped
- [ ] pending

> Quoted text.

\`\`\`js
const total = items.reduce((a, b) => a + b, 0)
\`\`\`

| Region | Units |
| --- | ---: |
| North | 12 |
| Süd | 7 |

A claim.[^src]

## Quarterly report — Ωμέγα Жук

[^src]: The source.
`

describe('markdown -> html', () => {
  it('renders a self-contained page: title, anchors, GFM tables, task lists, strikethrough, footnotes, highlighted code', async () => {
    const page = await toText('markdown', 'html', MARKDOWN)
    expect(page.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(page).toContain('<title>Quarterly report — Ωμέγα Жук</title>')
    expect(page).toContain('<h1 id="quarterly-report--ωμέγα-жук"><a class="anchor" href="#quarterly-report--ωμέγα-жук"')
    expect(page).toContain('<h2 id="quarterly-report--ωμέγα-жук-1">')
    expect(page).toContain('<strong>bold</strong>')
    expect(page).toContain('<del>gone</del>')
    expect(page).toMatch(/<input type="checkbox" disabled checked \/> shipped/)
    expect(page).toMatch(/<input type="checkbox" disabled \/> pending/)
    expect(page).toContain('<blockquote>')
    expect(page).toContain('<span class="hljs-keyword">const</span>')
    expect(page).toMatch(/<th align="right">Units<\/th>/)
    expect(page).toContain('<section class="footnotes"')
    expect(page).toContain('The source.')
    expect(page).not.toMatch(/<script|<link\b|@import|src="http/)
  })

  it('embeds a light theme by default, a dark one, and auto by prefers-color-scheme', async () => {
    const light = await toText('markdown', 'html', '# T')
    expect(light).toContain('--bg:#ffffff')
    expect(light).not.toContain('prefers-color-scheme')
    const dark = await toText('markdown', 'html', '# T', { output: { html: { theme: 'dark' } } })
    expect(dark).toContain('--bg:#0d1117')
    expect(dark).not.toContain('--bg:#ffffff')
    const auto = await toText('markdown', 'html', '# T', { output: { html: { theme: 'auto', title: 'Custom' } } })
    expect(auto).toContain('@media (prefers-color-scheme:dark){:root{--fg:#f0f6fc;--bg:#0d1117')
    expect(auto).toContain('<title>Custom</title>')
  })

  it('sanitizes raw HTML: no script, no event handler, no javascript: link', async () => {
    const evil =
      'Hi <script>alert(1)</script><img src="x" onerror="alert(2)"> [x](javascript:alert(3)) <a href="javascript:alert(4)">y</a> <iframe src="https://evil"></iframe>'
    const page = await toText('markdown', 'html', evil)
    const body = page.slice(page.indexOf('<main>'))
    expect(body).not.toMatch(/<script|onerror|javascript:|<iframe/i)
    expect(body).toContain('Hi ')
  })

  it('renders records as a table page', async () => {
    const page = await toText('csv', 'html', 'a,b\n1,<x>\n')
    expect(page).toContain('<td>&lt;x&gt;</td>')
  })
})

describe('html -> markdown (the shared html-markdown package)', () => {
  const PAGE =
    '<html><body><nav><a href="/">Home</a></nav><main><h1>Title</h1><p>Text <sup>2</sup> and <a href="https://e.com/x">a link</a>.</p></main></body></html>'

  it('converts a full page in readable mode by default, strict and llm-friendly on request', async () => {
    expect(await toText('html', 'markdown', PAGE)).toBe(
      '[Home](/)\n\n# Title\n\nText <sup>2</sup> and [a link](https://e.com/x).',
    )
    expect(await toText('html', 'markdown', PAGE, { input: { html: { mode: 'strict' } } })).toBe(
      '[Home](/)\n\n# Title\n\nText 2 and [a link](https://e.com/x).',
    )
    expect(await toText('html', 'markdown', PAGE, { input: { html: { mode: 'llm-friendly' } } })).toBe(
      '# Title\n\nText 2 and [a link][1].\n\n[1]: https://e.com/x',
    )
  })

  it('refuses an unknown mode and pathological nesting', async () => {
    expect((await rejection(read('html', PAGE, { html: { mode: 'fancy' } }))).code).toBe('INVALID_REQUEST')
    expect((await rejection(read('html', `${'<div>'.repeat(5_000)}x`))).code).toBe('INVALID_INPUT')
    // The parser's own depth and a tag of too many attributes are the input's fault too, never a 500.
    expect((await rejection(read('html', `${'<b><div></b>'.repeat(5_000)}x`))).code).toBe('INVALID_INPUT')
    const wide = `<p ${Array.from({ length: 1_001 }, (_, i) => `a${i}`).join(' ')}>x</p>`
    const error = await rejection(read('html', wide))
    expect(error.code).toBe('INVALID_INPUT')
    expect(error.message).toContain('1001 attributes; at most 1000')
  })

  it('writes records as a GFM table', async () => {
    expect(await toText('csv', 'markdown', 'a,b\n1,x|y\n')).toBe('| a | b |\n| --- | --- |\n| 1 | x\\|y |')
  })
})

describe('markdown -> pdf', () => {
  it('lays out headings, lists, code, tables and page numbers with embedded DejaVu fonts (Latin, Greek, Cyrillic)', async () => {
    const { body, contentType } = await run('markdown', 'pdf', MARKDOWN)
    expect(contentType).toBe('application/pdf')
    const pdf = await readPdf(body as Uint8Array)
    const text = pdf.pages.flat().join(' ')
    expect(text).toContain('Quarterly report — Ωμέγα Жук')
    expect(text).toMatch(/1\. The source\./)
    for (const piece of ['bold', 'shipped', 'pending', 'Quoted text.', 'const total', 'Region', 'Süd', '1 / 1']) {
      expect(text).toContain(piece)
    }
    expect(pdf.sizes[0]).toEqual([595, 842])
    expect(pdf.fonts.some((font) => font.endsWith('+DejaVuSans'))).toBe(true)
    expect(pdf.fonts.some((font) => font.endsWith('+DejaVuSansMono'))).toBe(true)
  })

  it('decodes every HTML character reference in inline HTML, once and case-sensitively', async () => {
    const { body } = await run('markdown', 'pdf', 'Caf<b>&eacute;</b> <i>&Eacute;cole</i> &hearts; &#233; &amp;amp;')
    const text = (await readPdf(body as Uint8Array)).pages.flat().join(' ')
    expect(text).toContain('École')
    expect(text).toContain('♥')
    expect(text).toContain('&amp;')
  })

  it('is deterministic: same bytes for the same input, another id for another input; Letter on request', async () => {
    const first = Buffer.from((await run('markdown', 'pdf', '# A')).body as Uint8Array)
    const second = Buffer.from((await run('markdown', 'pdf', '# A')).body as Uint8Array)
    const other = Buffer.from((await run('markdown', 'pdf', '# B')).body as Uint8Array)
    expect(second.equals(first)).toBe(true)
    const id = (pdf: Buffer) => /\/ID \[<([0-9a-f]+)>/.exec(pdf.toString('latin1'))?.[1]
    expect(id(first)).toMatch(/^[0-9a-f]{32}$/)
    expect(id(other)).not.toBe(id(first))
    expect(first.toString('latin1')).toContain('(D:20000101000000Z)')
    const letter = await readPdf(
      (await run('markdown', 'pdf', '# A', { output: { pdf: { pageSize: 'Letter' } } })).body as Uint8Array,
    )
    expect(letter.sizes[0]).toEqual([612, 792])
  })
})

describe('tabular -> pdf', () => {
  const csv = (rows: number, columns: number) =>
    [
      Array.from({ length: columns }, (_, c) => `col${c}`).join(','),
      ...Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => `r${r}c${c}`).join(',')),
    ].join('\n')

  it('refuses more than 10,000 rows or 50 columns with 422 naming the limit', async () => {
    const rows = await rejection(run('csv', 'pdf', csv(10_001, 1)))
    expect(rows).toMatchObject({
      code: 'INVALID_TRANSFORMATION',
      extra: { limit: 'rows', maximum: 10_000, actual: 10_001 },
    })
    const columns = await rejection(run('csv', 'pdf', csv(1, 51)))
    expect(columns).toMatchObject({ code: 'INVALID_TRANSFORMATION', extra: { limit: 'columns', maximum: 50 } })
    expect(columns.message).toContain('at most 50 columns')
  })

  it('prints 10,000 rows with every cell in order and the header row repeated on every page', async () => {
    const { body } = await run('csv', 'pdf', csv(10_000, 10))
    const pdf = await readPdf(body as Uint8Array)
    const perPage = pdf.pages[0]!.filter((text) => /^r\d+c0$/.test(text)).length
    expect(perPage).toBeGreaterThan(10)
    expect(pdf.pages).toHaveLength(Math.ceil(10_000 / perPage))
    const cells: string[] = []
    pdf.pages.forEach((page, n) => {
      expect(page.slice(0, 10), `header on page ${n + 1}`).toEqual(Array.from({ length: 10 }, (_, c) => `col${c}`))
      expect(page.at(-1)).toBe(`${n + 1} / ${pdf.pages.length}`)
      cells.push(...page.slice(10, -1))
    })
    expect(cells).toEqual(Array.from({ length: 100_000 }, (_, i) => `r${Math.floor(i / 10)}c${i % 10}`))
    expect(pdf.sizes[0]).toEqual([842, 595])
  }, 180_000)

  it('renders page 1 to PNG with pdftoppm for a person to look at (skipped without poppler-utils)', async (context) => {
    if (spawnSync('pdftoppm', ['-v']).error) {
      console.warn('pdftoppm absent (Debian poppler-utils): PNG render skipped')
      return context.skip()
    }
    const dir = mkdtempSync(join(tmpdir(), 'fc-pdf-'))
    try {
      writeFileSync(join(dir, 'doc.pdf'), (await run('markdown', 'pdf', MARKDOWN)).body as Uint8Array)
      const render = spawnSync('pdftoppm', [
        '-png',
        '-r',
        '50',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        join(dir, 'doc.pdf'),
        join(dir, 'page1'),
      ])
      expect(render.status).toBe(0)
      const png = readFileSync(join(dir, 'page1.png'))
      expect(png.subarray(1, 4).toString()).toBe('PNG')
      expect(png.readUInt32BE(16)).toBe(Math.ceil((595.28 / 72) * 50))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('documents through the registry', () => {
  it('writes markdown text through json and back', async () => {
    expect(await write('markdown', '# Hi')).toBe('# Hi')
    expect(await read('markdown', '# Hi')).toBe('# Hi')
  })
})
