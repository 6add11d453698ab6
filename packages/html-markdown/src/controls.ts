/**
 * Control characters: invisible in a browser, but in Markdown they reach terminals (ESC starts an
 * ANSI escape sequence), editors and other parsers. The HTML5 parser keeps them in text and
 * attributes, raw or from character references (`&#1;`, `&#x1b;`), so cleaning removes them from
 * every text node and every kept attribute, before turndown escapes the text: removed afterwards, a
 * control could have hidden a line start (`\x01#` would become a heading).
 *
 * Removed: U+0000–U+0008, U+000B, U+000C, U+000E–U+001F (C0 except tab, line feed and carriage
 * return), U+007F (DEL) and U+0080–U+009F (C1). A carriage return becomes a line feed (a raw CRLF
 * never reaches the tree: the parser turns it into LF; `&#13;` does).
 */

const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g
const CARRIAGE_RETURN = /\r\n?/g
const ANY = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/

/** True when `text` holds a character that `controlFree` changes (one scan, no allocation). */
export function hasControls(text: string): boolean {
  return ANY.test(text)
}

/** `text` without control characters, carriage returns as line feeds; the same string when there are none. */
export function controlFree(text: string): string {
  if (!ANY.test(text)) return text
  return text.replace(CONTROLS, '').replace(CARRIAGE_RETURN, '\n')
}
