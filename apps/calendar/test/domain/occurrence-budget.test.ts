/**
 * The per-request occurrence budget: many recurring events, each allowed
 * 1,000 instances in an expandWindow, share one budget of 100,000 listed occurrences per request.
 */
import { injectAs } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { calendar } from '../../src/app.js'
import { normalizeIcal } from '../../src/domain/ical/normalize-ical.js'
import { normalizeEvents } from '../../src/domain/normalize-events.js'
import { createOccurrenceBudget, OCCURRENCE_BUDGET } from '../../src/domain/occurrence-budget.js'
import { toInput } from '../../src/schemas/normalize.js'
import { ics } from '../ics.js'

type Ev = {
  id: string
  title: string
  recurrence: { nextOccurrences: { start: { local: string } }[] }
  interpretation: { confidence: number; warnings: { code: string; message: string; field?: string }[] }
}
const daily = (i: number) => [
  `UID:d${i}`,
  `SUMMARY:Daily ${i}`,
  'DTSTART:20240101T090000Z',
  'DURATION:PT30M',
  'RRULE:FREQ=DAILY',
]
const locals = (e: Ev) => e.recurrence.nextOccurrences.map((o) => o.start.local)
const codes = (e: Ev) => e.interpretation.warnings.map((w) => w.code)

describe('occurrence budget in the domain', () => {
  it('cuts the list of the event that exhausts it and empties the later ones, in document order', () => {
    const budget = createOccurrenceBudget(25)
    const { events } = normalizeIcal({ text: ics(daily(0), daily(1), daily(2), daily(3)), calendarId: 'c', budget })
    const list = events as unknown as Ev[]
    expect(list.map((e) => e.recurrence.nextOccurrences.length)).toEqual([10, 10, 5, 0])
    expect(locals(list[2]!)).toEqual([
      '2024-01-01T09:00:00',
      '2024-01-02T09:00:00',
      '2024-01-03T09:00:00',
      '2024-01-04T09:00:00',
      '2024-01-05T09:00:00',
    ])
    expect(list.map(codes)).toEqual([[], [], ['OCCURRENCE_BUDGET_EXCEEDED'], ['OCCURRENCE_BUDGET_EXCEEDED']])
    expect(list[2]!.interpretation.warnings[0]).toEqual({
      code: 'OCCURRENCE_BUDGET_EXCEEDED',
      message:
        "The request's budget of 25 occurrences is spent; nextOccurrences lists 5 of this event's instances. Narrow expandWindow or send fewer recurring events per request.",
      field: 'recurrence.nextOccurrences',
    })
    // no confidence penalty: the event itself is read as surely as before
    expect(list.map((e) => e.interpretation.confidence)).toEqual([0.95, 0.95, 0.95, 0.95])
    expect(budget).toMatchObject({ limit: 25, used: 25, eventsTruncated: 2 })
  })

  it('does not flag a list that ends on its own exactly at the budget', () => {
    const budget = createOccurrenceBudget(13)
    const { events } = normalizeIcal({
      text: ics(daily(0), ['UID:three', 'DTSTART:20240101T090000Z', 'RRULE:FREQ=DAILY;COUNT=3']),
      calendarId: 'c',
      budget,
    })
    expect((events as unknown as Ev[]).map(codes)).toEqual([[], []])
    expect(budget).toMatchObject({ limit: 13, used: 13, eventsTruncated: 0 })
  })

  it('is shared by the inputs of one POST /normalize request (Google recurrence)', () => {
    const google = (id: string) => ({
      kind: 'calendar#event',
      id,
      summary: id,
      start: { dateTime: '2024-03-01T09:00:00-05:00', timeZone: 'America/New_York' },
      end: { dateTime: '2024-03-01T09:30:00-05:00', timeZone: 'America/New_York' },
      recurrence: ['RRULE:FREQ=WEEKLY'],
    })
    const checked = [google('a'), google('b')].map((payload, i) => toInput({ calendarId: 'w', payload }, i))
    const reply = normalizeEvents(checked, createOccurrenceBudget(14)) as unknown as {
      results: { events: Ev[] }[]
      occurrenceBudget?: unknown
    }
    expect(reply.results.map((r) => r.events[0]!.recurrence.nextOccurrences.length)).toEqual([10, 4])
    expect(locals(reply.results[1]!.events[0]!).at(-1)).toBe('2024-03-22T09:00:00')
    expect(reply.occurrenceBudget).toEqual({ limit: 14, used: 14, eventsTruncated: 1 })
  })

  it('leaves the reply without occurrenceBudget when nothing was cut', () => {
    const reply = normalizeEvents([toInput({ calendarId: 'w', payload: ics(daily(0)) }, 0)])
    expect(reply).not.toHaveProperty('occurrenceBudget')
    expect(OCCURRENCE_BUDGET).toBe(100_000)
  })
})

describe('occurrence budget over HTTP', () => {
  it('102 daily events in a 3-year window: 100 lists of 1,000, then cut, body bounded', async () => {
    const text = ics(...Array.from({ length: 102 }, (_, i) => daily(i)))
    const res = await injectAs(calendar, {
      method: 'POST',
      url: '/normalize/ical?expandFrom=2024-01-01T00:00:00Z&expandTo=2026-12-31T23:59:59Z',
      payload: text,
      headers: { 'content-type': 'text/calendar' },
    })
    expect(res.statusCode).toBe(200)
    const body = res.json() as { events: Ev[]; occurrenceBudget: unknown }
    expect(body.events).toHaveLength(102)
    expect(body.events.slice(0, 100).every((e) => e.recurrence.nextOccurrences.length === 1000)).toBe(true)
    expect(locals(body.events[99]!).at(-1)).toBe('2026-09-26T09:00:00')
    expect(body.events.slice(100).map((e) => [e.title, e.recurrence.nextOccurrences.length, codes(e)])).toEqual([
      ['Daily 100', 0, ['OCCURRENCE_BUDGET_EXCEEDED']],
      ['Daily 101', 0, ['OCCURRENCE_BUDGET_EXCEEDED']],
    ])
    expect(body.occurrenceBudget).toEqual({ limit: 100_000, used: 100_000, eventsTruncated: 2 })
    // ~180 bytes per listed UTC occurrence: the reply stays near 20 MB however many such events are sent
    expect(res.body.length).toBeLessThan(25_000_000)
  })
})
