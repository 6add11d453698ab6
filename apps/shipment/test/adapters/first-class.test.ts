import { describe, expect, it } from 'vitest'
import { codes, run, statuses } from './load.js'

describe('ups (Track API v1)', () => {
  it('delivered with signature: chronological, de-duplicated, UTC from gmtOffset, local time kept', () => {
    const s = run('ups', 'delivered-signature', '1Z999AA10123456784')
    expect(s.carrier).toBe('ups')
    expect(s.currentStatus).toBe('delivered')
    expect(statuses(s)).toEqual([
      'label_created',
      'accepted',
      'in_transit',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ])
    expect(s.events.at(-1)).toMatchObject({
      timestampIso: '2024-11-12T19:32:12.000Z',
      localTimestamp: '2024-11-12T14:32:12',
      utcOffset: '-05:00',
      originalCarrierStatus: 'D: DELIVERED',
      eventType: 'KB',
      location: { city: 'ROSWELL', region: 'GA', postalCode: '30076', country: 'US' },
    })
    expect(s.events[1]).toMatchObject({ timestampIso: '2024-11-10T22:03:00.000Z', utcOffset: '-06:00' })
    expect(s.delivery).toEqual({
      actualDeliveryTimestamp: '2024-11-12T19:32:12.000Z',
      signedBy: 'MARTINEZ',
      proofOfDelivery: { signatureImage: true, leftAt: 'Front Door' },
    })
    expect(s.package).toEqual({
      weight: { value: 4.6, unit: 'LBS' },
      dimensions: { length: 14, width: 10, height: 8, unit: 'IN' },
      pieces: 1,
    })
    expect(s.service).toEqual({ code: '003', name: 'UPS Ground' })
    expect(s.origin).toEqual({ city: 'MEMPHIS', region: 'TN', country: 'US' })
    expect(s.provenance).toEqual({ dataSourceType: 'carrier_api', parsingStrategy: 'ups', trackingNumberFormat: 'UPS' })
    expect(s.confidence).toEqual({ score: 0.95, warnings: [] })
  })

  it('in transit keeps the scheduled date and invents no delivery', () => {
    const s = run('ups', 'in-transit', '1Z4E2V870345123999')
    expect(s.currentStatus).toBe('in_transit')
    expect(s.delivery).toEqual({ estimatedDeliveryDate: '2024-11-15' })
  })

  it('exception: a failed attempt is failed_attempt, a weather delay stays exception', () => {
    const s = run('ups', 'exception', '1Z0X118A0367340713')
    expect(statuses(s)).toEqual(['exception', 'out_for_delivery', 'failed_attempt'])
    expect(s.events[0]?.originalCarrierStatus).toBe('X: A weather emergency has delayed delivery.')
    expect(s.currentStatus).toBe('exception')
  })

  it('returned to shipper', () => {
    const s = run('ups', 'returned', '1Z5R89390357567127')
    expect(s.currentStatus).toBe('returned')
    expect(statuses(s)).toEqual(['in_transit', 'returned', 'returned'])
  })
})

