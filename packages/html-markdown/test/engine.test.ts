import { readdirSync, readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cleanTree } from '../src/clean.js'
import { convertTree } from '../src/engine/conversion.js'
import { mainContent, parsePage } from '../src/parse.js'
import { ruleBookFor, turndownFor } from '../src/rules.js'
import { normalizeTables } from '../src/tables.js'
import { MODES, type Mode } from '../src/types.js'
import { htmlPage } from './support/random-html.js'

/** The tree htmlToMarkdown converts: parsed, cleaned and with normalized tables. */
function prepared(html: string, mode: Mode): HTMLElement {
  const page = parsePage(html)
  const root = mode === 'llm-friendly' ? mainContent(page.body) : page.body
  normalizeTables(cleanTree(root, mode).tables)
  return root
}

/** What turndown itself makes of the tree (it clones its input; ours is handed over as is). */
function stockTurndown(html: string, mode: Mode): string {
  const root = prepared(html, mode)
  Object.defineProperty(root, 'cloneNode', { value: () => root })
  return turndownFor(mode).turndown(root)
}

function engine(html: string, mode: Mode): string {
  return convertTree(ruleBookFor(mode), prepared(html, mode))
}

const folder = new URL('./fixtures/pages/', import.meta.url)
const pages = readdirSync(folder)
  .filter((name) => name.endsWith('.html'))
  .map((name) => [name, readFileSync(new URL(name, folder), 'utf8')] as const)

describe('engine: byte-identical to TurndownService#turndown with the same rules', () => {
  it.each(pages)('%s in every mode', (_name, html) => {
    for (const mode of MODES) expect(engine(html, mode)).toBe(stockTurndown(html, mode))
  })

  it('on random pages, well-formed and malformed (whitespace, blank elements, escapes, tables, lists)', () => {
    fc.assert(
      fc.property(htmlPage({ malformed: true }), fc.constantFrom(...MODES), (html, mode) => {
        expect(engine(html, mode)).toBe(stockTurndown(html, mode))
      }),
      { numRuns: 400 },
    )
  })

  it('keeps flanking whitespace exactly where turndown keeps it', () => {
    const html =
      '<p>a<b> bold </b>b <i>\u00a0x\u00a0</i> c<em>\n\tlead</em>d <code> c </code><span> </span>e</p>' +
      '<p><a href="https://example.com/"> <img src="https://example.com/i.png" alt="i"> </a> <b></b> end</p>'
    for (const mode of MODES) expect(engine(html, mode)).toBe(stockTurndown(html, mode))
    const first = engine(html, 'readable').split('\n')[0]
    expect(first).toBe('a **bold** b \u00a0_x_\u00a0 c _lead_d `c` e')
  })

  it('numbers reference-style links across the whole page (llm-friendly)', () => {
    const html = '<p><a href="https://a.example/">A</a> and <a href="https://b.example/">B</a></p>'
    const markdown = engine(html, 'llm-friendly')
    expect(markdown).toBe(stockTurndown(html, 'llm-friendly'))
    expect(markdown).toBe('[A][1] and [B][2]\n\n[1]: https://a.example/\n[2]: https://b.example/')
  })
})
