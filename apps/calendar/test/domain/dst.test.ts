/**
 * DST table: recurrences are expanded in wall time, so every instance keeps its local
 * time while its UTC moves with the offset. Offsets are tzdata facts for 2024, written out by hand.
 */
import { describe, expect, it } from 'vitest'
import { normalizeIcal } from '../../src/domain/ical/normalize-ical.js'
import { ics } from '../ics.js'

interface Transition {
  zone: string
  /** The first local date on the new offset. */
  date: string
  before: number
  after: number
}

const TRANSITIONS: Transition[] = [
  { zone: 'America/New_York', date: '2024-03-10', before: -300, after: -240 },
  { zone: 'America/New_York', date: '2024-11-03', before: -240, after: -300 },
  { zone: 'Europe/London', date: '2024-03-31', before: 0, after: 60 },
  { zone: 'Europe/London', date: '2024-10-27', before: 60, after: 0 },
  { zone: 'Australia/Sydney', date: '2024-04-07', before: 660, after: 600 },
  { zone: 'Australia/Sydney', date: '2024-10-06', before: 600, after: 660 },
  { zone: 'America/Santiago', date: '2024-04-07', before: -180, after: -240 },
  { zone: 'America/Santiago', date: '2024-09-08', before: -240, after: -180 },
]

const DAY = 86_400_000
const day = (date: string, delta: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + delta * DAY).toISOString().slice(0, 10)
const compact = (date: string, time = '090000') => `${date.replace(/-/g, '')}T${time}`
const utcOf = (date: string, offset: number) =>
  new Date(Date.parse(`${date}T09:00:00Z`) - offset * 60_000).toISOString()

type Rule = { name: string; rrule: string; first: (t: Transition) => string; second: (t: Transition) => string }
const RULES: Rule[] = [
  { name: 'daily', rrule: 'FREQ=DAILY;COUNT=8', first: (t) => day(t.date, -3), second: (t) => day(t.date, 1) },
  { name: 'weekly', rrule: 'FREQ=WEEKLY;COUNT=4', first: (t) => day(t.date, -3), second: (t) => day(t.date, 4) },
  {
    name: 'monthly',
    rrule: 'FREQ=MONTHLY;COUNT=3',
    first: (t) =>
      `${day(t.date, -20).slice(0, 8)}${String(Math.min(Number(day(t.date, -20).slice(8)), 28)).padStart(2, '0')}`,
    second: (t) => {
      const f = `${day(t.date, -20).slice(0, 8)}${String(Math.min(Number(day(t.date, -20).slice(8)), 28)).padStart(2, '0')}`
      const d = new Date(`${f}T00:00:00Z`)
      d.setUTCMonth(d.getUTCMonth() + 1)
      return d.toISOString().slice(0, 10)
    },
  },
]

function run(lines: string[], defaultTimezone?: string) {
  const { events, errors } = normalizeIcal({
    text: ics(['UID:x', 'SUMMARY:t', ...lines]),
    calendarId: 'c',
    defaultTimezone,
  })
  expect(errors).toEqual([])
  return events[0]!
}

const find = (event: ReturnType<typeof run>, date: string) =>
  event.recurrence?.nextOccurrences.find((o) => o.start.local.startsWith(date))

describe('DST: zoned recurrences keep their wall time', () => {
  for (const t of TRANSITIONS)
    for (const rule of RULES)
      it(`${rule.name} 09:00 ${t.zone} across ${t.date}`, () => {
        const first = rule.first(t)
        const second = rule.second(t)
        const event = run([`DTSTART;TZID=${t.zone}:${compact(first)}`, 'DURATION:PT1H', `RRULE:${rule.rrule}`])
        const occurrences = event.recurrence!.nextOccurrences
        expect(
          occurrences.every((o) => o.start.local.endsWith('T09:00:00') && o.end!.local.endsWith('T10:00:00')),
        ).toBe(true)
        expect(find(event, first)!.start.utc).toBe(utcOf(first, t.before))
        expect(find(event, second)!.start.utc).toBe(utcOf(second, t.after))
        expect(find(event, second)!.start.timezone).toBe(t.zone)
      })
})

describe('DST: floating recurrences read in defaultTimezone', () => {
  for (const t of TRANSITIONS)
    it(`floating weekly 09:00 with defaultTimezone ${t.zone} across ${t.date}`, () => {
      const first = day(t.date, -3)
      const event = run([`DTSTART:${compact(first)}`, 'RRULE:FREQ=WEEKLY;COUNT=3'], t.zone)
      expect(event.interpretation.warnings.map((w) => w.code)).toContain('FLOATING_TIME_ASSUMED_DEFAULT_TZ')
      expect(find(event, first)!.start.utc).toBe(utcOf(first, t.before))
      expect(find(event, day(t.date, 4))!.start.utc).toBe(utcOf(day(t.date, 4), t.after))
      expect(find(event, day(t.date, 4))!.start.local).toBe(`${day(t.date, 4)}T09:00:00`)
    })
})

