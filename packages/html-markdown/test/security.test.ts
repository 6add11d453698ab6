import { createDocument } from '@mixmark-io/domino'
import { marked } from 'marked'
import { describe, expect, it } from 'vitest'
import { splitTopLevel } from '../src/chunks.js'
import { PIECE_SIZE } from '../src/html-to-markdown.js'
import { htmlToMarkdown, MODES } from '../src/index.js'

const HOSTILE = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<p style="color:red;background:url(x)" onclick="alert(1)" onmouseover=alert(2)>styled</p>',
  '<img src=x onerror=alert(1) alt="pic">',
  '<a href="javascript:alert(1)">plain</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="&#106;avascript:alert(1)">decimal entity</a>',
  '<a href="&#x6A;&#x61;vascript&colon;alert(1)">hex entity</a>',
  '<a href="java\tscript:alert(1)">tab split</a>',
  '<a href="java&#10;script:alert(1)">newline split</a>',
  '<a href=" \u0001javascript:alert(1)">control prefix</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data html</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="svg">',
  '<iframe src="javascript:alert(1)"></iframe><object data="x.swf"></object><embed src="y.swf">',
  '<svg><script>alert(1)</script></svg><math><mtext><script>alert(1)</script></mtext></math>',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt; as text</p>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>',
  '<a href="https://ok.example/" onclick="steal()" style="x">safe link</a>',
  '<noscript><p>noscript text</p></noscript><template><script>alert(1)</script></template>',
  '<!-- <script>alert(1)</script> --><p>after comment</p>',
  '<div data-x="javascript:alert(1)" data-onload="alert(1)">data attrs</div>',
]

function renderedDom(markdown: string): Document {
  return createDocument(marked.parse(markdown, { async: false, gfm: true }))
}

describe.each(MODES)('security in %s mode', (mode) => {
  it.each(HOSTILE)('neutralizes %s', (html) => {
    const { markdown } = htmlToMarkdown(`<p>before</p>${html}<p>after</p>`, { mode })
    expect(markdown).not.toMatch(/<\s*script|<\s*style|<\s*iframe|javascript\s*:|vbscript:|data:text|alert\(2\)/i)
    expect(markdown).not.toMatch(/\bon[a-z]+\s*=/i)
    expect(markdown).not.toMatch(/background|color:red/)
    const dom = renderedDom(markdown)
    expect(dom.querySelectorAll('script, style, iframe, object, embed, svg').length).toBe(0)
    for (const element of Array.from(dom.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name.startsWith('on')).toBe(false)
        expect(attribute.value.replace(/[\s\u0000-\u001f]/g, '')).not.toMatch(/^(?:javascript|vbscript|data:text)/i)
      }
    }
  })
})

describe('a page over 1 MB, converted in pieces', () => {
  // `<scr<script>` makes the splitter stop (an element it cannot follow), so it comes last.
  const splittable = HOSTILE.filter((html) => !html.includes('<scr<'))
  const blocks = Array.from(
    { length: 1_200 },
    (_, i) => `<section><p>part ${i}</p>${splittable[i % splittable.length]}</section>\n`,
  ).join('')
  const html = `<!DOCTYPE html><html><body>${blocks.repeat(10)}<section>${HOSTILE[2]}</section></body></html>`

  it('is split into many pieces', () => {
    expect(html.length).toBeGreaterThan(1_000_000)
    expect(splitTopLevel(html, PIECE_SIZE).length).toBeGreaterThan(50)
  })

  it.each(MODES)('neutralizes every hostile snippet in %s mode', (mode) => {
    const { markdown } = htmlToMarkdown(html, { mode })
    expect(markdown).not.toMatch(/<\s*script|<\s*style|<\s*iframe|javascript\s*:|vbscript:|data:text|alert\(2\)/i)
    expect(markdown).toContain('part 1199')
    expect(markdown).not.toMatch(/\bon[a-z]+\s*=/i)
    const dom = renderedDom(markdown)
    expect(dom.querySelectorAll('script, style, iframe, object, embed, svg, math, form').length).toBe(0)
  })
})

describe('what survives the hostile input', () => {
  it('keeps the text of neutralized links and the safe link with its address', () => {
    const html = HOSTILE.slice(6, 13).join(' ') + HOSTILE[20]
    expect(htmlToMarkdown(html).markdown).toBe(
      'plain mixed case decimal entity hex entity tab split newline split control prefix[safe link](https://ok.example/)',
    )
  })

  it('keeps entity-encoded tags as visible text, written as entities', () => {
    expect(htmlToMarkdown(HOSTILE[18] as string).markdown).toBe('&lt;script>alert(1)&lt;/script> as text')
  })
})
