import { describe, expect, it } from 'vitest'
import { normalizeIcalTask } from '../../src/domain/normalize-events.js'
import { ianaZone, toIana } from '../../src/domain/zones.js'

describe('toIana', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['Pacific Standard Time', 'America/Los_Angeles'],
    ['W. Europe Standard Time', 'Europe/Berlin'],
    ['AUS Eastern Standard Time', 'Australia/Sydney'],
    ['Pacific SA Standard Time', 'America/Santiago'],
    ['GMT Standard Time', 'Europe/London'],
    ['/citadel.org/20190101_1/Europe/Berlin', 'Europe/Berlin'],
    ['"Europe/Paris"', 'Europe/Paris'],
    ['UTC', 'UTC'],
    ['Z', 'UTC'],
  ])('%s -> %s', (tzid, iana) => expect(toIana(tzid)).toBe(iana))
  it('unknown ids are null', () => {
    expect(toIana('Mars/Olympus')).toBeNull()
    expect(toIana('')).toBeNull()
  })
})

describe('ianaZone', () => {
  it('matches luxon at every quarter hour around a change (memoized offsets stay exact)', () => {
    const zone = ianaZone('Australia/Lord_Howe') // 30-minute DST shift
    const instants = [
      Date.UTC(2024, 3, 6, 14, 0),
      Date.UTC(2024, 3, 6, 14, 59),
      Date.UTC(2024, 3, 6, 15, 0),
      Date.UTC(2024, 3, 6, 15, 1),
    ]
    expect(instants.map((ms) => (zone.toWall(ms) - ms) / 60_000)).toEqual([660, 660, 630, 630])
  })
  it('the fall-back overlap reads the first occurrence, the gap moves forward', () => {
    const ny = ianaZone('America/New_York')
    expect(new Date(ny.toUtc(Date.UTC(2024, 10, 3, 1, 30))).toISOString()).toBe('2024-11-03T05:30:00.000Z')
    expect(new Date(ny.toUtc(Date.UTC(2024, 2, 10, 2, 30))).toISOString()).toBe('2024-03-10T07:30:00.000Z')
  })
})

describe('Windows display names as Outlook/Exchange write TZID', () => {
  it.each([
    ['(GMT+10:00) Canberra, Melbourne, Sydney', 'Australia/Sydney'],
    ['(UTC+10:00) Canberra, Melbourne, Sydney', 'Australia/Sydney'],
    ['(UTC-05:00) Eastern Time (US & Canada)', 'America/New_York'],
    ['(GMT-05:00) Eastern Time (US & Canada)', 'America/New_York'],
    // node-ical's windows-quoted-tz-rrule.ics: Outlook spells the "&" of the display text as "and".
    ['(UTC-05:00) Eastern Time (US and Canada)', 'America/New_York'],
    ['(UTC-06:00) Central Time (US and Canada)', 'America/Chicago'],
    ['(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna', 'Europe/Berlin'],
    ['(GMT) Greenwich Mean Time : Dublin, Edinburgh, Lisbon, London', 'Europe/London'],
    ['Pacific Standard Time', 'America/Los_Angeles'],
  ])('%s -> %s', (tzid, iana) => {
    expect(toIana(tzid)).toBe(iana)
  })

  it('an unknown display name is UNKNOWN_TIMEZONE read in defaultTimezone, never a silent UTC', () => {
    const text =
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:w\r\nDTSTART;TZID="(UTC+01:00) Nowhere":20240105T090000\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART;TZID="(GMT+10:00) Canberra, Melbourne, Sydney":20240105T090000\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n'
    const r = normalizeIcalTask({ text, calendarId: 'w', defaultTimezone: 'Europe/Paris' })
    expect(r.events[0]!.interpretation.warnings.map((w) => w.code)).toContain('UNKNOWN_TIMEZONE')
    expect(r.events[0]!.start!.timezone).toBe('Europe/Paris')
    expect(r.events[1]!.start).toEqual({
      local: '2024-01-05T09:00:00',
      utc: '2024-01-04T22:00:00.000Z',
      timezone: 'Australia/Sydney',
    })
    expect(r.events[1]!.interpretation.warnings).toEqual([])
  })
})
