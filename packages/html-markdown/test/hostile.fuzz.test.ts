/**
 * Hostile HTML, generated: the shapes that stress the engine (mis-nested formatting elements, nested
 * tables, attribute bursts, control characters) and others that make HTML5 tree builders work hard
 * (foster parenting, the active formatting list, foreign content, templates, `<select>`), repeated up
 * to thousands of times and mixed. Property: a Markdown string without control characters, or an
 * AppError whose code is one of HTML_INPUT_ERRORS; never another error, never slow. The runs are
 * bounded for CI; `HTML_FUZZ_RUNS=5000 HTML_FUZZ_SEED=… pnpm vitest run test/hostile.fuzz.test.ts`
 * for long runs (a failure prints its seed and the shrunk input).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasControls } from '../src/controls.js'
import { HTML_INPUT_ERRORS, htmlToMarkdown, MODES } from '../src/index.js'

const RUNS = Number(process.env.HTML_FUZZ_RUNS ?? 25)
const SEED = process.env.HTML_FUZZ_SEED === undefined ? undefined : Number(process.env.HTML_FUZZ_SEED)
/** Per conversion; pages stay under about 250 KB, which convert in well under a second on a quiet core. */
const BOUND_MS = 5_000

const unit = fc.constantFrom(
  '<b><div></b>',
  '<a href="/x"><p></a>',
  '<i><b><u><s><p></i>',
  '<b>x<p>y</b>z</p>',
  '<table><tr><td>',
  '<table><tr><td>x</td></tr>',
  '<table>text<div>',
  '<table><caption><p><table>',
  '<tr><td>',
  '<ul><li>',
  '<ol start=99999999999><li><p>',
  '<dl><dt><dd>',
  '<div>',
  '</div>',
  '<span>',
  '</x>',
  '</b>',
  '</li>',
  '</p>',
  '</h1>',
  '<h1><h2>',
  '<svg><g>',
  '<math><mi>',
  '<svg><foreignObject><div>',
  '<template><div>',
  '<select><option><optgroup>',
  '<pre>',
  '<blockquote>',
  '<form><form>',
  '<button><button>',
  '<nobr><nobr>',
  '<marquee><object>',
  '<frameset><frame>',
  '<plaintext>',
  '<script><!--<script>',
  '<!--',
  '<p a=1 a=1 b c="d" e=\'f\'>',
  '&#1;&#x1b;[0m\u0001\u001b\u0085&#13;&#0;',
  '&amp;&lt;&#x110000;&#xd800;&nbsp;',
  '*_`[x](javascript:alert(1))`_*',
  '<img src="javascript:x" alt="&#x1b;">',
  '<a href="&#1;java&#9;script:x">y</a>',
  'text ',
  '# ',
)

const block = fc
  .tuple(fc.array(unit, { minLength: 1, maxLength: 3 }), fc.constantFrom(1, 3, 10, 100, 1_000, 2_500))
  .map(([units, times]) => units.join('').repeat(times))
const wideTag = fc
  .constantFrom(10, 999, 1_000, 1_001, 5_000)
  .map((n) => `<p ${Array.from({ length: n }, (_, i) => `a${i % 700}=v`).join(' ')}>wide</p>`)
const page = fc.array(fc.oneof({ weight: 6, arbitrary: block }, { weight: 1, arbitrary: wideTag }), {
  minLength: 1,
  maxLength: 4,
})

describe('hostile HTML', () => {
  it('converts to Markdown without control characters or answers an HTML input error, quickly', () => {
    fc.assert(
      fc.property(page, fc.constantFrom(...MODES), fc.boolean(), (blocks, mode, includeMetadata) => {
        const html = blocks.join('')
        const started = performance.now()
        try {
          const { markdown, metadata } = htmlToMarkdown(html, { mode, includeMetadata })
          expect(hasControls(markdown.replace(/[\t\n]/g, ''))).toBe(false)
          if (metadata) expect(hasControls(`${metadata.title ?? ''}${metadata.language ?? ''}`)).toBe(false)
        } catch (error) {
          expect(HTML_INPUT_ERRORS.has((error as { code?: string }).code ?? String(error))).toBe(true)
        }
        expect(performance.now() - started).toBeLessThan(BOUND_MS)
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    )
  }, 600_000)
})
