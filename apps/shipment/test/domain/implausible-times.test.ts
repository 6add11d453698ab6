/** The kit's date plausibility rules in carrier times: offsets no clock shows, leap seconds, epoch counts. */
import { describe, expect, it } from 'vitest'
import { readEventTime } from '../../src/domain/event-time.js'
import { normalizeShipment } from '../../src/domain/normalize-shipment.js'
import { codes, fixture } from '../adapters/load.js'

describe('readEventTime refuses what is not a real instant', () => {
  it('an offset beyond ±18:00 is invalid, not read as UTC', () => {
    expect(readEventTime({ dateTime: '2024-11-12T13:41:00-25:00' })).toEqual({ invalid: true })
    expect(readEventTime({ date: '20241112', time: '143212', zone: '+99:99' })).toEqual({ invalid: true })
    expect(readEventTime({ date: '20241112', time: '143212', zone: '-0575' })).toEqual({ invalid: true })
    expect(readEventTime({ dateTime: '2024-11-12T13:41:00+14:00' }).timestampIso).toBe('2024-11-11T23:41:00.000Z')
  })
  it('a leap second is invalid', () => {
    expect(readEventTime({ dateTime: '2016-12-31T23:59:60Z' })).toEqual({ invalid: true })
    expect(readEventTime({ date: '2016-12-31', time: '23:59:60', zone: 'UTC' })).toEqual({ invalid: true })
  })
  it('an instant past the year 9999 is invalid', () => {
    expect(readEventTime({ dateTime: '9999-12-31T23:00:00-12:00' })).toEqual({ invalid: true })
  })
  it('an epoch count is read by its size, and refused beyond the year 5138', () => {
    const seconds = readEventTime({ epoch: 1731398400 })
    expect(seconds).toMatchObject({ timestampIso: '2024-11-12T08:00:00.000Z', utcOffset: '+00:00' })
    expect(readEventTime({ epoch: 1731398400000 })).toEqual(seconds)
    expect(readEventTime({ epoch: 1731398400000000 })).toEqual({ invalid: true })
  })
})

describe('through the heuristic adapter', () => {
  const withWhen = (when: unknown) => {
    const payload = structuredClone(fixture('heuristic', 'nested-custom')) as {
      data: { shipment: { timeline: { when: unknown }[] } }
    }
    const first = payload.data.shipment.timeline[0]
    if (first) first.when = when
    return normalizeShipment({ trackingNumber: 'CP1234567890CA', carrier: 'canada_post', payload })
  }
  it('a microsecond count is INVALID_DATE (it used to be the year 56,800 or a thrown RangeError)', () => {
    const s = withWhen(1731398400000000)
    expect(codes(s)).toContain('INVALID_DATE')
    expect(s.events.every((e) => e.timestampIso === undefined || e.timestampIso.startsWith('2024-'))).toBe(true)
  })
  it('a millisecond count reads the same instant as seconds', () => {
    expect(withWhen(1731398400000).events[0]).toMatchObject({ timestampIso: '2024-11-12T08:00:00.000Z' })
  })
})
