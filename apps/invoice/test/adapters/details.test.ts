/** Vendor specifics the row tables do not show: line selection, roles, units, tax rates, envelopes. */
import { loadFixture } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeInvoice } from '../../src/domain/normalize-invoice.js'

const FIXTURES = new URL('../fixtures/', import.meta.url)
const fixture = (key: string, file: string) => loadFixture(FIXTURES, key, file) as Record<string, unknown>
const run = (key: string, file: string) => normalizeInvoice({ payload: fixture(key, file) })

describe('vendor specifics', () => {
  it('quickbooks: sales lines only (no SubTotalLine), tax lines with rate, bill-to address lines', () => {
    const inv = run('quickbooks', 'invoice.json')
    expect(inv.lineItems.map((l) => [l.sku, l.quantity, l.unitPrice, l.lineTotal])).toEqual([
      ['5', 1, 275, 275],
      ['11', 1, 12.75, 12.75],
      ['3', 5, 9.5, 47.5],
    ])
    expect(inv.taxes).toEqual([{ name: 'California', rate: 8, amount: 26.82 }])
    expect([inv.paymentTerms, inv.customer?.email, inv.customer?.address?.lines[0]]).toEqual([
      'Net 30',
      'Familiystore@intuit.com',
      'Russ Sonnenschein',
    ])
  })

  it('xero: an ACCPAY bill puts the contact in `vendor`; .NET dates and zone-less DateString read as dates', () => {
    const payload = fixture('xero', 'invoice.json') as { Invoices: Record<string, unknown>[] }
    const bill = normalizeInvoice({ payload: { ...payload.Invoices[0], Type: 'ACCPAY', DateString: undefined } })
    expect([bill.vendor?.name, bill.customer, bill.issueDate]).toEqual([
      'Marine Systems',
      null,
      '2009-05-27T00:00:00.000Z',
    ])
    expect(run('xero', 'invoice.json').customer?.address).toEqual({
      lines: ['PO Box 7021'],
      city: 'Oaktown',
      region: 'NY',
      postalCode: '13029',
      country: 'US',
    })
  })

  it('paypal: negative breakdown discounts become a positive discountTotal; custom charges count as shipping', () => {
    const inv = run('paypal', 'invoice.json')
    expect([inv.subtotal, inv.discountTotal, inv.taxTotal, inv.shippingTotal, inv.total]).toEqual([
      60, 10.13, 4.34, 20, 74.21,
    ])
    expect([inv.lineItems[1]?.lineTotal, inv.sourceMeta.derivedFields]).toEqual([10, ['lineItems.lineTotal']])
  })

  it('square: lines, taxes and the pre-tax subtotal come from the Order beside the Invoice', () => {
    const inv = run('square', 'invoice-with-order.json')
    expect(inv.lineItems.map((l) => [l.description, l.quantity, l.unitPrice, l.tax, l.lineTotal])).toEqual([
      ['Event planning', 1, 80, 7.18, 87.18],
      ['Decorations', 2, 10, 2, 22],
    ])
    expect([inv.subtotal, inv.taxTotal, inv.total, inv.dueDate]).toEqual([100, 9.18, 109.18, '2030-01-24'])
  })

  it('shopify: fraction tax rates become percents; a cancelled order is void', () => {
    const inv = run('shopify', 'order.json')
    expect([inv.taxes, inv.lineItems[0]?.description, inv.lineItems[0]?.sku]).toEqual([
      [{ name: 'State Tax', rate: 6, amount: 11.94 }],
      'IPod Nano - 8gb - green',
      'IPOD2008GREEN',
    ])
    const order = fixture('shopify', 'order.json') as { order: Record<string, unknown> }
    expect(
      normalizeInvoice({ payload: { order: { ...order.order, cancelled_at: '2008-01-11T00:00:00-05:00' } } }).status,
    ).toBe('void')
  })

  it('amazon: ItemPrice is the line total; subtotal, tax and shipping are summed exactly', () => {
    const inv = run('amazon', 'order.json')
    expect([inv.subtotal, inv.taxTotal, inv.shippingTotal, inv.total, inv.lineItems[0]?.lineTotal]).toEqual([
      34.48, 2.49, 4.99, 41.96, 25.98,
    ])
  })

  it('magento: configurable children are skipped and the negative discount is made positive', () => {
    const inv = run('magento', 'order.json')
    expect([inv.lineItems.map((l) => l.description), inv.discountTotal]).toEqual([
      ['Chaz Kangeroo Hoodie', 'Fusion Backpack'],
      5,
    ])
  })

  it('clover: unitQty is in thousandths, tax rates in 1/100,000 %, times in epoch ms', () => {
    const inv = run('clover', 'order.json')
    expect(inv.lineItems.map((l) => [l.quantity, l.unitPrice, l.lineTotal])).toEqual([
      [1, 6.99, 6.99],
      [2, 1.5, 3],
    ])
    expect([inv.taxes, inv.issueDate, inv.paidAt]).toEqual([
      [{ name: 'Sales Tax', rate: 8.25, amount: null }],
      '2021-03-31T21:47:14.000Z',
      '2021-03-31T21:48:21.000Z',
    ])
  })

  it('etsy: amount / divisor money; bigcommerce: RFC 2822 dates; razorpay: paise', () => {
    expect(run('etsy', 'receipt.json').lineItems.map((l) => [l.unitPrice, l.lineTotal])).toEqual([
      [18, 36],
      [14, 14],
    ])
    expect(run('bigcommerce', 'order.json').issueDate).toBe('2019-03-05T21:17:25.000Z')
    expect(run('razorpay', 'invoice.json').lineItems[0]).toMatchObject({ unitPrice: 200, lineTotal: 400, quantity: 2 })
  })

  it('ramp and sap_concur: a supplier bill names the supplier as `vendor`', () => {
    expect(run('ramp', 'bill.json').vendor?.name).toBe('Northwind Office Supply')
    expect(run('sap_concur', 'payment-request.json').vendor).toMatchObject({
      name: 'Bürotechnik Müller GmbH',
      taxId: 'DE123456789',
      address: { country: 'DE' },
    })
  })
})
