/** normalize-kit's date plausibility rules in the calendar: leap seconds, offsets, years, epoch units. */
import { loadFixture } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeIcalTask, normalizeInput } from '../../src/domain/normalize-events.js'

const FIXTURES = new URL('../fixtures/', import.meta.url)
type Payload = Record<string, unknown>
const fixture = (key: string, file: string) => structuredClone(loadFixture(FIXTURES, key, file)) as Payload
const warningsOf = (e: { interpretation: { warnings: { code: string; field?: string }[] } }) =>
  e.interpretation.warnings.map((w) => `${w.code}@${w.field ?? ''}`)

const ical = (lines: string) =>
  normalizeIcalTask({
    text: `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:p\r\n${lines}END:VEVENT\r\nEND:VCALENDAR\r\n`,
    calendarId: 'p',
  }).events[0]!

const google = (start: string) => {
  const payload = fixture('google', 'event.json')
  payload.start = { dateTime: start, timeZone: 'America/New_York' }
  return normalizeInput({ calendarId: 'c', provider: 'google', payload }, 0).events[0]!
}

const moodle = (timestart: unknown) => {
  const payload = fixture('moodle', 'event.json') as { events: Payload[] }
  payload.events[0] = { ...payload.events[0], timestart }
  return normalizeInput({ calendarId: 'c', provider: 'moodle', payload }, 0).events[0]!
}

describe('leap seconds', () => {
  it('iCal DTSTART 23:59:60 is INVALID_DATE, not the next minute', () => {
    const e = ical('DTSTART:20161231T235960Z\r\n')
    expect(e.start).toBeNull()
    expect(warningsOf(e)).toContain('INVALID_DATE@start')
    expect(e.interpretation.warnings.find((w) => w.code === 'INVALID_DATE')?.message).toContain('leap second')
  })
  it('Google 9999-12-31T23:59:60 is INVALID_DATE, not the year 10000', () => {
    const e = google('9999-12-31T23:59:60Z')
    expect(e.start).toBeNull()
    expect(warningsOf(e)).toContain('INVALID_DATE@start')
  })
})

describe('offsets and years', () => {
  it('an offset of -25:00 or +99:99 is INVALID_DATE', () => {
    for (const start of ['2024-03-01T09:00:00-25:00', '2024-03-01T09:00:00+99:99']) {
      const e = google(start)
      expect(e.start).toBeNull()
      expect(warningsOf(e)).toContain('INVALID_DATE@start')
    }
    expect(google('2024-03-01T09:00:00+14:00').start?.utc).toBe('2024-02-29T19:00:00.000Z')
  })
  it('an instant past the year 9999 is INVALID_DATE', () => {
    const e = google('9999-12-31T23:00:00-12:00')
    expect(e.start).toBeNull()
    expect(warningsOf(e)).toContain('INVALID_DATE@start')
  })
})

describe('Moodle epoch seconds', () => {
  it('reads timestart in seconds, as documented', () => {
    const e = moodle(1710079200)
    expect(e.start?.utc).toBe('2024-03-10T14:00:00.000Z')
    expect(warningsOf(e)).not.toContain('EPOCH_UNIT_CORRECTED@start')
  })
  it('reads a millisecond timestart as milliseconds, with EPOCH_UNIT_CORRECTED (not the year 56,160)', () => {
    const e = moodle(1710079200000)
    expect(e.start?.utc).toBe('2024-03-10T14:00:00.000Z')
    expect(warningsOf(e)).toContain('EPOCH_UNIT_CORRECTED@start')
  })
  it('refuses a count beyond the year 5138 in both units with INVALID_DATE (it used to throw a RangeError)', () => {
    const e = moodle(1710079200000000)
    expect(e.start).toBeNull()
    expect(warningsOf(e)).toContain('INVALID_DATE@start')
  })
})
