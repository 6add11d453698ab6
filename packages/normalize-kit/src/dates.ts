/**
 * Any vendor date -> ISO 8601 UTC, keeping the original: epoch seconds or milliseconds, ISO 8601 with
 * or without a zone, `YYYY-MM-DD`, .NET `/Date(1700000000000+0100)/`, RFC 2822 (`Tue, 14 Nov 2023
 * 22:13:20 +0000`), `14 Nov 2023`, `14-NOV-2023` (Oracle), `Nov 14, 2023`, ISO basic `20231114` (SAP),
 * and slash/dot dates. Pure: no clock, no locale.
 * Decisions: a calendar date stays a date (`2023-11-14`, precision 'date'), because inventing midnight
 * UTC shifts it for callers west of Greenwich; a time without a zone is read as UTC and flagged
 * `zoneAssumed`; `03/04/2024` is read month-first (or day-first with the `dmy` hint) and flagged `ambiguous`.
 * Plausibility (README "Dates"): a leap second (`23:59:60`), an offset beyond ±18:00 and a year outside
 * 0001-9999 are refused (`problem` says which); an epoch count is read in the unit its size implies
 * (below 10^11 seconds, below 10^14 milliseconds, else refused), and a declared unit its size
 * contradicts is corrected and flagged (`unitCorrected`): 1700000000000 in a seconds field is the
 * milliseconds of 14 Nov 2023, not the year 55,847.
 */

import { abbreviationMeaning, readOffset, readZone } from './zones.js'

export type DateHint = 'epoch_s' | 'epoch_ms' | 'dmy' | 'mdy'

/** Why a value with the shape of a date was refused (for the warning's message; the input is never quoted). */
export type DateProblem = 'leap_second' | 'offset_out_of_range' | 'epoch_out_of_range' | 'year_out_of_range'

