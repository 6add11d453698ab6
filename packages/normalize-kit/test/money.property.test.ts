import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseMajor, quickMajor, sumMajor, toMajor, toMinor } from '../src/money.js'

const exponent = fc.constantFrom(0, 2, 3)
const minor = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 })

describe('money properties', () => {
  it('sums major amounts exactly: Σ toMajor(m) = toMajor(Σ m)', () => {
    fc.assert(
      fc.property(fc.array(minor, { maxLength: 200 }), exponent, (values, e) => {
        const exact = values.reduce((a, v) => a + BigInt(v), 0n)
        expect(
          sumMajor(
            values.map((v) => toMajor(BigInt(v), e)),
            e,
          ),
        ).toBe(toMajor(exact, e))
      }),
    )
  })

  it('round-trips minor units through the major number', () => {
    fc.assert(
      fc.property(minor, exponent, (m, e) => {
        expect(toMinor(toMajor(BigInt(m), e), e)).toBe(BigInt(m))
      }),
    )
  })

  it('takes the float fast path only when it equals the exact decimal path', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 0, max: 999 }),
        exponent,
        (int, frac, e) => {
          const text = `${int}.${String(frac).padStart(3, '0')}`
          const quick = quickMajor(text, e, false)
          const exact = parseMajor(text, e)
          expect(quick === undefined).toBe(e < 3)
          if (quick !== undefined) expect(quick).toBe(toMajor(exact?.minor ?? 0n, e))
        },
      ),
    )
  })
})
