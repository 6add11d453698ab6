/**
 * Dates as people write them: ISO `1984-03-05`, `03/05/1984` (US or day-first), `05.03.1984`,
 * `5 March 1984`, `March 5, 1984`, `Mar 5 1984`. Only real calendar days in 1900..2030 are accepted.
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const MONTH_NAME = '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6}\\.?'

/** Every date form; the groups are read by `readDate`. */
export const DATE_PATTERN = new RegExp(
  [
    '(\\d{4})-(\\d{1,2})-(\\d{1,2})',
    '(\\d{1,2})([/.-])(\\d{1,2})\\5(\\d{4})',
    `(\\d{1,2}) ${MONTH_NAME},? (\\d{4})`,
    `${MONTH_NAME} (\\d{1,2})(?:st|nd|rd|th)?,? (\\d{4})`,
    '(\\d{4})/(\\d{1,2})/(\\d{1,2})',
  ].join('|'),
  'gi',
)

function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1900 || year > 2030 || month < 1 || month > 12 || day < 1) return false
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

const monthOf = (name: string | undefined) => MONTHS.indexOf((name ?? '').slice(0, 3).toLowerCase()) + 1

/** True when the groups of a `DATE_PATTERN` match name a real day (either reading of `a/b/yyyy`). */
export function isRealDate(m: RegExpExecArray): boolean {
  const n = (i: number) => Number(m[i])
  if (m[1]) return isCalendarDay(n(1), n(2), n(3))
  if (m[4]) return isCalendarDay(n(7), n(4), n(6)) || isCalendarDay(n(7), n(6), n(4))
  if (m[8]) return isCalendarDay(n(10), monthOf(m[9]), n(8))
  if (m[11]) return isCalendarDay(n(13), monthOf(m[11]), n(12))
  if (m[14]) return isCalendarDay(n(14), n(15), n(16))
  return false
}
