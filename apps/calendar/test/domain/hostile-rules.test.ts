/**
 * Small hostile calendars that used to hold the event loop: each now ends within the expansion step
 * budget (rule-walk.ts) with a warning, and the request's total work is bounded by STEP_BUDGET.
 */
import { describe, expect, it } from 'vitest'
import { normalizeIcalTask } from '../../src/domain/normalize-events.js'
import { STEP_BUDGET } from '../../src/domain/occurrence-budget.js'

const event = (rule: string, dtstart = '20230301T000000Z', i = 0) =>
  `BEGIN:VEVENT\r\nUID:h${i}\r\nDTSTART:${dtstart}\r\nRRULE:${rule}\r\nEND:VEVENT\r\n`
const calendar = (body: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${body}END:VCALENDAR\r\n`
const codes = (r: ReturnType<typeof normalizeIcalTask>, i = 0) =>
  r.events[i]!.interpretation.warnings.map((w) => w.code)

describe('hostile recurrence rules', () => {
  it('secondly rule on Feb 29 at 23h (205-byte file) answers', () => {
    const text = calendar(event('FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=29;BYHOUR=23'))
    const r = normalizeIcalTask({ text, calendarId: 'h' })
    expect(r.events).toHaveLength(1)
    // with DTSTART on the day, the 23h seconds are the instances (the first 10 listed, DTSTART first)
    const near = normalizeIcalTask({
      text: calendar(event('FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=29;BYHOUR=23', '20240229T225959Z')),
      calendarId: 'h',
    })
    const listed = near.events[0]!.recurrence!.nextOccurrences.map((o) => o.start!.utc)
    expect(listed.slice(0, 3)).toEqual([
      '2024-02-29T22:59:59.000Z',
      '2024-02-29T23:00:00.000Z',
      '2024-02-29T23:00:01.000Z',
    ])
  })

  it.each([
    'FREQ=WEEKLY;BYMONTH=2;BYMONTHDAY=30',
    'FREQ=MONTHLY;BYMONTH=4;BYMONTHDAY=31',
    'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30,31',
    'FREQ=DAILY;BYMONTH=11;BYMONTHDAY=31',
    'FREQ=HOURLY;BYMONTH=6;BYMONTHDAY=31',
    'FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30',
    'FREQ=SECONDLY;BYMONTH=9;BYMONTHDAY=-31',
  ])('never-meet rule %s is RRULE_INVALID without walking', (rule) => {
    const r = normalizeIcalTask({ text: calendar(event(rule)), calendarId: 'h' })
    expect(codes(r)).toContain('RRULE_INVALID')
    expect(r.events[0]!.recurrence!.nextOccurrences).toHaveLength(1)
  })

  it.each([
    ['FREQ=YEARLY;BYYEARDAY=100;BYMONTH=1', 'RRULE_BUDGET_EXCEEDED'],
    ['FREQ=DAILY;BYWEEKNO=53;BYMONTH=6', 'RRULE_BUDGET_EXCEEDED'],
    ['FREQ=HOURLY;INTERVAL=2;BYHOUR=1', 'RRULE_INVALID'],
    ['FREQ=MINUTELY;INTERVAL=120;BYHOUR=1', 'RRULE_INVALID'],
  ])('rule whose parts never meet on its grid (%s) ends with %s', (rule, code) => {
    const r = normalizeIcalTask({ text: calendar(event(rule)), calendarId: 'h' })
    expect(codes(r)).toContain(code)
  })

  it('20 never-meet rules in one file share one step budget', () => {
    const rules = ['FREQ=YEARLY;BYYEARDAY=100;BYMONTH=1', 'FREQ=DAILY;BYWEEKNO=53;BYMONTH=6']
    const text = calendar(Array.from({ length: 20 }, (_, i) => event(rules[i % 2]!, undefined, i)).join(''))
    const started = process.cpuUsage()
    const r = normalizeIcalTask({ text, calendarId: 'h' })
    const cpu = process.cpuUsage(started)
    const cut = r.events.filter((e) => e.interpretation.warnings.some((w) => w.code === 'RRULE_BUDGET_EXCEEDED'))
    expect(cut).toHaveLength(20)
    // 300,000 steps at most; generous CPU bound so a loaded host does not fail it (unbudgeted, over 20 s)
    expect(STEP_BUDGET).toBe(300_000)
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(2000)
  })

  it('VTIMEZONE with a secondly STANDARD rule from 1601 is not expanded', () => {
    const text = calendar(
      'BEGIN:VTIMEZONE\r\nTZID:Hostile\r\nBEGIN:STANDARD\r\nDTSTART:16010101T000000\r\nRRULE:FREQ=SECONDLY\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0000\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n' +
        'BEGIN:VEVENT\r\nUID:z\r\nDTSTART;TZID=Hostile:20240101T100000\r\nEND:VEVENT\r\n',
    )
    const r = normalizeIcalTask({ text, calendarId: 'h' })
    expect(codes(r)).toContain('UNKNOWN_TIMEZONE')
    expect(r.events[0]!.start!.timezone).toBe('UTC')
  })

  it('VTIMEZONE with ordinary yearly rules is still used', () => {
    const text = calendar(
      'BEGIN:VTIMEZONE\r\nTZID:Custom Zone\r\nBEGIN:STANDARD\r\nDTSTART:16011104T020000\r\nRRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nEND:STANDARD\r\nBEGIN:DAYLIGHT\r\nDTSTART:16010311T020000\r\nRRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\nEND:DAYLIGHT\r\nEND:VTIMEZONE\r\n' +
        'BEGIN:VEVENT\r\nUID:z\r\nDTSTART;TZID=Custom Zone:20240701T100000\r\nEND:VEVENT\r\n',
    )
    const r = normalizeIcalTask({ text, calendarId: 'h' })
    expect(r.events[0]!.start).toEqual({
      local: '2024-07-01T10:00:00',
      utc: '2024-07-01T14:00:00.000Z',
      timezone: 'Custom Zone',
    })
  })
})
