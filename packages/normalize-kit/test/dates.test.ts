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
