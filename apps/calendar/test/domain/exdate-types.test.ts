/** EXDATE and RDATE of either value type against either kind of DTSTART (README "EXDATE / RDATE types"). */
import { describe, expect, it } from 'vitest'
import { normalizeIcalTask } from '../../src/domain/normalize-events.js'

const run = (lines: string) =>
  normalizeIcalTask({
    text: `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\n${lines}END:VEVENT\r\nEND:VCALENDAR\r\n`,
    calendarId: 'x',
  }).events[0]!.recurrence!.nextOccurrences.map((o) => o.start!.local)

describe('EXDATE / RDATE value types', () => {
  it('a DATE EXDATE removes the DATE-TIME occurrence on that day', () => {
    const got = run(
      'DTSTART;TZID=Europe/Berlin:20240101T090000\r\nRRULE:FREQ=DAILY;COUNT=4\r\nEXDATE;VALUE=DATE:20240102\r\n',
    )
    expect(got).toEqual(['2024-01-01T09:00:00', '2024-01-03T09:00:00', '2024-01-04T09:00:00'])
  })

  it('a DATE-TIME EXDATE removes the all-day occurrence of its day', () => {
    const got = run('DTSTART;VALUE=DATE:20240101\r\nRRULE:FREQ=DAILY;COUNT=3\r\nEXDATE:20240102T000000Z\r\n')
    expect(got).toEqual(['2024-01-01', '2024-01-03'])
  })

  it('a DATE RDATE adds an instance at DTSTART time of day; a DATE-TIME RDATE on an all-day event adds its day', () => {
    expect(run('DTSTART;TZID=Europe/Berlin:20240101T090000\r\nRDATE;VALUE=DATE:20240110\r\n')).toEqual([
      '2024-01-01T09:00:00',
      '2024-01-10T09:00:00',
    ])
    expect(run('DTSTART;VALUE=DATE:20240101\r\nRDATE:20240110T150000\r\n')).toEqual(['2024-01-01', '2024-01-10'])
  })

  it('same-type EXDATEs still match exactly', () => {
    const got = run(
      'DTSTART;TZID=Europe/Berlin:20240101T090000\r\nRRULE:FREQ=DAILY;COUNT=3\r\nEXDATE;TZID=Europe/Berlin:20240102T100000\r\n',
    )
    expect(got).toEqual(['2024-01-01T09:00:00', '2024-01-02T09:00:00', '2024-01-03T09:00:00'])
  })
})
