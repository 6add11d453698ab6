/**
 * One value row per `published` fixture of test/fixtures/SOURCES.md: every canonical field the vendor's
 * example carries. A published fixture without a row fails here; a corpus .ics file's row is in
 * corpus-values.json (ical.js's reading, corpus-values.test.ts), and the corpora are also checked event
 * by event against ical.js (test/differential/ical-js-events.test.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { loadFixture } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeIcal } from '../../src/domain/ical/normalize-ical.js'
import { normalizeEvents } from '../../src/domain/normalize-events.js'

const fixtures = new URL('../fixtures/', import.meta.url)
const corpusTable = JSON.parse(readFileSync(new URL('corpus-values.json', import.meta.url), 'utf8')) as object
const index = readFileSync(new URL('SOURCES.md', fixtures), 'utf8')
const rows = [...index.matchAll(/^\| `([^`]+)` \| (published|modelled) \| (.+) \|$/gm)].map((m) => ({
  fixture: m[1] as string,
  kind: m[2] as string,
  source: m[3] as string,
}))

function run(file: string, provider?: string) {
  const payload = loadFixture(fixtures, 'published', file)
  return normalizeEvents([{ ok: true, input: { calendarId: 'cal', payload, ...(provider ? { provider } : {}) } }])
}

const ICAL_UID =
  '040000008200E00074C5B7101A82E00800000000D3D70B8A6A17D70100000000000000001000000074665914A06C3F49BB4B7D7EEE4304DA'

/** Fixture path (as in SOURCES.md) -> its value row. */
const VALUE_ROWS: Record<string, () => void> = {
  // An Exchange 2010 export whose TZIDs are Windows display names and which has no VTIMEZONE: ical.js
  // only sees wall times here, so the zones are asserted by value.
  'corpus/node-ical/test/fixtures/Office-2012-owa.ics': () => {
    const text = readFileSync(new URL('corpus/node-ical/test/fixtures/Office-2012-owa.ics', fixtures), 'utf8')
    const { events, errors } = normalizeIcal({ text, calendarId: 'cal' })
    expect(errors).toEqual([])
    expect(
      events.map((e) => ({
        uid: e.uid,
        title: e.title,
        start: e.start,
        end: e.end,
        rrule: e.recurrence?.rrule ?? null,
        warnings: e.interpretation.warnings.map((w) => w.code),
      })),
    ).toEqual([
      {
        uid: null,
        title: 'TEST Syd',
        start: { local: '2020-10-28T13:30:00', utc: '2020-10-28T02:30:00.000Z', timezone: 'Australia/Sydney' },
        end: { local: '2020-10-28T15:00:00', utc: '2020-10-28T04:00:00.000Z', timezone: 'Australia/Sydney' },
        rrule: null,
        warnings: [],
      },
      {
        uid: null,
        title: 'TEST',
        start: { local: '2020-10-28T13:30:00', utc: '2020-10-28T17:30:00.000Z', timezone: 'America/New_York' },
        end: { local: '2020-10-28T15:00:00', utc: '2020-10-28T19:00:00.000Z', timezone: 'America/New_York' },
        rrule: null,
        warnings: [],
      },
      {
        uid: null,
        title: 'TEST 3',
        start: { local: '2020-11-02T13:30:00', utc: '2020-11-02T18:30:00.000Z', timezone: 'America/New_York' },
        end: { local: '2020-11-02T15:00:00', utc: '2020-11-02T20:00:00.000Z', timezone: 'America/New_York' },
        rrule: null,
        warnings: [],
      },
      {
        uid: null,
        title: 'TEST2',
        start: { local: '2020-11-02T13:30:00', utc: '2020-11-02T18:30:00.000Z', timezone: 'America/New_York' },
        end: { local: '2020-11-02T15:00:00', utc: '2020-11-02T20:00:00.000Z', timezone: 'America/New_York' },
        rrule: 'FREQ=WEEKLY;BYDAY=TH,FR;UNTIL=20210828T140000Z;WKST=SU',
        warnings: [],
      },
    ])
  },
  'published/google-error-time-range-empty.json': () => {
    const reply = run('google-error-time-range-empty.json')
    expect(reply.results).toEqual([
      {
        index: 0,
        error: 'VENDOR_ERROR',
        message: 'Google Calendar API error 400 (timeRangeEmpty): The specified time range is empty.',
        calendarId: 'cal',
      },
    ])
    expect(reply.errors).toHaveLength(1)
    // Named as Google's, it is still the vendor's error and not an event of nulls.
    expect(run('google-error-time-range-empty.json', 'google').results[0]).toMatchObject({ error: 'VENDOR_ERROR' })
  },
  'published/graph-error-example.json': () => {
    for (const provider of [undefined, 'microsoft'])
      expect(run('graph-error-example.json', provider).results).toEqual([
        {
          index: 0,
          error: 'VENDOR_ERROR',
          message: 'Microsoft Graph error invalidRange: Uploaded fragment overlaps with existing data.',
          calendarId: 'cal',
        },
      ])
  },
  'published/graph-list-calendarview-response.json': () => {
    // The documented example is "shortened for readability": no start, subject or id, so nothing tells
    // it apart from other JSON unless the provider is named.
    const unnamed = run('graph-list-calendarview-response.json')
    expect(unnamed.results[0]).toMatchObject({ error: 'UNRECOGNIZED_PAYLOAD' })
    const reply = run('graph-list-calendarview-response.json', 'microsoft')
    expect(reply.errors).toEqual([])
    const result = reply.results[0] as { provider: string; events: Record<string, unknown>[] }
    expect(result.provider).toBe('microsoft')
    expect(result.events).toHaveLength(1)
    expect(result.events[0]).toMatchObject({
      id: `microsoft:${ICAL_UID}`,
      uid: ICAL_UID,
      title: null,
      start: null,
      end: null,
      allDay: false,
      reminders: [{ minutesBefore: 15, method: 'display' }],
      provenance: { calendarId: 'cal', provider: 'microsoft' },
    })
  },
}

describe('published fixtures: value table', () => {
  const published = rows.filter((r) => r.kind === 'published')

  it('the index lists fixtures that exist, each with a source URL', () => {
    expect(published.length).toBeGreaterThan(100)
    for (const row of rows) {
      expect(existsSync(fileURLToPath(new URL(row.fixture, fixtures))), row.fixture).toBe(true)
      if (row.kind === 'published') expect(row.source, row.fixture).toMatch(/https:\/\//)
    }
  })

  it('every file of published/ and corpus/ is in the index', () => {
    const listed = new Set(rows.map((r) => r.fixture))
    for (const file of readdirSync(new URL('published/', fixtures))) expect(listed, file).toContain(`published/${file}`)
    const walk = (dir: string): string[] =>
      readdirSync(new URL(dir, fixtures), { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? walk(`${dir}${d.name}/`) : [`${dir}${d.name}`],
      )
    for (const file of walk('corpus/')) expect(listed, file).toContain(file)
  })

  it.each(published.map((r) => [r.fixture] as const))('%s has a value row', (fixture) => {
    // A corpus .ics file's row is in the corpus value table (corpus-values.test.ts), written from ical.js.
    if (fixture.startsWith('corpus/'))
      expect(Object.keys(corpusTable), `no value row for ${fixture}`).toContain(fixture)
    else expect(VALUE_ROWS[fixture], `no value row for ${fixture}`).toBeDefined()
  })

  it.each(Object.keys(VALUE_ROWS).map((k) => [k] as const))('%s', (fixture) => {
    expect(published.map((r) => r.fixture)).toContain(fixture)
    VALUE_ROWS[fixture]?.()
  })
})
