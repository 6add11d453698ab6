/**
 * Redaction strategies: what replaces a found span. `mask` keeps format hints (mask.ts); `replace`
 * writes `[TYPE]`; `hash` writes `[TYPE:h]` where h is the first 16 hex digits of
 * HMAC-SHA256(key = salt, message = the found value as the detectors read it: Unicode spaces, dashes
 * and digits as ASCII, zero-width characters dropped), stable for one key; there is no unkeyed hash
 * (an HMAC with a known key is reversed by enumerating SSNs or card numbers); `remove` deletes the
 * span in text (in JSON the walker deletes the whole member instead).
 */
import { createHmac } from 'node:crypto'
import { maskValue } from './mask.js'
import type { Match } from './types.js'

export const STRATEGIES = ['mask', 'replace', 'hash', 'remove'] as const
export type Strategy = (typeof STRATEGIES)[number]

export interface Redactor {
  strategy: Strategy
  replacement(value: string, match: Match): string
}

export function createRedactor(strategy: Strategy, salt?: string): Redactor {
  if (strategy === 'hash' && (salt === undefined || salt.length === 0)) {
    throw new Error('The hash strategy needs a key (readScanRequest refuses requests without one).')
  }
  const tag = (match: Match) => match.type.toUpperCase()
  const replacements: Record<Strategy, (value: string, match: Match) => string> = {
    mask: maskValue,
    replace: (_value, match) => `[${tag(match)}]`,
    hash: (value, match) =>
      `[${tag(match)}:${createHmac('sha256', salt as string)
        .update(value)
        .digest('hex')
        .slice(0, 16)}]`,
    remove: () => '',
  }
  return { strategy, replacement: replacements[strategy] }
}

/** `text` with every match (non-overlapping, in order) replaced. */
export function redactString(text: string, matches: readonly Match[], redactor: Redactor): string {
  let out = ''
  let at = 0
  for (const m of matches) {
    out += text.slice(at, m.start) + redactor.replacement(m.value ?? text.slice(m.start, m.end), m)
    at = m.end
  }
  return out + text.slice(at)
}
