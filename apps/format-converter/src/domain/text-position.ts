/** 1-based line and column of a character offset, for INVALID_INPUT details. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  const end = Math.min(offset, text.length)
  for (let at = text.indexOf('\n'); at !== -1 && at < end; at = text.indexOf('\n', at + 1)) {
    line++
    lineStart = at + 1
  }
  return { line, column: end - lineStart + 1 }
}
