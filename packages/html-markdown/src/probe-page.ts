/**
 * A page that touches what the engine copies from turndown rather than reads from it: which
 * elements are blocks, void or meaningful when blank (every HTML element, with text, empty and
 * blank), whitespace collapsing and flanking, code, escaping, lists, tables and reference links.
 * Converted once per mode at start-up by the engine and by turndown; the two must agree (rules.ts).
 */
const ELEMENTS = (
  'a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption ' +
  'center cite code col colgroup command data datalist dd del details dfn dialog dir div dl dt em embed ' +
  'fieldset figcaption figure font footer form frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html i ' +
  'iframe img input ins isindex kbd keygen label legend li link main map mark menu meta meter nav ' +
  'noframes noscript object ol optgroup option output p param picture pre progress q rp rt ruby s samp ' +
  'script search section select slot small source span strike strong style sub summary sup table tbody ' +
  'td template textarea tfoot th thead time title tr track tt u ul var video wbr'
).split(' ')

const eachElement = ELEMENTS.map(
  (tag) => `<div>x<${tag}>a</${tag}>y <${tag}></${tag}> z<${tag}> </${tag}>w</div>`,
).join('\n')

const rulesAndWhitespace = `
<h1> Title  with   spaces </h1><h2>Sub<em>title</em></h2>
<p>a<b> bold </b>b <i>\u00a0x\u00a0</i> c<em>\n\tlead</em>d <code> c </code><span> </span>e * _ # + 1. [x]</p>
<p><a href="https://example.com/a" title="T">link</a> and <a href="https://example.com/b"> <img src="https://example.com/i.png" alt="i"> </a></p>
<pre><code class="language-js">const a = 1;\n  if (a) {}\n</code></pre><pre>plain\n  pre</pre>
<blockquote><p>quote</p><ul><li>one</li><li><p>two</p><ol start="3"><li>three</li></ol></li></ul></blockquote>
<ul><li><input type="checkbox" checked> done</li><li><input type="checkbox"> todo</li></ul>
<table><tr><th>h1</th><th align="right">h2</th></tr><tr><td>a|b</td><td colspan="2">c</td></tr></table>
<table><tr><td><ul><li>list in a cell</li></ul></td></tr></table>
<dl><dt>term</dt><dd>definition</dd></dl><p>x<br>y<del>gone</del><s>struck</s><sup>2</sup><kbd>K</kbd></p><hr>
`

export const PROBE_PAGE = `<!doctype html><html><body>${rulesAndWhitespace}${eachElement}</body></html>`
