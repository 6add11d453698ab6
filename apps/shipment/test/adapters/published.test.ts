/**
 * Vendor responses (test/fixtures/SOURCES.md marks each `published` or `modelled`): one value row per
 * published fixture, asserting every canonical field the example carries a value for; the kit's
 * `runValueRows` fails when a `published` fixture has no row here. The modelled cases follow.
 */
import { runValueRows } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { v3LocalTime } from '../../src/adapters/usps-read.js'
import { normalizeElements } from '../../src/domain/normalize-batch.js'
import { normalizeShipment } from '../../src/domain/normalize-shipment.js'
import { codes, fixture, run } from './load.js'

/** The item error a payload gives for a number: code, message and the carrier's own code and reason. */
const itemError = (key: string, name: string, trackingNumber: string, carrier?: string) => {
  try {
    normalizeShipment({ trackingNumber, carrier, payload: fixture(key, name) })
  } catch (error) {
    const e = error as { code?: string; message?: string; extra?: unknown }
    return { code: e.code, message: e.message, extra: e.extra }
  }
  throw new Error(`${key}/${name} normalized without an error`)
}

runValueRows({
  index: new URL('../fixtures/SOURCES.md', import.meta.url),
  rows: {
    'test/fixtures/dhl/published-customs.json': () => {
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
      // `details.references` is one object in the example (a list in live responses); the eleven piece ids
      // are the shipment's other trackable numbers, in the carrier's order.
      expect(s.references).toEqual([{ type: 'customer-reference', value: 'YZ3892406173' }])
      expect(s.alternateTrackingNumbers).toHaveLength(11)
      expect(s.alternateTrackingNumbers[0]).toEqual({ type: 'PIECE_ID', number: 'JD014600006281230704' })
      expect(s.alternateTrackingNumbers.at(-1)).toEqual({ type: 'PIECE_ID', number: 'JD014600006614884499' })
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
    },

    'test/fixtures/heuristic/dhl-published-not-found.json': () => {
      expect(itemError('heuristic', 'dhl-published-not-found', '8264715546', 'dhl')).toEqual({
        code: 'CARRIER_ERROR',
        message: 'The carrier reports 404: No shipment with given tracking number found.',
        extra: { carrierCode: '404', carrierMessage: 'No shipment with given tracking number found.' },
      })
    },

    'test/fixtures/ups/published-track-alternate-reference.json': () => {
      // Declared and detected alike: the example is read by the ups adapter either way.
      for (const carrier of ['ups', null]) {
        const s = run('ups', 'published-track-alternate-reference', '1Z023E2X0214323462', carrier)
        expect(s).toMatchObject({
          trackingNumber: '1Z023E2X0214323462',
          carrier: 'ups',
          alternateTrackingNumbers: [{ type: 'USPS_PIC', number: '92419900000033499522966220' }],
          references: [{ type: 'SHIPMENT', value: 'ShipRef123' }],
          service: { code: '518', name: 'UPS Ground' },
          // `currentStatus.type` X is UPS's "Exception" type, whatever the wording says.
          currentStatus: 'exception',
          delivery: {
            signedBy: '163000',
            proofOfDelivery: { signatureImage: true, photo: true, leftAt: 'DEL' },
          },
          package: { pieces: 2 },
          provenance: { dataSourceType: 'carrier_api', parsingStrategy: 'ups', trackingNumberFormat: 'UPS' },
        })
        expect(s.events).toEqual([
          {
            canonicalStatus: 'exception',
            originalCarrierStatus: 'X: Your package was released by the customs agency.',
            // `time` 071356 kept to the second; no `gmtOffset` in the example, so read as UTC (warned).
            timestampIso: '2021-02-10T07:13:56.000Z',
            localTimestamp: '2021-02-10T07:13:56',
            location: { city: 'Wayne', region: 'NJ', postalCode: '07470', country: 'US' },
            eventType: 'SR',
            description: 'Your package was released by the customs agency.',
          },
        ])
        // The package number is the placeholder `string`: the parcel is found by `inquiryNumber`, not
        // taken as "the first one"; `packageAddress.type` is the placeholder `ORIGIN/DESTINATION`, which
        // names neither end, so no origin or destination is claimed; `deliveryDate` dates are `string`.
        expect(s.origin).toBeUndefined()
        expect(s.destination).toBeUndefined()
        expect(s.delivery.estimatedDeliveryDate).toBeUndefined()
        expect(codes(s)).toEqual([
          'TIMEZONE_ASSUMED',
          'AMOUNT_UNREADABLE',
          'CARRIER_NOTICE',
          ...(carrier ? [] : ['CARRIER_INFERRED']),
        ])
        // The shipment's `warnings` entry (placeholders) is reported in UPS's words, the data still read.
        expect(s.confidence.warnings.find((w) => w.code === 'CARRIER_NOTICE')?.message).toBe(
          'The carrier states string (string) alongside the tracking data.',
        )
      }
    },

    'test/fixtures/fedex/published-track-by-number.json': () => {
      const s = run('fedex', 'published-track-by-number', '123456789012')
      expect(s).toMatchObject({
        trackingNumber: '123456789012',
        carrier: 'fedex',
        // The result's own number differs from the number asked for: it is the alternate.
        alternateTrackingNumbers: [{ number: '128667043726' }],
        references: [{ type: 'SHIPPER_REFERENCE', value: 'ASJFGVAS' }],
        service: { code: 'FEDEX_FREIGHT_ECONOMY', name: 'FedEx Freight Economy.' },
        currentStatus: 'accepted',
        origin: { city: 'SEATTLE', region: 'WA', postalCode: '98101', country: 'US' },
        destination: { city: 'SEATTLE', region: 'WA', postalCode: '98101', country: 'US' },
        delivery: {
          // `dateAndTimes` ACTUAL_DELIVERY "2007-09-27T00:00:00" has no offset: read as UTC, warned.
          actualDeliveryTimestamp: '2007-09-27T00:00:00.000Z',
          signedBy: 'Reciever',
          proofOfDelivery: { leftAt: 'Receptionist/Front Desk' },
        },
        package: {
          weight: { value: 22222, unit: 'LB' },
          dimensions: { length: 100, width: 50, height: 30, unit: 'CM' },
          pieces: 1,
        },
      })
      expect(s.events).toEqual([
        {
          canonicalStatus: 'accepted',
          originalCarrierStatus: 'PU: Picked Up',
          timestampIso: '2018-02-02T19:01:00.000Z',
          localTimestamp: '2018-02-02T12:01:00',
          utcOffset: '-07:00',
          location: { city: 'SEATTLE', region: 'WA', postalCode: '98101', country: 'US' },
          eventType: 'PU',
          description: 'Picked Up: Package available for clearance',
        },
      ])
      // The example's `error` (TRACKING.TRACKINGNUMBER.EMPTY) sits beside a full result: reported, data kept.
      expect(codes(s)).toEqual(['TIMEZONE_ASSUMED', 'CARRIER_NOTICE'])
      expect(s.confidence.warnings.at(-1)?.message).toBe(
        'The carrier states TRACKING.TRACKINGNUMBER.EMPTY (Please provide tracking number.) alongside the tracking data.',
      )
      // Asked by the result's own number, the same parcel answers, the number asked for then the alternate.
      const byOwn = run('fedex', 'published-track-by-number', '128667043726')
      expect(byOwn.alternateTrackingNumbers).toEqual([{ number: '123456789012' }])
      expect(codes(byOwn)).not.toContain('TRACKING_NUMBER_NOT_IN_PAYLOAD')
    },

    'test/fixtures/heuristic/fedex-published-error-400.json': () => {
      expect(itemError('heuristic', 'fedex-published-error-400', '123456789012', 'fedex')).toEqual({
        code: 'CARRIER_ERROR',
        message: 'The carrier reports TRACKING.TRACKINGNUMBER.EMPTY: Please provide tracking number.',
        extra: { carrierCode: 'TRACKING.TRACKINGNUMBER.EMPTY', carrierMessage: 'Please provide tracking number.' },
      })
    },

    'test/fixtures/heuristic/fedex-published-error-404.json': () => {
      const reason = 'The resource you requested is no longer available. Please modify your request and try again.'
      expect(itemError('heuristic', 'fedex-published-error-404', '123456789012')).toEqual({
        code: 'CARRIER_ERROR',
        message: `The carrier reports NOT.FOUND.ERROR: ${reason}`,
        extra: { carrierCode: 'NOT.FOUND.ERROR', carrierMessage: reason },
      })
    },

    'test/fixtures/heuristic/usps-published-error.json': () => {
      // The reference's example is all placeholders: USPS's own `error.code` and `error.message`, as given.
      expect(itemError('heuristic', 'usps-published-error', '9400109104250532908587', 'usps')).toEqual({
        code: 'CARRIER_ERROR',
        message: 'The carrier reports string: string',
        extra: { carrierCode: 'string', carrierMessage: 'string' },
      })
    },
  },
})

