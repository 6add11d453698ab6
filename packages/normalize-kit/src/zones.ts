/**
 * Zones for vendor times, through luxon only: an offset (`-04:00`, `+0530`, `Z`), an IANA id
 * (`America/Chicago`), or an abbreviation from the one table below. An abbreviation names a fixed
 * offset (`EDT` is -04:00 whatever the date) but often several of them: `CST` is North American Central,
 * China or Cuba Standard Time; `IST` India, Irish or Israel; `BST` British Summer or Bangladesh. The
 * first meaning is the default; a hint (the country of the event, a carrier's region) picks the meaning
 * used there. Whenever an abbreviation rather than an offset or an IANA id decided the instant, the
 * reading says so (`abbreviation`), and normalizers warn ZONE_ABBREVIATION_ASSUMED. `UTC`, `GMT`, `UT`
 * and `Z` are exact and never warned. Seconds and milliseconds are kept as given.
 */
import { DateTime, FixedOffsetZone, IANAZone, type Zone } from 'luxon'
import { toCountryCode } from './countries.js'

export interface ZoneMeaning {
  name: string
  /** Minutes east of UTC, for the fixed-offset abbreviations. */
  offsetMinutes?: number
  /** An IANA zone, for generic letters (`ET`, `PT`) whose offset follows daylight saving. */
  iana?: string
  /** ISO 3166 countries where this meaning is the one in use (the hint chooses by these). */
  countries: readonly string[]
}

const NA = ['US', 'CA', 'MX']
const fixed = (name: string, offsetMinutes: number, countries: readonly string[] = []): ZoneMeaning => ({
  name,
  offsetMinutes,
  countries,
})

/** The abbreviation table; the first meaning of each entry is the default. */
export const ZONE_ABBREVIATIONS: Readonly<Record<string, readonly ZoneMeaning[]>> = {
  UTC: [fixed('Coordinated Universal Time', 0)],
  UT: [fixed('Universal Time', 0)],
  GMT: [fixed('Greenwich Mean Time', 0)],
  Z: [fixed('Zulu (UTC)', 0)],
  EST: [fixed('Eastern Standard Time (North America)', -300, NA)],
  EDT: [fixed('Eastern Daylight Time (North America)', -240, NA)],
  CST: [
    fixed('Central Standard Time (North America)', -360, NA),
    fixed('China Standard Time', 480, ['CN', 'TW', 'HK', 'MO']),
    fixed('Cuba Standard Time', -300, ['CU']),
  ],
  CDT: [fixed('Central Daylight Time (North America)', -300, NA), fixed('Cuba Daylight Time', -240, ['CU'])],
  MST: [fixed('Mountain Standard Time (North America)', -420, NA)],
  MDT: [fixed('Mountain Daylight Time (North America)', -360, NA)],
  PST: [fixed('Pacific Standard Time (North America)', -480, NA), fixed('Philippine Standard Time', 480, ['PH'])],
  PDT: [fixed('Pacific Daylight Time (North America)', -420, NA)],
  AKST: [fixed('Alaska Standard Time', -540, ['US'])],
  AKDT: [fixed('Alaska Daylight Time', -480, ['US'])],
  HST: [fixed('Hawaii Standard Time', -600, ['US'])],
  AST: [
    fixed('Atlantic Standard Time', -240, ['CA', 'PR', 'VI']),
    fixed('Arabia Standard Time', 180, ['SA', 'KW', 'QA', 'BH', 'IQ', 'YE']),
  ],
  IST: [
    fixed('India Standard Time', 330, ['IN']),
    fixed('Irish Standard Time', 60, ['IE']),
    fixed('Israel Standard Time', 120, ['IL']),
  ],
  BST: [fixed('British Summer Time', 60, ['GB']), fixed('Bangladesh Standard Time', 360, ['BD'])],
  WET: [fixed('Western European Time', 0)],
  WEST: [fixed('Western European Summer Time', 60)],
  CET: [fixed('Central European Time', 60)],
  CEST: [fixed('Central European Summer Time', 120)],
  EET: [fixed('Eastern European Time', 120)],
  EEST: [fixed('Eastern European Summer Time', 180)],
  MSK: [fixed('Moscow Time', 180, ['RU'])],
  GST: [fixed('Gulf Standard Time', 240, ['AE', 'OM'])],
  PKT: [fixed('Pakistan Standard Time', 300, ['PK'])],
  ICT: [fixed('Indochina Time', 420, ['TH', 'VN', 'KH', 'LA'])],
  WIB: [fixed('Western Indonesia Time', 420, ['ID'])],
  SGT: [fixed('Singapore Time', 480, ['SG'])],
  HKT: [fixed('Hong Kong Time', 480, ['HK'])],
  AWST: [fixed('Australian Western Standard Time', 480, ['AU'])],
  JST: [fixed('Japan Standard Time', 540, ['JP'])],
  KST: [fixed('Korea Standard Time', 540, ['KR'])],
  ACST: [fixed('Australian Central Standard Time', 570, ['AU'])],
  AEST: [fixed('Australian Eastern Standard Time', 600, ['AU'])],
  AEDT: [fixed('Australian Eastern Daylight Time', 660, ['AU'])],
  NZST: [fixed('New Zealand Standard Time', 720, ['NZ'])],
  NZDT: [fixed('New Zealand Daylight Time', 780, ['NZ'])],
  SAST: [fixed('South Africa Standard Time', 120, ['ZA'])],
  BRT: [fixed('Brasília Time', -180, ['BR'])],
  ET: [{ name: 'Eastern Time (North America)', iana: 'America/New_York', countries: NA }],
  CT: [{ name: 'Central Time (North America)', iana: 'America/Chicago', countries: NA }],
  MT: [{ name: 'Mountain Time (North America)', iana: 'America/Denver', countries: NA }],
  PT: [{ name: 'Pacific Time (North America)', iana: 'America/Los_Angeles', countries: NA }],
}

