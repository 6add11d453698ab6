/**
 * Bounds on what an error answer may echo (#11): a message or member quoting caller-chosen names
 * (50,000 unknown keys gave a 1.58 MB message; a 100 KB keyword was echoed twice) is shortened, and
 * `details` lists at most MAX_DETAILS entries. Text over its bound keeps its head and tail around "…".
 */
import type { ErrorDetail } from './app-error.js'

export const MAX_MESSAGE_CHARS = 1_000
export const MAX_MEMBER_CHARS = 500
export const MAX_DETAILS = 100

/** `text` itself, or its first and last characters around U+2026, `max` characters in all. */
export function shortenText(text: string, max: number): string {
  if (text.length <= max) return text
  const head = Math.ceil((max - 1) / 2)
  return `${text.slice(0, head)}…${text.slice(text.length - (max - 1 - head))}`
}

export function boundDetails(details: readonly ErrorDetail[]): ErrorDetail[] {
  return details.slice(0, MAX_DETAILS).map((detail) => {
    if (detail.path.length <= MAX_MEMBER_CHARS && detail.message.length <= MAX_MEMBER_CHARS) return detail
    return {
      ...detail,
      path: shortenText(detail.path, MAX_MEMBER_CHARS),
      message: shortenText(detail.message, MAX_MEMBER_CHARS),
    }
  })
}

/** An AppError's extra members with long strings shortened and `details` bounded; other values as they are. */
export function boundExtra(extra: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!extra) return extra
  let out: Record<string, unknown> | undefined
  for (const [key, value] of Object.entries(extra)) {
    let bounded = value
    if (typeof value === 'string' && value.length > MAX_MEMBER_CHARS) bounded = shortenText(value, MAX_MEMBER_CHARS)
    else if (key === 'details' && Array.isArray(value) && isDetailList(value)) bounded = boundDetails(value)
    if (bounded !== value) {
      out ??= { ...extra }
      out[key] = bounded
    }
  }
  return out ?? extra
}

function isDetailList(value: unknown[]): value is ErrorDetail[] {
  return value.every(
    (item) =>
      !!item &&
      typeof item === 'object' &&
      typeof (item as ErrorDetail).path === 'string' &&
      typeof (item as ErrorDetail).message === 'string',
  )
}

/** The most code points of one caller-sent name an answer carries (in `details`, escaped). */
export const MAX_NAME_CODE_POINTS = 100

/**
 * Characters an answer never carries raw: controls (C0, DEL, C1), format characters (bidi overrides and
 * isolates, zero-width joiners, soft hyphen, BOM), line and paragraph separators, private-use and
 * unassigned code points, and lone surrogates. Each is written `\uXXXX` (`\u{XXXXX}` above the BMP).
 */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Cs}\\]/gu

function escapeCodePoint(char: string): string {
  if (char === '\\') return '\\\\'
  const code = char.codePointAt(0) as number
  return code > 0xffff
    ? `\\u{${code.toString(16).toUpperCase()}}`
    : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`
}

/**
 * A caller-sent name as an answer may carry it: at most `max` code points (head and tail around "…",
 * cut between code points so no surrogate pair is split), every unprintable character escaped.
 */
export function escapeName(name: string, max = MAX_NAME_CODE_POINTS): string {
  let text = name
  if (text.length > max) {
    const points = Array.from(text)
    if (points.length > max) {
      const head = Math.ceil((max - 1) / 2)
      text = `${points.slice(0, head).join('')}…${points.slice(points.length - (max - 1 - head)).join('')}`
    }
  }
  return text.replace(UNPRINTABLE, escapeCodePoint)
}

/** Names a message may quote as they are: short identifiers (`amount`, `line_items`, `x-total`). */
const PLAIN_NAME = /^[A-Za-z_$][\w$-]{0,39}$/

export function isPlainName(name: string): boolean {
  return PLAIN_NAME.test(name)
}
