/**
 * Leftmost, non-overlapping matches of a pattern that holds a fixed string (its anchor: `:` of an
 * IPv6 or MAC address, the first `.` of a dotted quad, `://` of a URL) after a short run of one
 * character class, found from the anchor instead of by trying the pattern at every position.
 *
 * A pattern written `(?<![refused])[class]{0,max}anchor…` and run with the `g` flag is tried by the
 * regex engine at every character of the text, and its lookbehind runs first at each; on dense logs
 * that costs more than the rest of the detector. The same matches come from `indexOf(anchor)`: a
 * match holding the anchor at `a` can only start where the run of `class` characters before `a`
 * starts (any later start has a `class` character before it, which `refused` refuses, so `class`
 * must be a subset of `refused`), so each anchor gives one candidate start, checked with the
 * lookbehind and the pattern made sticky. Anchors are visited in order and their starts grow, so the
 * matches come in the order, and with the values, the global pattern gives (the differential test,
 * test/domain/anchored.test.ts, runs both).
 */

export interface AnchoredPattern {
  /** The fixed string every match holds. */
  anchor: string
  /** Characters of the run before the anchor, by UTF-16 code unit. */
  run: (code: number) => boolean
  /** Longest run before the anchor that the pattern accepts. */
  maxRun: number
  /** Characters refused just before a match (the lookbehind; a superset of `run`). */
  refused: (code: number) => boolean
  /** The pattern without its lookbehind, with the `y` flag. */
  sticky: RegExp
}

/** The leftmost match starting at or after `from`, as the global pattern would find it; null when none. */
export function nextAnchored(text: string, pattern: AnchoredPattern, from: number): RegExpExecArray | null {
  const { anchor, run, maxRun, refused, sticky } = pattern
  for (let a = text.indexOf(anchor, from); a !== -1; a = text.indexOf(anchor, a + 1)) {
    let start = a
    while (start > from && a - start <= maxRun && run(text.charCodeAt(start - 1))) start--
    if (a - start > maxRun) continue
    if (start > 0 && refused(text.charCodeAt(start - 1))) continue
    sticky.lastIndex = start
    const m = sticky.exec(text)
    if (m !== null) return m
  }
  return null
}

/** `[0-9]` */
export const isDigit = (c: number): boolean => c >= 48 && c <= 57
/** `[0-9A-Fa-f]` */
export const isHex = (c: number): boolean => (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 102)
/** `[A-Za-z]` */
export const isLetter = (c: number): boolean => (c | 32) >= 97 && (c | 32) <= 122
/** `\w` without the `u` flag: `[A-Za-z0-9_]` */
export const isWord = (c: number): boolean => isLetter(c) || isDigit(c) || c === 95
