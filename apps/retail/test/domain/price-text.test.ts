import { createContext } from '@svc/normalize-kit'
import { describe, expect, it } from 'vitest'
import { normalizeProduct } from '../../src/domain/normalize-products.js'
import { displayPrice } from '../../src/domain/price-display.js'
import { readPrice } from '../../src/domain/price-text.js'
import { fixture } from '../fixtures.js'

const read = (value: unknown, currency?: string) => {
  const ctx = createContext()
  return { ...readPrice(ctx, value, currency), warnings: ctx.warnings.map((w) => w.code) }
}
const nbsp = (s: string | null) => s?.replace(/[\u00a0\u202f]/g, ' ')

describe('price strings in several locales', () => {
  it.each([
    ['1.299,99 €', undefined, 1299.99, 'EUR'],
    ['$1,299.99', 'USD', 1299.99, 'USD'],
    ['¥12,800', 'JPY', 12800, 'JPY'],
    ['￥12,800', 'JPY', 12800, 'JPY'],
    ['USD 1,299.99', undefined, 1299.99, 'USD'],
    ['R$ 1.299,99', undefined, 1299.99, 'BRL'],
    ['1 299,99 €', undefined, 1299.99, 'EUR'],
    ['£849.00', undefined, 849, 'GBP'],
    ['₹26,990', 'INR', 26990, 'INR'],
    ["CHF 1'299.50", undefined, 1299.5, 'CHF'],
    ['1299.99', 'USD', 1299.99, 'USD'],
    [1299.99, 'USD', 1299.99, 'USD'],
  ])('%s (storefront %s) -> %s %s', (value, storefront, amount, currency) => {
    expect(read(value, storefront)).toEqual({ amount, currency, warnings: [] })
  })

  it('a written currency wins over the storefront currency', () => {
    expect(read('1.299,99 €', 'USD')).toMatchObject({ amount: 1299.99, currency: 'EUR' })
  })

  it('a lone $ or ¥ is never guessed: without a storefront currency it can name, no currency and CURRENCY_AMBIGUOUS', () => {
    expect(read('$1,299.99')).toEqual({
      amount: 1299.99,
      currency: undefined,
      warnings: ['CURRENCY_AMBIGUOUS', 'CURRENCY_MISSING'],
    })
    expect(read('¥5,000,000')).toMatchObject({ amount: 5000000, currency: undefined })
    expect(read('¥5,000,000', 'JPY')).toEqual({ amount: 5000000, currency: 'JPY', warnings: [] })
    expect(read('¥12,800', 'CNY')).toEqual({ amount: 12800, currency: 'CNY', warnings: [] })
    // No currency settles `12,800` either: the separator stays a guess.
    expect(read('¥12,800', 'EUR')).toMatchObject({
      currency: undefined,
      warnings: ['CURRENCY_AMBIGUOUS', 'CURRENCY_MISSING', 'AMBIGUOUS_AMOUNT'],
    })
    expect(read('1 299 kr', 'SEK')).toEqual({ amount: 1299, currency: 'SEK', warnings: [] })
  })

  it('unreadable amounts are left out with a warning', () => {
    expect(read('call for price', 'USD')).toEqual({
      amount: undefined,
      currency: 'USD',
      warnings: ['AMOUNT_UNREADABLE'],
    })
  })

  it('display follows the storefront locale via Intl.NumberFormat', () => {
    expect(displayPrice(1299.99, 'USD')).toBe('$1,299.99')
    expect(nbsp(displayPrice(1299.99, 'EUR'))).toBe('1.299,99 €')
    expect(displayPrice(12800, 'JPY')).toBe('￥12,800')
    expect(displayPrice(1299.99, 'EUR', 'fr-FR')?.replace(/[\u00a0\u202f]/g, ' ')).toBe('1 299,99 €')
    expect(displayPrice(null, 'USD')).toBeNull()
    expect(displayPrice(10, null)).toBeNull()
  })
})

describe('thousands groups settled by the storefront convention', () => {
  it.each([
    ['26,990', 'INR', 26990],
    ['1,23,456', 'INR', 123456],
    ['1,299', 'USD', 1299],
    ['1.299', 'EUR', 1299],
    ['12.800', 'JPY', 12800],
  ])('%s in %s -> %s, no AMBIGUOUS_AMOUNT', (value, currency, amount) => {
    expect(read(value, currency)).toEqual({ amount, currency, warnings: [] })
  })
  it('without a currency, 1,299 stays ambiguous (the kit flags it)', () => {
    expect(read('1,299').warnings).toEqual(['CURRENCY_MISSING', 'AMBIGUOUS_AMOUNT'])
  })
})

describe('Shopify text through the kit', () => {
  it('decodes references, drops scripts and keeps the storefront price', async () => {
    const { normalizeProducts } = await import('../../src/domain/normalize-products.js')
    const { loadFixture } = await import('@svc/normalize-kit/testing')
    const fixture = loadFixture(new URL('../fixtures/', import.meta.url), 'shopify', 'products-json.json') as {
      product: Record<string, unknown>
    }
    const product = {
      ...fixture.product,
      title: 'Fish &amp; Chips &Eacute;dition',
      vendor: 'Caf&eacute; &hearts;',
      body_html: '<p>Fish &amp; Chips</p><script>track()</script><ul><li>&amp;amp; crisp</li></ul>',
    }
    const reply = normalizeProducts([{ ok: true, value: { retailerId: 'shopify', payload: { product } } }])
    expect(reply.errors).toEqual([])
    const p = reply.products[0]
    expect(p?.title).toBe('Fish & Chips Édition')
    expect(p?.brand).toBe('Café ♥')
    expect(p?.description).toBe('Fish & Chips\n\n- &amp; crisp')
  })
})

describe('prices beyond what a JSON number holds', () => {
  it('refuses a number literal at or beyond 10^15 cents (AMOUNT_PRECISION_LOST) instead of trusting its digits', () => {
    expect(read(JSON.parse('9007199254740993'), 'USD')).toEqual({
      amount: undefined,
      currency: 'USD',
      warnings: ['AMOUNT_PRECISION_LOST'],
    })
  })
  it('refuses a 30-digit price string (AMOUNT_NOT_REPRESENTABLE) instead of rounding it to a double', () => {
    expect(read('123456789012345678901234567890', 'USD')).toEqual({
      amount: undefined,
      currency: 'USD',
      warnings: ['AMOUNT_NOT_REPRESENTABLE'],
    })
    expect(read('9999999999999.99', 'USD')).toEqual({ amount: 9999999999999.99, currency: 'USD', warnings: [] })
  })
})

describe('discount percent', () => {
  it('is computed on exact decimals and rounded once: 10.40 → 8.97 is 13.75 % → 13.8 (the float quotient gives 13.7)', () => {
    const payload = structuredClone(fixture('shopify', 'products-json.json')) as {
      product: { variants: { price: string; compare_at_price: string | null }[] }
    }
    for (const v of payload.product.variants) Object.assign(v, { price: '8.97', compare_at_price: '10.40' })
    const product = normalizeProduct({ retailerId: 'shopify', payload })
    expect(product.price).toMatchObject({ amount: 8.97, originalAmount: 10.4, discountPercent: 13.8 })
  })
})
