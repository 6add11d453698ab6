/**
 * Recognizes how a value writes a date: ISO 8601, RFC 2822, a locale form such as 03/04/2024
 * (ambiguous day/month order), or an epoch count in seconds or milliseconds. Epoch numbers only
 * count as dates in fields that are date fields by name or that also hold date strings.
 */
export const DATE_FORMATS = ['iso8601', 'rfc2822', 'locale', 'epoch_seconds', 'epoch_milliseconds'] as const
export type DateFormat = (typeof DATE_FORMATS)[number]

const ISO_8601 =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/
const RFC_2822 =
  /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}(?::\d{2})? (?:[+-]\d{4}|GMT|UT|[A-Z]{3})$/
const LOCALE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?: \d{1,2}:\d{2}(?::\d{2})?(?: ?[AaPp][Mm])?)?$/
const DATE_NAME = /(?:date|time|timestamp|_at|At|_on|On)$|^(?:date|time|timestamp|created|updated|expires?)/

/** Epoch seconds 2001-09-09 … 2286-11-20 (10 digits); milliseconds over the same span (13 digits). */
export function epochFormat(value: number): DateFormat | undefined {
  if (!Number.isInteger(value)) return undefined
  if (value >= 1e9 && value < 1e10) return 'epoch_seconds'
  if (value >= 1e12 && value < 1e13) return 'epoch_milliseconds'
  return undefined
}

/** The date format of a string, or undefined when it is not a date. Length-capped: no ReDoS surface. */
export function stringDateFormat(value: string): DateFormat | undefined {
  if (value.length < 6 || value.length > 40) return undefined
  const first = value.charCodeAt(0)
  if (first >= 0x30 && first <= 0x39) {
    if (ISO_8601.test(value)) return 'iso8601'
    if (isLocaleDate(value)) return 'locale'
  }
  // RFC 2822 opens with a weekday (Mon…Sun) or the day of the month.
  if (value.length >= 16 && RFC_2822.test(value)) return 'rfc2822'
  return undefined
}

/**
 * 03/04/2024, 4.3.2024, 4/3/24: one separator used twice, both leading numbers a day or a month and
 * one of them a month. A two-digit year only with slashes, so that versions such as 10.12.24 are text.
 */
function isLocaleDate(value: string): boolean {
  const match = LOCALE.exec(value)
  if (!match || (match[4]!.length === 2 && match[2] !== '/')) return false
  const first = Number(match[1])
  const second = Number(match[3])
  return first >= 1 && second >= 1 && first <= 31 && second <= 31 && (first <= 12 || second <= 12)
}

export function isDateFieldName(name: string): boolean {
  return DATE_NAME.test(name)
}
