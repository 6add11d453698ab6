/**
 * Vendor responses copied verbatim from the vendors' published material (test/fixtures/SOURCES.md marks
 * each `published` or `modelled`): one value row per fixture, every canonical field the example carries.
 */
import { describe, expect, it } from 'vitest'
import { codes, run } from './load.js'

describe('dhl: the API reference example (customs remark, numeric id)', () => {
  it('reads the published shipment: id sent as a JSON number, every field it carries', () => {
    const s = run('dhl', 'published-customs', '7777777770')
    expect(s).toMatchObject({
      trackingNumber: '7777777770',
      carrier: 'dhl',
      service: { code: 'express', name: 'UNKNOWN - Product unknown' },
      currentStatus: 'label_created',
      origin: { city: 'AMSTERDAM', postalCode: '1043 AG', country: 'NL' },
      destination: { city: 'AMSTERDAM', postalCode: '1043 AG', country: 'NL' },
      delivery: {
        estimatedDeliveryDate: '2018-08-03',
        actualDeliveryTimestamp: '2018-09-05T16:33:00.000Z',
        signedBy: 'John',
        proofOfDelivery: { signatureUrl: 'string', documentUrl: 'https://webpod.dhl.com/webPOD/DHLePODRequest' },
      },
      package: {
        weight: { value: 253.5, unit: 'KG' },
        dimensions: { length: 35, width: 20, height: 18, unit: 'CM' },
        pieces: 8,
      },
    })
    expect(s.events).toHaveLength(1)
    expect(s.events[0]).toMatchObject({
      canonicalStatus: 'label_created',
      originalCarrierStatus: 'pre-transit: DELIVERED',
      localTimestamp: '2018-03-02T07:53:47',
      timestampIso: '2018-03-02T07:53:47.000Z',
      eventType: 'pre-transit',
      description: 'JESSICA',
      location: { city: 'AMSTERDAM', postalCode: '1043 AG', country: 'NL' },
    })
    // The event's timestamp has no offset (the status's has `Z`): read as UTC and said so.
    expect(codes(s)).toEqual(['TIMEZONE_ASSUMED'])
  })

  it("the published 404 problem body is CARRIER_ERROR carrying DHL's own detail", () => {
    expect(() => run('heuristic', 'dhl-published-not-found', '8264715546', 'dhl')).toThrow(
      expect.objectContaining({
        code: 'CARRIER_ERROR',
        message: 'The carrier reports 404: No shipment with given tracking number found.',
        extra: { carrierCode: '404', carrierMessage: 'No shipment with given tracking number found.' },
      }),
    )
  })
})

describe('usps: label created (modelled on the v3 field list)', () => {
  it('GX is label_created, seconds and the GMT offset kept', () => {
    const s = run('usps', 'label-created-seconds', '9400108205498532578275')
    expect(s).toMatchObject({
      trackingNumber: '9400108205498532578275',
      carrier: 'usps',
      service: { name: 'USPS Ground Advantage' },
      currentStatus: 'label_created',
      origin: { city: 'NIAGARA FALLS', region: 'NY', postalCode: '14305', country: 'US' },
      destination: { city: 'BUFFALO', region: 'NY', postalCode: '14201', country: 'US' },
    })
    expect(s.events).toEqual([
      {
        canonicalStatus: 'label_created',
        originalCarrierStatus: 'GX: Shipping Label Created, USPS Awaiting Item',
        timestampIso: '2024-01-09T23:58:40.000Z',
        localTimestamp: '2024-01-09T18:58:40',
        utcOffset: '-05:00',
        location: { city: 'NIAGARA FALLS', region: 'NY', postalCode: '14305', country: 'US' },
        eventType: 'GX',
        description: 'Shipping Label Created, USPS Awaiting Item',
      },
    ])
    expect(codes(s)).toEqual([])
  })
})

describe('fedex: destination only in lastUpdatedDestinationAddress (modelled)', () => {
  it('reads the destination from lastUpdatedDestinationAddress', () => {
    const s = run('fedex', 'destination-last-updated', '281497886537')
    expect(s.destination).toEqual({ city: 'AUSTIN', region: 'TX', country: 'US' })
    expect(s.trackingNumber).toBe('281497886537')
  })
})
