/**
 * ical.js's reading of one .ics file, in the terms of the corpus value table (corpus-values.json):
 * the number of VEVENTs it reads and, for the first ones, UID, SUMMARY, the start and end (an instant,
 * or a date for an all-day event), the zone the start is written in, the all-day flag and whether the
 * event recurs (RRULE or RDATE). Nothing here comes from the service.
 *
 * Zones are named as the service names them, so only the reading differs: a TZID that is an IANA id
 * stays, a Windows zone name becomes its IANA zone (windows-iana, CLDR), a Z time is `UTC`, a floating
 * time is in X-WR-TIMEZONE when that is an IANA id, else UTC; a date has no zone. A TZID defined only
 * by a VTIMEZONE of the file keeps its TZID, and its instant is ical.js's own from that VTIMEZONE. A
 * TZID neither side knows is reported as `wall:` with the wall time (ical.js sees nothing more).
 */
import { readdirSync, readFileSync } from 'node:fs'
import ICAL from 'ical.js'
import { DateTime, IANAZone } from 'luxon'
import { findIana } from 'windows-iana'

type Time = InstanceType<typeof ICAL.Time>
type Component = InstanceType<typeof ICAL.Component>

export interface ReadEvent {
  uid: string | null
  title: string | null
  allDay: boolean
  /** `YYYY-MM-DD` for a date, an ISO instant, or `wall:YYYY-MM-DDTHH:mm:ss` in a zone known to neither side. */
  start: string | null
  end: string | null
  timezone: string | null
  recurs: boolean
  recurrenceId: boolean
}

export interface FileReading {
  /** `file`: ical.js reads the whole file; `per-uid`: it rejects the file and each UID is read alone. */
  read: 'file' | 'per-uid'
  events: number
  first: ReadEvent[]
}

const isIana = (name: string) => IANAZone.isValidZone(name)

function ianaOf(tzid: string): string | null {
  if (isIana(tzid)) return tzid
  const windows = findIana(tzid)
  return windows?.[0] && isIana(windows[0]) ? windows[0] : null
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0')

function timeOf(
  t: Time,
  tzid: string | null,
  floating: string,
  custom: ReadonlySet<string>,
): { at: string; zone: string | null } {
  const date = `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`
  if (t.isDate) return { at: date, zone: null }
  const wall = `${date}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`
  const zone = t.zone as { tzid?: string } | null
  if (zone === ICAL.Timezone.utcTimezone || zone?.tzid === 'UTC') {
    return { at: new Date(t.toUnixTime() * 1000).toISOString(), zone: 'UTC' }
  }
  if (tzid && custom.has(tzid) && !ianaOf(tzid)) {
    return { at: new Date(t.toUnixTime() * 1000).toISOString(), zone: tzid }
  }
  const name = tzid ? ianaOf(tzid) : floating
  if (!name) return { at: `wall:${wall}`, zone: null }
  const ms = DateTime.fromObject(
    { year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second },
    { zone: name },
  ).toMillis()
  return { at: new Date(ms).toISOString(), zone: name }
}

function readRoots(text: string, first: number): { events: number; list: ReadEvent[] } {
  const parsed = ICAL.parse(text) as unknown
  const roots = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[]
  const list: ReadEvent[] = []
  let events = 0
  for (const jcal of roots) {
    const root = new ICAL.Component(jcal as never)
    const xwr = root.getFirstPropertyValue('x-wr-timezone')
    const floating = typeof xwr === 'string' && isIana(xwr) ? xwr : 'UTC'
    const custom = new Set(
      root.getAllSubcomponents('vtimezone').map((z: Component) => String(z.getFirstPropertyValue('tzid'))),
    )
    const vevents = root.name === 'vevent' ? [root] : root.getAllSubcomponents('vevent')
    for (const c of vevents) {
      events += 1
      if (list.length >= first) continue
      const tzidOf = (name: string) => {
        const v = c.getFirstProperty(name)?.getParameter('tzid')
        return typeof v === 'string' ? v : null
      }
      const event = new ICAL.Event(c)
      const uid = c.getFirstPropertyValue('uid')
      const summary = c.getFirstPropertyValue('summary')
      const start = event.startDate ? timeOf(event.startDate, tzidOf('dtstart'), floating, custom) : null
      const endTime = event.startDate ? event.endDate : null
      const end = endTime ? timeOf(endTime, tzidOf('dtend') ?? tzidOf('dtstart'), floating, custom) : null
      list.push({
        uid: uid === null || uid === undefined ? null : String(uid),
        title: summary === null || summary === undefined ? null : String(summary),
        allDay: Boolean(event.startDate?.isDate),
        start: start?.at ?? null,
        end: end?.at ?? null,
        timezone: start?.zone ?? null,
        recurs: c.hasProperty('rrule') || c.hasProperty('rdate'),
        recurrenceId: c.hasProperty('recurrence-id'),
      })
    }
  }
  return { events, list }
}

/** The VEVENT blocks of the file by UID, each as a calendar of its own with the file's VTIMEZONEs. */
function perUid(text: string): string[] {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)
  const zones: string[] = []
  const header = lines.filter((l) => /^X-WR-TIMEZONE[;:]/i.test(l))
  const blocks: string[][] = []
  let block: string[] | null = null
  for (const line of lines) {
    if (/^BEGIN:(VEVENT|VTIMEZONE)$/i.test(line)) block = []
    if (block) block.push(line)
    if (block && /^END:(VEVENT|VTIMEZONE)$/i.test(line)) {
      if (/^END:VTIMEZONE$/i.test(line)) zones.push(...block)
      else blocks.push(block)
      block = null
    }
  }
  return blocks.map((body) =>
    ['BEGIN:VCALENDAR', 'VERSION:2.0', ...header, ...zones, ...body, 'END:VCALENDAR', ''].join('\r\n'),
  )
}

/**
 * ical.js's reading of the file, its first `first` events in file order. When ical.js rejects the
 * whole file, each VEVENT is read alone and the ones it still rejects are left out (`per-uid`).
 */
export function readWithIcalJs(text: string, first = 2): FileReading {
  try {
    const { events, list } = readRoots(text, first)
    return { read: 'file', events, first: list }
  } catch {
    let events = 0
    const list: ReadEvent[] = []
    for (const part of perUid(text)) {
      try {
        const one = readRoots(part, first - list.length)
        events += one.events
        list.push(...one.list)
      } catch {
        // ical.js rejects this VEVENT too; it is not in its reading.
      }
    }
    return { read: 'per-uid', events, first: list }
  }
}

const FIXTURES = new URL('../fixtures/', import.meta.url)

/** The corpus files, as SOURCES.md names them (`corpus/…`), sorted. */
export function corpusFiles(dir = 'corpus/'): string[] {
  return readdirSync(new URL(dir, FIXTURES), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((d) =>
      d.isDirectory() ? corpusFiles(`${dir}${d.name}/`) : d.name.endsWith('.ics') ? [`${dir}${d.name}`] : [],
    )
}

export function corpusText(file: string): string {
  return readFileSync(new URL(file, FIXTURES), 'utf8')
}

/** ical.js's reading of one corpus file, its first two events. */
export function corpusReading(file: string): FileReading {
  return readWithIcalJs(corpusText(file), 2)
}
