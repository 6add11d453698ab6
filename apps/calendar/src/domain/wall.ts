/**
 * Wall times as numbers: a local date-time encoded as if it were UTC (`Date.UTC(y, m, d, h, mi, s)`).
 * Recurrence is expanded in this space (rrule's "floating" mode) and each result is converted to an
 * instant in its zone afterwards, so a weekly 09:00 stays 09:00 across DST changes.
 */
export const DAY_MS = 86_400_000
const GREGORIAN_CYCLE_MS = 146_097 * DAY_MS

const WALL = /^(\d{4})-?(\d{2})-?(\d{2})(?:[T ](\d{2}):?(\d{2})(?::?(\d{2}))?(?:\.\d+)?)?$/

/** Two ASCII digits at `i` as a number, or -1. */
function pair(text: string, i: number): number {
  const a = text.charCodeAt(i) - 48
  const b = text.charCodeAt(i + 1) - 48
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1
}

/**
 * The shapes ical.js and the vendors write (`YYYY-MM-DDTHH:mm:ss`, `YYYY-MM-DD`) read by position;
 * the regular expression (the same language) answers the rest. Equal by construction: see
 * test/domain/wall.property.test.ts.
 */
function fields(text: string): number[] | null {
  const n = text.length
  if (
    (n === 19 || n === 10) &&
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    (n === 10 || (text.charCodeAt(10) === 84 && text.charCodeAt(13) === 58 && text.charCodeAt(16) === 58))
  ) {
    const out = [pair(text, 0) * 100 + pair(text, 2), pair(text, 5), pair(text, 8)]
    if (n === 19) out.push(pair(text, 11), pair(text, 14), pair(text, 17))
    else out.push(0, 0, 0)
    if (pair(text, 0) >= 0 && pair(text, 2) >= 0 && out.every((v) => v >= 0)) return out
    return null
  }
  const m = WALL.exec(text)
  if (!m) return null
  return [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number)
}

export function parseWall(text: string): number | null {
  const f = fields(text)
  if (!f) return null
  const [y, mo, d, h, mi, s] = f as [number, number, number, number, number, number]
  // A leap second (:60) is refused, as in every normalizer (normalize-kit's date rule): it has no
  // instant of its own in Unix time, and moving it changes the minute (or the year, on 9999-12-31).
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null
  // Date.UTC reads years 0-99 as 1900-1999: those are computed 400 years later (a whole Gregorian
  // cycle, 146,097 days) and moved back.
  const ms = y < 100 ? Date.UTC(y + 400, mo - 1, d, h, mi, s) - GREGORIAN_CYCLE_MS : Date.UTC(y, mo - 1, d, h, mi, s)
  // every month has 28 days: only a later day can roll over into the next month
  return d <= 28 || new Date(ms).getUTCDate() === d ? ms : null
}

/** Years 0000-9999, where toISOString writes four digits; outside (and NaN) the Date path answers. */
const FIRST_MS = -62_167_219_200_000
const LAST_MS = 253_402_300_800_000
const two = (n: number) => (n < 10 ? `0${n}` : `${n}`)

/**
 * `YYYY-MM-DD` of a day number (days since 1970-01-01), by the civil-from-days algorithm
 * (H. Hinnant, "chrono-Compatible Low-Level Date Algorithms"): formatting ~20,000 times per
 * 10,000 events through `new Date(ms).toISOString()` was 9% of a large file's normalization.
 */
function civilDate(days: number): string {
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const doe = z - era * 146_097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0)
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`
}

/** `new Date(ms).toISOString()` whole (24), or its first 19 (`YYYY-MM-DDTHH:mm:ss`) or 10 (date) characters. */
function iso(value: number, length: 10 | 19 | 24): string {
  if (!(value >= FIRST_MS && value < LAST_MS)) {
    const text = new Date(value).toISOString()
    return length === 24 ? text : text.slice(0, length)
  }
  const ms = Math.trunc(value) // as Date's TimeClip
  const days = Math.floor(ms / DAY_MS)
  const date = civilDate(days)
  if (length === 10) return date
  const rest = ms - days * DAY_MS
  const seconds = Math.floor(rest / 1000)
  const time = `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`
  if (length === 19) return `${date}T${time}`
  return `${date}T${time}.${String(rest - seconds * 1000).padStart(3, '0')}Z`
}

export function formatWall(wall: number, dateOnly = false): string {
  return iso(wall, dateOnly ? 10 : 19)
}

export function formatInstant(ms: number): string {
  return iso(ms, 24)
}
