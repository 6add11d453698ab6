/**
 * Time-zone resolution: IANA ids (luxon), Windows names (CLDR windowsZones via `windows-iana`),
 * prefixed ids (`/citadel.org/…/Europe/Berlin`), VTIMEZONE X-LIC-LOCATION, and custom VTIMEZONE
 * definitions (ical.js computes their offsets from the STANDARD/DAYLIGHT rules).
 */

import { createRequire } from 'node:module'
import ICAL from 'ical.js'
import { IANAZone } from 'luxon'
import * as rruleNs from 'rrule'
import { findIana } from 'windows-iana'
import { compileRule, walkRule } from './rule-walk.js'
import { parseWall } from './wall.js'

const { RRule } = ((rruleNs as unknown as { default?: typeof rruleNs }).default ?? rruleNs) as typeof rruleNs

export interface Zone {
  /** IANA id, or the custom TZID of a VTIMEZONE that maps to none. */
  name: string
  /** Wall time (see wall.ts) -> epoch ms; a wall time in a DST gap moves forward by the gap (RFC 5545 3.3.5). */
  toUtc(wall: number): number
  /** Epoch ms -> wall time in this zone. */
  toWall(ms: number): number
}

const ianaCache = new Map<string, Zone>()
const DAY = 86_400_000
const QUARTER = 15 * 60_000
const MAX_ENTRIES = 200_000

/**
 * Offsets (minutes) of one IANA zone, memoized per day, and per 15 minutes on a day with a change:
 * luxon asks Intl on every call, which dominated a 10,000-event file. A span is cached only when
 * its first and last millisecond agree, so a change inside it (any minute, historical LMT changes
 * included) is always computed exactly.
 */
function offsetReader(z: IANAZone): (ms: number) => number {
  const days = new Map<number, number | null>()
  const quarters = new Map<number, number>()
  const span = (
    cache: Map<number, number | null> | Map<number, number>,
    size: number,
    ms: number,
  ): number | null | undefined => {
    const key = Math.floor(ms / size)
    const cached = cache.get(key)
    if (cached !== undefined) return cached
    const first = z.offset(key * size)
    const value = first === z.offset((key + 1) * size - 1) ? first : null
    if (cache.size >= MAX_ENTRIES) cache.clear()
    ;(cache as Map<number, number | null>).set(key, value)
    return value
  }
  return (ms) => {
    const day = span(days, DAY, ms)
    if (day !== null && day !== undefined) return day
    return span(quarters, QUARTER, ms) ?? z.offset(ms)
  }
}

/**
 * Wall time -> instant with luxon's own algorithm (DateTime.fromObject): a wall time in a gap moves
 * forward by the gap; in an overlap the earlier instant (the first occurrence, RFC 5545 3.3.5) wins.
 */
export function ianaZone(name: string): Zone {
  let zone = ianaCache.get(name)
  if (zone) return zone
  const z = IANAZone.create(name)
  const offset = offsetReader(z)
  zone = {
    name: z.name,
    toUtc(wall) {
      const o = offset(wall)
      let guess = wall - o * 60_000
      const o2 = offset(guess)
      if (o === o2) return guess
      guess -= (o2 - o) * 60_000
      const o3 = offset(guess)
      if (o2 === o3) return guess
      return wall - Math.min(o2, o3) * 60_000
    },
    toWall: (ms) => ms + offset(ms) * 60_000,
  }
  ianaCache.set(name, zone)
  return zone
}

export const UTC_ZONE: Zone = { name: 'UTC', toUtc: (w) => w, toWall: (ms) => ms }

/** Offset changes a VTIMEZONE observance may make in its first 28 years (a real zone makes one a year). */
const MAX_CHANGES_28Y = 56
const OBSERVANCE_STEPS = 50_000

/**
 * ical.js expands each STANDARD/DAYLIGHT RRULE from its DTSTART to the year asked, keeping every
 * change: `RRULE:FREQ=SECONDLY` from 1601 never ends and fills gigabytes. Before the rules are handed
 * to ical.js, each is walked (rule-walk.ts, with a step budget) over its first 28 years (every weekday
 * pattern of the calendar): more than two changes a year on average, or a walk over budget, and the
 * VTIMEZONE is not used.
 */
export function observancesBounded(component: unknown): boolean {
  const subs = (component as unknown[])[2]
  if (!Array.isArray(subs)) return true
  for (const sub of subs as [string, [string, unknown, string, unknown][]][]) {
    const props = sub[1] ?? []
    const rrules = props.filter((p) => p[0] === 'rrule')
    if (rrules.length === 0) continue
    const dtstart = props.find((p) => p[0] === 'dtstart')?.[3]
    const wall = typeof dtstart === 'string' ? parseWall(dtstart) : null
    if (wall === null) return false
    for (const p of rrules) {
      try {
        const options = RRule.parseString(ICAL.Recur.fromData(p[3] as Record<string, unknown>).toString())
        let changes = 0
        const end = walkRule(
          compileRule(options, wall),
          wall,
          [wall, wall + 28 * 366 * 86_400_000],
          () => ++changes <= MAX_CHANGES_28Y,
          { left: OBSERVANCE_STEPS },
        )
        if (end !== 'done') return false
      } catch {
        return false
      }
    }
  }
  return true
}

