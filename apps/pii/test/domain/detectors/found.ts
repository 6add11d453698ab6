/** Test helper: the substrings a detector claims in `text` (optionally under a JSON member name). */
import { normalizeKey } from '../../../src/domain/spans.js'
import type { Detector, Match } from '../../../src/domain/types.js'

export function found(detector: Detector, text: string, key?: string): string[] {
  return matches(detector, text, key).map((m) => text.slice(m.start, m.end))
}

export function matches(detector: Detector, text: string, key?: string): Match[] {
  return detector.scan(text, { key: key === undefined ? undefined : normalizeKey(key) })
}
