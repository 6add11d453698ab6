import { describe, expect, it } from 'vitest'
import { currencyExponent, toCurrencyCode } from '../src/currencies.js'
import { formatDecimal, parseDecimal } from '../src/decimal.js'
import {
  exponentOf,
  formatMinor,
  multiplyMinor,
  parseMajor,
  parseMinor,
  quickMajor,
  sumMajor,
  toMajor,
  toMinor,
} from '../src/money.js'

describe('currencies', () => {
  it('has ISO 4217 exponents', () => {
    expect([
      currencyExponent('JPY'),
      currencyExponent('usd'),
      currencyExponent('KWD'),
      currencyExponent('CLF'),
    ]).toEqual([0, 2, 3, 4])
    expect(currencyExponent('XAU')).toBeUndefined()
    expect(exponentOf('NOPE')).toBe(2)
  })
  it('maps codes and unambiguous symbols, not $', () => {
    expect([
      toCurrencyCode(' eur '),
      toCurrencyCode('€'),
      toCurrencyCode('US$'),
      toCurrencyCode('$'),
      toCurrencyCode('ABC'),
    ]).toEqual(['EUR', 'EUR', 'USD', undefined, undefined])
  })
})

describe('decimal parsing', () => {
  it.each([
    ['1,299.99', '1299.99'],
    ['1.299,99', '1299.99'],
    ["1'299.99", '1299.99'],
    ['1 299,99 €', '1299.99'],
    ['USD 1,299.99', '1299.99'],
    ['$-12.50', '-12.5'],
    ['(12.50)', '-12.5'],
    ['12.50-', '-12.5'],
    ['1e3', '1000'],
    ['0.1', '0.1'],
    [1299.99, '1299.99'],
  ])('%s -> %s', (input, expected) => {
    const d = parseDecimal(input)
    expect(d && formatDecimal(d.units, d.scale)).toBe(expected)
  })
  it('flags 1,299 as ambiguous and refuses words', () => {
    expect(parseDecimal('1,299')).toMatchObject({ units: 1299n, scale: 0, ambiguous: true })
    expect(parseDecimal('Net 30')).toBeUndefined()
    expect(parseDecimal('abc')).toBeUndefined()
    expect(parseDecimal(Number.NaN)).toBeUndefined()
  })
})

describe('money', () => {
  it('converts minor units with the exponent: 10000 USD = 100, 500 JPY = 500, 1234 KWD = 1.234', () => {
    expect(toMajor(parseMinor(10000)!.minor, 2)).toBe(100)
    expect(toMajor(parseMinor('500')!.minor, 0)).toBe(500)
    expect(toMajor(parseMinor(1234)!.minor, 3)).toBe(1.234)
  })
  it('sums without float drift: 0.1 + 0.2 = 0.3', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(sumMajor([0.1, 0.2], 2)).toBe(0.3)
    expect(toMinor(0.3, 2)).toBe(30n)
  })
  it('rounds half away from zero to the exponent and says so', () => {
    expect(parseMajor('2.675', 2)).toEqual({ minor: 268n, rounded: true, ambiguous: false })
    expect(parseMajor('-2.675', 2)).toEqual({ minor: -268n, rounded: true, ambiguous: false })
    expect(parseMajor('1.5', 0)).toMatchObject({ minor: 2n, rounded: true })
    expect(parseMajor('12.30', 2)).toMatchObject({ minor: 1230n, rounded: false })
    expect(parseMinor('1234.5')).toMatchObject({ minor: 1235n, rounded: true })
  })
  it('takes the float fast path only when it is exact, and agrees with the bigint path', () => {
    expect([quickMajor(1999, 2, true), quickMajor('12.34', 2, false), quickMajor(0.3, 2, false)]).toEqual([
      19.99, 12.34, 0.3,
    ])
    expect([
      quickMajor('10.005', 2, false),
      quickMajor(10.005, 2, false),
      quickMajor('1,299', 2, false),
      quickMajor(1.5, 0, true),
    ]).toEqual([undefined, undefined, undefined, undefined])
    for (let minor = -2000; minor <= 2000; minor += 7) {
      for (const e of [0, 2, 3]) expect(quickMajor(minor, e, true)).toBe(Number(formatMinor(BigInt(minor), e)))
    }
    expect(toMinor(0.29, 2)).toBe(29n)
    // beyond 2^53 a double stands for the shortest decimal that reads back as it: 2^60 is 1152921504606847000
    expect(toMinor(2 ** 60, 2)).toBe(115292150460684700000n)
  })
  it('multiplies by decimal quantities exactly', () => {
    expect(multiplyMinor(1999n, '1.5')).toBe(2999n)
    expect(multiplyMinor(333n, 3)).toBe(999n)
  })
  it('formats with the full exponent', () => {
    expect([formatMinor(129999n, 2), formatMinor(-50n, 2), formatMinor(7n, 0), formatMinor(1234n, 3)]).toEqual([
      '1299.99',
      '-0.50',
      '7',
      '1.234',
    ])
  })
})
