/** Real-world shaped .ics exports: values asserted per file. */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { normalizeIcal } from '../../src/domain/ical/normalize-ical.js'
import { ics } from '../ics.js'

const read = (name: string) => readFileSync(new URL(`../fixtures/ics/${name}`, import.meta.url), 'utf8')
const run = (text: string, extra: { defaultTimezone?: string; window?: { from: number; to: number } } = {}) =>
  normalizeIcal({ text, calendarId: 'cal', ...extra })

describe('Google export', () => {
  const { events, errors } = run(read('google-export.ics'))
  const master = events[0]!
  it('reads the master with attendees, organizer, meeting link and reminder', () => {
    expect(errors).toEqual([])
    expect(master.title).toBe('Weekly product sync')
    expect(master.organizer).toEqual({ email: 'ana@example.com', name: 'Ana Lima' })
    expect(master.attendees).toEqual([
      { email: 'ana@example.com', name: 'Ana Lima', role: 'required', status: 'accepted' },
      { email: 'bo@example.com', name: 'bo@example.com', role: 'required', status: 'needs_action' },
    ])
    expect(master.location.onlineMeetingUrl).toBe('https://meet.google.com/abc-defg-hij')
    expect(master.reminders).toEqual([{ minutesBefore: 10, method: 'display' }])
    expect(master.recurrence!.humanText).toBe('every week on Friday')
  })
  it('drops the EXDATE, applies the override, and keeps 09:00 across DST', () => {
    const occ = master.recurrence!.nextOccurrences
    expect(occ).toHaveLength(10)
    expect(occ.slice(0, 4).map((o) => [o.start.local, o.start.utc, o.overridden])).toEqual([
      ['2024-03-01T09:00:00', '2024-03-01T14:00:00.000Z', false],
      ['2024-03-08T09:00:00', '2024-03-08T14:00:00.000Z', false],
      ['2024-03-22T09:00:00', '2024-03-22T13:00:00.000Z', false],
      ['2024-03-29T11:00:00', '2024-03-29T15:00:00.000Z', true],
    ])
    expect(events[1]!.recurrenceId).toEqual({
      local: '2024-03-29T09:00:00',
      utc: '2024-03-29T13:00:00.000Z',
      timezone: 'America/New_York',
    })
  })
  it('expands only within expandWindow', () => {
    const window = { from: Date.parse('2024-11-01T00:00:00Z'), to: Date.parse('2024-11-30T00:00:00Z') }
    const occ = run(read('google-export.ics'), { window }).events[0]!.recurrence!.nextOccurrences
    expect(occ.map((o) => o.start.utc)).toEqual([
      '2024-11-01T13:00:00.000Z',
      '2024-11-08T14:00:00.000Z',
      '2024-11-15T14:00:00.000Z',
      '2024-11-22T14:00:00.000Z',
      '2024-11-29T14:00:00.000Z',
    ])
  })
})