describe('fedex (Track API v1)', () => {
  it('delivered with signature: ISO offsets to UTC, signer, POD image, derivedStatusCode mapping', () => {
    const s = run('fedex', 'delivered-signature', '794988776433')
    expect(statuses(s)).toEqual([
      'label_created',
      'accepted',
      'in_transit',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ])
    expect(s.events[0]).toMatchObject({
      timestampIso: '2024-11-09T19:52:00.000Z',
      localTimestamp: '2024-11-09T11:52:00',
      utcOffset: '-08:00',
    })
    expect(s.events.at(-1)?.location).toEqual({ city: 'AUSTIN', region: 'TX', postalCode: '78701', country: 'US' })
    expect(s.delivery).toEqual({
      actualDeliveryTimestamp: '2024-11-12T19:41:00.000Z',
      signedBy: 'K.NGUYEN',
      proofOfDelivery: { signatureImage: true, leftAt: 'Front desk/Reception' },
    })
    expect(s.package).toEqual({
      weight: { value: 2.2, unit: 'LB' },
      dimensions: { length: 12, width: 9, height: 3, unit: 'IN' },
      pieces: 1,
    })
    expect(s.service).toEqual({ code: 'FEDEX_GROUND', name: 'FedEx Ground' })
    expect(s.confidence.score).toBe(0.95)
  })

  it('in transit with an estimated delivery date', () => {
    const s = run('fedex', 'in-transit', '281497886537')
    expect(s.currentStatus).toBe('in_transit')
    expect(s.delivery).toEqual({ estimatedDeliveryDate: '2024-11-15' })
  })

  it('exception: the exception description is kept; "business closed" is a failed attempt', () => {
    const s = run('fedex', 'exception', '390116228419')
    expect(statuses(s)).toEqual(['failed_attempt', 'out_for_delivery', 'exception'])
    expect(s.events.at(-1)?.description).toBe('Delivery exception: Incorrect address - Street number')
    expect(s.currentStatus).toBe('exception')
  })

  it('returned: RS wins over the DL event type', () => {
    const s = run('fedex', 'returned', '772612301253')
    expect(s.currentStatus).toBe('returned')
    expect(s.events.at(-1)).toMatchObject({
      canonicalStatus: 'returned',
      eventType: 'DL',
      originalCarrierStatus: 'RS: Delivered to shipper',
    })
  })
})

describe('usps (v3 and TrackResponse)', () => {
  it('v3 delivered: signer from the delivery event, GMTOffset applied', () => {
    const s = run('usps', 'delivered-signature', '9405510899300123456789')
    expect(statuses(s)).toEqual([
      'label_created',
      'accepted',
      'in_transit',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ])
    expect(s.events.at(-1)).toMatchObject({
      timestampIso: '2024-11-12T18:07:00.000Z',
      originalCarrierStatus: '01: Delivered, Left with Individual',
    })
    expect(s.delivery).toEqual({ actualDeliveryTimestamp: '2024-11-12T18:07:00.000Z', signedBy: 'R DIAZ' })
    expect(s.destination).toEqual({ city: 'BROOKLYN', region: 'NY', postalCode: '11201', country: 'US' })
    expect(s.service).toEqual({ name: 'Priority Mail' })
  })

  it('v3 in transit: expected delivery as a calendar date', () => {
    const s = run('usps', 'in-transit', '9205500190300123456788')
    expect(s.currentStatus).toBe('in_transit')
    expect(s.delivery).toEqual({ estimatedDeliveryDate: '2024-11-16' })
  })

  it('TrackResponse exception: newest-first list reordered, no zone -> TIMEZONE_ASSUMED', () => {
    const s = run('usps', 'exception-trackresponse', '9400111899223851000007')
    expect(statuses(s)).toEqual(['accepted', 'in_transit', 'out_for_delivery', 'failed_attempt'])
    expect(s.events.at(-1)).toMatchObject({
      timestampIso: '2024-11-14T14:12:00.000Z',
      localTimestamp: '2024-11-14T14:12:00',
    })
    expect(s.events.at(-1)?.utcOffset).toBeUndefined()
    expect(s.currentStatus).toBe('exception')
    expect(codes(s)).toContain('TIMEZONE_ASSUMED')
    expect(s.service).toEqual({ code: 'FC', name: 'First-Class Package Service' })
  })

  it('TrackResponse returned (TrackInfo as an array)', () => {
    const s = run('usps', 'returned-trackresponse', '9400111699000367101815')
    expect(s.currentStatus).toBe('returned')
    expect(statuses(s)).toEqual(['in_transit', 'returned', 'returned'])
    expect(s.events[1]?.originalCarrierStatus).toBe('27: Unclaimed/Being Returned to Sender')
  })
})

