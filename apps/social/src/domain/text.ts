/**
 * Plain text from what platforms send: HTML (Mastodon `content`, Reddit `selftext_html`, Stack
 * Exchange `body`) loses its tags with block ends kept as line breaks; character references
 * (`&amp;`, `&#39;`, `&#x1F600;`) are decoded in one pass; the result is NFC. Emoji and RTL text
 * pass through untouched. Linear, no regex backtracking on hostile input.
 */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  deg: '°',
  middot: '·',
  bull: '•',
  times: '×',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  szlig: 'ß',
  ntilde: 'ñ',
  zwj: '\u200d',
  zwnj: '\u200c',
  lrm: '\u200e',
  rlm: '\u200f',
}

const ENTITY = /&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi
const TAG = /<\/?([a-z][a-z0-9]*)\b[^<>]*>/gi
const HIDDEN_OPEN = /<(script|style|template)\b[^<>]*>/gi
const BLOCK = /^(?:br|p|div|li|ul|ol|h[1-6]|blockquote|pre|tr)$/i
const HAS_MARKUP = /<[a-z/!]|&[#a-z0-9]{1,10};/i

function codePoint(n: number): string | undefined {
  if (!Number.isInteger(n) || n <= 0 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return undefined
  return String.fromCodePoint(n)
}

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(ENTITY, (whole, body: string) => {
    if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? whole
    const n = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1))
    return codePoint(n) ?? whole
  })
}

/** Script and style bodies dropped, tags removed (block ends become line breaks), then entities decoded: `&lt;b&gt;` stays the text `<b>`. */
export function htmlToText(html: string): string {
  const stripped = withoutHidden(withoutComments(html)).replace(TAG, (_, name: string) =>
    BLOCK.test(name) ? '\n' : '',
  )
  return tidy(decodeEntities(stripped))
}

/** `<!-- … -->` removed by index, not by a lazy regex (which is quadratic on many unterminated openers). */
function withoutComments(html: string): string {
  if (!html.includes('<!--')) return html
  let out = ''
  let at = 0
  for (;;) {
    const open = html.indexOf('<!--', at)
    if (open === -1) return out + html.slice(at)
    out += html.slice(at, open)
    const close = html.indexOf('-->', open + 4)
    if (close === -1) return out // an unterminated comment runs to the end, as in a browser
    at = close + 3
  }
}

/** `script`, `style` and `template` bodies dropped; an unclosed one runs to the end. One forward pass. */
function withoutHidden(html: string): string {
  if (!/<(script|style|template)/i.test(html)) return html
  let out = ''
  let at = 0
  HIDDEN_OPEN.lastIndex = 0
  for (let open = HIDDEN_OPEN.exec(html); open; open = HIDDEN_OPEN.exec(html)) {
    out += html.slice(at, open.index)
    const closing = new RegExp(`</${open[1]}\\s*>`, 'gi')
    closing.lastIndex = HIDDEN_OPEN.lastIndex
    const close = closing.exec(html)
    if (!close) return out
    at = closing.lastIndex
    HIDDEN_OPEN.lastIndex = at
  }
  return out + html.slice(at)
}

function tidy(text: string): string {
  return text
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .normalize('NFC')
}

/** A platform's plain-text field: entities decoded, and any markup that slipped in removed. */
export function cleanText(text: string): string {
  return HAS_MARKUP.test(text) ? htmlToText(text) : tidy(text)
}

const ANCHOR = /<a\s[^<>]*>/gi
const HREF = /\bhref\s*=\s*["'](https?:\/\/[^"'<>\s]+)["']/i
const ENTITY_CLASS = /\bclass\s*=\s*["'][^"']*\b(?:mention|hashtag|u-url)\b/i

/** Link targets of `<a href>` in HTML, except Mastodon-style mention and hashtag anchors. */
export function htmlLinks(html: string): string[] {
  const out: string[] = []
  for (const [tag] of html.matchAll(ANCHOR)) {
    if (ENTITY_CLASS.test(tag)) continue
    const href = HREF.exec(tag)?.[1]
    if (href) out.push(decodeEntities(href))
  }
  return out
}
