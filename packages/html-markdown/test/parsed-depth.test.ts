/**
 * The tag pre-scan (estimateNesting) cannot see elements the tree builder opens by
 * itself. `<b><div></b>` x 21,000 looked 2 deep and held 21,000 elements open (seconds of quadratic
 * scope checks, then an empty or failed conversion); `<table><tr><td>` x 3,999 looked 3,999 deep and
 * opened about 16,000. The cap on domino's stack of open elements (open-element-cap.ts) refuses both.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { createDocument } from '@mixmark-io/domino'
import { describe, expect, it } from 'vitest'
import { htmlToMarkdown, MAX_NESTING } from '../src/index.js'
import { estimateNesting } from '../src/nesting.js'
import { treeDepth } from '../src/walk.js'

const misnested = (n: number) => '<b><div></b>'.repeat(n)
const tables = (n: number) => '<table><tr><td>'.repeat(n)
const tooDeep = expect.objectContaining({ code: 'HTML_TOO_DEEP', extra: { maxNesting: MAX_NESTING } })

describe('the parsed depth', () => {
  it('refuses 21,000 mis-nested formatting elements that the tag scan sees as 2 deep', () => {
    const html = `${misnested(21_000)}x`
    expect(estimateNesting(html)).toBe(2)
    const started = performance.now()
    expect(() => htmlToMarkdown(html)).toThrow(tooDeep)
    // The parse stops at the cap instead of walking a 42,000-element stack for every tag (seconds).
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('converts mis-nested formatting elements under the limits, text included', () => {
    // Each `<b><div></b>` leaves one more <div> open (and a <b> inside the last). The text is not bold,
    // as in a browser: the last <b> is closed before it. 2,500 stay within the scope-check budget
    // (about 3 checks of the whole stack each); 3,000 do not, and 4,000 pass the element cap as well.
    expect(htmlToMarkdown(`${misnested(2_500)}tail`).markdown).toBe('tail')
    expect(() => htmlToMarkdown(`${misnested(3_000)}tail`)).toThrow(
      expect.objectContaining({ code: 'HTML_TOO_DEEP', message: expect.stringContaining('would take too long') }),
    )
    expect(() => htmlToMarkdown(`${misnested(4_000)}tail`)).toThrow(tooDeep)
    expect(htmlToMarkdown('<p><b>one<p>two</b> three</p>').markdown).toBe('**one**\n\n**two** three')
  })

  it('counts the four elements each nested table opens (table, tbody, tr, td)', () => {
    expect(estimateNesting(tables(1_001))).toBe(1_001)
    expect(() => htmlToMarkdown(`${tables(1_001)}x`)).toThrow(tooDeep)
    expect(() => htmlToMarkdown(`${tables(3_999)}x`)).toThrow(tooDeep)
    // 999 x 4 = 3,996 open elements: converted; the cell text survives the nested single-cell tables.
    expect(htmlToMarkdown(`${tables(999)}x`).markdown).toContain('x')
  })

  it('applies the same cap to the pieces of a split page', () => {
    const html = `<p>${'a'.repeat(1_100_000)}</p><div>${misnested(21_000)}</div>`
    expect(() => htmlToMarkdown(html)).toThrow(tooDeep)
  })

  it('lifts the cap after each parse, refused or not (other users of domino are untouched)', () => {
    expect(() => htmlToMarkdown(misnested(5_000))).toThrow(tooDeep)
    const body = createDocument(`${'<div>'.repeat(MAX_NESTING + 100)}x`).body as HTMLElement
    expect(treeDepth(body)).toBe(MAX_NESTING + 100)
  })
})

describe('treeDepth', () => {
  it('measures the deepest element without recursion', () => {
    const body = createDocument('<div><p>a<b>b</b></p></div><span>c</span>').body as HTMLElement
    expect(treeDepth(body)).toBe(3)
    expect(treeDepth(createDocument('text only').body as HTMLElement)).toBe(0)
    const deep = createDocument(`${'<span>'.repeat(50_000)}x`).body as HTMLElement
    expect(treeDepth(deep)).toBe(50_000)
  })
})

describe('a stack overflow while converting', () => {
  it("is the input's depth: HTML_TOO_DEEP, not a RangeError (a process with a 100 KB stack)", () => {
    const script = fileURLToPath(new URL('./support/small-stack-convert.ts', import.meta.url))
    const run = (stackKb: number) =>
      JSON.parse(
        execFileSync(process.execPath, [`--stack-size=${stackKb}`, '--import', 'tsx', script], { encoding: 'utf8' }),
      )
    expect(run(100)).toEqual({
      code: 'HTML_TOO_DEEP',
      message: 'The HTML is nested too deeply to convert here; flatten it (at most 4000 levels are accepted).',
      isRangeError: false,
    })
  }, 30_000)
})

describe('the scope-check budget', () => {
  // The fuzzers' pages are too small to make the parser's scope checks slow, hence these by hand:
  // within the 4,000-level cap, 200 KB of `</p>` under 3,990 open <div>s walk 600 million open
  // elements in the parser's scope checks without a budget: 14 s.
  it.each([
    ['</p>', '</p>'],
    ['<li>', '<li>'],
    ['</h1>', '</h1>'],
    ['<dd>', '<dd>'],
  ])('refuses many %s under thousands of open elements, quickly', (_what, tag) => {
    const html = `${'<div>'.repeat(3_990)}${tag.repeat(50_000)}`
    const started = performance.now()
    expect(() => htmlToMarkdown(html)).toThrow(
      expect.objectContaining({
        code: 'HTML_TOO_DEEP',
        message: expect.stringContaining('parsing it would take too long'),
        extra: { maxNesting: MAX_NESTING },
      }),
    )
    expect(performance.now() - started).toBeLessThan(3_000)
  })

  // An end tag that matches no open element walks the stack down to the first "special" element in a
  // loop of the parser's own (no scope check to charge): 50,000 `</x>` under 3,900 <span>s took 5.3 s.
  // The pre-scan charges its estimate of the open elements for every tag against the same budget.
  it.each([
    ['</x> under 3,900 <span>s', `${'<span>'.repeat(3_900)}${'</x>'.repeat(50_000)}`],
    ['</b> under <b> and 3,900 <div>s', `<b>${'<div>'.repeat(3_900)}${'</b>'.repeat(50_000)}`],
  ])('refuses %s before parsing', (_what, html) => {
    const started = performance.now()
    expect(() => htmlToMarkdown(html)).toThrow(
      expect.objectContaining({ code: 'HTML_TOO_DEEP', message: expect.stringContaining('would take too long') }),
    )
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('leaves deep pages with few tags and shallow pages with many alone', () => {
    expect(htmlToMarkdown(`${'<div>'.repeat(3_999)}x`).markdown).toBe('x')
    expect(htmlToMarkdown(`${'<div>'.repeat(200)}${'<p>x</p>'.repeat(20_000)}`).markdown).toBe(
      Array(20_000).fill('x').join('\n\n'),
    )
  })

  it('is one budget for all the pieces of a split page', () => {
    // Each 16 KB piece alone is cheap; together they exceed 10 M + 16 per character.
    const piece = `<div>${'<div>'.repeat(400)}${'</p>'.repeat(3_000)}${'</div>'.repeat(401)}`
    const html = piece.repeat(Math.ceil(1_100_000 / piece.length))
    expect(() => htmlToMarkdown(html)).toThrow(
      expect.objectContaining({ code: 'HTML_TOO_DEEP', message: expect.stringContaining('would take too long') }),
    )
    expect(htmlToMarkdown(piece).markdown).toBe('')
  })
})
