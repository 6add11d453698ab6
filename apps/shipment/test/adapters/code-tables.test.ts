/**
 * The status code tables against the carriers' published code lists (cited in each adapter), and the rule
 * for a code no list holds: it warns UNKNOWN_CODE and the event's wording decides, never the code's letters.
 */
import { describe, expect, it } from 'vitest'
import { DHL_STATUS } from '../../src/adapters/dhl.js'
import { FEDEX_STATUS } from '../../src/adapters/fedex.js'
import { UPS_STATUS } from '../../src/adapters/ups.js'
import { normalizeShipment } from '../../src/domain/normalize-shipment.js'
import { codes } from './load.js'

/** FedEx's tracking status codes (status part of the published list, possession codes aside). */
const FEDEX_PUBLISHED = [
  'AA',
  'AC',
  'AD',
  'AF',
  'AO',
  'AP',
  'AR',
  'AX',
  'CA',
  'CH',
  'DD',
  'DE',
  'DL',
  'DP',
  'DR',
  'DS',
  'DY',
  'EA',
  'ED',
  'EO',
  'EP',
  'FD',
  'HL',
  'HP',
  'IT',
  'IX',
  'LO',
  'OC',
  'OD',
  'OF',
  'OX',
  'PD',
  'PF',
  'PL',
  'PM',
  'PU',
  'PX',
  'RR',
  'RM',
  'RC',
  'RS',
  'RP',
  'LP',
  'RG',
  'RD',
  'SE',
  'SF',
  'SP',
  'TR',
  'CC',
  'CD',
  'CP',
]
/** UPS activity status types. */
const UPS_PUBLISHED = ['D', 'I', 'M', 'MV', 'P', 'X', 'RS', 'DO', 'DD', 'W', 'NA', 'O']
/** DHL unified `statusCode` enum. */
const DHL_PUBLISHED = ['pre-transit', 'transit', 'delivered', 'failure', 'unknown']

describe('code tables hold every code of the published lists', () => {
  it.each([
    ['fedex', FEDEX_STATUS, FEDEX_PUBLISHED],
    ['ups', UPS_STATUS, UPS_PUBLISHED],
    ['dhl', DHL_STATUS, DHL_PUBLISHED],
  ] as const)('%s', (_, table, published) => {
    expect(published.filter((code) => !Object.hasOwn(table, code))).toEqual([])
  })

  it('maps the codes whose meaning the lists state outright', () => {
    expect(['DL', 'OD', 'PU', 'OC', 'DE', 'RS', 'CC', 'CA', 'AX', 'ED'].map((c) => [c, FEDEX_STATUS[c]])).toEqual([
      ['DL', 'delivered'],
      ['OD', 'out_for_delivery'],
      ['PU', 'accepted'],
      ['OC', 'label_created'],
      ['DE', 'exception'],
      ['RS', 'returned'],
      ['CC', 'customs_cleared'],
      ['CA', 'cancelled'],
      ['AX', 'in_transit'],
      ['ED', 'in_transit'],
    ])
    expect(['D', 'O', 'X', 'M', 'MV', 'RS'].map((c) => UPS_STATUS[c])).toEqual([
      'delivered',
      'out_for_delivery',
      'exception',
      'label_created',
      'cancelled',
      'returned',
    ])
  })
})

const fedexScan = (code: string, wording: string) => ({
  output: {
    completeTrackResults: [
      {
        trackingNumber: '794988776433',
        trackResults: [
          {
            trackingNumberInfo: { trackingNumber: '794988776433' },
            scanEvents: [
              {
                date: '2024-11-12T08:02:00-06:00',
                eventType: code,
                derivedStatusCode: code,
                eventDescription: wording,
              },
            ],
          },
        ],
      },
    ],
  },
})

const upsActivity = (type: string, wording: string) => ({
  trackResponse: {
    shipment: [
      {
        inquiryNumber: '1Z999AA10123456784',
        package: [
          {
            trackingNumber: '1Z999AA10123456784',
            activity: [
              {
                status: { type, code: 'ZZ', description: wording },
                date: '20241112',
                time: '080200',
                gmtOffset: '-05:00',
              },
            ],
          },
        ],
      },
    ],
  },
})

const dhlEvent = (statusCode: string, wording: string) => ({
  shipments: [
    {
      id: '7777777770',
      service: 'express',
      events: [{ timestamp: '2024-11-12T08:02:00+01:00', statusCode, status: wording }],
    },
  ],
})

const uspsEvent = (eventCode: string, wording: string) => ({
  trackingNumber: '9400108205498532578275',
  trackingEvents: [
    { eventCode, eventType: wording, eventTimestamp: '2024-11-12T08:02:00', GMTOffset: '-05:00', eventCity: 'BUFFALO' },
  ],
})

describe('a code no published list holds', () => {
  it.each([
    ['fedex', '794988776433', fedexScan('QQ', 'Delivered'), fedexScan('QQ', 'Reference 7')],
    ['ups', '1Z999AA10123456784', upsActivity('Q', 'DELIVERED'), upsActivity('Q', 'Reference 7')],
    [
      'dhl',
      '7777777770',
      dhlEvent('relabelled', 'The shipment has been delivered'),
      dhlEvent('relabelled', 'Reference 7'),
    ],
    ['usps', '9400108205498532578275', uspsEvent('Q9', 'Delivered, In/At Mailbox'), uspsEvent('Q9', 'Reference 7')],
  ] as const)('%s: warns UNKNOWN_CODE; the wording decides, else `unknown`', (carrier, number, worded, silent) => {
    const read = normalizeShipment({ trackingNumber: number, carrier, payload: worded })
    expect(read.events[0]?.canonicalStatus).toBe('delivered')
    expect(codes(read)).toContain('UNKNOWN_CODE')
    const unread = normalizeShipment({ trackingNumber: number, carrier, payload: silent })
    expect(unread.events[0]?.canonicalStatus).toBe('unknown')
    expect(unread.currentStatus).toBe('unknown')
    expect(codes(unread)).toContain('UNKNOWN_CODE')
    // The carrier's own code stays on the event, as given.
    expect(unread.events[0]?.originalCarrierStatus).toMatch(/^(QQ|Q|relabelled|Q9): /)
  })
})
