import { describe, expect, it } from 'vitest'
import { htmlToMarkdown, MAX_ATTRIBUTES, MAX_NESTING } from '../src/index.js'
import { estimateNesting, scanShape } from '../src/nesting.js'

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

/**
 * 29,000 attributes on one element hold the event loop for 4.4 s unless refused first. domino's tokenizer
 * compares each attribute with every earlier one of its tag (quadratic); a tag may have 1,000.
 */
describe('attributes per tag', () => {
  const attributes = (n: number, name = (i: number) => `a${i}`) =>
    Array.from({ length: n }, (_, i) => `${name(i)}="v"`).join(' ')

  it('counts every attribute the tokenizer reads, repeated ones and those of end tags included', () => {
    expect(scanShape('<div a=1 b = "2" c=\'3\' d e/>x</div>')).toMatchObject({ depth: 1, attributes: 5 })
    expect(scanShape(`<p>x</p ${attributes(7, () => 'x')}>`).attributes).toBe(7)
    expect(scanShape(`<p title="${'a=1 '.repeat(5_000)}">`).attributes).toBe(1)
    expect(scanShape(`<script>x="<p ${attributes(5_000)}>"</script>`).attributes).toBe(0)
  })

  it(`converts a tag with ${MAX_ATTRIBUTES} and refuses one with more with HTML_TOO_MANY_ATTRIBUTES`, () => {
    expect(htmlToMarkdown(`<a href="/x" ${attributes(MAX_ATTRIBUTES - 1)}>link</a>`).markdown).toBe('[link](/x)')
    const wide = `<p ${attributes(29_000)}>x</p>`
    const started = performance.now()
    expect(() => htmlToMarkdown(wide)).toThrow(
      expect.objectContaining({
        code: 'HTML_TOO_MANY_ATTRIBUTES',
        message: 'A tag of the HTML has 29000 attributes; at most 1000 are accepted on one tag.',
        extra: { maxAttributes: MAX_ATTRIBUTES },
      }),
    )
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(() => htmlToMarkdown(`<p>x</p ${attributes(MAX_ATTRIBUTES + 1, () => 'same')}>`)).toThrow(
      expect.objectContaining({ code: 'HTML_TOO_MANY_ATTRIBUTES' }),
    )
  })

  it('keeps many attributes spread over many tags linear (no tag over the cap)', () => {
    const tag = `<p ${attributes(MAX_ATTRIBUTES)}>x</p>`
    const measure = (copies: number) => {
      const html = tag.repeat(copies)
      const started = performance.now()
      expect(htmlToMarkdown(html).markdown.length).toBe(copies * 3 - 2)
      return performance.now() - started
    }
    measure(5)
    const small = measure(20)
    const large = measure(80)
    // Four times the input: about four times the time; a quadratic cost would give sixteen.
    expect(large / small).toBeLessThan(8)
  })
})
