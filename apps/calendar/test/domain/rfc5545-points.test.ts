/** RFC 5545 points where the service and ical.js are compared (README "Decisions"). */
import { describe, expect, it } from 'vitest'
import { normalizeIcalTask } from '../../src/domain/normalize-events.js'

const one = (lines: string, window?: { from: string; to: string }) =>
  normalizeIcalTask({
    text: `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:p\r\n${lines}END:VEVENT\r\nEND:VCALENDAR\r\n`,
    calendarId: 'p',
    window,
  }).events[0]!

describe('RFC 5545 points', () => {
  it('3.6.1: a DATE-TIME DTSTART with neither DTEND nor DURATION ends at its start', () => {
    const e = one('DTSTART:20240301T090000Z\r\n')
    expect(e.end).toEqual(e.start)
    expect(e.allDay).toBe(false)
  })

  it.each(['P999999999999999999W', 'P9999999W'])('DURATION:%s is a warning, never a 500 or a far year', (d) => {
    const e = one(`DTSTART:20240301T090000Z\r\nDURATION:${d}\r\n`)
    expect(e.interpretation.warnings.map((w) => w.code)).toContain('INVALID_DATE')
    expect(e.end).toBeNull()
  })

  it('RFC 4791 9.9: an instance starting exactly at expandTo is outside the half-open window', () => {
    const e = one('DTSTART:20240301T090000Z\r\nDURATION:PT1H\r\nRRULE:FREQ=DAILY;COUNT=5\r\n', {
      from: '2024-03-02T00:00:00Z',
      to: '2024-03-04T09:00:00Z',
    })
    expect(e.recurrence!.nextOccurrences.map((o) => o.start!.utc)).toEqual([
      '2024-03-02T09:00:00.000Z',
      '2024-03-03T09:00:00.000Z',
    ])
  })
})

describe('several RRULE lines', () => {
  it('are merged with RRULE_MULTIPLE', () => {
    const e = one(
      'DTSTART:20240301T090000Z\r\nRRULE:FREQ=WEEKLY;COUNT=2\r\nRRULE:FREQ=MONTHLY;BYMONTHDAY=2;COUNT=2\r\n',
    )
    expect(e.recurrence!.nextOccurrences.map((o) => o.start!.utc)).toEqual([
      '2024-03-01T09:00:00.000Z',
      '2024-03-02T09:00:00.000Z',
      '2024-03-08T09:00:00.000Z',
      '2024-04-02T09:00:00.000Z',
    ])
    expect(e.interpretation.warnings.map((w) => w.code)).toContain('RRULE_MULTIPLE')
  })
})

describe('RDATE;VALUE=PERIOD', () => {
  it('keeps each instance its own end or duration (3.8.5.2)', () => {
    const e = one(
      'DTSTART:20240301T090000Z\r\nDTEND:20240301T100000Z\r\nRDATE;VALUE=PERIOD:20240305T090000Z/20240305T120000Z,20240306T090000Z/PT30M\r\n',
    )
    expect(e.recurrence!.nextOccurrences.map((o) => [o.start!.utc, o.end!.utc, o.overridden])).toEqual([
      ['2024-03-01T09:00:00.000Z', '2024-03-01T10:00:00.000Z', false],
      ['2024-03-05T09:00:00.000Z', '2024-03-05T12:00:00.000Z', false],
      ['2024-03-06T09:00:00.000Z', '2024-03-06T09:30:00.000Z', false],
    ])
  })
})
