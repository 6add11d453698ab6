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
const TAG = /<\/?([a-z][a-z0-9]*)\b[^<>]*>|<!--[\s\S]*?-->/gi
const HIDDEN = /<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi
const BLOCK = /^(?:br|p|div|li|ul|ol|h[1-6]|blockquote|pre|tr)$/i
const HAS_MARKUP = /<[a-z/!]|&[#a-z0-9]+;/i

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
  const stripped = html
    .replace(HIDDEN, '')
    .replace(TAG, (_, name: string | undefined) => (name && BLOCK.test(name) ? '\n' : ''))
  return tidy(decodeEntities(stripped))
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

const ANCHOR = /<a\s[^>]*>/gi
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
