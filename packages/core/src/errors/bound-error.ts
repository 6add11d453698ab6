/**
 * Bounds on what an error answer may echo: a message or member quoting caller-chosen names
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
  let head = Math.ceil((max - 1) / 2)
  let tail = text.length - (max - 1 - head)
  // cut between code points: never leave half of a surrogate pair on either side of the "…"
  if (isHigh(text.charCodeAt(head - 1))) head--
  if (isLow(text.charCodeAt(tail))) tail++
  return `${text.slice(0, head)}…${text.slice(tail)}`
}

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff

/** Unprintable characters (see UNPRINTABLE below), backslash left as it is: for whole messages. */
const UNPRINTABLE_IN_TEXT = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Cs}]/gu

/** `text` with every unprintable character written `\uXXXX`: what every error message and detail goes through. */
export function escapeUnprintable(text: string): string {
  UNPRINTABLE_IN_TEXT.lastIndex = 0
  return UNPRINTABLE_IN_TEXT.test(text) ? text.replace(UNPRINTABLE_IN_TEXT, escapeCodePoint) : text
}

export function boundDetails(details: readonly ErrorDetail[]): ErrorDetail[] {
  return details.slice(0, MAX_DETAILS).map((detail) => {
    const path = escapeUnprintable(shortenText(detail.path, MAX_MEMBER_CHARS))
    const message = escapeUnprintable(shortenText(detail.message, MAX_MEMBER_CHARS))
    return path === detail.path && message === detail.message ? detail : { ...detail, path, message }
  })
}

/** An AppError's extra members with long strings shortened and `details` bounded; other values as they are. */
export function boundExtra(extra: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!extra) return extra
  let out: Record<string, unknown> | undefined
  for (const [key, value] of Object.entries(extra)) {
    let bounded = value
    if (typeof value === 'string') bounded = escapeUnprintable(shortenText(value, MAX_MEMBER_CHARS))
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

/** A caller-sent name as one path segment of `details[].path`: `name`, or `["escaped name"]`. */
export function nameSegment(name: string): string {
  if (/^[A-Za-z_$][\w$]*$/.test(name) && name.length <= MAX_NAME_CODE_POINTS) return name
  return `["${escapeName(name).replaceAll('"', '\\"')}"]`
}

/** Names a message may quote as they are: short identifiers (`amount`, `line_items`, `x-total`). */
const PLAIN_NAME = /^[A-Za-z_$][\w$-]{0,39}$/

export function isPlainName(name: string): boolean {
  return PLAIN_NAME.test(name)
}