function customZone(tzid: string, component: unknown): Zone | null {
  if (!observancesBounded(component)) return null
  try {
    const tz = new ICAL.Timezone({ component: new ICAL.Component(component as unknown[]), tzid })
    const offsetAt = (wall: number): number => {
      const d = new Date(wall)
      const time = ICAL.Time.fromData({
        year: d.getUTCFullYear(),
        month: d.getUTCMonth() + 1,
        day: d.getUTCDate(),
        hour: d.getUTCHours(),
        minute: d.getUTCMinutes(),
        second: d.getUTCSeconds(),
        isDate: false,
      })
      return tz.utcOffset(time) * 1000
    }
    return {
      name: tzid,
      toUtc: (wall) => wall - offsetAt(wall),
      // the offset at (instant + offset) converges after one correction except inside transitions
      toWall(ms) {
        const first = ms + offsetAt(ms)
        return ms + offsetAt(first)
      },
    }
  } catch {
    return null
  }
}

/**
 * Windows display names as Outlook/Exchange write them in TZID ("(UTC-05:00) Eastern Time (US &
 * Canada)", older "(GMT+10:00) Canberra, Melbourne, Sydney"): the part after the offset prefix is the
 * zone's display text, read against the `timezones.json` package's Windows list (`text` -> Windows id
 * `value`), and the id goes through CLDR's windowsZones (`windows-iana`) like a plain Windows name.
 * The prefix's offset is not used: the city list names the zone, DST included.
 */
const DISPLAY_PREFIX = /^\((?:UTC|GMT)\s*(?:[+-]\s*\d{1,2}(?::?\d{2})?)?\)\s*/i
const displayNames = new Map<string, string>()
for (const zone of createRequire(import.meta.url)('timezones.json') as { value: string; text: string }[]) {
  const key = zone.text.replace(DISPLAY_PREFIX, '').trim().toLowerCase()
  if (key && !displayNames.has(key)) displayNames.set(key, zone.value)
}

/**
 * Windows has renamed display texts over the years ("Dublin, Edinburgh, Lisbon, London" is now
 * "Dublin, Lisbon" and "Edinburgh, London"): the listed entry whose cities are all in the TZID's list,
 * the one with most cities when several are.
 */
function byCities(text: string): string | undefined {
  const given = new Set(text.toLowerCase().split(/\s*,\s*/))
  if (given.size < 2) return undefined
  let best: [number, string] | undefined
  for (const [key, value] of displayNames) {
    const cities = key.split(/\s*,\s*/)
    if (cities.length < 2 || !cities.every((c) => given.has(c))) continue
    if (!best || cities.length > best[0]) best = [cities.length, value]
  }
  return best?.[1]
}

/** A display text as listed, or with "and" where the list writes "&" ("Eastern Time (US and Canada)"). */
function byText(text: string): string | undefined {
  const key = text.toLowerCase()
  return displayNames.get(key) ?? displayNames.get(key.replaceAll(' and ', ' & '))
}

function fromDisplayName(id: string): string | null {
  const rest = id.replace(DISPLAY_PREFIX, '').trim()
  // Exchange 2007 wrote "(GMT) Greenwich Mean Time : Dublin, Edinburgh, Lisbon, London"
  const cities = rest.includes(' : ') ? rest.slice(rest.indexOf(' : ') + 3) : rest
  const windowsId = byText(rest) ?? byText(cities) ?? byCities(cities) ?? rest
  return findIana(windowsId)?.[0] ?? null
}

const IANA_TAIL =
  /((?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Za-z_+\-0-9/]+)$/

/** An IANA id for a TZID as calendars write it, or null. */
export function toIana(tzid: string): string | null {
  const id = tzid.trim().replace(/^"|"$/g, '')
  if (!id) return null
  if (/^(utc|gmt|z|etc\/utc)$/i.test(id)) return 'UTC'
  if (IANAZone.isValidZone(id)) return IANAZone.create(id).name
  const windows = findIana(id)?.[0] ?? fromDisplayName(id)
  if (windows) return windows
  const tail = IANA_TAIL.exec(id)?.[1]
  if (tail && IANAZone.isValidZone(tail)) return tail
  return null
}

export interface ZoneBook {
  /** VTIMEZONE components by TZID (jCal), from the calendar being read. */
  custom: Map<string, { component: unknown; location: string | null }>
  cache: Map<string, Zone | null>
}

export function emptyZoneBook(): ZoneBook {
  return { custom: new Map(), cache: new Map() }
}

/** The zone a TZID names: IANA first (full history), then X-LIC-LOCATION, then the VTIMEZONE rules. */
export function resolveZone(tzid: string, book: ZoneBook): Zone | null {
  if (book.cache.has(tzid)) return book.cache.get(tzid) ?? null
  const custom = book.custom.get(tzid)
  const iana = toIana(tzid) ?? (custom?.location ? toIana(custom.location) : null)
  const zone = iana ? ianaZone(iana) : custom ? customZone(tzid, custom.component) : null
  book.cache.set(tzid, zone)
  return zone
}
