import { describe, expect, it } from 'vitest'
import { normalizeElements } from '../../src/domain/normalize-batch.js'
import { normalizeShipment } from '../../src/domain/normalize-shipment.js'
import { codes, fixture, run, statuses } from '../adapters/load.js'

describe('without a payload', () => {
  it('infers the carrier from the number: pending, no events, warnings', () => {
    const s = normalizeShipment({ trackingNumber: '1Z999AA10123456784' })
    expect(s).toMatchObject({ carrier: 'ups', currentStatus: 'pending', events: [], delivery: {}, package: {} })
    expect(s.provenance).toEqual({
      dataSourceType: 'none',
      parsingStrategy: 'tracking_number',
      trackingNumberFormat: 'UPS',
    })
    expect(codes(s)).toEqual(['NO_PAYLOAD', 'CARRIER_INFERRED'])
    expect(s.confidence.score).toBe(0.5)
  })

  it('a number of no known format: carrier unknown, lowest confidence', () => {
    const s = normalizeShipment({ trackingNumber: 'ABC' })
    expect(s.carrier).toBe('unknown')
    expect(codes(s)).toEqual(['TRACKING_NUMBER_UNRECOGNIZED', 'NO_PAYLOAD'])
    expect(s.confidence.score).toBe(0.15)
  })

  it('a wrong check digit is reported and infers nothing', () => {
    const s = normalizeShipment({ trackingNumber: '1Z999AA10123456785' })
    expect(s.carrier).toBe('unknown')
    expect(codes(s)).toContain('CHECK_DIGIT_INVALID')
  })
})

describe('CARRIER_MISMATCH', () => {
  it('a declared carrier the number does not belong to lowers confidence', () => {
    const right = normalizeShipment({ trackingNumber: '1Z999AA10123456784', carrier: 'ups' })
    const wrong = normalizeShipment({ trackingNumber: '1Z999AA10123456784', carrier: 'fedex' })
    expect(codes(right)).not.toContain('CARRIER_MISMATCH')
    expect(wrong.carrier).toBe('fedex')
    expect(codes(wrong)).toContain('CARRIER_MISMATCH')
    expect(wrong.confidence.warnings.find((w) => w.code === 'CARRIER_MISMATCH')?.message).toBe(
      'The number has the format of ups, not fedex.',
    )
    expect(wrong.confidence.score).toBeLessThan(right.confidence.score)
  })

  it('with a payload too: a FedEx payload declared fedex for a UPS number', () => {
    const s = run('fedex', 'delivered-signature', '1Z999AA10123456784')
    expect(codes(s)).toContain('CARRIER_MISMATCH')
    expect(codes(s)).toContain('TRACKING_NUMBER_NOT_IN_PAYLOAD')
    expect(s.confidence.score).toBeLessThan(0.6)
  })

  it('heuristic labels are checked too (a Royal Mail S10 number declared evri)', () => {
    expect(codes(normalizeShipment({ trackingNumber: 'RR123456785GB', carrier: 'evri' }))).toContain('CARRIER_MISMATCH')
    expect(codes(normalizeShipment({ trackingNumber: 'RR123456785GB', carrier: 'Royal Mail' }))).not.toContain(
      'CARRIER_MISMATCH',
    )
  })

  it('dhl_ecommerce numbers are not a mismatch for dhl (same family)', () => {
    expect(codes(normalizeShipment({ trackingNumber: 'GM2951173225174494', carrier: 'dhl' }))).not.toContain(
      'CARRIER_MISMATCH',
    )
  })
})

