/**
 * The corpus value table: one row per .ics file of test/fixtures/corpus (SOURCES.md), written from
 * ical.js's reading (corpus-values.json, `pnpm --filter @svc/calendar corpus-values`; icaljs-reading.ts
 * says how zones are named) and never from the service's output: the VEVENT count and, for the first two
 * events, UID, title, start and end (instant, or date when all-day), the start's zone, the all-day flag
 * and whether the event recurs. A corpus file without a row fails, and so does a row ical.js no longer
 * reads the same way.
 *
 * Where the service reads a file otherwise, the difference is in DIFFERENT below with its reason (the
 * RFC 5545 text, or a zone ical.js cannot know without a VTIMEZONE); each entry is checked to still occur.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { CalendarEvent } from '../../src/canonical/event.js'
import { normalizeIcal } from '../../src/domain/ical/normalize-ical.js'
import { corpusFiles, corpusReading, corpusText, type FileReading, type ReadEvent } from './icaljs-reading.js'

const table = JSON.parse(readFileSync(new URL('corpus-values.json', import.meta.url), 'utf8')) as Record<
  string,
  FileReading
>
const index = readFileSync(new URL('../fixtures/SOURCES.md', import.meta.url), 'utf8')
const indexed = [...index.matchAll(/^\| `(corpus\/[^`]+)` \| published \| https:\/\/\S+ \|$/gm)].map(
  (m) => m[1] as string,
)

interface Difference {
  why: string
  events?: number
  /** Per event index: the fields the service gives instead, and a warning code it must carry. */
  first?: Record<number, Partial<ReadEvent> & { warning?: string }>
}

const UNKNOWN_ZONE =
  'RFC 5545 3.2.19: a TZID names a VTIMEZONE of the file; this one has none and is neither IANA nor a Windows zone, so ical.js keeps a wall time and the service reads it in UTC (its documented fallback with no defaultTimezone) with UNKNOWN_TIMEZONE.'

const DIFFERENT: Record<string, Difference> = {
  'corpus/node-ical/test/fixtures/Office-2012-owa.ics': {
    why: 'Windows display-name TZIDs with no VTIMEZONE: ical.js sees wall times; the service maps the names (README "Zones"). The instants are asserted in value-table.test.ts.',
    first: { 0: { timezone: 'Australia/Sydney' }, 1: { timezone: 'America/New_York' } },
  },
  'corpus/node-ical/test/fixtures/windows-quoted-tz-rrule.ics': {
    why: 'TZID="(UTC-05:00) Eastern Time (US and Canada)", a Windows display name with no VTIMEZONE: the service maps it to America/New_York (12:00 EDT is 16:00Z); ical.js keeps the wall time.',
    first: { 0: { timezone: 'America/New_York' } },
  },
  'corpus/node-ical/test/fixtures/exchange-custom-tz.ics': {
    why: 'TZID "(UTC+07:00) Bangkok, Hanoi, Jakarta" is defined by the file\'s VTIMEZONE and is a Windows display name: the service names the IANA zone (tzdata before the VTIMEZONE, README "Zones"); the instants agree.',
    first: { 0: { timezone: 'Asia/Bangkok' } },
  },
  'corpus/node-ical/test/fixtures/bad_custom_ms_tz.ics': {
    why: `${UNKNOWN_ZONE} (TZID="tzone://Microsoft/Custom")`,
    first: { 0: { timezone: 'UTC', warning: 'UNKNOWN_TIMEZONE' } },
  },
  'corpus/node-ical/test/fixtures/bad_custom_ms_tz2.ics': {
    why: `${UNKNOWN_ZONE} (TZID="tzone://Microsoft/Custom")`,
    first: { 0: { timezone: 'UTC', warning: 'UNKNOWN_TIMEZONE' } },
  },
  'corpus/node-ical/test/fixtures/germany_at_end_of_day_repeating.ics': {
    why: `${UNKNOWN_ZONE} (TZID=Europe/Germany, not an IANA id)`,
    first: { 0: { timezone: 'UTC', warning: 'UNKNOWN_TIMEZONE' } },
  },
  'corpus/node-ical/test/fixtures/music-school-weekly-until.ics': {
    why: `${UNKNOWN_ZONE} (TZID="(GMT +01:00)": an offset prefix with no zone name, which neither names DST rules nor a Windows zone)`,
    first: { 0: { timezone: 'UTC', warning: 'UNKNOWN_TIMEZONE' } },
  },
  'corpus/node-ical/test/fixtures/test_with_tz_list.ics': {
    why: `${UNKNOWN_ZONE} (TZID="Amsterdam, Belgrade, Berlin, Brussels, Budapest, Madrid, Paris, Prague, Stockholm": cities of three Windows zones, none of whose display texts it matches)`,
    first: { 0: { timezone: 'UTC', warning: 'UNKNOWN_TIMEZONE' } },
  },
  'corpus/node-ical/test/fixtures/daily-count-exdate-recurrence-id.ics': {
    why: 'RFC 5545 3.6.1 / 3.8.2.2: DTEND must be later than DTSTART; the RECURRENCE-ID override moves the start to the 9th and keeps DTEND on the 7th. The service drops that end (END_BEFORE_START), ical.js keeps it.',
    first: { 1: { end: null, warning: 'END_BEFORE_START' } },
  },
  'corpus/node-ical/test/fixtures/test_date_duration.ics': {
    why: "RFC 5545 3.8.2.4: DTSTART's default type is DATE-TIME and DTSTART:20240215 is not one. ical.js rejects the file (and its only VEVENT); the service lists the event without a start (INVALID_DATE), as it lists any event it can identify.",
    events: 1,
    first: {
      0: {
        uid: '20240215T101655-b6e4bbe9@192.168.178.100',
        title: 'period test2',
        allDay: false,
        start: null,
        end: null,
        timezone: null,
        recurs: false,
        recurrenceId: false,
        warning: 'INVALID_DATE',
      },
    },
  },
}

