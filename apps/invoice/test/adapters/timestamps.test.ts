/**
 * A vendor timestamp with seconds keeps them through every adapter that reads times: each fixture's
 * timestamps, one at a time, moved a minute on and given seconds (normalize-kit's `secondsVariants`).
 * Fields the vendors document as calendar dates (MYOB, SAP Concur and Xero send `…T00:00:00`) are read
 * as dates, so their rewrite does not change the invoice and they are not counted.
 */
import { expectSecondsKept, readFixtures } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeInvoice } from '../../src/domain/normalize-invoice.js'

const FIXTURES = readFixtures(new URL('../fixtures/', import.meta.url))

describe('vendor timestamps keep their seconds', () => {
  it('through every adapter whose fixtures carry a time of day', () => {
    const read = expectSecondsKept(FIXTURES, (payload) =>
      normalizeInvoice({ payload: payload as Record<string, unknown> }),
    )
    const adapters = new Set(read.map((f) => f.split('/')[0]))
    // the fixture folders whose timestamps the invoice reads (issue, due and paid times)
    expect([...adapters]).toEqual(
      (
        'adyen amazon bigcommerce braintree brex chargebee checkout_com clover ebay edge-cases etsy expensify ' +
        'gocardless invoiced lightspeed magento mercadolibre paddle pleo ramp razorpay recurly revel shopify ' +
        'square_pos stripe stripe_like toast webhook woocommerce xero'
      ).split(' '),
    )
  })
})