describe('adapter choice', () => {
  it('detects the carrier from the payload shape when none is declared', () => {
    const s = run('fedex', 'in-transit', '281497886537', null)
    expect(s.carrier).toBe('fedex')
    expect(codes(s)).toContain('CARRIER_INFERRED')
  })

  it('a declared first-class carrier whose shape does not match: read by the matching adapter, warned', () => {
    const s = run('ups', 'in-transit', '1Z4E2V870345123999', 'fedex')
    expect(s.provenance).toMatchObject({ parsingStrategy: 'ups', detectedCarrier: 'ups' })
    expect(codes(s)).toEqual(expect.arrayContaining(['PAYLOAD_SHAPE_MISMATCH', 'CARRIER_MISMATCH']))
    expect(s.events.length).toBe(3)
  })

  it('`custom` with a carrier payload uses that carrier adapter without a warning', () => {
    const s = run('dhl', 'in-transit', '7258314092', 'custom')
    expect(s.provenance.parsingStrategy).toBe('dhl')
    expect(codes(s)).not.toContain('PAYLOAD_SHAPE_MISMATCH')
  })

  it('an unknown carrier key fails the input with UNKNOWN_CARRIER', () => {
    expect(() => normalizeShipment({ trackingNumber: '1Z999AA10123456784', carrier: 'pony_express' })).toThrow(
      /GET \/carriers/,
    )
  })

  it('a carrier error response (FedEx NOTFOUND) fails the input with CARRIER_ERROR', () => {
    const payload = {
      output: {
        completeTrackResults: [
          {
            trackingNumber: '123456789012',
            trackResults: [
              {
                trackingNumberInfo: { trackingNumber: '123456789012' },
                error: { code: 'TRACKING.TRACKINGNUMBER.NOTFOUND', message: 'Tracking number cannot be found.' },
              },
            ],
          },
        ],
      },
    }
    expect(() => normalizeShipment({ trackingNumber: '123456789012', payload })).toThrow(
      expect.objectContaining({ code: 'CARRIER_ERROR' }),
    )
  })

  it('a carrier problem body (DHL 404 problem JSON, USPS v3 error) is CARRIER_ERROR, not a shipment', () => {
    const dhl404 = { title: 'No result found', status: 404, detail: 'No shipment with given tracking number found.' }
    expect(() => normalizeShipment({ trackingNumber: '3318810025', carrier: 'dhl', payload: dhl404 })).toThrow(
      expect.objectContaining({
        code: 'CARRIER_ERROR',
        message: 'The carrier reports 404: No shipment with given tracking number found.',
      }),
    )
    const uspsError = { apiVersion: '3.0.0', error: { code: '400', message: 'Invalid tracking number.' } }
    expect(() => normalizeShipment({ trackingNumber: '9400111699000367101815', payload: uspsError })).toThrow(
      expect.objectContaining({ code: 'CARRIER_ERROR', message: 'The carrier reports 400: Invalid tracking number.' }),
    )
  })

  it("the carrier's reason is text on one line, bounded in length", () => {
    const detail = `<b>Not found</b>\n${'x'.repeat(5000)}`
    const problem = { title: 'No result found', status: 404, detail }
    try {
      normalizeShipment({ trackingNumber: '3318810025', carrier: 'dhl', payload: problem })
      expect.unreachable()
    } catch (e) {
      const reason = (e as { extra: { carrierMessage: string } }).extra.carrierMessage
      expect(reason.startsWith('Not found x')).toBe(true)
      expect(reason).toHaveLength(200)
    }
  })

  it('a payload holding nothing shipment-like is UNRECOGNIZED_PAYLOAD', () => {
    expect(() => normalizeShipment({ trackingNumber: '1Z999AA10123456784', payload: { hello: 'world' } })).toThrow(
      expect.objectContaining({ code: 'UNRECOGNIZED_PAYLOAD' }),
    )
  })
})