describe('Outlook export', () => {
  const { events } = run(read('outlook-export.ics'))
  it('maps the Windows zone name to IANA (CLDR) and keeps 10:00 across the March change', () => {
    expect(events[0]!.start).toEqual({
      local: '2024-03-19T10:00:00',
      utc: '2024-03-19T09:00:00.000Z',
      timezone: 'Europe/Berlin',
    })
    expect(events[0]!.recurrence!.nextOccurrences.map((o) => o.start.utc)).toEqual([
      '2024-03-19T09:00:00.000Z',
      '2024-03-26T09:00:00.000Z', // the EU change is 2024-03-31
      '2024-04-02T08:00:00.000Z',
    ])
    expect(events[0]!.location.onlineMeetingUrl).toMatch(/^https:\/\/teams\.microsoft\.com\//)
    expect(events[0]!.reminders).toEqual([{ minutesBefore: 15, method: 'display' }])
  })
  it('computes a custom VTIMEZONE from its rules (Sydney-like, April change)', () => {
    const e = events[1]!
    expect(e.interpretation.warnings).toEqual([])
    expect(e.start!.timezone).toBe('Customized Time Zone')
    expect(e.recurrence!.nextOccurrences.map((o) => o.start.utc)).toEqual([
      '2024-04-04T22:00:00.000Z',
      '2024-04-05T22:00:00.000Z',
      '2024-04-06T23:00:00.000Z',
      '2024-04-07T23:00:00.000Z',
    ])
  })
  it('reads the same with its VTIMEZONE blocks moved after the events that use them', () => {
    const text = read('outlook-export.ics').replace(/\r\n/g, '\n')
    const zones = text.match(/BEGIN:VTIMEZONE\n[\s\S]*?END:VTIMEZONE\n/g) ?? []
    expect(zones.length).toBeGreaterThan(0)
    const moved = zones
      .reduce((t, z) => t.replace(z, ''), text)
      .replace('END:VCALENDAR', `${zones.join('')}END:VCALENDAR`)
    expect(moved.indexOf('BEGIN:VTIMEZONE')).toBeGreaterThan(moved.lastIndexOf('END:VEVENT'))
    expect(run(moved)).toEqual(run(text))
    expect(run(moved).events[1]!.start!.timezone).toBe('Customized Time Zone')
  })
})

describe('Apple export', () => {
  const { events } = run(read('apple-export.ics'))
  it('keeps an all-day multi-day event as dates with an exclusive end', () => {
    expect(events[0]!.allDay).toBe(true)
    expect(events[0]!.start).toEqual({ local: '2024-04-01', utc: '2024-04-01', timezone: null })
    expect(events[0]!.end).toEqual({ local: '2024-04-04', utc: '2024-04-04', timezone: null })
  })
  it('expands until UNTIL in London time across the March change', () => {
    const occ = events[1]!.recurrence!.nextOccurrences
    expect(occ.map((o) => o.start.utc)).toEqual([
      '2024-03-28T18:00:00.000Z',
      '2024-04-04T17:00:00.000Z',
      '2024-04-11T17:00:00.000Z',
      '2024-04-18T17:00:00.000Z',
    ])
    expect(events[1]!.reminders).toEqual([{ minutesBefore: 30, method: 'audio' }])
  })
})

describe('iCal edge cases', () => {
  it('DURATION instead of DTEND', () => {
    const e = run(ics(['UID:d', 'DTSTART:20240301T090000Z', 'DURATION:PT1H30M'])).events[0]!
    expect(e.end!.utc).toBe('2024-03-01T10:30:00.000Z')
  })
  it('a date start without end lasts one day', () => {
    const e = run(ics(['UID:d', 'DTSTART;VALUE=DATE:20240301'])).events[0]!
    expect(e.end).toEqual({ local: '2024-03-02', utc: '2024-03-02', timezone: null })
  })
  it('END_BEFORE_START drops the end', () => {
    const e = run(ics(['UID:d', 'DTSTART:20240301T090000Z', 'DTEND:20240301T080000Z'])).events[0]!
    expect(e.end).toBeNull()
    expect(e.interpretation.warnings.map((w) => w.code)).toEqual(['END_BEFORE_START'])
    expect(e.interpretation.confidence).toBe(0.8) // 0.95 − 0.10 END_BEFORE_START − 0.05 (no title)
  })
  it('UNKNOWN_TIMEZONE falls back to defaultTimezone', () => {
    const e = run(ics(['UID:d', 'DTSTART;TZID=Mars/Olympus:20240301T090000']), { defaultTimezone: 'Europe/Paris' })
      .events[0]!
    expect(e.start).toEqual({ local: '2024-03-01T09:00:00', utc: '2024-03-01T08:00:00.000Z', timezone: 'Europe/Paris' })
    expect(e.interpretation.warnings[0]!.code).toBe('UNKNOWN_TIMEZONE')
  })
  it('a floating time without defaultTimezone is UTC, with a warning', () => {
    const e = run(ics(['UID:d', 'DTSTART:20240301T090000'])).events[0]!
    expect(e.start!.utc).toBe('2024-03-01T09:00:00.000Z')
    expect(e.interpretation.warnings[0]!.code).toBe('FLOATING_TIME_ASSUMED_DEFAULT_TZ')
  })
  it('a malformed VEVENT is reported and the others kept', () => {
    const text = ics(
      ['UID:ok', 'DTSTART:20240301T090000Z'],
      ['UID:bad', 'DTSTART:not-a-date', 'BROKEN LINE WITHOUT COLON'],
    )
    const { events, errors } = run(text)
    expect(events.map((e) => e.uid)).toEqual(['ok'])
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ index: 1, error: 'MALFORMED_EVENT', calendarId: 'cal' })
  })
  it('BEGIN/END lines are matched trimmed and in any case (lower case, trailing blanks, NBSP, U+3000)', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'begin:vevent',
      'UID:lower',
      'DTSTART:20240301T090000Z',
      'end:vevent',
      'BEGIN:VEVENT  ',
      'UID:spaced',
      'DTSTART:20240302T090000Z',
      'END:VEVENT',
      '\u00a0BEGIN:VEVENT',
      'UID:nbsp',
      'DTSTART:20240303T090000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:after',
      'DTSTART:20240304T090000Z',
      '\u3000END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n')
    const { events, errors } = run(text)
    // the split finds all four blocks (trim strips NBSP and U+3000 too); ical.js reads no NBSP-led BEGIN
    expect(events.map((e) => e.uid)).toEqual(['lower', 'spaced', 'after'])
    expect(errors.map((e) => [e.index, e.line, e.error])).toEqual([[2, 10, 'MALFORMED_EVENT']])
  })
  it('an unbounded RRULE expands only within bounds', () => {
    const window = { from: Date.parse('2024-01-01T00:00:00Z'), to: Date.parse('2030-01-01T00:00:00Z') }
    const e = run(ics(['UID:d', 'DTSTART:20240101T000000Z', 'RRULE:FREQ=HOURLY']), { window }).events[0]!
    expect(e.recurrence!.nextOccurrences).toHaveLength(1000)
    expect(e.recurrence!.nextOccurrences.at(-1)!.start.utc).toBe('2024-02-11T15:00:00.000Z')
    const first = run(ics(['UID:d', 'DTSTART:20240101T000000Z', 'RRULE:FREQ=SECONDLY'])).events[0]!
    expect(first.recurrence!.nextOccurrences).toHaveLength(10)
  })
  it('a sub-daily rule whose date filters never meet is reported, not iterated to year 9999', () => {
    const started = Date.now()
    const e = run(ics(['UID:d', 'DTSTART:20240101T000000Z', 'RRULE:FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30'])).events[0]!
    expect(e.interpretation.warnings.map((w) => w.code)).toEqual(['RRULE_INVALID'])
    expect(e.recurrence!.nextOccurrences.map((o) => o.start.utc)).toEqual(['2024-01-01T00:00:00.000Z'])
    expect(Date.now() - started).toBeLessThan(5000)
  })
  it('RDATE adds instances', () => {
    const e = run(ics(['UID:d', 'DTSTART:20240301T090000Z', 'RRULE:FREQ=DAILY;COUNT=2', 'RDATE:20240310T090000Z']))
      .events[0]!
    expect(e.recurrence!.nextOccurrences.map((o) => o.start.utc)).toEqual([
      '2024-03-01T09:00:00.000Z',
      '2024-03-02T09:00:00.000Z',
      '2024-03-10T09:00:00.000Z',
    ])
  })
  it('a cancelled override removes its instance', () => {
    const text = ics(
      ['UID:s', 'DTSTART:20240301T090000Z', 'RRULE:FREQ=DAILY;COUNT=3'],
      ['UID:s', 'RECURRENCE-ID:20240302T090000Z', 'DTSTART:20240302T090000Z', 'STATUS:CANCELLED'],
    )
    const e = run(text).events[0]!
    expect(e.recurrence!.nextOccurrences.map((o) => o.start.utc)).toEqual([
      '2024-03-01T09:00:00.000Z',
      '2024-03-03T09:00:00.000Z',
    ])
  })
  it('a generated 1,000-event file', () => {
    const events = Array.from({ length: 1000 }, (_, i) => [
      `UID:gen-${i}`,
      `SUMMARY:Event ${i}`,
      `DTSTART;TZID=America/New_York:2024${String((i % 12) + 1).padStart(2, '0')}${String((i % 28) + 1).padStart(2, '0')}T090000`,
      'DURATION:PT1H',
    ])
    const result = run(ics(...events))
    expect(result.events).toHaveLength(1000)
    expect(result.events[999]!.title).toBe('Event 999')
    expect(result.events.every((e) => e.start!.local.endsWith('T09:00:00'))).toBe(true)
    expect(result.events[2]!.start!.utc).toBe('2024-03-03T14:00:00.000Z')
    expect(result.events[3]!.start!.utc).toBe('2024-04-04T13:00:00.000Z')
  })
})
