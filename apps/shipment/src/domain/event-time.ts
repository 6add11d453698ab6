/**
 * Carrier times to UTC, keeping the carrier's local wall-clock time. Carriers give an ISO time with
 * an offset (FedEx, DHL, USPS v3), a date + time + separate offset (UPS `gmtOffset`), a date + time +
 * zone name (DHL eCommerce `timeZone`), or a local time with no zone at all (USPS TrackResponse):
 * the last is read as UTC and reported (`assumed`). Pure: no clock. Zones (offsets, IANA ids and the
 * abbreviation table) are normalize-kit's `wallToInstant`, on luxon; an abbreviation's meaning is
 * chosen by the event's country (`CST` at a China address is China Standard Time) and reported
 * (`abbreviation`). Seconds are kept as the carrier wrote them. The kit's plausibility rules hold here
 * too: an epoch count is read by `toIsoUtc` (unit by size, beyond the year 5138 refused), an offset
 * beyond ±18:00 is invalid rather than ignored, a leap second (`:60`) is invalid, and so is an instant
 * outside the years 0001-9999.
 */
import { readOffset, toIsoUtc, wallToInstant, type ZoneHint } from '@svc/normalize-kit'

export interface TimeInput {
  /** One string holding date and time, with or without an offset (`2024-05-14T10:31:00-04:00`). */
  dateTime?: unknown
  /** Or a date (`20240514`, `2024-05-14`, `May 14, 2024`, `05/14/2024`) and a time (`103100`, `10:31`, `10:31 am`). */
  date?: unknown
  time?: unknown
  /** `-04:00`, `-0400`, `Z`, an IANA zone (`America/New_York`) or an abbreviation (`EDT`, `PT`, `CST`). */
  zone?: unknown
  /** Or an epoch count (seconds or milliseconds, told apart by size). */
  epoch?: number
}

export interface EventTime {
  timestampIso?: string
  localTimestamp?: string
  utcOffset?: string
  /** No zone was given: read as UTC. */
  assumed?: boolean
  /** Something was given but it is not a readable time. */
  invalid?: boolean
  /** An abbreviation decided the instant (normalizers warn ZONE_ABBREVIATION_ASSUMED). */
  abbreviation?: string
}

