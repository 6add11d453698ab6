/**
 * Text escaping: turndown's own Markdown escapes plus what they miss, so that the Markdown renders
 * back to the same text: `~` (GFM strikethrough), `1)` list markers, `&` before an entity-like name
 * and `<` before a tag-like name (written as entities, so no tag text such as `<script` survives).
 */
import TurndownService from 'turndown'

const turndownEscape = TurndownService.prototype.escape

/** Characters any of the escapes below acts on, anywhere or (second pattern) at the start. */
const SPECIAL_ANYWHERE = /[\\*`[\]_&<~]/
const SPECIAL_AT_START = /^[-+=#>\d]/

export function escapeText(text: string): string {
  if (!SPECIAL_ANYWHERE.test(text) && !SPECIAL_AT_START.test(text)) return text
  return turndownEscape(text)
    .replace(/&(?=#?[a-zA-Z0-9]+;)/g, '&amp;')
    .replace(/<(?=[a-zA-Z/!?])/g, '&lt;')
    .replace(/~/g, '\\~')
    .replace(/^(\d+)\) /, '$1\\) ')
}

/** Link and image titles go between double quotes. */
export function escapeTitle(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}
