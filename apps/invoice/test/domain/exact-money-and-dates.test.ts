/** Money exact (one rounding, at the end), amounts a double cannot hold refused, implausible dates caught. */
import { describe, expect, it } from 'vitest'
import { normalizeInvoice } from '../../src/domain/normalize-invoice.js'

type Inv = ReturnType<typeof normalizeInvoice>
const codes = (inv: Inv) => inv.normalizationWarnings.map((w) => `${w.code}@${w.field ?? ''}`)

const stripe = (over: Record<string, unknown>) =>
  normalizeInvoice({
    source: 'stripe',
    payload: {
      object: 'invoice',
      id: 'in_exact',
      currency: 'usd',
      created: 1700000000,
      amount_due: 0,
      status: 'paid',
      ...over,
    },
  })

describe('line totals from unrounded unit prices', () => {
  it('3 x 0.335 is 1.01 (not 1.02) and a stated total of 1.01 is not a mismatch', () => {
    for (const unit of [0.335, '0.335']) {
      const inv = normalizeInvoice({
        payload: { invoice_number: 'E-1', currency: 'USD', items: [{ quantity: 3, unit_price: unit }], total: 1.01 },
      })
      expect(inv.lineItems[0]).toMatchObject({ quantity: 3, unitPrice: 0.335, lineTotal: 1.01 })
      expect([inv.subtotal, inv.total]).toEqual([1.01, 1.01])
      expect(inv.sourceMeta.derivedFields).toContain('lineItems.lineTotal')
      expect(codes(inv)).toEqual([])
    }
  })
  it('a wrong stated total is still flagged', () => {
    const inv = normalizeInvoice({
      payload: { invoice_number: 'E-2', currency: 'USD', items: [{ quantity: 3, unit_price: '0.335' }], total: 1.02 },
    })
    expect(codes(inv)).toEqual(['TOTAL_MISMATCH@lineItems'])
  })
  it('Stripe: a sub-cent unit_amount_decimal (33.5 cents) x 3 = 1.01', () => {
    const inv = stripe({
      total: 101,
      subtotal: 101,
      lines: { data: [{ quantity: 3, price: { unit_amount: null, unit_amount_decimal: '33.5' } }] },
    })
    expect(inv.lineItems[0]).toMatchObject({ unitPrice: 0.335, lineTotal: 1.01 })
    expect(codes(inv)).toEqual([])
  })
  it('Xero: UnitAmount 0.335 x Quantity 3 = 1.01', () => {
    const inv = normalizeInvoice({
      source: 'xero',
      payload: {
        Type: 'ACCREC',
        InvoiceID: 'x-1',
        InvoiceNumber: 'INV-1',
        CurrencyCode: 'NZD',
        Status: 'AUTHORISED',
        Total: 1.01,
        LineItems: [{ Description: 'bolts', Quantity: 3, UnitAmount: 0.335 }],
      },
    })
    expect(inv.lineItems[0]).toMatchObject({ unitPrice: 0.335, lineTotal: 1.01 })
    expect(codes(inv)).not.toContain('TOTAL_MISMATCH@lineItems')
  })
  it('sums line discounts exactly before rounding once (0.005 + 0.005 = 0.01)', () => {
    const inv = stripe({
      total: 100,
      lines: { data: [{ amount: 100, discount_amounts: [{ amount: '0.5' }, { amount: '0.5' }] }] },
    })
    expect(inv.lineItems[0]?.discount).toBe(0.01)
  })
})

