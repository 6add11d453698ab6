/**
 * Where each character of a run sits. pdfjs gives one advance per run, not per glyph, so glyph
 * advances are estimated from Helvetica-like width classes (in em) and scaled to the run's advance;
 * when its spaces would come out wider than an em, the slack goes to them (a run such as "9.7    0.0"
 * whose space was stretched by positioning keeps its two numbers apart, as drawn).
 */
const NARROW = new Set(Array.from("il.,:;'|!ijtfI()[]-`\u00b7"))
const WIDE = new Set(Array.from('mwMW@%'))

function estimate(ch: string): number {
  if (NARROW.has(ch)) return 0.28
  if (WIDE.has(ch)) return 0.85
  if (/[0-9]/.test(ch)) return 0.556
  if (/[A-Z]/.test(ch)) return 0.67
  if (/[a-z]/.test(ch)) return 0.52
  return 0.6
}

const SPACE = 0.278

/** Start offsets (from the run's start, along its advance) of each character plus the end. */
export function charOffsets(chars: readonly string[], width: number, size: number): number[] {
  const estimates = chars.map((ch) => (/\s/.test(ch) ? SPACE : estimate(ch)))
  const spaces = chars.filter((ch) => /\s/.test(ch)).length
  const glyphs = estimates.reduce((s, w, i) => s + (/\s/.test(chars[i] as string) ? 0 : w), 0) * size
  const natural = glyphs + spaces * SPACE * size
  let scaleGlyph = natural > 0 ? width / natural : 0
  let spaceWidth = SPACE * size * scaleGlyph
  if (spaces > 0 && (width - glyphs) / spaces > size) {
    // stretched (a space wider than an em is positioning, not a glyph): glyphs keep their
    // estimated size and the spaces take the slack; otherwise everything scales together
    scaleGlyph = 1
    spaceWidth = (width - glyphs) / spaces
  }
  const offsets = [0]
  let x = 0
  chars.forEach((ch, i) => {
    x += /\s/.test(ch) ? spaceWidth : (estimates[i] as number) * size * scaleGlyph
    offsets.push(x)
  })
  return offsets
}
