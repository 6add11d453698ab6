import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readCalendarDate, readEventTime } from '../../src/domain/event-time.js'
import type { TrackingEvent } from '../../src/domain/shipment.js'
import { orderTimeline } from '../../src/domain/timeline.js'

describe('readEventTime', () => {
  it.each([
    [{ dateTime: '2024-11-12T13:41:00-06:00' }, '2024-11-12T19:41:00.000Z', '2024-11-12T13:41:00', '-06:00'],
    [{ date: '20241112', time: '143212', zone: '-05:00' }, '2024-11-12T19:32:12.000Z', '2024-11-12T14:32:12', '-05:00'],
    [
      { date: '2024-07-04', time: '09:00:00', zone: 'America/New_York' },
      '2024-07-04T13:00:00.000Z',
      '2024-07-04T09:00:00',
      '-04:00',
    ],
    [
      { date: '2024-12-04', time: '09:00:00', zone: 'ET' },
      '2024-12-04T14:00:00.000Z',
      '2024-12-04T09:00:00',
      '-05:00',
      'ET',
    ],
    [
      { date: '2024-11-12', time: '07:02', zone: 'PDT' },
      '2024-11-12T14:02:00.000Z',
      '2024-11-12T07:02:00',
      '-07:00',
      'PDT',
    ],
    [{ dateTime: '2024-11-12T08:00:00+0530' }, '2024-11-12T02:30:00.000Z', '2024-11-12T08:00:00', '+05:30'],
    [{ dateTime: '2024-11-12T08:00:00Z' }, '2024-11-12T08:00:00.000Z', '2024-11-12T08:00:00', '+00:00'],
  ])('%j -> %s', (input, utc, local, offset, abbreviation?: string) => {
    expect(readEventTime(input)).toEqual({
      timestampIso: utc,
      localTimestamp: local,
      utcOffset: offset,
      ...(abbreviation ? { abbreviation } : {}),
    })
  })

  it('reads CST as China Standard Time for an event in China, and as US Central by default', () => {
    const input = { date: '2024-11-12', time: '18:58:40', zone: 'CST' }
    expect(readEventTime(input, { country: 'CN' })).toEqual({
      timestampIso: '2024-11-12T10:58:40.000Z',
      localTimestamp: '2024-11-12T18:58:40',
      utcOffset: '+08:00',
      abbreviation: 'CST',
    })
    expect(readEventTime(input).timestampIso).toBe('2024-11-13T00:58:40.000Z')
    expect(readEventTime({ ...input, zone: 'IST' }, { country: 'IN' }).utcOffset).toBe('+05:30')
  })

  it('reads USPS TrackResponse wording and a 12-hour clock, flagging the missing zone', () => {
    expect(readEventTime({ date: 'November 14, 2024', time: '12:05 am' })).toEqual({
      timestampIso: '2024-11-14T00:05:00.000Z',
      localTimestamp: '2024-11-14T00:05:00',
      assumed: true,
    })
    expect(readEventTime({ date: 'Nov 14, 2024', time: '2:12 pm' }).localTimestamp).toBe('2024-11-14T14:12:00')
  })

  it('reads day-first European dates and a date + time in one string', () => {
    expect(readEventTime({ dateTime: '14-11-2024 09:12' }).localTimestamp).toBe('2024-11-14T09:12:00')
    expect(readEventTime({ dateTime: '14.11.2024 09:12', zone: '+01:00' }).timestampIso).toBe(
      '2024-11-14T08:12:00.000Z',
    )
  })

  it('a date alone stays a calendar date; impossible dates and unknown zones are reported', () => {
    expect(readEventTime({ date: '20241112' })).toEqual({ localTimestamp: '2024-11-12' })
    expect(readEventTime({ dateTime: '2024-02-30T10:00:00Z' })).toEqual({ invalid: true })
    expect(readEventTime({ dateTime: 'yesterday' })).toEqual({ invalid: true })
    expect(readEventTime({ date: '2024-11-12', time: '10:00', zone: 'Mars/Olympus' }).assumed).toBe(true)
    expect(readEventTime({})).toEqual({})
  })

  it('calendar dates never move across midnight', () => {
    expect(readCalendarDate('2024-11-15T00:00:00-06:00')).toBe('2024-11-15')
    expect(readCalendarDate('20241115')).toBe('2024-11-15')
  })

  it('property: any instant written with any whole-quarter offset reads back as the same instant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000 }),
        fc.integer({ min: -48, max: 56 }),
        (seconds, quarters) => {
          const offset = quarters * 15
          const local = new Date(seconds * 1000 + offset * 60_000).toISOString().slice(0, 19)
          const sign = offset < 0 ? '-' : '+'
          const abs = Math.abs(offset)
          const text = `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
          const read = readEventTime({ dateTime: text })
          expect(read.timestampIso).toBe(new Date(seconds * 1000).toISOString())
          expect(read.localTimestamp).toBe(local)
        },
      ),
    )
  })
})

describe('orderTimeline', () => {
  const event = (t: number | undefined, status = 'in_transit'): TrackingEvent => ({
    canonicalStatus: status as TrackingEvent['canonicalStatus'],
    originalCarrierStatus: status,
    ...(t === undefined ? {} : { timestampIso: new Date(t * 60_000).toISOString() }),
  })

  it('newest-first carrier lists keep the carrier order among events of the same instant', () => {
    const a = { ...event(5, 'delivered'), description: 'b' }
    const b = { ...event(5, 'out_for_delivery'), description: 'a' }
    const c = event(1, 'accepted')
    expect(orderTimeline([a, b, c]).events.map((e) => e.canonicalStatus)).toEqual([
      'accepted',
      'out_for_delivery',
      'delivered',
    ])
    expect(orderTimeline([c, b, a]).events.map((e) => e.canonicalStatus)).toEqual([
      'accepted',
      'out_for_delivery',
      'delivered',
    ])
  })

  it('property: output is sorted, duplicate-free, and keeps every distinct event', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }), { maxLength: 60 }),
        (times) => {
          const input = times.map((t) => event(t))
          const { events, untimed } = orderTimeline(input)
          const timed = events.filter((e) => e.timestampIso)
          expect(timed.map((e) => e.timestampIso)).toEqual([...timed.map((e) => e.timestampIso)].sort())
          expect(new Set(timed.map((e) => e.timestampIso)).size).toBe(timed.length)
          expect(timed.length).toBe(new Set(times.filter((t) => t !== undefined)).size)
          expect(untimed).toBe(events.length - timed.length)
        },
      ),
    )
  })
})
