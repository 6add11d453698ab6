import { describe, expect, it } from 'vitest'
import { htmlToMarkdown, MAX_NESTING } from '../src/index.js'
import { estimateNesting } from '../src/nesting.js'

const deep = (n: number) => '<div>'.repeat(n)
const tooDeep = deep(MAX_NESTING + 500)

describe('estimateNesting', () => {
  it('counts nested elements, not the ones the parser closes by itself or void ones', () => {
    expect(estimateNesting('<div><section><span>x</span></section></div>')).toBe(3)
    expect(estimateNesting('<ul><li><li><li><p><p><br><img></ul>')).toBe(1)
    expect(estimateNesting('<div></div><div><div></div></div>')).toBe(2)
  })

  it('skips comments, raw text and attribute values that look like tags', () => {
    expect(estimateNesting(`<!-- ${deep(50)} --><script>${deep(50)}</script><div title="${deep(50)}"></div>`)).toBe(1)
    expect(estimateNesting(`<textarea>${deep(50)}</textarea><style>${deep(50)}</style>`)).toBe(0)
  })

  // Each of these hid the nesting from an earlier version of the scan while domino parsed all of it:
  // 40,000 nested <div>s take domino about 10 s, on the event loop for pages under 256 KB.
  it.each([
    ['a comment that starts with a letter (the name pattern ate its `--`)', `<!--x-->${tooDeep}`],
    ['`<!--` inside an attribute value', `<div title="<!--"></div>${tooDeep}<!-- -->`],
    ['a comment closed by `--!>`', `<!-- x --!>${tooDeep}<!-- -->`],
    ['an abruptly closed comment `<!-->`', `<!-->${tooDeep}-->`],
    ['`<!--->`', `<!--->${tooDeep}-->`],
    ['`<style>` inside SVG (not raw text there)', `<svg><style>${tooDeep}</style></svg>`],
    ['`<xmp>` inside `<select>` (ignored there, so not raw text)', `<select><xmp></select>${tooDeep}</xmp>`],
    ['a script closed by `</script` and a tab', `<script>x</script\t>${tooDeep}`],
    // Found by the differential test against parse5: `</script>` inside `<!--<script>` does not end
    // the script, so the `</div>`s after it are script text, not end tags that close the outer nesting.
    [
      'end tags inside a double-escaped script',
      `${deep(3_000)}<script><!--<script></script>${'</div>'.repeat(3_000)}</script>${deep(3_000)}`,
    ],
  ])('sees the nesting past %s', (_what, html) => {
    expect(estimateNesting(html)).toBeGreaterThan(MAX_NESTING)
    expect(() => htmlToMarkdown(html)).toThrow(expect.objectContaining({ code: 'HTML_TOO_DEEP' }))
  })

  it('keeps raw text open past a look-alike end tag, as the tokenizer does', () => {
    expect(estimateNesting(`<script>x</scripts>${tooDeep}</script>`)).toBe(0)
  })

  it('stops at <plaintext>, after which everything is text', () => {
    expect(estimateNesting(`<div><plaintext>${tooDeep}`)).toBe(1)
  })
})