const ISO =
  /^(\d{4})-?(\d{2})-?(\d{2})(?:[T ](\d{1,2}):?(\d{2})(?::?(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i
const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
}
const WORD_DATE = /^([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/
const SLASH_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/
/** `14-11-2024`, `14.11.2024`: European day-first (carriers outside the US print these). */
const DAY_FIRST_DATE = /^(\d{1,2})[-.](\d{1,2})[-.](\d{4})$/
const TIME = /^(\d{1,2}):?(\d{2})(?::?(\d{2}))?(?:\.(\d+))?\s*([ap])?\.?\s*m?\.?$/i
interface Wall {
  y: number
  mo: number
  d: number
  h: number
  mi: number
  s: number
  /** Milliseconds of the fraction (`.123456` keeps 123: the instant is given to the millisecond). */
  ms: number
  hasTime: boolean
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0')
const wallText = (w: Wall) => `${pad(w.y, 4)}-${pad(w.mo)}-${pad(w.d)}T${pad(w.h)}:${pad(w.mi)}:${pad(w.s)}`

function readDate(text: string): Pick<Wall, 'y' | 'mo' | 'd'> | undefined {
  const iso = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text)
  if (iso) return { y: +(iso[1] as string), mo: +(iso[2] as string), d: +(iso[3] as string) }
  const word = WORD_DATE.exec(text)
  const month = word && MONTHS[(word[1] as string).toLowerCase()]
  if (word && month) return { y: +(word[3] as string), mo: month, d: +(word[2] as string) }
  const slash = SLASH_DATE.exec(text)
  if (slash) return { y: +(slash[3] as string), mo: +(slash[1] as string), d: +(slash[2] as string) }
  const dayFirst = DAY_FIRST_DATE.exec(text)
  if (dayFirst) return { y: +(dayFirst[3] as string), mo: +(dayFirst[2] as string), d: +(dayFirst[1] as string) }
  return undefined
}

const millis = (fraction: string | undefined) => (fraction ? +fraction.slice(0, 3).padEnd(3, '0') : 0)

function readTime(text: string): Pick<Wall, 'h' | 'mi' | 's' | 'ms'> | undefined {
  const m = TIME.exec(text)
  if (!m) return undefined
  let h = +(m[1] as string)
  const meridiem = m[5]?.toLowerCase()
  if (meridiem === 'p' && h < 12) h += 12
  if (meridiem === 'a' && h === 12) h = 0
  return { h, mi: +(m[2] as string), s: m[3] ? +m[3] : 0, ms: millis(m[4]) }
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0

function valid(w: Wall): boolean {
  if (w.mo < 1 || w.mo > 12 || w.d < 1 || w.h > 23 || w.mi > 59 || w.s > 59) return false
  return w.d <= (w.mo === 2 && leap(w.y) ? 29 : (DAYS[w.mo - 1] as number))
}

function wallFrom(input: TimeInput): { wall?: Wall; zone?: string; given: boolean } {
  if (typeof input.dateTime === 'string' && input.dateTime.trim()) {
    const m = ISO.exec(input.dateTime.trim())
    if (!m) {
      // `14-11-2024 09:12`, `November 14, 2024 2:12 pm`: a non-ISO date and a time in one string.
      const split = /^(.*\d{4}),?\s+(\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?)$/i.exec(input.dateTime.trim())
      return split ? wallFrom({ date: split[1], time: split[2], zone: input.zone }) : { given: true }
    }
    const wall: Wall = {
      y: +(m[1] as string),
      mo: +(m[2] as string),
      d: +(m[3] as string),
      h: m[4] ? +m[4] : 0,
      mi: m[5] ? +m[5] : 0,
      s: m[6] ? +m[6] : 0,
      ms: millis(m[7]),
      hasTime: m[4] !== undefined,
    }
    const zone = m[8] ?? (typeof input.zone === 'string' && input.zone.trim() ? input.zone : undefined)
    return zone === undefined ? { wall, given: true } : { wall, zone, given: true }
  }
  const dateText = typeof input.date === 'string' || typeof input.date === 'number' ? String(input.date).trim() : ''
  if (!dateText) return { given: false }
  const date = readDate(dateText)
  if (!date) return { given: true }
  const timeText = typeof input.time === 'string' || typeof input.time === 'number' ? String(input.time).trim() : ''
  const time = timeText ? readTime(timeText) : undefined
  if (timeText && !time) return { given: true }
  const wall: Wall = {
    ...date,
    h: time?.h ?? 0,
    mi: time?.mi ?? 0,
    s: time?.s ?? 0,
    ms: time?.ms ?? 0,
    hasTime: time !== undefined,
  }
  const zone = typeof input.zone === 'string' && input.zone.trim() ? input.zone : undefined
  return zone === undefined ? { wall, given: true } : { wall, zone, given: true }
}

/** Reads one carrier time. A date without a time stays a calendar date (`localTimestamp` only). */
export function readEventTime(input: TimeInput, hint: ZoneHint = {}): EventTime {
  if (input.epoch !== undefined) {
    const iso = toIsoUtc(input.epoch).iso
    return iso ? readEventTime({ dateTime: iso }, hint) : { invalid: true }
  }
  const { wall, zone, given } = wallFrom(input)
  if (!wall) return given ? { invalid: true } : {}
  if (!valid(wall)) return { invalid: true }
  if (!wall.hasTime) return { localTimestamp: `${pad(wall.y, 4)}-${pad(wall.mo)}-${pad(wall.d)}` }
  const localTimestamp = wallText(wall)
  const parts = {
    year: wall.y,
    month: wall.mo,
    day: wall.d,
    hour: wall.h,
    minute: wall.mi,
    second: wall.s,
    millisecond: wall.ms,
  }
  // An offset no clock shows (`-25:00`) is a wrong time, not a missing zone: refused, never read as UTC.
  if (typeof zone === 'string' && readOffset(zone) === 'invalid') return { invalid: true }
  const instant = zone === undefined ? undefined : wallToInstant(parts, zone, hint)
  if (instant && !/^\d{4}-/.test(instant.iso)) return { invalid: true }
  if (!instant) {
    const utc = wallToInstant(parts, 'UTC')
    return utc ? { timestampIso: utc.iso, localTimestamp, assumed: true } : { invalid: true }
  }
  return {
    timestampIso: instant.iso,
    localTimestamp,
    utcOffset: instant.offset,
    ...(instant.abbreviation ? { abbreviation: instant.abbreviation } : {}),
  }
}

/** A calendar date (`YYYY-MM-DD`) from a carrier date or date-time, without moving it across midnight. */
export function readCalendarDate(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value).trim()
  const head = ISO.exec(text)
  if (head) return `${head[1]}-${head[2]}-${head[3]}`
  const date = readDate(text)
  return date ? `${pad(date.y, 4)}-${pad(date.mo)}-${pad(date.d)}` : undefined
}
