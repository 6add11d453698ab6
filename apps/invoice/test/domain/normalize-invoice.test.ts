/** The domain rules: warnings, derived members, rounding and currency exponents, ids. */
import { describe, expect, it } from 'vitest'
import { normalizeInvoice } from '../../src/domain/normalize-invoice.js'

const codes = (inv: { normalizationWarnings: { code: string }[] }) => inv.normalizationWarnings.map((w) => w.code)

describe('totals check (TOTAL_MISMATCH)', () => {
  it('accepts 0.1 + 0.2 = 0.3 exactly and flags lines that do not add up', () => {
    const lines = [
      { description: 'a', amount: 0.1 },
      { description: 'b', amount: 0.2 },
    ]
    const ok = normalizeInvoice({ payload: { invoice_number: 'F-1', currency: 'EUR', items: lines, total: 0.3 } })
    expect([ok.total, ok.subtotal, codes(ok)]).toEqual([0.3, 0.3, []])
    const bad = normalizeInvoice({ payload: { invoice_number: 'F-2', currency: 'EUR', items: lines, total: 0.31 } })
    expect(codes(bad)).toEqual(['TOTAL_MISMATCH'])
    expect(bad.confidence).toBe(0.4)
  })

  it('flags subtotal − discount + tax + shipping ≠ total', () => {
    const inv = normalizeInvoice({
      payload: {
        invoice_number: 'F-3',
        currency: 'USD',
        subtotal: '100.00',
        tax: '8.00',
        shipping: '5.00',
        total: '120.00',
      },
    })
    expect(inv.normalizationWarnings).toEqual([expect.objectContaining({ code: 'TOTAL_MISMATCH', field: 'total' })])
  })

  it('accepts tax-inclusive lines (line sum = total) and discounted subtotals', () => {
    const inclusive = normalizeInvoice({
      payload: { invoice_number: 'F-4', currency: 'GBP', items: [{ amount: 12 }], tax: 2, subtotal: 10, total: 12 },
    })
    expect(codes(inclusive)).toEqual([])
  })
})

describe('currency exponents and rounding', () => {
  it('converts minor units with the currency exponent: JPY 0, USD 2, KWD 3', () => {
    const minor = (currency: string, total: number) =>
      normalizeInvoice({ payload: { object: 'x', id: 'cs_1', currency, amount_total: total, created: 1700000000 } })
        .total
    expect([minor('jpy', 10000), minor('usd', 10000), minor('kwd', 10000)]).toEqual([10000, 100, 10])
  })

  it('rounds major amounts beyond the exponent half away from zero and warns AMOUNT_ROUNDED', () => {
    const inv = normalizeInvoice({
      payload: { invoice_number: 'R-1', currency: 'USD', total: '10.005', items: [{ amount: '10.005' }] },
    })
    expect([inv.total, inv.lineItems[0]?.lineTotal, codes(inv)]).toEqual([10.01, 10.01, ['AMOUNT_ROUNDED']])
    const yen = normalizeInvoice({ payload: { invoice_number: 'R-2', currency: 'JPY', total: '1,234.5' } })
    expect([yen.total, codes(yen)]).toEqual([1235, ['AMOUNT_ROUNDED']])
  })

  it('derives line totals from unit price × quantity exactly (3 × 19.99 = 59.97)', () => {
    const inv = normalizeInvoice({
      payload: {
        invoice_number: 'D-1',
        currency: 'USD',
        items: [{ description: 'x', unit_price: '19.99', quantity: 3 }],
      },
    })
    expect([inv.lineItems[0]?.lineTotal, inv.subtotal, inv.total, inv.sourceMeta.derivedFields]).toEqual([
      59.97,
      59.97,
      59.97,
      ['lineItems.lineTotal', 'subtotal', 'total'],
    ])
  })

  it('warns CURRENCY_MISSING and reads two decimals', () => {
    const inv = normalizeInvoice({ payload: { invoice_number: 'C-1', total: '12.50', issue_date: '2024-01-02' } })
    expect([inv.currency, inv.total, codes(inv)]).toEqual([null, 12.5, ['CURRENCY_MISSING']])
  })
})

describe('dates and statuses', () => {
  it('warns AMBIGUOUS_DATE for 03/04/2024 and reads it month-first', () => {
    const inv = normalizeInvoice({
      payload: { invoice_number: 'A-1', currency: 'USD', total: 1, invoice_date: '03/04/2024' },
    })
    expect([inv.issueDate, inv.normalizationWarnings]).toEqual([
      '2024-03-04',
      [expect.objectContaining({ code: 'AMBIGUOUS_DATE', field: 'issueDate' })],
    ])
  })

  it('marks an open invoice with 0 < paid < total as partially_paid (derived)', () => {
    const inv = normalizeInvoice({
      payload: { invoice_number: 'P-1', currency: 'USD', status: 'open', total: 100, amount_paid: 40 },
    })
    expect([inv.status, inv.amountDue, inv.sourceMeta.derivedFields]).toEqual([
      'partially_paid',
      60,
      ['amountDue', 'status'],
    ])
  })

  it('warns UNKNOWN_CODE for a status outside the vendor table and leaves it null', () => {
    const inv = normalizeInvoice({
      payload: { object: 'invoice', id: 'in_9', currency: 'usd', amount_due: 0, created: 1, status: 'mystery' },
    })
    expect([inv.status, codes(inv)]).toEqual([null, ['UNKNOWN_CODE']])
  })
})

describe('ids and declared sources', () => {
  it('namespaces the vendor id and hashes the payload when there is none', () => {
    const a = normalizeInvoice({ payload: { total: 5, currency: 'USD', date: '2024-01-01' } })
    const b = normalizeInvoice({ payload: { total: 5, currency: 'USD', date: '2024-01-01' } })
    expect(a.invoiceId).toMatch(/^generic:sha256-[0-9a-f]{16}$/)
    expect(b.invoiceId).toBe(a.invoiceId)
  })

  it('normalizes a declared vendor even when the shape does not match, with SOURCE_MISMATCH', () => {
    const inv = normalizeInvoice({ payload: { DocNumber: '9', TotalAmt: 10 }, source: 'quickbooks' })
    expect([inv.sourceMeta.adapter, inv.total, inv.invoiceNumber]).toEqual(['quickbooks', 10, '9'])
    expect(codes(inv)).toContain('SOURCE_MISMATCH')
    expect(inv.confidence).toBeLessThan(0.8)
  })

  it('accepts aliases in any case', () => {
    expect(
      normalizeInvoice({ payload: { Line: [], TotalAmt: 1, CustomerRef: { value: '1' } }, source: 'QBO' }).sourceMeta
        .adapter,
    ).toBe('quickbooks')
  })
})