describe('amounts beyond what a double holds', () => {
  it('refuses a Stripe total of 9007199254740993 minor units with AMOUNT_PRECISION_LOST', () => {
    const payload = JSON.parse(
      '{"object":"invoice","id":"in_big","currency":"usd","created":1700000000,"amount_due":0,"total":9007199254740993}',
    )
    const inv = normalizeInvoice({ source: 'stripe', payload })
    expect(inv.total).toBeNull()
    expect(codes(inv)).toContain('AMOUNT_PRECISION_LOST@total')
    expect(JSON.stringify(inv.normalizationWarnings)).not.toContain('9007')
  })
  it('refuses a 30-digit decimal string with AMOUNT_NOT_REPRESENTABLE and keeps 15-digit ones exact', () => {
    const big = normalizeInvoice({
      payload: { invoice_number: 'B-1', currency: 'USD', total: '123456789012345678901234567890' },
    })
    expect(big.total).toBeNull()
    expect(codes(big)).toContain('AMOUNT_NOT_REPRESENTABLE@')
    const ok = normalizeInvoice({ payload: { invoice_number: 'B-2', currency: 'USD', total: '9999999999999.99' } })
    expect([ok.total, codes(ok)]).toEqual([9999999999999.99, []])
  })
  it('leaves out a derived subtotal no JSON number carries instead of rounding it', () => {
    const inv = normalizeInvoice({
      payload: {
        invoice_number: 'B-3',
        currency: 'USD',
        items: [{ amount: '60000000000000.01' }, { amount: '30071992547409.92' }],
      },
    })
    expect(inv.lineItems.map((l) => l.lineTotal)).toEqual([60000000000000.01, 30071992547409.92])
    expect([inv.subtotal, inv.total]).toEqual([null, null])
    expect(codes(inv)).toEqual(expect.arrayContaining(['AMOUNT_NOT_REPRESENTABLE@subtotal']))
    expect(inv.sourceMeta.derivedFields).not.toContain('subtotal')
  })
})

describe('implausible dates', () => {
  it('reads a Stripe `created` sent in milliseconds as milliseconds, with EPOCH_UNIT_CORRECTED', () => {
    const inv = stripe({ created: 1700000000000, total: 100 })
    expect(inv.issueDate).toBe('2023-11-14T22:13:20.000Z')
    expect(codes(inv)).toContain('EPOCH_UNIT_CORRECTED@issueDate')
  })
  it('refuses a count beyond the year 5138 in both units', () => {
    const inv = stripe({ created: 1700000000000000, total: 100 })
    expect(inv.issueDate).toBeNull()
    expect(codes(inv)).toContain('INVALID_DATE@issueDate')
  })
  it('refuses a leap second (23:59:60 on 9999-12-31 is not the year 10000) and an offset of -25:00', () => {
    const inv = normalizeInvoice({
      payload: {
        invoice_number: 'D-1',
        currency: 'USD',
        total: 1,
        invoice_date: '9999-12-31T23:59:60Z',
        due_date: '2024-01-31T10:00:00-25:00',
      },
    })
    expect([inv.issueDate, inv.dueDate]).toEqual([null, null])
    expect(codes(inv)).toEqual(['INVALID_DATE@issueDate', 'INVALID_DATE@dueDate'])
  })
})