describe('dhl (Shipment Tracking - Unified)', () => {
  it('delivered with signature: POD urls, signer, wording refines transit', () => {
    const s = run('dhl', 'delivered-signature', '1234567891')
    expect(statuses(s)).toEqual(['accepted', 'in_transit', 'customs_cleared', 'out_for_delivery', 'delivered'])
    expect(s.events[1]).toMatchObject({
      timestampIso: '2024-11-11T02:12:00.000Z',
      utcOffset: '+01:00',
      location: { city: 'LEIPZIG', country: 'DE' },
    })
    expect(s.delivery).toEqual({
      actualDeliveryTimestamp: '2024-11-12T19:22:00.000Z',
      signedBy: 'A PATEL',
      proofOfDelivery: {
        signatureUrl: 'https://www.dhl.com/pod/sig/1234567891',
        documentUrl: 'https://www.dhl.com/pod/doc/1234567891',
      },
    })
    expect(s.package).toEqual({
      weight: { value: 1.8, unit: 'KG' },
      dimensions: { length: 30, width: 20, height: 10, unit: 'CM' },
      pieces: 1,
    })
    expect(s.service).toEqual({ code: 'express', name: 'EXPRESS WORLDWIDE' })
  })

  it('in transit across Asia (+08:00)', () => {
    const s = run('dhl', 'in-transit', '7258314092')
    expect(statuses(s)).toEqual(['label_created', 'accepted', 'in_transit'])
    expect(s.events[2]?.timestampIso).toBe('2024-11-12T17:05:00.000Z')
    expect(s.currentStatus).toBe('in_transit')
  })

  it('exception (failure) keeps the carrier wording', () => {
    const s = run('dhl', 'exception', '3388123454')
    expect(s.currentStatus).toBe('exception')
    expect(s.events.at(-1)?.originalCarrierStatus).toBe('failure: Clearance delay')
  })

  it('returned (parcel-de, SSCC number: no mismatch with USPS 20)', () => {
    const s = run('dhl', 'returned-parcel-de', '00340434292135100186')
    expect(statuses(s)).toEqual(['in_transit', 'failed_attempt', 'returned'])
    expect(s.currentStatus).toBe('returned')
    expect(codes(s)).not.toContain('CARRIER_MISMATCH')
  })
})

describe('dhl_ecommerce (Americas Tracking v4)', () => {
  it('delivered: IANA and US zone names to UTC; status from the wording', () => {
    const s = run('dhl_ecommerce', 'delivered', 'GM2951173225174494')
    expect(statuses(s)).toEqual([
      'label_created',
      'in_transit',
      'in_transit',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ])
    expect(s.events.at(-1)).toMatchObject({
      timestampIso: '2024-11-13T22:41:00.000Z',
      utcOffset: '-07:00',
      location: { city: 'PHOENIX', region: 'AZ', postalCode: '85004', country: 'US' },
    })
    expect(s.events[3]).toMatchObject({ timestampIso: '2024-11-12T04:18:00.000Z', utcOffset: '-06:00' })
    expect(s.events[2]).toMatchObject({ timestampIso: '2024-11-10T19:00:00.000Z', utcOffset: '-05:00' })
    expect(s.delivery).toEqual({ actualDeliveryTimestamp: '2024-11-13T22:41:00.000Z' })
    expect(s.package.weight).toEqual({ value: 1.25, unit: 'LB' })
  })

  it('in transit (PT in November = -08:00)', () => {
    const s = run('dhl_ecommerce', 'in-transit', 'GM2951173225174501')
    expect(s.events[0]).toMatchObject({ timestampIso: '2024-11-12T03:05:00.000Z', utcOffset: '-08:00' })
    expect(s.currentStatus).toBe('in_transit')
  })

  it('exception: attempted delivery', () => {
    expect(run('dhl_ecommerce', 'exception', 'GM2951173225174518').currentStatus).toBe('failed_attempt')
  })

  it('returned', () => {
    const s = run('dhl_ecommerce', 'returned', 'GM2951173225174525')
    expect(statuses(s)).toEqual(['exception', 'returned'])
  })
})
