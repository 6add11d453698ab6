/**
 * Vendor material copied verbatim (test/fixtures/SOURCES.md: `published`) and the modelled variants of the
 * shapes the vendors document (`modelled`): one value row per fixture, every canonical field it carries.
 */
import { loadFixture } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeInvoice } from '../../src/domain/normalize-invoice.js'

const FIXTURES = new URL('../fixtures/', import.meta.url)
const load = (key: string, file: string) => loadFixture(FIXTURES, key, file) as Record<string, unknown>

describe('stripe', () => {
  it("the API reference's line item (API 2025: `pricing.unit_amount_decimal`, `quantity_decimal`, `taxes`)", () => {
    const invoice = load('stripe', 'invoice.json')
    const line = load('published-parts', 'stripe-invoice-line-item.json')
    const inv = normalizeInvoice({
      payload: { ...invoice, lines: { object: 'list', data: [line], has_more: false } },
    })
    expect(inv.lineItems).toEqual([
      expect.objectContaining({
        description: 'My First Invoice Item (created for API docs)',
        quantity: 1,
        unitPrice: 10,
        lineTotal: 10,
        discount: 0,
        tax: 0,
        sku: 'prod_OnMHDH6VBmYlTr',
      }),
    ])
  })

  it('an expanded tax rate is named by its display name and percentage (modelled)', () => {
    const inv = normalizeInvoice({ payload: load('edge-cases', 'stripe-expanded-tax-rate.json') })
    expect(inv.taxes).toEqual([expect.objectContaining({ name: 'Sales Tax (8.5%)', amount: 0 })])
  })
})

describe('xero', () => {
  it('quantities sent as decimal strings ("1.0000") are read (modelled)', () => {
    const inv = normalizeInvoice({ payload: load('edge-cases', 'xero-quantity-decimal-strings.json') })
    expect(inv.lineItems.map((l) => [l.quantity, l.unitPrice, l.lineTotal])).toEqual([
      [1, 1000, 1000],
      [2, 166.67, 333.34],
    ])
    expect(inv.normalizationWarnings.map((w) => w.field)).not.toContain('lineItems.quantity')
  })
})

describe('shopify', () => {
  it('an order with no shipping lines has a shipping total of 0.00, not null (modelled)', () => {
    const inv = normalizeInvoice({ payload: load('edge-cases', 'shopify-no-shipping-lines.json') })
    expect(inv.shippingTotal).toBe(0)
  })
})
