/**
 * Bounds a consistency report so the answer cannot grow faster than the input (1.2 MB of long nested
 * keys once gave a 40 MB reply, every warning repeating its full path). The first MAX_WARNINGS warnings
 * in the sorted order are kept and only their paths are written out; a path (`field`, or an example
 * item in `metadata.exampleItems`) longer than MAX_PATH_CHARS keeps its first and last characters
 * around an ellipsis. `summary.warningCount` stays the true total and `summary.truncated` says what
 * was cut.
 */
import { type ConcretePath, MAX_PATH_CHARS, writePath } from './paths.js'
import type { PendingWarning, Warning } from './warnings.js'

export { MAX_PATH_CHARS }
export const MAX_WARNINGS = 1_000

export interface Truncation {
  warningsOmitted: number
  pathsShortened: number
  maxWarnings: number
  maxPathChars: number
}

/** `path` itself, or its first 250 and last 249 characters joined by U+2026 (500 in all). */
export function shortenPath(path: string): string {
  if (path.length <= MAX_PATH_CHARS) return path
  const head = Math.ceil((MAX_PATH_CHARS - 1) / 2)
  return `${path.slice(0, head)}…${path.slice(path.length - (MAX_PATH_CHARS - 1 - head))}`
}

/** `warnings` already sorted: keeps the first MAX_WARNINGS and writes their paths out, bounded. */
export function boundWarnings(warnings: PendingWarning[]): {
  warnings: Warning[]
  truncation: Truncation | undefined
} {
  let pathsShortened = 0
  const write = (path: Parameters<typeof writePath>[0]) => {
    const written = writePath(path)
    if (written.shortened) pathsShortened++
    return written.text
  }
  const kept = warnings.slice(0, MAX_WARNINGS).map((warning): Warning => {
    const examples = warning.metadata.exampleItems as ConcretePath[] | undefined
    const metadata = examples ? { ...warning.metadata, exampleItems: examples.map(write) } : warning.metadata
    return { code: warning.code, field: write(warning.field), metadata }
  })
  const warningsOmitted = Math.max(0, warnings.length - MAX_WARNINGS)
  const truncation =
    warningsOmitted + pathsShortened > 0
      ? { warningsOmitted, pathsShortened, maxWarnings: MAX_WARNINGS, maxPathChars: MAX_PATH_CHARS }
      : undefined
  return { warnings: kept, truncation }
}
