/**
 * Vendor markup to plain text, once for every normalizer: descriptions, titles, service names
 * (`USPS Ground Advantage<SUP>&#153;</SUP>`), review bodies. htmlparser2 tokenizes (linear, no regex
 * backtracking on hostile input) and the `entities` package decodes every one of HTML's named
 * references, case-sensitively (`&Eacute;` is É, `&eacute;` is é), plus numeric ones (`&#153;` is ™ by
 * the HTML5 windows-1252 rule). Block elements become line breaks, list items `- `, table cells a
 * space; script, style, template and noscript bodies are dropped; the result is NFC.
 * Decoding happens once: `&amp;amp;` is the text `&amp;`, as a browser shows it.
 */
import { decodeHTML } from 'entities'
import { Parser } from 'htmlparser2'

const BLOCK = new Set([
  'p',
  'div',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'pre',
  'table',
  'tr',
  'caption',
  'section',
  'article',
  'header',
  'footer',
  'address',
  'figure',
  'figcaption',
])
/** Elements whose content is not text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript'])
const MARKUP = /<[a-zA-Z!/?]|&(?:#\d|#x[\da-f]|[a-z][a-z\d]*;)/i

/** Collapses runs of spaces, keeps at most one blank line, trims, and composes to NFC. */
export function tidyText(text: string): string {
  return text
    .replace(/[ \t\r\f\v\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .normalize('NFC')
}

/** Every HTML character reference decoded once (named ones case-sensitive; numeric per HTML5). */
export function decodeEntities(text: string): string {
  return text.includes('&') ? decodeHTML(text) : text
}

/** Plain text of HTML: tags removed, entities decoded, blocks as line breaks, list items as `- `. */
export function htmlToText(html: string): string {
  let out = ''
  let hidden = 0
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hidden += 1
        else if (name === 'li') out += '\n- '
        else if (BLOCK.has(name)) out += '\n'
        else if (name === 'td' || name === 'th') out += ' '
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1)
        else if (BLOCK.has(name) && name !== 'br' && name !== 'hr') out += '\n'
      },
      ontext(text) {
        if (hidden === 0) out += text
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  return tidyText(out)
}

/**
 * A vendor text field that may or may not hold markup: markup or references go through `htmlToText`,
 * anything else is only tidied (so `a < b`, `R&D` and `AT&T` stay as written). A named reference
 * counts as markup only with its semicolon.
 */
export function plainText(value: string): string {
  return MARKUP.test(value) ? htmlToText(value) : tidyText(value)
}

/** `plainText` for an unknown vendor value; undefined when it is not a string or ends up empty. */
export function textOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  return plainText(value) || undefined
}
