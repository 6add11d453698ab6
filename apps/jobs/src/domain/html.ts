/**
 * Job descriptions: `descriptionHtml` through normalize-kit's `safeHtml` (sanitize-html with an
 * allowlist: formatting, lists, headings, tables, links with http/https/mailto only; script, style,
 * iframe, object, svg and their content dropped; every event handler and style attribute dropped), and
 * `description` as plain text
 * read from the sanitized HTML by normalize-kit's `htmlToText` (entities decoded, block elements as
 * line breaks).
 * Vendors that HTML-escape their markup (Greenhouse `content`: `&lt;p&gt;`) are unescaped first.
 */
import { htmlToText, safeHtml } from '@svc/normalize-kit'

const TAG = /<[a-zA-Z!/]/
const ESCAPED_TAG = /&(?:amp;)?lt;[a-zA-Z/]/
export interface Description {
  html: string
  text: string
  /** The input held scripts, event handlers, frames or javascript: links that were removed. */
  unsafeRemoved: boolean
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'))
}

/** Plain text -> paragraphs (blank lines) and line breaks. */
function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((para) => `<p>${escapeHtml(para.trim()).replace(/\n/g, '<br />')}</p>`)
    .join('\n')
}

/** One description from vendor HTML (or escaped HTML, or plain text). */
export function describe(html: string | undefined, text: string | undefined): Description | undefined {
  let source = html?.trim()
  // Escaped markup is unescaped until it holds tags, at most twice: Greenhouse escapes `content` once,
  // and its reference's own example (`&amp;lt;p&amp;gt;`) twice. Text with no escaped tag is left alone.
  for (let pass = 0; pass < 2 && source && !TAG.test(source) && ESCAPED_TAG.test(source); pass++)
    source = htmlToText(source)
  if (source && TAG.test(source)) {
    const { html: clean, unsafeRemoved } = safeHtml(source)
    const plain = htmlToText(clean)
    return plain || clean ? { html: clean, text: plain, unsafeRemoved } : undefined
  }
  const plain = (source ? htmlToText(source) : text?.trim()) || undefined
  return plain ? { html: textToHtml(plain), text: plain, unsafeRemoved: false } : undefined
}
