/**
 * html-scan.ts against a spec tokenizer: parse5's SAX parser (the HTML5 tokenizer with the tree
 * builder's feedback simulated: raw text after `<script>`, `<style>`, …, none in SVG/MathML) must find
 * the same start and end tags, at the same offsets, on the corpus and on generated hostile markup.
 * Which elements switch to raw text is the callers' business (they track SVG, MathML and `<select>`):
 * here the scan is told what the spec tokenizer decided, so that only the tokenizing is compared.
 */
import { readdirSync, readFileSync } from 'node:fs'
import fc from 'fast-check'
import { SAXParser } from 'parse5-sax-parser'
import { describe, expect, it } from 'vitest'
import { rawTextEnd, scanTags } from '../src/html-scan.js'

interface Token {
  name: string
  end: boolean
  start: number
  next: number
  selfClosing: boolean
}

const show = (t: Token) => `${t.end ? '/' : ''}${t.name}@${t.start}-${t.next}${t.selfClosing ? ' self-closing' : ''}`

/** The spec tokenizer, and after each start tag whether it switched to raw text (and which kind). */
class SpecTokenizer extends SAXParser {
  readonly tags: Token[] = []
  /** Start offset of each start tag after which the tokenizer reads text: raw text, or plain text to the end. */
  readonly textAfter = new Map<number, 'raw' | 'plaintext'>()

  constructor() {
    super({ sourceCodeLocationInfo: true })
    const data = this.tokenizer.state
    this.on('startTag', (tag) => {
      const location = tag.sourceCodeLocation!
      this.tags.push({
        name: tag.tagName,
        end: false,
        start: location.startOffset,
        next: location.endOffset,
        selfClosing: tag.selfClosing,
      })
      if (this.tokenizer.state !== data) {
        this.textAfter.set(location.startOffset, tag.tagName === 'plaintext' ? 'plaintext' : 'raw')
      }
    })
    this.on('endTag', (tag) => {
      const location = tag.sourceCodeLocation!
      this.tags.push({
        name: tag.tagName,
        end: true,
        start: location.startOffset,
        next: location.endOffset,
        selfClosing: false,
      })
    })
  }

  run(html: string): this {
    this.tokenizer.write(html, true)
    return this
  }
}

/** The tags html-scan finds, skipping raw text where the spec tokenizer did (as the callers would). */
function scanned(html: string, textAfter: ReadonlyMap<number, 'raw' | 'plaintext'>): Token[] {
  const tags: Token[] = []
  scanTags(html, (tag, at) => {
    tags.push({ name: tag.name, end: tag.end, start: at, next: tag.next, selfClosing: !tag.end && tag.selfClosing })
    const text = tag.end ? undefined : textAfter.get(at)
    if (text === 'plaintext') return -1
    if (text === 'raw') return rawTextEnd(html, tag.name, tag.next)
    return tag.next
  })
  return tags
}

/** The scan's tags, without one cut off by the end of the input (the spec tokenizer drops it). */
function scannedComplete(html: string, textAfter: ReadonlyMap<number, 'raw' | 'plaintext'>): Token[] {
  const tags = scanned(html, textAfter)
  const last = tags.at(-1)
  if (last?.next !== html.length) return tags
  // Cut off when more input would have become part of it.
  const longer = scanned(`${html}\uE000`, textAfter).find((tag) => tag.start === last.start)
  if (longer && longer.next > html.length) tags.pop()
  return tags
}

/** Names as the spec writes them: U+0000 becomes U+FFFD. */
const specName = (t: Token): Token => ({ ...t, name: t.name.replaceAll('\u0000', '\uFFFD') })

function compare(html: string): { spec: string[]; scan: string[] } {
  const spec = new SpecTokenizer().run(html)
  return { spec: spec.tags.map(show), scan: scannedComplete(html, spec.textAfter).map(specName).map(show) }
}

