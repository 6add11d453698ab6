/**
 * Link targets of `<a href>` in platform HTML (Mastodon `content`, Reddit `selftext_html`), except
 * Mastodon-style mention and hashtag anchors. Text itself is read by normalize-kit's `htmlToText`.
 */
import { decodeEntities } from '@svc/normalize-kit'

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
