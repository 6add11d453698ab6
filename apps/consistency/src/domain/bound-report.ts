/**
 * Bounds a consistency report so the answer cannot grow faster than the input (#11: 1.2 MB of
 * long nested keys gave a 40 MB reply, every warning repeating its full path). The first
 * MAX_WARNINGS warnings in the sorted order are kept; a path (`field`, or an example item in
 * `metadata.exampleItems`) longer than MAX_PATH_CHARS keeps its first and last characters around
 * an ellipsis. `summary.warningCount` stays the true total and `summary.truncated` says what was cut.
 */
import type { Warning } from './warnings.js'

export const MAX_WARNINGS = 1_000
export const MAX_PATH_CHARS = 500

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

export function boundWarnings(warnings: Warning[]): { warnings: Warning[]; truncation: Truncation | undefined } {
  let pathsShortened = 0
  const shorten = (path: string) => {
    if (path.length <= MAX_PATH_CHARS) return path
    pathsShortened++
    return shortenPath(path)
  }
  const kept = warnings.slice(0, MAX_WARNINGS).map((warning) => {
    const examples = warning.metadata.exampleItems
    const longExample =
      Array.isArray(examples) && examples.some((e) => typeof e === 'string' && e.length > MAX_PATH_CHARS)
    if (warning.field.length <= MAX_PATH_CHARS && !longExample) return warning
    const metadata = longExample
      ? {
          ...warning.metadata,
          exampleItems: (examples as unknown[]).map((e) => (typeof e === 'string' ? shorten(e) : e)),
        }
      : warning.metadata
    return { ...warning, field: shorten(warning.field), metadata }
  })
  const warningsOmitted = Math.max(0, warnings.length - MAX_WARNINGS)
  const truncation =
    warningsOmitted + pathsShortened > 0
      ? { warningsOmitted, pathsShortened, maxWarnings: MAX_WARNINGS, maxPathChars: MAX_PATH_CHARS }
      : undefined
  return { warnings: kept, truncation }
}