describe('DST: EXDATE at the shifted hour', () => {
  for (const t of TRANSITIONS)
    it(`a UTC EXDATE removes the post-transition instance in ${t.zone} (${t.date})`, () => {
      const first = day(t.date, -3)
      const excluded = day(t.date, 4)
      const exdate = utcOf(excluded, t.after).replace(/[-:]/g, '').replace('.000', '')
      const event = run([`DTSTART;TZID=${t.zone}:${compact(first)}`, 'RRULE:FREQ=WEEKLY;COUNT=3', `EXDATE:${exdate}`])
      expect(find(event, excluded)).toBeUndefined()
      expect(event.recurrence!.nextOccurrences.map((o) => o.start.local)).toEqual([
        `${first}T09:00:00`,
        `${day(t.date, 11)}T09:00:00`,
      ])
    })
})

describe('DST: edges', () => {
  it('the pre-transition UTC hour does not exclude the shifted instance', () => {
    // 14:00Z was 09:00 EST; on 2024-03-11 09:00 EDT is 13:00Z, so 14:00Z excludes nothing.
    const event = run([
      'DTSTART;TZID=America/New_York:20240308T090000',
      'RRULE:FREQ=DAILY;COUNT=5',
      'EXDATE:20240311T140000Z',
    ])
    expect(event.recurrence!.nextOccurrences).toHaveLength(5)
  })
  it('an EXDATE in another zone is matched by its instant', () => {
    const event = run([
      'DTSTART;TZID=America/New_York:20240308T090000',
      'RRULE:FREQ=DAILY;COUNT=5',
      'EXDATE;TZID=Europe/London:20240311T130000',
    ])
    expect(find(event, '2024-03-11')).toBeUndefined()
    expect(event.recurrence!.nextOccurrences).toHaveLength(4)
  })
  it('a wall time in the spring-forward gap moves forward by the gap', () => {
    const event = run(['DTSTART;TZID=America/New_York:20240310T023000', 'DURATION:PT30M'])
    expect(event.start!.utc).toBe('2024-03-10T07:30:00.000Z')
  })
  it('a daily 01:30 London rule: the gap day reads 02:30 BST, the other days keep 01:30', () => {
    const event = run(['DTSTART;TZID=Europe/London:20240330T013000', 'RRULE:FREQ=DAILY;COUNT=3'])
    expect(event.recurrence!.nextOccurrences.map((o) => o.start.utc)).toEqual([
      '2024-03-30T01:30:00.000Z',
      '2024-03-31T01:30:00.000Z', // 01:30 does not exist on 03-31: moved forward to 02:30 BST
      '2024-04-01T00:30:00.000Z',
    ])
  })
  it('an all-day weekly event stays on its dates across DST', () => {
    const event = run(['DTSTART;VALUE=DATE:20240308', 'DTEND;VALUE=DATE:20240309', 'RRULE:FREQ=WEEKLY;COUNT=3'])
    expect(event.allDay).toBe(true)
    expect(event.recurrence!.nextOccurrences.map((o) => [o.start.local, o.end!.local])).toEqual([
      ['2024-03-08', '2024-03-09'],
      ['2024-03-15', '2024-03-16'],
      ['2024-03-22', '2024-03-23'],
    ])
  })
  it('UNTIL in UTC includes the last local instance after the change', () => {
    const event = run(['DTSTART;TZID=America/New_York:20240301T090000', 'RRULE:FREQ=WEEKLY;UNTIL=20240315T130000Z'])
    expect(event.recurrence!.nextOccurrences.map((o) => o.start.utc)).toEqual([
      '2024-03-01T14:00:00.000Z',
      '2024-03-08T14:00:00.000Z',
      '2024-03-15T13:00:00.000Z',
    ])
  })
  it('a Windows zone name keeps 09:00 Pacific across the March change', () => {
    const event = run(['DTSTART;TZID=Pacific Standard Time:20240308T090000', 'RRULE:FREQ=DAILY;COUNT=3'])
    expect(event.recurrence!.nextOccurrences.map((o) => o.start.utc)).toEqual([
      '2024-03-08T17:00:00.000Z',
      '2024-03-09T17:00:00.000Z',
      '2024-03-10T16:00:00.000Z',
    ])
    expect(event.start!.timezone).toBe('America/Los_Angeles')
  })
})