describe('heuristics on odd shapes', () => {
  it('AfterShip webhook (LaserShip): tags mapped, offsets kept, provenance webhook', () => {
    const s = run('heuristic', 'aftership-webhook', '1LS123456789012', 'lasership')
    expect(s.carrier).toBe('lasership')
    expect(statuses(s)).toEqual(['label_created', 'in_transit', 'out_for_delivery'])
    expect(s.currentStatus).toBe('out_for_delivery')
    expect(s.events[2]).toMatchObject({
      timestampIso: '2024-11-12T12:30:00.000Z',
      utcOffset: '-05:00',
      location: { city: 'Newark', region: 'NJ', postalCode: '07102', country: 'US' },
    })
    expect(s.delivery).toEqual({ estimatedDeliveryDate: '2024-11-13' })
    expect(s.provenance).toMatchObject({ dataSourceType: 'webhook', parsingStrategy: 'heuristic' })
    expect(s.confidence.score).toBeLessThan(0.95)
  })

  it('EasyPost tracker (OnTrac): statuses, signer, estimated date', () => {
    const s = run('heuristic', 'easypost-tracker', 'EZ4000000004', 'ontrac')
    expect(statuses(s)).toEqual(['label_created', 'in_transit', 'delivered'])
    expect(s.delivery).toEqual({ estimatedDeliveryDate: '2024-11-14', signedBy: 'John Tester' })
    expect(s.package.weight).toEqual({ value: 17.6, unit: 'UNSPECIFIED' })
  })

  it('scraped Royal Mail table: day-first dates, wording statuses, provenance scraped', () => {
    const s = run('heuristic', 'scraped-table', 'RR123456785GB', null)
    expect(s.carrier).toBe('royal_mail')
    expect(statuses(s)).toEqual(['accepted', 'delivered'])
    expect(s.events[1]).toMatchObject({
      localTimestamp: '2024-11-14T09:12:00',
      location: { city: 'Leeds Delivery Office' },
    })
    expect(s.provenance.dataSourceType).toBe('scraped')
    expect(codes(s)).toContain('TIMEZONE_ASSUMED')
  })

  it('nested custom shape: epoch seconds, duplicates removed, country names to ISO', () => {
    const s = run('heuristic', 'nested-custom', 'CP1234567890CA', 'canada_post')
    expect(s.events).toHaveLength(2)
    expect(s.events[0]).toMatchObject({
      canonicalStatus: 'accepted',
      timestampIso: '2024-11-12T08:00:00.000Z',
      location: { city: 'Toronto', region: 'ON', country: 'CA' },
    })
    expect(s.currentStatus).toBe('in_transit')
  })
})

describe('partial success', () => {
  it('a broken input among good ones: its own error entry and results slot, the others normalized', () => {
    const reply = normalizeElements([
      {
        ok: true,
        value: { trackingNumber: '794988776433', carrier: 'fedex', payload: fixture('fedex', 'delivered-signature') },
      },
      { ok: true, value: { trackingNumber: '1Z999AA10123456784', carrier: 'pony_express' } },
      {
        ok: false,
        error: 'INVALID_REQUEST',
        message: 'Input 2 is not valid: inputs[2].trackingNumber: expected string.',
      },
      { ok: true, value: { trackingNumber: '9400111699000367101815' } },
    ])
    expect(reply.metadata).toEqual({ normalizedCount: 2, errorCount: 2, inputCount: 4 })
    expect(reply.shipments.map((s) => s.trackingNumber)).toEqual(['794988776433', '9400111699000367101815'])
    expect(reply.errors).toEqual([
      {
        index: 1,
        error: 'UNKNOWN_CARRIER',
        message: '`carrier` is not a known key; GET /carriers lists them (or omit it to infer the carrier).',
        trackingNumber: '1Z999AA10123456784',
      },
      {
        index: 2,
        error: 'INVALID_REQUEST',
        message: 'Input 2 is not valid: inputs[2].trackingNumber: expected string.',
      },
    ])
    expect(reply.results.map((r) => ('shipment' in r && r.shipment ? r.shipment.currentStatus : r.error))).toEqual([
      'delivered',
      'UNKNOWN_CARRIER',
      'INVALID_REQUEST',
      'pending',
    ])
  })
})
