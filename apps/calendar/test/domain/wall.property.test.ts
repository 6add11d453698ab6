/** wall.ts formats times by arithmetic; it must equal what it replaced (`toISOString`, whole or its first 19/10 characters) everywhere. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatInstant, formatWall, parseWall } from '../../src/domain/wall.js'

/** parseWall as it was before its positional fast path: the reference it must still equal. */
const WALL = /^(\d{4})-?(\d{2})-?(\d{2})(?:[T ](\d{2}):?(\d{2})(?::?(\d{2}))?(?:\.\d+)?)?$/
function parseWallByRegex(text: string): number | null {
  const m = WALL.exec(text)
  if (!m) return null
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number) as number[]
  // A leap second (:60) is refused (normalize-kit's date rule), so the reference refuses it too.
  if (mo! < 1 || mo! > 12 || d! < 1 || d! > 31 || h! > 23 || mi! > 59 || s! > 59) return null
  // An ISO string, which Date reads with its year as written (Date.UTC would read 0050 as 1950).
  const two = (n: number) => String(n).padStart(2, '0')
  const ms =
    Date.parse(`${String(y).padStart(4, '0')}-${two(mo!)}-01T${two(h!)}:${two(mi!)}:${two(s!)}Z`) +
    (d! - 1) * 86_400_000
  return new Date(ms).getUTCDate() === d ? ms : null
}

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

describe('parseWall', () => {
  it('reads years 0000-0099 as written (Date.UTC would make 0050 into 1950)', () => {
    expect(parseWall('0050-01-01')).toBe(Date.parse('0050-01-01T00:00:00Z'))
    expect(parseWall('00500101T093000')).toBe(Date.parse('0050-01-01T09:30:00Z'))
    expect(parseWall('0000-02-29T12:00:00')).toBe(Date.parse('0000-02-29T12:00:00Z')) // year 0 is a leap year
    expect(parseWall('0099-12-31T23:59:59')).toBe(Date.parse('0099-12-31T23:59:59Z'))
    expect(parseWall('0001-02-29')).toBeNull()
  })

  const digit = fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '9')
  const chunk = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''))
  const sep = (c: string) => fc.constantFrom(c, c, c, '', 'x', ' ', '/')
  const text = fc.oneof(
    fc
      .tuple(chunk(4), sep('-'), chunk(2), sep('-'), chunk(2), fc.constantFrom('T', ' ', 't', ''), chunk(2))
      .chain(([y, a, mo, b, d, t, h]) =>
        fc
          .tuple(sep(':'), chunk(2), sep(':'), chunk(2), fc.constantFrom('', '.5', '.123', 'Z'))
          .map(([c, mi, e, s, tail]) => `${y}${a}${mo}${b}${d}${t}${h}${c}${mi}${e}${s}${tail}`),
      ),
    fc.tuple(chunk(4), sep('-'), chunk(2), sep('-'), chunk(2)).map((p) => p.join('')),
    fc.string({ maxLength: 22 }),
    fc.integer({ min: -2e12, max: 3e12 }).map((ms) => new Date(ms).toISOString().slice(0, 19)),
    fc.integer({ min: -2e12, max: 3e12 }).map((ms) => new Date(ms).toISOString().slice(0, 10)),
  )
  it('equals the regular-expression reading on dates, date-times and noise', () => {
    for (const t of [
      '2024-02-30',
      '2024-02-29T09:00:00',
      '2023-02-29',
      '0050-01-01',
      '2024-13-01',
      '2024-04-31T00:00:00',
    ])
      expect(parseWall(t), t).toBe(parseWallByRegex(t))
    fc.assert(
      fc.property(text, (t) => {
        expect(parseWall(t)).toBe(parseWallByRegex(t))
      }),
      { numRuns: 30_000 },
    )
  })
})
