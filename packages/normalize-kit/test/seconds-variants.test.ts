import { describe, expect, it } from 'vitest'
import { expectSecondsKept, secondsVariants } from '../src/testing.js'

describe('secondsVariants', () => {
  it('moves each timestamp one minute on and gives it the seconds 37, one variant per value', () => {
    const payload = {
      created: '2024-11-13T02:14:00-06:00',
      paid: '2024-11-13 23:59',
      posted: 'Tue, 20 Nov 2012 00:59:10 +0000',
      legacy: '/Date(1518685950940+0100)/',
      epochAt: 1_700_000_000,
      millisTime: 1_700_000_000_123,
      count: 1_700_000_000,
      day: '2024-11-13',
      note: 'at 10:30 we met',
    }
    const rewritten = Object.fromEntries(secondsVariants(payload).map((v) => [v.path, v.rewritten]))
    expect(rewritten).toEqual({
      created: '2024-11-13T02:15:37-06:00',
      paid: '2024-11-13 23:00:37',
      posted: 'Tue, 20 Nov 2012 00:00:37 +0000',
      legacy: `/Date(${1518685920000 + 97_000}+0100)/`,
      epochAt: 1_700_000_077,
      millisTime: 1_700_000_077_000,
    })
    // 2023-11-14T22:13:20Z moved to 22:14:37
    expect(new Date(1_700_000_077_000).toISOString()).toBe('2023-11-14T22:14:37.000Z')
    expect(new Date(1518685920000 + 97_000).toISOString()).toBe('2018-02-15T09:13:37.000Z')
  })

  it('reaches nested values and leaves the original payload alone', () => {
    const payload = { events: [{ at: '2024-01-01T10:00:00Z' }] }
    const [variant] = secondsVariants(payload)
    expect(variant?.path).toBe('events.0.at')
    expect(variant?.payload).toEqual({ events: [{ at: '2024-01-01T10:01:37Z' }] })
    expect(payload.events[0]?.at).toBe('2024-01-01T10:00:00Z')
  })
})

describe('expectSecondsKept', () => {
  const fixture = { key: 'v', file: 'a.json', payload: { at: '2024-01-01T10:00:00Z', day: '2024-01-01T00:00:00' } }
  it('passes a normalizer that keeps seconds and ignores a value read as a calendar date', () => {
    const keep = (p: unknown) => {
      const q = p as { at: string; day: string }
      return { at: new Date(q.at).toISOString(), day: q.day.slice(0, 10) }
    }
    expect(expectSecondsKept([fixture], keep)).toEqual(['v/a.json'])
  })
  it('fails a normalizer that drops them', () => {
    const minutes = (p: unknown) => ({ at: (p as { at: string }).at.slice(0, 16) })
    expect(() => expectSecondsKept([fixture], minutes)).toThrow(/seconds were dropped/)
  })
})
