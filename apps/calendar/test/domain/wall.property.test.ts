/** wall.ts formats times by arithmetic; it must equal what it replaced (`toISOString`, whole or its first 19/10 characters) everywhere. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatInstant, formatWall } from '../../src/domain/wall.js'

const reference = (ms: number) => new Date(ms).toISOString()
const EDGES = [
  0,
  -1,
  1,
  -62_167_219_200_000, // 0000-01-01T00:00:00.000Z
  -62_167_219_200_001,
  253_402_300_799_999, // 9999-12-31T23:59:59.999Z
  253_402_300_800_000, // +010000-01-01
  Date.UTC(2024, 1, 29, 23, 59, 59, 999),
  Date.UTC(2100, 1, 28, 12),
  Date.UTC(2000, 1, 29),
  Date.UTC(1969, 11, 31, 23, 59, 59),
  1.7,
  -1.7,
]

describe('formatWall / formatInstant', () => {
  it('equal toISOString on the edges (years 0000 and 9999, leap days, before 1970, fractions)', () => {
    for (const ms of EDGES) {
      expect(formatInstant(ms)).toBe(reference(ms))
      expect(formatWall(ms)).toBe(reference(ms).slice(0, 19))
      expect(formatWall(ms, true)).toBe(reference(ms).slice(0, 10))
    }
    expect(() => formatInstant(Number.NaN)).toThrow(RangeError)
  })
  it('equal toISOString for any instant Date can hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), (ms) => {
        const iso = reference(ms)
        expect(formatInstant(ms)).toBe(iso)
        expect(formatWall(ms)).toBe(iso.slice(0, 19))
        expect(formatWall(ms, true)).toBe(iso.slice(0, 10))
      }),
      { numRuns: 20_000 },
    )
    fc.assert(
      fc.property(fc.integer({ min: -62_167_219_200_000, max: 253_402_300_799_999 }), (ms) => {
        expect(formatInstant(ms)).toBe(reference(ms))
      }),
      { numRuns: 50_000 },
    )
  })
})