describe("modelled carrier errors and lists (karrio test shapes on the carriers' documented fields)", () => {
  it('a FedEx response for two numbers: each input gets its own result, the unknown number its own error', () => {
    const payload = fixture('fedex', 'modelled-multiple-not-found')
    const out = normalizeElements([
      { ok: true, value: { trackingNumber: '123456789012', carrier: 'fedex', payload } },
      { ok: true, value: { trackingNumber: '39936862321', carrier: 'fedex', payload } },
    ])
    expect(out.results.map((r) => (r.shipment ? r.shipment.currentStatus : r.error))).toEqual([
      'accepted',
      'CARRIER_ERROR',
    ])
    expect(out.metadata).toEqual({ normalizedCount: 1, errorCount: 1, inputCount: 2 })
    expect(itemError('fedex', 'modelled-multiple-not-found', '39936862321', 'fedex')).toEqual({
      code: 'CARRIER_ERROR',
      message:
        'The carrier reports TRACKING.TRACKINGNUMBER.NOTFOUND: Tracking number cannot be found. Please correct the tracking number and try again.',
      extra: {
        carrierCode: 'TRACKING.TRACKINGNUMBER.NOTFOUND',
        carrierMessage: 'Tracking number cannot be found. Please correct the tracking number and try again.',
      },
    })
  })

  it("UPS warnings without packages and a UPS `response.errors` body carry UPS's own code and reason", () => {
    expect(itemError('ups', 'modelled-not-found-warning', '1Z023E2X0214323462', 'ups')).toMatchObject({
      code: 'CARRIER_ERROR',
      extra: { carrierCode: 'TW0001', carrierMessage: 'Tracking Information Not Found' },
    })
    expect(itemError('heuristic', 'ups-modelled-invalid-number', '1Z023E2X0214323462', 'ups')).toMatchObject({
      code: 'CARRIER_ERROR',
      message: 'The carrier reports TV1002: Invalid inquiry number',
      extra: { carrierCode: 'TV1002', carrierMessage: 'Invalid inquiry number' },
    })
  })
})

