/** Every generic mode, detected from shape alone, with the values its fixture states. */
import { loadFixture } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeInvoice } from '../../src/domain/normalize-invoice.js'

const FIXTURES = new URL('../fixtures/', import.meta.url)
const run = (key: string, file: string, source?: string) =>
  normalizeInvoice({ payload: loadFixture(FIXTURES, key, file) as Record<string, unknown>, source })

describe('generic modes', () => {
  it('webhook: a Stripe invoice.paid event normalizes as Stripe with mode webhook', () => {
    const inv = run('webhook', 'stripe-invoice-paid.json')
    expect([inv.detectedSource, inv.sourceMeta.adapter, inv.sourceMeta.genericMode]).toEqual([
      'stripe',
      'stripe',
      'webhook',
    ])
    expect([inv.invoiceId, inv.total, inv.currency, inv.status, inv.lineItems.length, inv.confidence]).toEqual([
      'stripe:in_1MtHbELkdIwHu7ixl4OzzPMv',
      150,
      'USD',
      'paid',
      2,
      0.95,
    ])
  })

  it('webhook: an unknown envelope is read with the generic heuristics', () => {
    const inv = run('webhook', 'generic-event.json')
    expect([inv.detectedSource, inv.sourceMeta.genericMode, inv.invoiceNumber, inv.currency]).toEqual([
      'generic',
      'webhook',
      'B-2024-0501',
      'CHF',
    ])
    expect([inv.subtotal, inv.taxTotal, inv.total, inv.status]).toEqual([1500, 121.5, 1621.5, 'open'])
    expect(inv.customer).toMatchObject({
      name: 'Alpenglühn AG',
      taxId: 'CHE-123.456.789 MWST',
      address: { city: 'Zürich', country: 'CH' },
    })
    expect(inv.confidence).toBe(0.65)
  })

  it('csv_like: headers folded, numbered line columns grouped, 0.10 × 3 = 0.30 exactly', () => {
    const inv = run('csv_like', 'row.json')
    expect(inv.sourceMeta.genericMode).toBe('csv_like')
    expect(inv.lineItems.map((l) => [l.description, l.quantity, l.unitPrice, l.lineTotal])).toEqual([
      ['Website maintenance (March)', 1, 450, 450],
      ['Hosting', 3, 0.1, 0.3],
      ['Domain renewal', 1, 19.99, 19.99],
    ])
    expect([inv.subtotal, inv.total, inv.amountPaid, inv.amountDue, inv.status]).toEqual([
      470.29,
      470.29,
      200,
      270.29,
      'partially_paid',
    ])
    expect(inv.normalizationWarnings.map((w) => `${w.code}@${w.field}`)).toEqual([
      'AMBIGUOUS_DATE@issueDate',
      'AMBIGUOUS_DATE@dueDate',
    ])
    expect([inv.issueDate, inv.dueDate, inv.customer?.name, inv.confidence]).toEqual([
      '2024-03-04',
      '2024-04-03',
      'Harbor View Dental',
      0.6,
    ])
  })

  it('erp_export: SAP billing document with German number format and YYYYMMDD dates', () => {
    const inv = run('erp_export', 'sap-billing-document.json')
    expect([inv.sourceMeta.genericMode, inv.invoiceNumber, inv.issueDate, inv.dueDate, inv.currency]).toEqual([
      'erp_export',
      '0090036271',
      '2024-03-11',
      '2024-04-10',
      'EUR',
    ])
    expect([inv.subtotal, inv.taxTotal, inv.total]).toEqual([1250, 237.5, 1487.5])
    expect(inv.lineItems.map((l) => [l.sku, l.quantity, l.lineTotal])).toEqual([
      ['MAT-4711', 2, 1000],
      ['SRV-INST', 2.5, 250],
    ])
    expect(inv.customer).toMatchObject({ id: '0000100042', name: 'Schneider Maschinenbau GmbH', taxId: 'DE811234567' })
  })

  it('erp_export: Oracle AR transaction in JPY (exponent 0) with DD-MON-YYYY dates', () => {
    const inv = run('erp_export', 'oracle-ar-transaction.json')
    expect([inv.issueDate, inv.dueDate, inv.currency, inv.total, inv.taxTotal, inv.amountDue]).toEqual([
      '2023-11-14',
      '2023-12-14',
      'JPY',
      330000,
      30000,
      330000,
    ])
    expect([inv.subtotal, inv.sourceMeta.derivedFields]).toEqual([300000, ['amountPaid', 'subtotal']])
  })

  it('pdf_extract: a shared symbol ($) needs the extract to say which currency, else none and CURRENCY_AMBIGUOUS', () => {
    const extract = loadFixture(FIXTURES, 'pdf_extract', 'ocr-text.json') as { text: string }
    const dollars = { ...extract, text: extract.text.replace(/£/g, '$').replace('VAT Reg No: GB 123 4567 89', '') }
    const codes = (inv: { normalizationWarnings: { code: string }[] }) => inv.normalizationWarnings.map((w) => w.code)
    const bare = normalizeInvoice({ payload: dollars, source: 'pdf_extract' })
    expect([bare.currency ?? null, bare.total]).toEqual([null, 324.6])
    expect(codes(bare)).toContain('CURRENCY_AMBIGUOUS')
    const canadian = normalizeInvoice({ payload: { ...dollars, country: 'CA' }, source: 'pdf_extract' })
    expect([canadian.currency, canadian.total]).toEqual(['CAD', 324.6])
    expect(codes(canadian)).not.toContain('CURRENCY_AMBIGUOUS')
    const stated = normalizeInvoice({ payload: { ...dollars, currency: 'AUD' }, source: 'pdf_extract' })
    expect(stated.currency).toBe('AUD')
    const yen = normalizeInvoice({
      payload: {
        ...extract,
        text: extract.text.replace(/£/g, '¥').replace('VAT Reg No: GB 123 4567 89', ''),
        locale: 'ja-JP',
      },
      source: 'pdf_extract',
    })
    expect(yen.currency).toBe('JPY')
  })

  it('pdf_extract: labels and item rows from OCR text, currency from the £ sign', () => {
    const inv = run('pdf_extract', 'ocr-text.json')
    expect([inv.sourceMeta.genericMode, inv.invoiceNumber, inv.issueDate, inv.dueDate, inv.currency]).toEqual([
      'pdf_extract',
      '4471',
      '2023-11-14',
      '2023-12-14',
      'GBP',
    ])
    expect([inv.subtotal, inv.taxTotal, inv.total, inv.amountDue]).toEqual([270.5, 54.1, 324.6, 324.6])
    expect(inv.lineItems.map((l) => [l.description, l.quantity, l.unitPrice, l.lineTotal])).toEqual([
      ['Business cards (500)', 2, 45, 90],
      ['Flyers A5 (1000)', 1, 120.5, 120.5],
      ['Design hours', 1.5, 40, 60],
    ])
    expect([inv.taxes, inv.customer?.name, inv.normalizationWarnings]).toEqual([
      [{ name: 'Tax', rate: 20, amount: 54.1 }],
      'Brightside Bakery',
      [],
    ])
  })

  it('invoice_shaped: plain JSON in KWD keeps three decimals', () => {
    const inv = run('invoice_shaped', 'plain.json')
    expect([
      inv.sourceMeta.genericMode,
      inv.currency,
      inv.total,
      inv.lineItems[0]?.unitPrice,
      inv.lineItems[0]?.lineTotal,
    ]).toEqual(['invoice_shaped', 'KWD', 42.035, 12.345, 37.035])
    expect([inv.customer?.address?.country, inv.vendor?.name, inv.confidence]).toEqual([
      'KW',
      'Desert Software W.L.L.',
      0.6,
    ])
  })

  it('stripe_like: a Checkout Session (minor units, epoch seconds)', () => {
    const inv = run('stripe_like', 'checkout-session.json')
    expect([inv.sourceMeta.genericMode, inv.currency, inv.subtotal, inv.taxTotal, inv.total, inv.status]).toEqual([
      'stripe_like',
      'USD',
      21.98,
      1.74,
      23.72,
      'paid',
    ])
    expect([inv.issueDate, inv.customer?.name, inv.customer?.email, inv.lineItems.length]).toEqual([
      '2023-03-23T19:36:55.000Z',
      'Jenny Rosen',
      'jenny.rosen@example.com',
      2,
    ])
  })

  it('source "generic" picks a mode even when a vendor would match', () => {
    const inv = run('stripe', 'invoice.json', 'generic')
    expect([inv.sourceMeta.adapter, inv.sourceMeta.genericMode, inv.detectedSource, inv.total]).toEqual([
      'generic',
      'stripe_like',
      undefined,
      150,
    ])
  })
})

