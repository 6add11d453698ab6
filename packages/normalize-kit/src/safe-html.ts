/**
 * Vendor HTML a normalizer keeps on purpose (a job's `descriptionHtml`, a post's `content.html`), made
 * safe to render: sanitize-html with an allowlist (formatting, lists, headings, tables, links with
 * http/https/mailto only; script, style, iframe, object, svg and their content dropped; every event
 * handler, class and style attribute dropped; links get `rel="nofollow noopener noreferrer"`).
 * Text from the same markup comes from `htmlToText` (text.ts).
 */
import { createRequire } from 'node:module'
import type sanitizeHtmlType from 'sanitize-html'

/**
 * sanitize-html is CommonJS and require()s htmlparser2, which is ES-only and also imported by text.ts.
 * Required while the service's module graph is still loading, Node 20.19 refuses that require with
 * ERR_REQUIRE_CYCLE_MODULE (the normalizer images crashed at start); required on first use, once the
 * graph has loaded, it is an ordinary require of an evaluated module.
 */
let loaded: typeof sanitizeHtmlType | undefined
const sanitizeHtml = (): typeof sanitizeHtmlType => {
  loaded ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtmlType
  return loaded
}

const options = (): sanitizeHtmlType.IOptions => ({
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'pre',
    'code',
    'a',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'head',
    'select',
    'button',
  ],
  transformTags: { a: sanitizeHtml().simpleTransform('a', { rel: 'nofollow noopener noreferrer' }) },
})
let OPTIONS: sanitizeHtmlType.IOptions | undefined

/** What a caller is told was removed: scripts, handlers, frames, `javascript:` and HTML `data:` links. */
const UNSAFE =
  /<\s*(script|style|iframe|object|embed|svg|math|template|form|input|link|meta|base)\b|\son[a-z]+\s*=|javascript:|vbscript:|data:text\/html/i
export interface SafeHtml {
  html: string
  /** The input held scripts, event handlers, frames or javascript: links that were removed. */
  unsafeRemoved: boolean
}

/** Vendor HTML through the allowlist (trimmed); `unsafeRemoved` says whether anything dangerous went. */
export function safeHtml(html: string): SafeHtml {
  OPTIONS ??= options()
  return { html: sanitizeHtml()(html, OPTIONS).trim(), unsafeRemoved: UNSAFE.test(html) }
}