describe('usps: a v3 response with local times to the minute and GMT times to the second (modelled)', () => {
  it('takes the seconds of GMTTimestamp when it is the same local minute', () => {
    const s = run('usps', 'modelled-v3-parcel-locker', '9400109104250532908587')
    expect(s.currentStatus).toBe('delivered')
    expect(s.events.at(-1)).toMatchObject({
      canonicalStatus: 'delivered',
      originalCarrierStatus: '01: Delivered, Parcel Locker',
      // eventTimestamp 13:58:00, GMTTimestamp 18:58:40Z, GMTOffset -05:00
      timestampIso: '2024-11-22T18:58:40.000Z',
      localTimestamp: '2024-11-22T13:58:40',
      utcOffset: '-05:00',
      location: { city: 'HERNANDO', region: 'FL', postalCode: '34442', country: 'US' },
    })
    expect(s.events[0]).toMatchObject({ eventType: 'GX', canonicalStatus: 'label_created' })
    expect(s.delivery.actualDeliveryTimestamp).toBe('2024-11-22T18:58:40.000Z')
    expect(s.service?.name).toBe('USPS Ground Advantage™')
    expect(s.origin).toEqual({ city: 'JAMAICA', region: 'NY', postalCode: '11430', country: 'US' })
    // SF and TL are in no published list this table follows: warned, their wording decides.
    expect(codes(s)).toContain('UNKNOWN_CODE')
  })

  it('keeps the local time as given when the GMT time is another minute, or has no zone', () => {
    expect(v3LocalTime('2024-11-22T13:58:00', '2024-11-22T18:58:40Z', '-05:00')).toBe('2024-11-22T13:58:40')
    expect(v3LocalTime('2024-11-22T13:58:00', '2024-11-22T18:59:40Z', '-05:00')).toBeUndefined()
    expect(v3LocalTime('2024-11-22T13:58:00', '2024-11-22T18:58:40', '-05:00')).toBeUndefined()
    expect(v3LocalTime('2024-11-22T13:58:00', '', '-05:00')).toBeUndefined()
    expect(v3LocalTime('2024-11-22T05:30:00', '2024-11-22T00:00:12Z', '+05:30')).toBe('2024-11-22T05:30:12')
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
