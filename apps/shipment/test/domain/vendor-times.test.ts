/**
 * A vendor timestamp with seconds keeps them through every adapter that reads times (each fixture with
 * one event time rewritten to carry seconds), and a zone abbreviation is read with the event's country:
 * CST at a China address is China Standard Time, reported with ZONE_ABBREVIATION_ASSUMED.
 */
import { describe, expect, it } from 'vitest'
import { normalizeShipment } from '../../src/domain/normalize-shipment.js'
import { codes, fixture } from '../adapters/load.js'

function withText(key: string, name: string, from: string, to: string): Record<string, unknown> {
  const text = JSON.stringify(fixture(key, name))
  expect(text, `${key}/${name} holds ${from}`).toContain(from)
  return JSON.parse(text.replace(from, to)) as Record<string, unknown>
}

const CASES: [string, string, string, string, string, string, string][] = [
  // key, fixture, tracking number, written, rewritten, local, UTC
  [
    'fedex',
    'in-transit',
    '281497886537',
    '2024-11-13T02:14:00-06:00',
    '2024-11-13T02:14:40-06:00',
    '2024-11-13T02:14:40',
    '2024-11-13T08:14:40.000Z',
  ],
  ['ups', 'in-transit', '1Z4E2V870345123999', '"time":"043000"', '"time":"043040"', 'T04:30:40', ':30:40.000Z'],
  [
    'dhl',
    'in-transit',
    '7258314092',
    '2024-11-12T19:40:00+08:00',
    '2024-11-12T18:58:40+08:00',
    '2024-11-12T18:58:40',
    '2024-11-12T10:58:40.000Z',
  ],
  [
    'dhl_ecommerce',
    'in-transit',
    'GM2951173225174501',
    '"time":"03:40:00"',
    '"time":"18:58:40"',
    '2024-11-12T18:58:40',
    '2024-11-13T02:58:40.000Z',
  ],
  [
    'usps',
    'in-transit',
    '9205500190300123456788',
    '"eventTimestamp":"2024-11-12T19:40:00"',
    '"eventTimestamp":"2024-11-12T18:58:40"',
    '2024-11-12T18:58:40',
    ':58:40.000Z',
  ],
  [
    'usps',
    'returned-trackresponse',
    '9400111699000367101815',
    '"EventTime":"4:40 pm"',
    '"EventTime":"6:58:40 pm"',
    'T18:58:40',
    'T18:58:40.000Z',
  ],
  [
    'heuristic',
    'aftership-webhook',
    '1LS123456789012',
    '2024-11-11T04:00:00-05:00',
    '2024-11-11T04:00:40-05:00',
    '2024-11-11T04:00:40',
    '2024-11-11T09:00:40.000Z',
  ],
]

describe('vendor timestamps keep their seconds', () => {
  it.each(CASES)('%s %s', (key, name, number, from, to, local, utc) => {
    const carrier = key === 'heuristic' ? 'lasership' : key
    const shipment = normalizeShipment({ trackingNumber: number, carrier, payload: withText(key, name, from, to) })
    const event = shipment.events.find((e) => e.localTimestamp?.includes(local))
    expect(event, `an event at ${local}`).toBeDefined()
    expect(event?.timestampIso).toContain(utc)
  })
})

describe('zone abbreviations', () => {
  const inChina = (zone: string) => {
    const payload = fixture('dhl_ecommerce', 'in-transit') as { packages: { events: Record<string, unknown>[] }[] }
    const event = {
      ...payload.packages[0]?.events[0],
      location: 'SHANGHAI, CN',
      country: 'CN',
      time: '18:58:40',
      timeZone: zone,
    }
    const packages = [{ ...payload.packages[0], events: [event] }]
    return normalizeShipment({ trackingNumber: 'GM2951173225174501', carrier: 'dhl_ecommerce', payload: { packages } })
  }
  it('reads CST at a China address as China Standard Time and warns', () => {
    const shipment = inChina('CST')
    expect(shipment.events[0]).toMatchObject({
      timestampIso: '2024-11-12T10:58:40.000Z',
      localTimestamp: '2024-11-12T18:58:40',
      utcOffset: '+08:00',
    })
    expect(codes(shipment)).toContain('ZONE_ABBREVIATION_ASSUMED')
  })
  it('does not warn for an offset', () => {
    expect(codes(inChina('+08:00'))).not.toContain('ZONE_ABBREVIATION_ASSUMED')
    expect(inChina('+08:00').events[0]?.timestampIso).toBe('2024-11-12T10:58:40.000Z')
  })
})

describe('service names', () => {
  it('reads the markup of a USPS service name as text', () => {
    const payload = withText(
      'usps',
      'in-transit',
      '"mailClass":"USPS Ground Advantage"',
      '"mailClass":"USPS Ground Advantage<SUP>&#153;</SUP>"',
    )
    const shipment = normalizeShipment({ trackingNumber: '9205500190300123456788', carrier: 'usps', payload })
    expect(shipment.service?.name).toBe('USPS Ground Advantage™')
  })
})
