import { describe, expect, it } from 'vitest'
import { formatDecimal } from '../src/decimal.js'
import { CURRENCY_SYMBOLS, currencyInText, readAmountText, readNumberText, toCurrencyCode } from '../src/index.js'

const text = (t: string, hints = {}) => {
  const r = readAmountText(t, hints)
  return {
    amount: r.value && formatDecimal(r.value.units, r.value.scale),
    currency: r.currency,
    ambiguous: r.ambiguous,
  }
}

describe('the currency-symbol table', () => {
  it('marks the shared symbols ambiguous and only those', () => {
    const ambiguous = CURRENCY_SYMBOLS.filter((e) => e.ambiguous).map((e) => e.symbol)
    for (const s of ['$', '¥', 'kr', 'R', 'Rs.']) expect(ambiguous).toContain(s)
    for (const s of ['€', '£', 'US$', 'R$', 'zł']) expect(ambiguous).not.toContain(s)
  })
  it('gives toCurrencyCode the unambiguous symbols only', () => {
    expect(toCurrencyCode('US$')).toBe('USD')
    expect(toCurrencyCode('€')).toBe('EUR')
    expect(toCurrencyCode('$')).toBeUndefined()
    expect(toCurrencyCode('¥')).toBeUndefined()
  })
})

describe('readAmountText', () => {
  it('reads unambiguous symbols and codes without a hint', () => {
    expect(text('1.299,99 €')).toEqual({ amount: '1299.99', currency: 'EUR', ambiguous: false })
    expect(text('R$ 1.299,99')).toEqual({ amount: '1299.99', currency: 'BRL', ambiguous: false })
    expect(text('USD 12.50')).toEqual({ amount: '12.5', currency: 'USD', ambiguous: false })
    expect(text('CHF 1\u2019299.50')).toEqual({ amount: '1299.5', currency: 'CHF', ambiguous: false })
  })
  it('refuses to guess an ambiguous symbol without a hint', () => {
    expect(text('¥5,000,000')).toEqual({ amount: '5000000', currency: undefined, ambiguous: true })
    expect(text('$1,299.99')).toEqual({ amount: '1299.99', currency: undefined, ambiguous: true })
    expect(text('1 299 kr')).toEqual({ amount: '1299', currency: undefined, ambiguous: true })
  })
  it('lets a hint choose among the candidates: currency, then country, then locale', () => {
    expect(text('¥5,000,000', { hintCurrency: 'JPY' })).toEqual({
      amount: '5000000',
      currency: 'JPY',
      ambiguous: false,
    })
    expect(text('¥12,800', { country: 'CN' }).currency).toBe('CNY')
    expect(text('¥12,800', { country: 'Japan' }).currency).toBe('JPY')
    expect(text('$25', { locale: 'en-CA' }).currency).toBe('CAD')
    expect(text('1 299 kr', { locale: 'sv' }).currency).toBe('SEK')
    expect(text('R 25 000', { country: 'ZA' }).currency).toBe('ZAR')
    expect(readAmountText('$25', { hintCurrency: 'AUD' }).resolvedBy).toBe('hintCurrency')
  })
  it('ignores a hint that is not a candidate, and the text wins over the hint', () => {
    expect(text('¥500', { hintCurrency: 'USD' })).toEqual({ amount: '500', currency: undefined, ambiguous: true })
    expect(text('€12', { hintCurrency: 'USD' }).currency).toBe('EUR')
  })
  it('gives a bare number the hint currency and settles its grouping by that currency', () => {
    expect(text('12,800', { hintCurrency: 'JPY' })).toEqual({ amount: '12800', currency: 'JPY', ambiguous: false })
    expect(text('1.299', { hintCurrency: 'EUR' }).amount).toBe('1299')
    expect(readAmountText('1,299').ambiguousSeparator).toBe(true)
    expect(readAmountText('1,299', { hintCurrency: 'USD' }).ambiguousSeparator).toBe(false)
  })
  it('reads exactly, never through a float', () => {
    expect(text('€ 0,10').amount).toBe('0.1')
    expect(text('US$ 90071992547409.93').amount).toBe('90071992547409.93')
    expect(text('(12.50) EUR').amount).toBe('-12.5')
  })
  it('ignores letters that only look like symbols', () => {
    expect(currencyInText('R&D engineer').currency).toBeUndefined()
    expect(currencyInText('Stockholm, kronor 30 000').ambiguous).toBe(true)
    expect(readNumberText('26,990', 'INR')?.units).toBe(26990n)
  })
})
