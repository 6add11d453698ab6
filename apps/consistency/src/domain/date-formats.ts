/**
 * Recognizes how a value writes a date: ISO 8601, RFC 2822, a locale form such as 03/04/2024
 * (ambiguous day/month order), or an epoch count in seconds or milliseconds. Epoch numbers only
 * count as dates in fields that are date fields by name or that also hold date strings. A string
 * written in a date form that names no real date or time (day 32, 30 February, hour 25, offset
 * +99:99, a weekday that is not the date's) is `impossible`: counted apart, never as a date.
 */
export const DATE_FORMATS = ['iso8601', 'rfc2822', 'locale', 'epoch_seconds', 'epoch_milliseconds'] as const
export type DateFormat = (typeof DATE_FORMATS)[number]

const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?)?$/
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const RFC_2822 =
  /^(?:(Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{2}):(\d{2})(?::(\d{2}))? (?:[+-](\d{2})(\d{2})|GMT|UT|[A-Z]{3})$/
const LOCALE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?: (\d{1,2}):(\d{2})(?::(\d{2}))?(?: ?([AaPp])[Mm])?)?$/
const DATE_NAME = /(?:date|time|timestamp|_at|At|_on|On)$|^(?:date|time|timestamp|created|updated|expires?)/

/** Epoch seconds 2001-09-09 … 2286-11-20 (10 digits); milliseconds over the same span (13 digits). */
export function epochFormat(value: number): DateFormat | undefined {
  if (!Number.isInteger(value)) return undefined
  if (value >= 1e9 && value < 1e10) return 'epoch_seconds'
  if (value >= 1e12 && value < 1e13) return 'epoch_milliseconds'
  return undefined
}

/** The date format of a string, or undefined when it is not a date (an impossible one included). */
export function stringDateFormat(value: string): DateFormat | undefined {
  const reading = readDateString(value)
  return reading === 'impossible' ? undefined : reading
}

/**
 * The date format of a string, `impossible` when it is written in one but names no real instant, or
 * undefined when it is not written as a date. Length-capped: no ReDoS surface.
 */
export function readDateString(value: string): DateFormat | 'impossible' | undefined {
  if (value.length < 6 || value.length > 40) return undefined
  const first = value.charCodeAt(0)
  if (first >= 0x30 && first <= 0x39) {
    const iso = ISO_8601.exec(value)
    if (iso) return isoPossible(iso) ? 'iso8601' : 'impossible'
    const locale = readLocaleDate(value)
    if (locale) return locale
  }
  // RFC 2822 opens with a weekday (Mon…Sun) or the day of the month.
  const rfc = value.length >= 16 ? RFC_2822.exec(value) : null
  if (rfc) return rfcPossible(rfc) ? 'rfc2822' : 'impossible'
  return undefined
}

const num = (digits: string | undefined) => (digits === undefined ? 0 : Number(digits))

function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0
}

/** Hour 0-23, minute 0-59, second 0-59 or a leap second at 23:59:60. */
function timePossible(hour: number, minute: number, second: number): boolean {
  return hour <= 23 && minute <= 59 && (second <= 59 || (second === 60 && hour === 23 && minute === 59))
}

/** RFC 3339's offsets: hours 00-23, minutes 00-59. */
const offsetPossible = (hours: number, minutes: number) => hours <= 23 && minutes <= 59

function isoPossible(m: RegExpExecArray): boolean {
  const [year, month, day] = [num(m[1]), num(m[2]), num(m[3])]
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    timePossible(num(m[4]), num(m[5]), num(m[6])) &&
    offsetPossible(num(m[7]), num(m[8]))
  )
}

function rfcPossible(m: RegExpExecArray): boolean {
  const [day, month, year] = [num(m[2]), MONTHS.indexOf(m[3]!) + 1, num(m[4])]
  if (day < 1 || day > daysIn(year, month)) return false
  if (!timePossible(num(m[5]), num(m[6]), num(m[7])) || !offsetPossible(num(m[8]), num(m[9]))) return false
  return m[1] === undefined || WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] === m[1]
}

/**
 * 03/04/2024, 4.3.2024, 4/3/24: one separator used twice, both leading numbers a day or a month and
 * one of them a month. A two-digit year only with slashes, so that versions such as 10.12.24 are text.
 * Impossible when neither reading (day first or month first) is a real date, or the time is not.
 */
function readLocaleDate(value: string): 'locale' | 'impossible' | undefined {
  const match = LOCALE.exec(value)
  if (!match || (match[4]!.length === 2 && match[2] !== '/')) return undefined
  const first = Number(match[1])
  const second = Number(match[3])
  if (!(first >= 1 && second >= 1 && first <= 31 && second <= 31 && (first <= 12 || second <= 12))) return undefined
  const year = match[4]!.length === 2 ? 2000 + Number(match[4]) : Number(match[4])
  const real = (day: number, month: number) => month <= 12 && day <= daysIn(year, month)
  if (!real(first, second) && !real(second, first)) return 'impossible'
  const hour = num(match[5])
  const twelveHour = match[8] !== undefined
  if (twelveHour ? hour < 1 || hour > 12 : !timePossible(hour, num(match[6]), num(match[7]))) return 'impossible'
  return num(match[6]) <= 59 && num(match[7]) <= 59 ? 'locale' : 'impossible'
}

export function isDateFieldName(name: string): boolean {
  return DATE_NAME.test(name)
}
