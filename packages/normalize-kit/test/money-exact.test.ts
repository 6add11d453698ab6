import { describe, expect, it } from 'vitest'
import { createContext } from '../src/context.js'
import { exactNumber } from '../src/decimal.js'
import { exactMajor, isExactLiteral, multiplyMajor, quickMajor } from '../src/money.js'

const codes = (ctx: ReturnType<typeof createContext>) => ctx.warnings.map((w) => `${w.code}@${w.field ?? ''}`)

describe('line amounts round once, from unrounded inputs', () => {
  it('multiplies the unit price as given: 0.335 x 3 = 1.005 -> 1.01, never 0.34 x 3', () => {
    expect(multiplyMajor(0.335, 3, 2)).toBe(101n)
    expect(multiplyMajor('0.335', '3', 2)).toBe(101n)
    expect(multiplyMajor(-0.335, 3, 2)).toBe(-101n)
    expect(multiplyMajor('19.99', '1.5', 2)).toBe(2999n)
    expect(multiplyMajor('x', 3, 2)).toBeUndefined()
  })
  it('reads a unit price at its own precision and warns nothing', () => {
    const ctx = createContext()
    expect(ctx.major('usd').unit(0.335, 'unitPrice')).toBe(0.335)
    expect(ctx.major('usd').unit('0.335', 'unitPrice')).toBe(0.335)
    expect(ctx.minorUnits('usd').unit('33.5', 'unitPrice')).toBe(0.335)
    expect(ctx.minorUnits('jpy').unit(1234, 'unitPrice')).toBe(1234)
    expect(ctx.warnings).toEqual([])
    expect(ctx.major('usd')('0.335', 'total')).toBe(0.34)
    expect(codes(ctx)).toEqual(['AMOUNT_ROUNDED@total'])
  })
  it('sums exactly and rounds once', () => {
    const ctx = createContext()
    const usd = ctx.major('usd')
    expect(usd.sum(['0.005', '0.005'], 'discountTotal')).toBe(0.01)
    expect(usd.sum([0.1, 0.2, undefined, null])).toBe(0.3)
    expect(usd.sum([])).toBe(0)
    expect(usd.sum(undefined)).toBeUndefined()
    expect(usd.sum(['1.00', 'n/a'], 'taxTotal')).toBeUndefined()
    expect(ctx.minorUnits('usd').sum([9_000_000_000_000, 1])).toBe(90_000_000_000.01)
  })
  it('multiplies an amount by a factor exactly, rounding half away from zero once', () => {
    const ctx = createContext()
    expect(ctx.minorUnits('usd').times(1999, '1500e-3', 'lineTotal')).toBe(29.99)
    expect(ctx.minorUnits('usd').times(-5, '0.1', 'lineTotal')).toBe(-0.01)
    expect(ctx.minorUnits('usd').times(100, 'lots', 'lineTotal')).toBeUndefined()
    expect(codes(ctx)).toEqual(['AMOUNT_ROUNDED@lineTotal', 'AMOUNT_UNREADABLE@lineTotal'])
  })
})

describe('amounts a double cannot hold are refused, never changed', () => {
  it('knows which number literals the JSON parser returns as written', () => {
    expect(isExactLiteral(999_999_999_999_999, 0)).toBe(true)
    expect(isExactLiteral(9_007_199_254_740_992, 0)).toBe(false)
    expect(isExactLiteral(9_999_999_999_999.99, 2)).toBe(true)
    expect(isExactLiteral(10_000_000_000_000, 2)).toBe(false)
    expect(isExactLiteral(1.2345678901234568e29, 2)).toBe(false)
    expect(isExactLiteral(Number.NaN, 2)).toBe(false)
  })
  it('refuses a Stripe total of 9007199254740993 minor units (parsed as ...992) with AMOUNT_PRECISION_LOST', () => {
    const ctx = createContext()
    const total = JSON.parse('{"total": 9007199254740993}').total as number
    expect(ctx.minorUnits('usd')(total, 'total')).toBeUndefined()
    expect(ctx.minorUnits('usd').unit(total, 'unitPrice')).toBeUndefined()
    expect(ctx.major('usd')(1.2345678901234568e29, 'subtotal')).toBeUndefined()
    expect(ctx.major('usd').sum([500_000_000_000_000], 'taxTotal')).toBeUndefined()
    expect(codes(ctx)).toEqual([
      'AMOUNT_PRECISION_LOST@total',
      'AMOUNT_PRECISION_LOST@unitPrice',
      'AMOUNT_PRECISION_LOST@subtotal',
      'AMOUNT_PRECISION_LOST@taxTotal',
    ])
    expect(ctx.warnings[0]?.message).not.toContain('9007')
  })
  it('reads decimal strings exactly and refuses those no JSON number carries with AMOUNT_NOT_REPRESENTABLE', () => {
    const ctx = createContext()
    const usd = ctx.major('usd')
    expect(usd('123456789012345678901234567890', 'total')).toBeUndefined()
    expect(ctx.minorUnits('usd')('9007199254740993', 'amountDue')).toBeUndefined()
    expect(usd.sum(['9999999999999.99', '0.01'], 'subtotal')).toBe(10_000_000_000_000)
    expect(usd.sum(['90071992547409.9', '0.03'], 'taxTotal')).toBeUndefined()
    expect(ctx.minorUnits('usd')('900719925474099', 'amountPaid')).toBe(9_007_199_254_740.99)
    expect(usd('100000000000000000000', 'shippingTotal')).toBe(1e20)
    expect(codes(ctx)).toEqual([
      'AMOUNT_NOT_REPRESENTABLE@total',
      'AMOUNT_NOT_REPRESENTABLE@amountDue',
      'AMOUNT_NOT_REPRESENTABLE@taxTotal',
    ])
  })
  it('keeps quantities at their precision and refuses what a number cannot hold', () => {
    const ctx = createContext()
    expect(ctx.number('0.3333333', 'quantity')).toBe(0.3333333)
    expect(ctx.number('1.0000', 'quantity')).toBe(1)
    expect(ctx.number('1.23456789012345678', 'quantity')).toBeUndefined()
    expect(codes(ctx)).toEqual(['AMOUNT_NOT_REPRESENTABLE@quantity'])
  })
  it('exactMajor and exactNumber answer only with the exact value', () => {
    expect(exactMajor(99_999_999_999_999n, 2)).toBe(999_999_999_999.99)
    expect(exactMajor(9_007_199_254_740_993n, 2)).toBeUndefined()
    expect(exactMajor(10n ** 22n, 2)).toBe(1e20)
    expect(exactNumber({ units: 1005n, scale: 3 })).toBe(1.005)
    expect(exactNumber({ units: 12345678901234567890n, scale: 0 })).toBeUndefined()
  })
  it('the fast path never answers beyond 15 digits', () => {
    expect(quickMajor('1234567890123456.7', 2, false)).toBeUndefined()
    expect(quickMajor('12345678901234.56', 2, false)).toBeUndefined()
    expect(quickMajor('1234567890123.45', 2, false)).toBe(1234567890123.45)
    expect(quickMajor(9_007_199_254_740_991, 2, true)).toBeUndefined()
    expect(quickMajor(12345, 2, true)).toBe(123.45)
  })
})