describe('webhook envelopes and source', () => {
  it('keeps the heuristics when `generic` is asked for, and offers the inner object to vendors when `webhook` is', () => {
    expect(run('webhook', 'stripe-invoice-paid.json', 'generic').sourceMeta).toMatchObject({
      adapter: 'generic',
      genericMode: 'webhook',
    })
    expect(run('webhook', 'stripe-invoice-paid.json', 'webhook').sourceMeta).toMatchObject({
      adapter: 'stripe',
      genericMode: 'webhook',
    })
  })
})

describe('line items under differing keys', () => {
  const lines = [
    { description: 'a', amount: '1.10' },
    { description: 'b', amount: '2.20' },
  ]
  it.each([
    'lines.data',
    'Line',
    'LineItems',
    'lineItems',
    'line_items',
    'items',
    'products',
    'order_items',
    'invoice_lines',
  ])('finds them under %s', (path) => {
    const [outer, inner] = path.split('.') as [string, string | undefined]
    const payload = {
      invoice_number: 'K-1',
      currency: 'EUR',
      total: '3.30',
      [outer]: inner ? { [inner]: lines } : lines,
    }
    const inv = normalizeInvoice({ payload, source: 'generic' })
    expect([
      inv.sourceMeta.genericMode,
      inv.lineItems.map((l) => l.lineTotal),
      inv.total,
      inv.normalizationWarnings,
    ]).toEqual(['invoice_shaped', [1.1, 2.2], 3.3, []])
  })
})