const EXACT = new Set(['UTC', 'UT', 'GMT', 'Z'])
const OFFSET = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i

export interface ZoneHint {
  /** Country of the event or the carrier's region, in any form `toCountryCode` reads (`CN`, `CHN`, `China`). */
  country?: unknown
}

export interface ZoneReading {
  zone: Zone
  /** Set when an abbreviation (not an offset, not an IANA id) decided the zone. */
  abbreviation?: string
  /** Which meaning of the abbreviation was used (`China Standard Time`). */
  meaning?: string
}

/** The meaning of an abbreviation: the hint's country picks among several, else the first. */
export function abbreviationMeaning(abbreviation: string, hint: ZoneHint = {}): ZoneMeaning | undefined {
  const meanings = ZONE_ABBREVIATIONS[abbreviation.toUpperCase()]
  if (!meanings) return undefined
  const country = hint.country === undefined || hint.country === null ? undefined : toCountryCode(hint.country)
  return (country && meanings.find((m) => m.countries.includes(country))) || meanings[0]
}

/**
 * The largest offset read: ±18:00, the bound of ISO 8601 profiles such as java.time's `ZoneOffset`
 * (zones in use lie between -12:00 and +14:00). Minutes run 00-59.
 */
export const MAX_OFFSET_MINUTES = 18 * 60

/**
 * A numeric UTC offset (`-04:00`, `+0530`, `UTC+5`) in minutes east of UTC; `'invalid'` when the text
 * has the shape of an offset but no clock shows it (`-25:00`, `+99:99`, `+05:75`); undefined when the
 * text is not an offset at all (a name or an abbreviation). Every reader of offsets uses this one rule.
 */
export function readOffset(value: string): number | 'invalid' | undefined {
  const numeric = OFFSET.exec(value.trim())
  if (!numeric) return undefined
  const hours = Number(numeric[2])
  const minutes = Number(numeric[3] ?? 0)
  const total = hours * 60 + minutes
  if (minutes > 59 || total > MAX_OFFSET_MINUTES) return 'invalid'
  return (numeric[1] === '-' ? -1 : 1) * total
}

/** A zone from an offset, an abbreviation or an IANA id; undefined when it is none of them (or an offset out of range). */
export function readZone(value: unknown, hint: ZoneHint = {}): ZoneReading | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (!text || text.length > 64) return undefined
  const offset = readOffset(text)
  if (offset === 'invalid') return undefined
  if (offset !== undefined) return { zone: FixedOffsetZone.instance(offset) }
  const upper = text.toUpperCase()
  const meaning = abbreviationMeaning(upper, hint)
  if (meaning) {
    const zone = meaning.iana ? IANAZone.create(meaning.iana) : FixedOffsetZone.instance(meaning.offsetMinutes ?? 0)
    return EXACT.has(upper) ? { zone } : { zone, abbreviation: upper, meaning: meaning.name }
  }
  return IANAZone.isValidZone(text) ? { zone: IANAZone.create(text) } : undefined
}

export interface WallTime {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second?: number
  millisecond?: number
}

export interface ZonedInstant {
  /** The instant, ISO 8601 UTC with milliseconds. */
  iso: string
  /** The wall-clock time as given, `YYYY-MM-DDTHH:mm:ss` (seconds always kept). */
  local: string
  /** The zone's offset at that instant, `+08:00`. */
  offset: string
  offsetMinutes: number
  abbreviation?: string
  meaning?: string
}

/** A wall-clock time in a zone (offset, abbreviation or IANA id) as an instant; undefined when the zone or the time is not real. */
export function wallToInstant(wall: WallTime, zoneText: unknown, hint: ZoneHint = {}): ZonedInstant | undefined {
  const reading = readZone(zoneText, hint)
  if (!reading) return undefined
  const dt = DateTime.fromObject(
    {
      year: wall.year,
      month: wall.month,
      day: wall.day,
      hour: wall.hour,
      minute: wall.minute,
      second: wall.second ?? 0,
      millisecond: wall.millisecond ?? 0,
    },
    { zone: reading.zone },
  )
  if (!dt.isValid) return undefined
  const iso = dt.toUTC().toISO({ suppressMilliseconds: false, includeOffset: false })
  if (!iso) return undefined
  const out: ZonedInstant = {
    iso: `${iso}Z`,
    local: dt.toFormat("yyyy-MM-dd'T'HH:mm:ss"),
    offset: dt.toFormat('ZZ'),
    offsetMinutes: dt.offset,
  }
  if (reading.abbreviation) {
    out.abbreviation = reading.abbreviation
    if (reading.meaning) out.meaning = reading.meaning
  }
  return out
}
