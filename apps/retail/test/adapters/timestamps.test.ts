/**
 * Retail reads no instants: a delivery estimate is the retailer's text, kept as written. A vendor
 * timestamp with seconds in it therefore keeps them (normalize-kit's `secondsVariants` over every fixture).
 */
import { expectSecondsKept, readFixtures } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeProducts } from '../../src/domain/normalize-products.js'

const FIXTURES = readFixtures(new URL('../fixtures/', import.meta.url))

describe('vendor timestamps keep their seconds', () => {
  it('through every adapter whose fixtures carry one it emits', () => {
    const read = expectSecondsKept(FIXTURES, (payload, f) =>
      normalizeProducts([{ ok: true, value: { retailerId: f.key, payload: payload as Record<string, unknown> } }]),
    )
    // eBay's Browse API `shippingOptions[].minEstimatedDeliveryDate` is the one timestamp a product carries
    expect(read).toEqual(['ebay/browse-get-item.json'])
  })
})