describe('Adyen line sums and Toast unit prices, exact', () => {
  const adyen = (lineItems: Record<string, unknown>[]) =>
    normalizeInvoice({
      source: 'adyen',
      payload: {
        id: 'PL1',
        reference: 'R-1',
        merchantAccount: 'M',
        amount: { currency: 'EUR', value: 100 },
        lineItems,
      },
    })
  it('Adyen: per-unit amounts times quantity are summed exactly (3 x 10 + 7 x 10 cents = 1.00)', () => {
    const inv = adyen([
      {
        description: 'a',
        quantity: 3,
        amountExcludingTax: 10,
        amountIncludingTax: 12,
        taxAmount: 2,
        taxPercentage: 2000,
      },
      {
        description: 'b',
        quantity: 7,
        amountExcludingTax: 10,
        amountIncludingTax: 12,
        taxAmount: 2,
        taxPercentage: 2000,
      },
    ])
    expect([inv.subtotal, inv.taxTotal]).toEqual([1, 0.2])
    expect(inv.lineItems.map((l) => [l.lineTotal, l.tax])).toEqual([
      [0.36, 0.06],
      [0.84, 0.14],
    ])
    expect(inv.taxes).toEqual([{ name: 'Tax 20%', rate: 20, amount: 0.2 }])
  })
  it('Adyen: a decimal quantity is multiplied exactly and rounded once (0.5 x 3 cents = 1.5 -> 2 cents)', () => {
    const inv = adyen([{ description: 'a', quantity: 0.5, amountIncludingTax: 3, taxAmount: 3, taxPercentage: 2000 }])
    expect(inv.lineItems[0]).toMatchObject({ lineTotal: 0.02, tax: 0.02 })
    expect(inv.taxTotal).toBe(0.02)
    expect(codes(inv)).toContain('AMOUNT_ROUNDED@lineItems.lineTotal')
  })
  it('Adyen: a product beyond what a double holds is AMOUNT_NOT_REPRESENTABLE, never "sent as a JSON number"', () => {
    // 99999999999999 x 100 = 9999999999999900 minor units: each factor below 10^15, the product above.
    const inv = adyen([
      {
        description: 'a',
        quantity: 100,
        amountExcludingTax: 99999999999999,
        taxAmount: 99999999999999,
        taxPercentage: 1,
      },
    ])
    expect(inv.subtotal).toBe(99999999999999)
    const big = adyen([
      // 999999999999997 x 333 = 332999999999999001 cents: 18 digits, which no double carries.
      { description: 'a', quantity: 333, amountExcludingTax: 999999999999997, taxAmount: 1, taxPercentage: 1 },
    ])
    expect(big.subtotal).toBeNull()
    const warned = big.normalizationWarnings.filter((w) => w.field === 'subtotal')
    expect(warned.map((w) => w.code)).toEqual(['AMOUNT_NOT_REPRESENTABLE'])
    expect(warned[0]?.message).not.toMatch(/JSON number has more digits/)
  })
  it('Adyen: a per-unit amount sent as a JSON number at 10^15 units is AMOUNT_PRECISION_LOST (it was sent so)', () => {
    const inv = adyen([
      { description: 'a', quantity: 1, amountExcludingTax: JSON.parse('9007199254740993'), taxAmount: 1 },
    ])
    expect(inv.subtotal).toBeNull()
    expect(codes(inv)).toContain('AMOUNT_PRECISION_LOST@subtotal')
  })
  it('Adyen: a quantity that is no number leaves the line amounts and the sums out', () => {
    const inv = adyen([{ description: 'a', quantity: { n: 2 }, amountExcludingTax: 10, taxAmount: 2 }])
    expect([inv.subtotal, inv.taxTotal, inv.lineItems[0]?.tax]).toEqual([null, null, null])
    expect(codes(inv)).toContain('AMOUNT_UNREADABLE@subtotal')
  })

  const toast = (selection: Record<string, unknown>) =>
    normalizeInvoice({
      source: 'toast',
      payload: {
        guid: 'o1',
        entityType: 'Order',
        currency: 'USD',
        checks: [{ amount: 10, totalAmount: 10, selections: [{ displayName: 'x', ...selection }] }],
      },
    })
  it('Toast: the unit price is price / quantity exactly (0.3 / 3 = 0.1, where floats give 0.09999999999999999)', () => {
    expect(0.3 / 3).not.toBe(0.1)
    expect(toast({ quantity: 3, price: 0.3 }).lineItems[0]?.unitPrice).toBe(0.1)
    expect(toast({ quantity: 4, price: 10 }).lineItems[0]?.unitPrice).toBe(2.5)
    expect(toast({ quantity: 0.5, price: '1.25' }).lineItems[0]?.unitPrice).toBe(2.5)
  })
  it('Toast: a quotient that does not end is rounded once, at 6 decimals beyond the price (10.00 / 3)', () => {
    expect(toast({ quantity: 3, price: '10.00' }).lineItems[0]?.unitPrice).toBe(3.33333333)
    expect(toast({ quantity: 3, price: 20 }).lineItems[0]?.unitPrice).toBe(6.666667)
    expect(toast({ quantity: 3, preDiscountPrice: 20, price: 18 }).lineItems[0]?.unitPrice).toBe(6.666667)
  })
  it('Toast: a price sent as a JSON number at 10^15 cents is AMOUNT_PRECISION_LOST, not a quietly divided float', () => {
    const inv = toast({ quantity: 3, price: JSON.parse('90071992547409.93') })
    expect(inv.lineItems[0]?.unitPrice).toBeNull()
    expect(codes(inv)).toContain('AMOUNT_PRECISION_LOST@lineItems.unitPrice')
  })
})
