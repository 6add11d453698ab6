/**
 * Random HTML for the differential tests: well-formed and malformed pages built from the elements
 * the converter meets, with the whitespace that turndown's blankness and flanking rules look at
 * (spaces, tabs, newlines, no-break and em spaces) and Markdown-significant text.
 */
import fc from 'fast-check'

const words = fc.constantFrom(
  'alpha',
  'beta gamma',
  ' lead',
  'trail ',
  '  both  ',
  '\n\tbroken\nline ',
  '\u00a0nbsp\u00a0',
  '\u2003em',
  '*star*',
  '_under_',
  '1. one',
  '# hash',
  '- dash',
  '[x](y)',
  'a|b',
  '&amp; &lt;b&gt;',
  '~tilde~',
  '`tick`',
  '',
  ' ',
  '\n',
)

const inlineTags = ['b', 'i', 'em', 'strong', 'code', 'span', 's', 'del', 'sub', 'sup', 'mark', 'kbd']
const blockTags = ['p', 'div', 'section', 'blockquote', 'h1', 'h2', 'h3', 'article', 'aside', 'header']

export interface HtmlArbitraryOptions {
  /** Unclosed and stray tags, mis-nesting, list items and cells outside their containers. */
  malformed?: boolean
}

export function htmlFragment(options: HtmlArbitraryOptions = {}): fc.Arbitrary<string> {
  const { tree } = fc.letrec<{ tree: string; inline: string; block: string }>((tie) => ({
    inline: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      words,
      words,
      fc
        .tuple(fc.constantFrom(...inlineTags), fc.array(tie('inline'), { maxLength: 3 }))
        .map(([tag, children]) => `<${tag}>${children.join('')}</${tag}>`),
      fc
        .tuple(words, tie('inline'))
        .map(([href, text]) => `<a href="https://example.com/${encodeURIComponent(href)}">${text}</a>`),
      fc.constantFrom(
        '<br>',
        '<img src="https://example.com/a.png" alt="A *b*">',
        '<input type="checkbox" checked>',
        '<wbr>',
      ),
    ),
    block: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc
        .tuple(fc.constantFrom(...blockTags), fc.array(tie('tree'), { maxLength: 3 }))
        .map(([tag, children]) => `<${tag}>${children.join('')}</${tag}>`),
      fc
        .tuple(fc.constantFrom('ul', 'ol'), fc.array(tie('tree'), { minLength: 1, maxLength: 3 }))
        .map(([tag, items]) => `<${tag}>${items.map((item) => `<li>${item}</li>`).join('\n')}</${tag}>`),
      fc
        .array(tie('inline'), { maxLength: 3 })
        .map((lines) => `<pre><code class="language-js">${lines.join('\n')}</code></pre>`),
      fc
        .array(fc.array(tie('inline'), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 })
        .map(
          (rows) =>
            `<table>${rows.map((cells, r) => `<tr>${cells.map((c) => (r === 0 ? `<th>${c}</th>` : `<td>${c}</td>`)).join('')}</tr>`).join('')}</table>`,
        ),
      fc.tuple(tie('inline'), tie('inline')).map(([term, text]) => `<dl><dt>${term}</dt><dd>${text}</dd></dl>`),
      fc.constant('<hr>'),
    ),
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      tie('inline'),
      tie('block'),
      ...(options.malformed
        ? [
            fc.constantFrom(
              '<b>unclosed bold',
              '</div>',
              '</section>',
              '</span></ul></table>',
              '</h2>',
              '</form>',
              '<h3>heading</h4>',
              '</b>',
              '<del><p>struck</del>',
              '<span><p>para</span>',
              '<sup><li>item</sup>',
              '<a href="/q"><div>block in link</div></a>',
              '<q><p>quoted</q>',
              '<del><ul><li>a</ul></del>',
              '<p>open paragraph',
              '<li>stray item',
              '<td>stray cell',
              '<div><span>x</div>',
              '<i><b>mis</i>nested</b>',
              '<svg><p>breaks out</p></svg>',
              '<!-- a </section><section> comment -->',
              '<div title="</div><div>">attr</div>',
              '<textarea></section><section></textarea>',
              '<table><div>fostered</div><tr><td>c</td></tr></table>',
            ),
          ]
        : []),
    ),
  }))
  return tree
}

/** A page: doctype or not, head or not, and top-level blocks separated by whitespace. */
export function htmlPage(options: HtmlArbitraryOptions = {}): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.boolean(),
      fc.boolean(),
      fc.array(htmlFragment(options), { minLength: 1, maxLength: 8 }),
      fc.constantFrom('', '\n', '  \n\t'),
    )
    .map(
      ([doctype, head, blocks, gap]) =>
        `${doctype ? '<!DOCTYPE html>' : ''}${head ? '<html lang="en"><head><title>Random</title><style>p{}</style></head><body>' : ''}${blocks.join(gap)}`,
    )
}