/** The service's event in the table's terms; a time ical.js kept as a wall time is compared as one. */
function project(event: CalendarEvent, want: ReadEvent | undefined): ReadEvent {
  const at = (t: CalendarEvent['start'], wanted: string | null | undefined) => {
    if (!t) return null
    if (t.local.length === 10) return t.local
    if (wanted?.startsWith('wall:')) return `wall:${t.local}`
    return new Date(Date.parse(t.utc)).toISOString()
  }
  return {
    uid: event.uid,
    title: event.title,
    allDay: event.allDay,
    start: at(event.start, want?.start),
    end: at(event.end, want?.end),
    timezone: event.start?.timezone ?? null,
    recurs: Boolean(event.recurrence),
    recurrenceId: Boolean(event.recurrenceId),
  }
}

/** ical.js's row with the listed differences applied; the service trims a title's surrounding blanks. */
function expected(file: string): { events: number; first: ReadEvent[]; warnings: (string | undefined)[] } {
  const row = table[file] as FileReading
  const diff = DIFFERENT[file]
  const events = diff?.events ?? row.events
  const length = Math.min(2, events)
  const first: ReadEvent[] = []
  const warnings: (string | undefined)[] = []
  for (let i = 0; i < length; i++) {
    const { warning, ...fields } = diff?.first?.[i] ?? {}
    const base = row.first[i] as ReadEvent
    const merged = { ...base, ...fields }
    first.push({ ...merged, title: merged.title?.trim() || null })
    warnings.push(warning)
  }
  return { events, first, warnings }
}

describe('corpus value table (ical.js reading)', () => {
  const files = corpusFiles()

  it('every corpus file is indexed as published with its URL and has a row; every row is a corpus file', () => {
    expect(files.length).toBe(99)
    expect([...indexed].sort()).toEqual(files)
    expect(Object.keys(table).sort()).toEqual(files)
  })

  it.each(files.map((f) => [f]))('%s: the row is ical.js reading the file', (file) => {
    expect(table[file]).toEqual(corpusReading(file))
  })

  it.each(files.map((f) => [f]))('%s: the service reads the values of its row', (file) => {
    const { events } = normalizeIcal({ text: corpusText(file), calendarId: 'corpus' })
    const want = expected(file)
    expect(events.length, 'VEVENT count').toBe(want.events)
    const got = events.slice(0, 2)
    expect(got.map((e, i) => project(e, want.first[i]))).toEqual(want.first)
    for (const [i, code] of want.warnings.entries())
      if (code) expect(got[i]?.interpretation.warnings.map((w) => w.code)).toContain(code)
  })

  it('every listed difference still differs from ical.js', () => {
    for (const file of Object.keys(DIFFERENT)) {
      const row = table[file] as FileReading
      const want = expected(file)
      const plain = { events: row.events, first: row.first.map((e) => ({ ...e, title: e.title?.trim() || null })) }
      expect(plain, file).not.toEqual({ events: want.events, first: want.first })
    }
  })
})