export interface IsoDate {
  /** ISO 8601: `2023-11-14T22:13:20.000Z`, or `2023-11-14` for a calendar date; undefined when unreadable. */
  iso: string | undefined
  original: unknown
  precision: 'instant' | 'date'
  /** Day and month could be swapped (`03/04/2024`). */
  ambiguous: boolean
  /** A time of day without a zone, read as UTC. */
  zoneAssumed: boolean
  /** The zone was an abbreviation from the kit's table (`CST`, read with its default meaning). */
  zoneAbbreviation?: string
  /** The epoch unit the value was read in when its size contradicted the declared hint. */
  unitCorrected?: 'epoch_s' | 'epoch_ms'
  /** Set with `iso` undefined when the value looked like a date but is not a real instant. */
  problem?: DateProblem
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i
const DOTNET = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/
const RFC2822 =
  /^(?:[A-Za-z]{3},?\s+)?(\d{1,2})[\s-]+([A-Za-z]{3})[A-Za-z]*\.?[\s-]+(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([+-]\d{4}|[A-Za-z]{1,4})?)?$/
const MONTH_FIRST = /^(?:[A-Za-z]{3},?\s+)?([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/
const BASIC = /^(\d{4})(\d{2})(\d{2})$/
const NUMERIC = /^(\d{1,4})([/.-])(\d{1,2})\2(\d{1,4})$/

/** 0001-01-01T00:00:00Z and 10000-01-01T00:00:00Z: ISO 8601 without expanded years writes only these. */
const FIRST_MS = -62_135_596_800_000
const END_MS = Date.UTC(10000, 0, 1)

function refused(original: unknown, problem: DateProblem): IsoDate {
  return { ...result(undefined, original), problem }
}

function result(ms: number | undefined, original: unknown, extra: Partial<IsoDate> = {}): IsoDate {
  if (ms !== undefined && Number.isFinite(ms) && (ms < FIRST_MS || ms >= END_MS))
    return { ...result(undefined, original, extra), problem: 'year_out_of_range' }
  const iso = ms === undefined || !Number.isFinite(ms) ? undefined : new Date(ms).toISOString()
  return { iso, original, precision: 'instant', ambiguous: false, zoneAssumed: false, ...extra }
}

/** A real calendar date (no 31 April) as `YYYY-MM-DD`, or undefined. */
function calendarDate(y: number, m: number, d: number): string | undefined {
  const ms = Date.UTC(y, m - 1, d)
  const date = new Date(ms)
  if (y < 1 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined
  return date.toISOString().slice(0, 10)
}

function offsetMinutes(zone: string | undefined): number | 'invalid' | undefined {
  if (!zone) return undefined
  const named = abbreviationMeaning(zone)?.offsetMinutes
  if (named !== undefined) return named
  return /^[+-]\d{2}:?(?:\d{2})?$/.test(zone) ? readOffset(zone) : undefined
}

function fromParts(original: unknown, y: number, mo: number, d: number, time?: (string | undefined)[]): IsoDate {
  const day = calendarDate(y, mo, d)
  if (!day || !time || time[0] === undefined) return { ...result(undefined, original), iso: day, precision: 'date' }
  const [h = '0', mi = '0', s = '0', frac = '', zone] = time
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 60) return result(undefined, original)
  // A leap second has no Unix-time instant; rolling it into the next minute would change the date
  // (23:59:60 on 9999-12-31 becomes the year 10000), so it is refused rather than moved.
  if (Number(s) === 60) return refused(original, 'leap_second')
  const offset = offsetMinutes(zone)
  if (offset === 'invalid') return refused(original, 'offset_out_of_range')
  const ms = Date.UTC(y, mo - 1, d, Number(h), Number(mi), Number(s), Number(frac.padEnd(3, '0').slice(0, 3)))
  const abbreviation = zone && /^[a-z]+$/i.test(zone) && readZone(zone)?.abbreviation
  return result(ms - (offset ?? 0) * 60_000, original, {
    zoneAssumed: offset === undefined,
    ...(abbreviation ? { zoneAbbreviation: abbreviation } : {}),
  })
}

function fromNumeric(original: unknown, text: string, hint: DateHint | undefined): IsoDate | undefined {
  const m = NUMERIC.exec(text)
  if (!m) return undefined
  const [a, sep, b, c] = [Number(m[1]), m[2], Number(m[3]), Number(m[4])]
  if ((m[1] as string).length === 4) return fromParts(original, a, b, c)
  const year = (m[4] as string).length === 2 ? 2000 + c : c
  if (sep === '.' || a > 12 || hint === 'dmy') return fromParts(original, year, b, a)
  const parsed = fromParts(original, year, a, b)
  return { ...parsed, ambiguous: b <= 12 && a !== b && hint !== 'mdy' }
}

/** Epoch seconds below 10^11 (the year 5138); milliseconds below 10^14 (the same year). */
const MAX_EPOCH_S = 1e11
const MAX_EPOCH_MS = 1e14
/** In a milliseconds field, a count from here up to MAX_EPOCH_S reads as 1973-5138 in seconds but 1970-1973 in ms. */
const MIN_SECONDS_IN_MS_FIELD = 1e8

function fromEpoch(value: number, original: unknown, hint: DateHint | undefined): IsoDate {
  const size = Math.abs(value)
  if (!Number.isFinite(value) || size >= MAX_EPOCH_MS) return refused(original, 'epoch_out_of_range')
  const unit: 'epoch_s' | 'epoch_ms' =
    size >= MAX_EPOCH_S ? 'epoch_ms' : hint === 'epoch_ms' && size < MIN_SECONDS_IN_MS_FIELD ? 'epoch_ms' : 'epoch_s'
  const declared = hint === 'epoch_s' || hint === 'epoch_ms' ? hint : undefined
  const corrected = declared !== undefined && declared !== unit ? { unitCorrected: unit } : {}
  return result(Math.round(unit === 'epoch_ms' ? value : value * 1000), original, corrected)
}

/** Reads any supported date form; `iso` is undefined when the value is not a date. */
export function toIsoUtc(value: unknown, hint?: DateHint): IsoDate {
  if (typeof value === 'number') return fromEpoch(value, value, hint)
  if (typeof value !== 'string' || value.length > 64) return result(undefined, value)
  const text = value.trim()
  if (/^-?\d{9,13}$/.test(text)) return fromEpoch(Number(text), value, hint)
  const basic = BASIC.exec(text)
  if (basic) return fromParts(value, Number(basic[1]), Number(basic[2]), Number(basic[3]))
  let m = ISO.exec(text)
  if (m)
    return fromParts(value, Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? undefined : m.slice(4, 9))
  m = DOTNET.exec(text)
  if (m)
    return Math.abs(Number(m[1])) >= MAX_EPOCH_MS ? refused(value, 'epoch_out_of_range') : result(Number(m[1]), value)
  m = RFC2822.exec(text)
  if (m) {
    const month = MONTHS.indexOf((m[2] as string).toLowerCase()) + 1
    if (month === 0) return result(undefined, value)
    return fromParts(
      value,
      Number(m[3]),
      month,
      Number(m[1]),
      m[4] === undefined ? undefined : [m[4], m[5], m[6], '', m[7] ?? 'Z'],
    )
  }
  m = MONTH_FIRST.exec(text)
  if (m) {
    const month = MONTHS.indexOf((m[1] as string).toLowerCase()) + 1
    return month === 0 ? result(undefined, value) : fromParts(value, Number(m[3]), month, Number(m[2]))
  }
  return fromNumeric(value, text, hint) ?? result(undefined, value)
}
