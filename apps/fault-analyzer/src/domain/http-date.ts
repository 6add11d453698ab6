/**
 * HTTP dates read by RFC 9110 §5.6.7's grammar only: IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), and
 * the obsolete rfc850 (`Sunday, 06-Nov-94 08:49:37 GMT`) and asctime (`Sun Nov  6 08:49:37 1994`) forms,
 * case-sensitive as the grammar is. Anything else is unreadable (an ISO 8601 timestamp included, which
 * `Date.parse` would take); a form that reads but names no real instant (`Mon, 30 Feb 2015`, hour 24, a
 * weekday that is not the date's) is impossible. Neither is guessed at.
 */
export type HttpDateReading =
  | { kind: 'date'; epochMs: number; year: number }
  | { kind: 'unreadable' }
  | { kind: 'impossible'; why: string }

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const LONG_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const
const TIME = String.raw`(\d{2}):(\d{2}):(\d{2})`
const MONTH = `(${MONTHS.join('|')})`
const IMF_FIXDATE = new RegExp(String.raw`^(${DAYS.join('|')}), (\d{2}) ${MONTH} (\d{4}) ${TIME} GMT$`)
const RFC_850 = new RegExp(String.raw`^(${LONG_DAYS.join('|')}), (\d{2})-${MONTH}-(\d{2}) ${TIME} GMT$`)
const ASCTIME = new RegExp(String.raw`^(${DAYS.join('|')}) ${MONTH} (\d{2}| \d) ${TIME} (\d{4})$`)

/**
 * `value` as an HTTP date. An rfc850 date's two-digit year is the latest year with those digits not more
 * than 50 years after `referenceYear` (RFC 9110: the year of the message's own `Date`; the analyzer never
 * reads the clock, so without one it is taken as 2000).
 */
export function readHttpDate(value: string, referenceYear = 2000): HttpDateReading {
  let match = IMF_FIXDATE.exec(value)
  if (match) {
    const [, day, date, month, year, hour, minute, second] = match
    return build(DAYS.indexOf(day as never), +year!, month!, +date!, +hour!, +minute!, +second!)
  }
  match = RFC_850.exec(value)
  if (match) {
    const [, day, date, month, twoDigits, hour, minute, second] = match
    let year = Math.floor(referenceYear / 100) * 100 + Number(twoDigits)
    if (year > referenceYear + 50) year -= 100
    return build(LONG_DAYS.indexOf(day as never), year, month!, +date!, +hour!, +minute!, +second!)
  }
  match = ASCTIME.exec(value)
  if (match) {
    const [, day, month, date, hour, minute, second, year] = match
    return build(DAYS.indexOf(day as never), +year!, month!, Number(date!.trim()), +hour!, +minute!, +second!)
  }
  return { kind: 'unreadable' }
}

function build(
  weekday: number,
  year: number,
  monthName: string,
  date: number,
  hour: number,
  minute: number,
  second: number,
): HttpDateReading {
  const month = MONTHS.indexOf(monthName as never)
  const days = daysIn(year, month)
  if (date < 1 || date > days) return { kind: 'impossible', why: `${monthName} ${year} has ${days} days` }
  if (hour > 23 || minute > 59) return { kind: 'impossible', why: 'the time of day is past 23:59' }
  // 23:59:60 is a leap second (RFC 9110 allows it); the instant after it is midnight.
  if (second > 60 || (second === 60 && (hour !== 23 || minute !== 59)))
    return { kind: 'impossible', why: 'a second of 60 is only a leap second at 23:59' }
  if (weekdayOf(year, month, date) !== weekday) return { kind: 'impossible', why: 'the weekday is not the date’s' }
  const at = new Date(Date.UTC(2000, month, date, hour, minute, second))
  // Set apart: Date.UTC reads the years 0-99 as 1900-1999.
  at.setUTCFullYear(year + (at.getUTCFullYear() - 2000))
  return { kind: 'date', epochMs: at.getTime(), year }
}

function daysIn(year: number, month: number): number {
  if (month === 1) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month] as number
}

/** 0 = Sunday, for any Gregorian date (Sakamoto's method). */
function weekdayOf(year: number, month: number, date: number): number {
  const offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
  const y = month < 2 ? year - 1 : year
  return (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + (offsets[month] as number) + date) % 7
}
