import { describe, expect, it } from 'vitest'
import { toIsoUtc } from '../src/dates.js'

describe('toIsoUtc', () => {
  it.each([
    [1700000000, '2023-11-14T22:13:20.000Z'],
    [1700000000000, '2023-11-14T22:13:20.000Z'],
    ['1700000000', '2023-11-14T22:13:20.000Z'],
    ['2023-11-14T22:13:20Z', '2023-11-14T22:13:20.000Z'],
    ['2023-11-14T23:13:20.5+01:00', '2023-11-14T22:13:20.500Z'],
    ['2023-11-14T14:13:20-0800', '2023-11-14T22:13:20.000Z'],
    ['/Date(1700000000000)/', '2023-11-14T22:13:20.000Z'],
    ['/Date(1700000000000+0100)/', '2023-11-14T22:13:20.000Z'],
    ['Tue, 14 Nov 2023 22:13:20 +0000', '2023-11-14T22:13:20.000Z'],
    ['14 Nov 2023 17:13:20 EST', '2023-11-14T22:13:20.000Z'],
    ['2023-11-14', '2023-11-14'],
    ['Nov 14, 2023', '2023-11-14'],
    ['14.11.2023', '2023-11-14'],
    ['2023/11/14', '2023-11-14'],
    ['14/11/2023', '2023-11-14'],
    ['20231114', '2023-11-14'],
    ['14-NOV-2023', '2023-11-14'],
    ['November 14, 2023', '2023-11-14'],
  ])('%s -> %s', (input, iso) => {
    const d = toIsoUtc(input)
    expect(d.iso).toBe(iso)
    expect(d.original).toBe(input)
    expect(d.ambiguous).toBe(false)
  })
  it('honours epoch hints', () => {
    expect(toIsoUtc(1700000000000, 'epoch_ms').iso).toBe('2023-11-14T22:13:20.000Z')
    expect(toIsoUtc(86400, 'epoch_s').iso).toBe('1970-01-02T00:00:00.000Z')
  })
  it('flags day/month ambiguity and reads month-first unless told day-first', () => {
    expect(toIsoUtc('03/04/2024')).toMatchObject({ iso: '2024-03-04', ambiguous: true, precision: 'date' })
    expect(toIsoUtc('03/04/2024', 'dmy')).toMatchObject({ iso: '2024-04-03', ambiguous: false })
    expect(toIsoUtc('04/04/2024').ambiguous).toBe(false)
  })
  it('flags a zone-less time as UTC-assumed', () => {
    expect(toIsoUtc('2023-11-14T22:13:20')).toMatchObject({ iso: '2023-11-14T22:13:20.000Z', zoneAssumed: true })
  })
  it('refuses impossible dates and non-dates', () => {
    expect(toIsoUtc('2023-02-30').iso).toBeUndefined()
    expect(toIsoUtc('2023-11-14T25:00:00Z').iso).toBeUndefined()
    expect(toIsoUtc('soon').iso).toBeUndefined()
    expect(toIsoUtc({}).iso).toBeUndefined()
  })
})

describe('toIsoUtc plausibility', () => {
  it('reads a millisecond count in a seconds field as milliseconds and says so', () => {
    expect(toIsoUtc(1700000000000, 'epoch_s')).toMatchObject({
      iso: '2023-11-14T22:13:20.000Z',
      unitCorrected: 'epoch_ms',
    })
    expect(toIsoUtc('1700000000000', 'epoch_s')).toMatchObject({
      iso: '2023-11-14T22:13:20.000Z',
      unitCorrected: 'epoch_ms',
    })
    expect(toIsoUtc(1700000000, 'epoch_s').unitCorrected).toBeUndefined()
  })
  it('reads a second count in a milliseconds field as seconds and says so', () => {
    expect(toIsoUtc(1700000000, 'epoch_ms')).toMatchObject({
      iso: '2023-11-14T22:13:20.000Z',
      unitCorrected: 'epoch_s',
    })
    expect(toIsoUtc(1700000000000, 'epoch_ms').unitCorrected).toBeUndefined()
    // Small counts are read as declared: a day after the epoch in ms is as plausible as anything else there.
    expect(toIsoUtc(86_400_000, 'epoch_ms')).toMatchObject({ iso: '1970-01-02T00:00:00.000Z' })
    expect(toIsoUtc(86_400_000, 'epoch_ms').unitCorrected).toBeUndefined()
  })
  it('refuses epoch counts beyond the year 5138 in both units', () => {
    for (const hint of ['epoch_s', 'epoch_ms', undefined] as const) {
      expect(toIsoUtc(1700000000000000, hint)).toMatchObject({ iso: undefined, problem: 'epoch_out_of_range' })
      expect(toIsoUtc(-1e15, hint).iso).toBeUndefined()
    }
    expect(toIsoUtc('/Date(170000000000000000)/')).toMatchObject({ iso: undefined, problem: 'epoch_out_of_range' })
    expect(toIsoUtc(Number.MAX_VALUE).iso).toBeUndefined()
  })
  it('refuses a leap second instead of rolling it into the next minute (or the year 10000)', () => {
    expect(toIsoUtc('9999-12-31T23:59:60Z')).toMatchObject({ iso: undefined, problem: 'leap_second' })
    expect(toIsoUtc('2016-12-31T23:59:60Z')).toMatchObject({ iso: undefined, problem: 'leap_second' })
    expect(toIsoUtc('Sat, 31 Dec 2016 23:59:60 +0000')).toMatchObject({ iso: undefined, problem: 'leap_second' })
    expect(toIsoUtc('9999-12-31T23:59:59Z').iso).toBe('9999-12-31T23:59:59.000Z')
  })
  it('refuses offsets no clock shows', () => {
    for (const text of [
      '2023-11-14T10:00:00-25:00',
      '2023-11-14T10:00:00+99:99',
      '2023-11-14T10:00:00+05:75',
      '2023-11-14T10:00:00+1900',
    ])
      expect(toIsoUtc(text)).toMatchObject({ iso: undefined, problem: 'offset_out_of_range' })
    expect(toIsoUtc('Tue, 14 Nov 2023 22:13:20 -2500')).toMatchObject({
      iso: undefined,
      problem: 'offset_out_of_range',
    })
    expect(toIsoUtc('2023-11-14T10:00:00+14:00').iso).toBe('2023-11-13T20:00:00.000Z')
    expect(toIsoUtc('2023-11-14T10:00:00-18:00').iso).toBe('2023-11-15T04:00:00.000Z')
  })
  it('refuses instants an ISO 8601 year of four digits cannot write', () => {
    expect(toIsoUtc('9999-12-31T23:00:00-12:00')).toMatchObject({ iso: undefined, problem: 'year_out_of_range' })
    expect(toIsoUtc('0001-01-01T00:30:00+01:00').iso).toBeUndefined()
    expect(toIsoUtc(-99_999_999_999, 'epoch_s')).toMatchObject({ iso: undefined, problem: 'year_out_of_range' })
  })
})
