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
