import { describe, expect, it } from 'vitest'
import { failedCheckDigit, matchTrackingNumber } from '../../src/domain/tracking-number.js'

const carriers = (n: string) => matchTrackingNumber(n).map((m) => `${m.carrier}/${m.checkDigit}`)

/** Valid numbers and the same number with its check digit changed (the last character unless noted). */
const CASES: { carrier: string; format: string; valid: string; invalid: string }[] = [
  { carrier: 'ups', format: 'UPS 1Z (mod-10 variant)', valid: '1Z999AA10123456784', invalid: '1Z999AA10123456785' },
  { carrier: 'ups', format: 'UPS 1Z', valid: '1Z5R89390357567127', invalid: '1Z5R89390357567128' },
  { carrier: 'fedex', format: 'FedEx Express 12 (mod-11)', valid: '986578788855', invalid: '986578788856' },
  { carrier: 'fedex', format: 'FedEx Express 12', valid: '794988776433', invalid: '794988776434' },
  { carrier: 'fedex', format: 'FedEx SmartPost 20', valid: '61299998820821171811', invalid: '61299998820821171812' },
  {
    carrier: 'usps',
    format: 'USPS IMpb 22 (mod-10)',
    valid: '9400111699000367101815',
    invalid: '9400111699000367101816',
  },
  { carrier: 'usps', format: 'USPS IMpb 22', valid: '9205500190300123456788', invalid: '9205500190300123456787' },
  { carrier: 'usps', format: 'USPS S10 (UPU check digit)', valid: 'EA123456785US', invalid: 'EA123456784US' },
  { carrier: 'dhl', format: 'DHL Express 10 (mod-7)', valid: '3318810025', invalid: '3318810026' },
  { carrier: 'dhl', format: 'DHL Express 10', valid: '1234567891', invalid: '1234567892' },
  { carrier: 'royal_mail', format: 'Royal Mail S10', valid: 'RR123456785GB', invalid: 'RR123456786GB' },
  { carrier: 'canada_post', format: 'Canada Post S10', valid: 'RR123456785CA', invalid: 'RR123456780CA' },
  { carrier: 'china_post', format: 'China Post S10', valid: 'RR123456785CN', invalid: 'RR123456781CN' },
]

describe('tracking-number check digits (ts-tracking-number + S10 operator table)', () => {
  for (const c of CASES) {
    it(`${c.format}: ${c.valid} is ${c.carrier}, ${c.invalid} is not`, () => {
      expect(matchTrackingNumber(c.valid)[0]).toMatchObject({ carrier: c.carrier, checkDigit: 'valid' })
      expect(matchTrackingNumber(c.invalid).some((m) => m.carrier === c.carrier && m.checkDigit === 'valid')).toBe(
        false,
      )
    })
  }

  it('reports the format whose check digit failed', () => {
    expect(failedCheckDigit('1Z999AA10123456785')).toBe('ups')
    expect(failedCheckDigit('986578788856')).toBe('fedex')
    expect(failedCheckDigit('9400111699000367101816')).toBe('usps')
    expect(failedCheckDigit('3318810026')).toBe('dhl')
    expect(failedCheckDigit('EA123456784US')).toBe('upu_s10')
    expect(failedCheckDigit('1Z999AA10123456784')).toBeUndefined()
  })

  it('ignores spaces, dashes and case', () => {
    expect(carriers('1z 999 aa1 0123 4567 84')).toEqual(['ups/valid'])
    expect(carriers('9400-1116-9900-0367-1018-15')).toEqual(['usps/valid'])
  })

  it('pattern-only formats are marked checkDigit none and never outrank a validated match', () => {
    expect(carriers('1LS123456789012')).toEqual(['lasership/none'])
    expect(carriers('GM2951173225174494')).toEqual(['dhl_ecommerce/none'])
    expect(carriers('TBA123456789000')[0]).toMatch(/^amazon_logistics\//)
  })

  it('an S10 number of an operator without a label is carrier unknown', () => {
    expect(matchTrackingNumber('RR123456785FR')[0]).toMatchObject({ carrier: 'unknown', format: 'S10 (FR)' })
  })

  it('recognizes nothing in text that is no tracking number', () => {
    expect(carriers('HELLO')).toEqual([])
  })
})