const folder = new URL('./fixtures/pages/', import.meta.url)
const pages = readdirSync(folder)
  .filter((name) => name.endsWith('.html'))
  .map((name) => [name, readFileSync(new URL(name, folder), 'utf8')] as const)

/** Pieces of markup that tokenizers disagree on when they cut corners. */
const hostilePiece = fc.oneof(
  fc.constantFrom(
    '<div>',
    '</div>',
    '<DiV CLASS=x>',
    '</DIV >',
    '<p/>',
    '<br/ >',
    '<img src=a>b>',
    '<a b=\'>\' c="<!--" d=e>',
    '<a b="',
    "<a b='",
    '<a =x>',
    '<a b = "1"/>',
    '<a\tb\nc\fd\re>',
    '<!---->',
    '<!-->',
    '<!--->',
    '<!-- x --!>',
    '<!-- -- -->',
    '<!--',
    '-->',
    '--!>',
    '<!x>',
    '<!DOCTYPE html>',
    '<?xml x?>',
    '</ x>',
    '</>',
    '</',
    '<',
    '< div>',
    '<3',
    '<a<b>',
    '<div\u0000x>',
    '<dİv>',
    '<élan>',
    '<svg>',
    '</svg>',
    '<math>',
    '</math>',
    '<svg/>',
    '<style>',
    '</style>',
    '</STYLE\t>',
    '</style',
    '<script>',
    '</script>',
    '<!--<script>',
    '<script><!--<script>',
    '</script >',
    '<textarea>',
    '</textarea>',
    '<title>',
    '</title>',
    '<xmp>',
    '</xmp>',
    '<iframe>',
    '</iframe>',
    '<noscript>',
    '</noscript>',
    '<noembed>',
    '<noframes>',
    '<plaintext>',
    '&lt;',
    'text',
    ' ',
    '\n',
    '>',
    '"',
    "'",
    '=',
  ),
  fc.string({ maxLength: 6 }),
)

/** Concatenated pieces. Not `<![CDATA[`: the known divergence above, where the namespace decides. */
const hostileMarkup = fc.array(hostilePiece, { maxLength: 40 }).map((pieces) => pieces.join(''))

describe('html-scan finds the tags the HTML5 tokenizer finds (parse5 SAX)', () => {
  it.each([
    [
      'a double-escaped script (`<!--<script>` keeps the script open past `</script>`)',
      '<script><!--<script></script><div></script><p>',
    ],
    ['an escaped script that ends (`<!-->`)', '<script><!--></script><p><script><!--x--></script><b>'],
    ['CDATA in HTML content (a bogus comment)', '<![CDATA[ a > <div> ]]><p>'],
    ['non-ASCII letters in a name (only ASCII is lower-cased)', '<A<dİv><ÉLAN></ÉLAN>'],
  ])('%s', (_name, html) => {
    const { spec, scan } = compare(html)
    expect(scan).toEqual(spec)
  })

  // Known divergence: in SVG/MathML content `<![CDATA[` opens a CDATA section up to `]]>`; the scan
  // does not know the namespace and reads it as a bogus comment up to the first `>`, so it finds
  // every tag the tokenizer finds, plus tags inside the section.
  it('CDATA in SVG: the scan finds every tag the tokenizer finds, and more', () => {
    const { spec, scan } = compare('<svg><![CDATA[ a > <div> ]]></svg><p>')
    expect(scan.filter((tag) => !spec.includes(tag))).toEqual(['div@19-24'])
    expect(spec.every((tag) => scan.includes(tag))).toBe(true)
  })

  it.each(pages)('%s', (_name, html) => {
    const { spec, scan } = compare(html)
    expect(spec.length).toBeGreaterThan(0)
    expect(scan).toEqual(spec)
  })

  it('on generated hostile markup', () => {
    fc.assert(
      fc.property(hostileMarkup, (html) => {
        const { spec, scan } = compare(html)
        expect(scan).toEqual(spec)
      }),
      { numRuns: 3_000 },
    )
  })
})
