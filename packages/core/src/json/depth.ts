/**
 * Nesting depth of JSON text, measured before JSON.parse so that a body like `[[[[…` 100,000 deep
 * is refused in one linear pass and never reaches a recursive walker (CONTRACT: deep bodies -> 4xx).
 */
const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_BRACE = 0x7b
const OPEN_BRACKET = 0x5b
const CLOSE_BRACE = 0x7d
const CLOSE_BRACKET = 0x5d

/** Returns the offset at which `maxDepth` is first exceeded, or -1 when the text stays within it. */
export function findExcessDepth(text: string, maxDepth: number): number {
  let depth = 0
  const length = text.length
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      i = skipString(text, i + 1)
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > maxDepth) return i
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--
    }
  }
  return -1
}

/** Index of the closing quote of a string starting at `from` (or the end of the text). */
export function skipString(text: string, from: number): number {
  let i = from
  for (;;) {
    const q = text.indexOf('"', i)
    if (q === -1) return text.length
    let slashes = 0
    for (let j = q - 1; j >= from && text.charCodeAt(j) === BACKSLASH; j--) slashes++
    if (slashes % 2 === 0) return q
    i = q + 1
  }
}
