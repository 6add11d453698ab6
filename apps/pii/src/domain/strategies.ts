/**
 * Redaction strategies: what replaces a found span. `mask` keeps format hints (mask.ts); `replace`
 * writes `[TYPE]`; `hash` writes `[TYPE:h]` where h is the first 16 hex digits of
 * HMAC-SHA256(key = salt, message = the exact found text), stable for one salt; `remove` deletes the
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

export function createRedactor(strategy: Strategy, salt = ''): Redactor {
  const tag = (match: Match) => match.type.toUpperCase()
  const replacements: Record<Strategy, (value: string, match: Match) => string> = {
    mask: maskValue,
    replace: (_value, match) => `[${tag(match)}]`,
    hash: (value, match) => `[${tag(match)}:${createHmac('sha256', salt).update(value).digest('hex').slice(0, 16)}]`,
    remove: () => '',
  }
  return { strategy, replacement: replacements[strategy] }
}

/** `text` with every match (non-overlapping, in order) replaced. */
export function redactString(text: string, matches: readonly Match[], redactor: Redactor): string {
  let out = ''
  let at = 0
  for (const m of matches) {
    out += text.slice(at, m.start) + redactor.replacement(text.slice(m.start, m.end), m)
    at = m.end
  }
  return out + text.slice(at)
}
