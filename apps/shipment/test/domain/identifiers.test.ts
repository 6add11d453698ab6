/**
 * `alternateTrackingNumbers` and `references`: present on every shipment, read from the carrier's own
 * lists, cleaned, bounded, and never repeating the input's number; the parcel is found by any of them.
 */
import { describe, expect, it } from 'vitest'
import { normalizeShipment } from '../../src/domain/normalize-shipment.js'
import { codes, fixture, run } from '../adapters/load.js'

describe('alternate tracking numbers and references', () => {
  it('are empty lists when the carrier gives none, and without a payload', () => {
    for (const s of [
      run('usps', 'in-transit', '9205500190300123456788'),
      run('fedex', 'in-transit', '281497886537'),
      normalizeShipment({ trackingNumber: '1Z999AA10123456784' }),
    ]) {
      expect(s.alternateTrackingNumbers).toEqual([])
      expect(s.references).toEqual([])
    }
  })

  it('the modelled UPS and DHL responses give theirs (before, dropped)', () => {
    expect(run('ups', 'delivered-signature', '1Z999AA10123456784').references).toEqual([
      { type: 'SHIPMENT', value: 'PO-8812' },
    ])
    expect(run('dhl', 'delivered-signature', '1234567891').alternateTrackingNumbers).toEqual([
      { type: 'PIECE_ID', number: 'JD014600006281230704' },
    ])
  })

  it('DHL eCommerce: DHL package id and tracking id are alternates, the shipper package id a reference', () => {
    const s = run('dhl_ecommerce', 'delivered', 'GM2951173225174494')
    // dhlPackageId and trackingId are both the input's number here, so neither is repeated.
    expect(s.alternateTrackingNumbers).toEqual([])
    expect(s.references).toEqual([{ type: 'PACKAGE_ID', value: 'ORD-20241109-771' }])
  })

  it('a parcel is found by one of its alternate numbers (a DHL piece id), without TRACKING_NUMBER_NOT_IN_PAYLOAD', () => {
    const s = run('dhl', 'published-customs', 'JD014600006615052259')
    expect(s.trackingNumber).toBe('JD014600006615052259')
    expect(s.service?.code).toBe('express')
    expect(s.alternateTrackingNumbers).toHaveLength(10)
    expect(s.alternateTrackingNumbers.some((a) => a.number === 'JD014600006615052259')).toBe(false)
    expect(codes(s)).not.toContain('TRACKING_NUMBER_NOT_IN_PAYLOAD')
  })

  it('keeps the carrier text cleaned, drops empty, over-long and repeated entries, and bounds the list', () => {
    const payload = fixture('ups', 'published-track-alternate-reference') as {
      trackResponse: { shipment: { package: Record<string, unknown>[] }[] }
    }
    const pkg = payload.trackResponse.shipment[0]?.package[0] as Record<string, unknown>
    pkg.referenceNumber = [
      { number: '  PO&amp;42  ', type: 'PURCHASE_ORDER' },
      { number: 'PO&42', type: 'PURCHASE_ORDER' },
      { number: '', type: 'SHIPMENT' },
      { type: 'SHIPMENT' },
      { number: 'x'.repeat(101), type: 'SHIPMENT' },
      null,
    ]
    pkg.alternateTrackingNumber = Array.from({ length: 60 }, (_, i) => ({
      number: `9241990000003349952296${1000 + i}`,
    }))
    const s = normalizeShipment({ trackingNumber: '1Z023E2X0214323462', carrier: 'ups', payload })
    expect(s.references).toEqual([{ type: 'PURCHASE_ORDER', value: 'PO&42' }])
    expect(s.alternateTrackingNumbers).toHaveLength(50)
    expect(s.alternateTrackingNumbers[0]).toEqual({ number: '92419900000033499522961000' })
    expect(codes(s)).toContain('LIST_TRUNCATED')
  })
})
