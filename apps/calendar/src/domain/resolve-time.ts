/**
 * One TimeInput -> EventTime plus the zone and wall time the recurrence expansion needs. Floating
 * times take `defaultTimezone` (FLOATING_TIME_ASSUMED_DEFAULT_TZ); an unknown TZID too (UNKNOWN_TIMEZONE).
 */
import { DATE_PROBLEMS, readOffset } from '@svc/normalize-kit'
import type { EventTime, TimeInput } from '../canonical/event.js'
import { formatInstant, formatWall, parseWall } from './wall.js'
import { ianaZone, resolveZone, UTC_ZONE, type Zone, type ZoneBook } from './zones.js'

export interface TimeScope {
  book: ZoneBook
  defaultZone: Zone
  warn(code: string, message: string, field?: string): void
}

export interface ResolvedTime {
  time: EventTime
  /** Wall time in `zone`; for dates, midnight of the date. */
  wall: number
  zone: Zone
  dateOnly: boolean
  floating: boolean
  /** The instant `time.utc` writes (epoch ms), kept as a number so nothing parses it back. */
  instant: number
}

const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i

function offsetMs(suffix: string): number {
  if (suffix.toUpperCase() === 'Z') return 0
  const sign = suffix[0] === '-' ? -1 : 1
  const digits = suffix.slice(1).replace(':', '')
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000
}

export function eventTime(wall: number, zone: Zone | null, dateOnly: boolean): EventTime {
  if (dateOnly || !zone) return { local: formatWall(wall, true), utc: formatWall(wall, true), timezone: null }
  return { local: formatWall(wall), utc: formatInstant(zone.toUtc(wall)), timezone: zone.name }
}

export function zoneFor(
  tzid: string | null | undefined,
  scope: TimeScope,
  field: string,
): { zone: Zone; floating: boolean } {
  if (!tzid) return { zone: scope.defaultZone, floating: true }
  const zone = resolveZone(tzid, scope.book)
  if (zone) return { zone, floating: false }
  scope.warn(
    'UNKNOWN_TIMEZONE',
    `Time zone "${tzid.slice(0, 64)}" is neither IANA, Windows nor defined by a VTIMEZONE; read in ${scope.defaultZone.name}.`,
    field,
  )
  return { zone: scope.defaultZone, floating: false }
}

/** 0001-01-01T00:00:00Z and 10000-01-01T00:00:00Z: normalize-kit's range for instants. */
const FIRST_INSTANT = -62_135_596_800_000
const END_INSTANT = 253_402_300_800_000
/** `…T23:59:60`: a leap second, which parseWall refuses like every normalizer (the kit's rule). */
const LEAP_SECOND = /[T ]\d{2}:?\d{2}:?60(?:[.,]\d+)?$/

function refuse(scope: TimeScope, field: string, message: string): null {
  scope.warn('INVALID_DATE', message, field)
  return null
}

export function resolveTime(input: TimeInput, scope: TimeScope, field: string): ResolvedTime | null {
  if (input.epochCheck === 'out_of_range') return refuse(scope, field, `${field}: ${DATE_PROBLEMS.epoch_out_of_range}`)
  if (input.epochCheck === 'unit_corrected')
    scope.warn(
      'EPOCH_UNIT_CORRECTED',
      `${field} held a millisecond count in a seconds field; it was read as milliseconds.`,
      field,
    )
  const raw = String(input.value).trim()
  const suffix = OFFSET.exec(raw)?.[1]
  const wallText = suffix ? raw.slice(0, raw.length - suffix.length) : raw
  if (suffix && suffix.toUpperCase() !== 'Z' && readOffset(suffix) === 'invalid')
    return refuse(scope, field, `${field}: ${DATE_PROBLEMS.offset_out_of_range}`)
  const wall = parseWall(wallText)
  if (wall === null) {
    if (LEAP_SECOND.test(wallText)) return refuse(scope, field, `${field}: ${DATE_PROBLEMS.leap_second}`)
    return refuse(scope, field, `${field} is not a date or date-time; left out.`)
  }
  const dateOnly = input.dateOnly ?? /^\d{4}-?\d{2}-?\d{2}$/.test(wallText)
  if (dateOnly)
    return {
      time: eventTime(wall, null, true),
      wall,
      zone: scope.defaultZone,
      dateOnly,
      floating: false,
      instant: wall,
    }
  if (suffix) {
    const instant = wall - offsetMs(suffix)
    if (!(instant >= FIRST_INSTANT && instant < END_INSTANT))
      return refuse(scope, field, `${field}: ${DATE_PROBLEMS.year_out_of_range}`)
    const zone = input.tzid ? zoneFor(input.tzid, scope, field).zone : UTC_ZONE
    const local = zone.toWall(instant)
    return {
      time: { local: formatWall(local), utc: formatInstant(instant), timezone: zone.name },
      wall: local,
      zone,
      dateOnly,
      floating: false,
      instant,
    }
  }
  const { zone, floating } = zoneFor(input.tzid, scope, field)
  if (floating)
    scope.warn(
      'FLOATING_TIME_ASSUMED_DEFAULT_TZ',
      `${field} has no time zone (floating time); read in defaultTimezone ${scope.defaultZone.name}.`,
      field,
    )
  const instant = zone.toUtc(wall)
  if (!(instant >= FIRST_INSTANT && instant < END_INSTANT))
    return refuse(scope, field, `${field}: ${DATE_PROBLEMS.year_out_of_range}`)
  return {
    time: { local: formatWall(wall), utc: formatInstant(instant), timezone: zone.name },
    wall,
    zone,
    dateOnly,
    floating,
    instant,
  }
}

export function defaultZoneOf(name: string | undefined): Zone {
  return name ? ianaZone(name) : UTC_ZONE
}
