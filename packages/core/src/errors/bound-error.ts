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
