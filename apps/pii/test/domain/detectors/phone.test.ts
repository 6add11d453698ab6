import { describe, expect, it } from 'vitest'
import { phone } from '../../../src/domain/detectors/phone.js'
import { found, matches } from './found.js'

describe('phone detector', () => {
  it('reads + numbers internationally and infers the country', () => {
    const got = matches(phone, 'UK +44 20 7946 0958, DE +49 30 901820, BR +55 21 99876-5432')
    expect(got.map((m) => m.attributes?.country)).toEqual(['GB', 'DE', 'BR'])
  })
  it('reads NANP layouts without +, and bare digits only with a cue', () => {
    expect(found(phone, 'desk (212) 736-5000 or 650.253.0000')).toEqual(['(212) 736-5000', '650.253.0000'])
    expect(found(phone, 'id 2025550173 done')).toEqual([])
    expect(found(phone, 'phone: 2025550173')).toEqual(['2025550173'])
    expect(found(phone, '2025550173', 'mobile')).toEqual(['2025550173'])
  })
  it('does not read three groups of four digits (batch, lot, serial codes) as a number without a cue', () => {
    const read = (text: string, region: string) => phone.scan(text, { key: undefined, region })
    for (const region of ['DE', 'FR', 'GB', 'US']) {
      expect(read('batch 0474 9089 4271 released, Lot: 0292 3504 3115', region), region).toEqual([])
    }
    expect(read('tel: 0474 9089 4271', 'DE')).toHaveLength(1)
  })
  it('reads dotted Spanish numbers after a cue only', () => {
    const es = (text: string) => phone.scan(text, { key: undefined, region: 'ES' })
    expect(es('tel: 915.023.580').map((m) => m.attributes?.country)).toEqual(['ES'])
    expect(es('version 915.023.580')).toEqual([])
  })
  it('trims a trailing group that is not part of the number', () => {
    expect(found(phone, 'call +1 415 555 0132 - 2 times')).toEqual(['+1 415 555 0132'])
  })
  it('refuses dates, IPs, versions and invalid numbers', () => {
    expect(found(phone, '2024-01-15 10.0.0.12 1.2.3.4.5 +1 123 456 7890 +999 12345678')).toEqual([])
  })
  it('reads numbers without + in the request region, needing a trunk 0 and a separator outside NANP', () => {
    const de = (text: string) => phone.scan(text, { key: undefined, region: 'DE' })
    expect(de('Tel. 030 901820 oder 0151 23456789').map((m) => m.attributes?.country)).toEqual(['DE', 'DE'])
    expect(de('Bestellung 20240115 und 4930901820')).toEqual([])
    expect(phone.scan('(0)20 7946 0958', { key: undefined, region: 'GB' })[0]?.attributes?.country).toBe('GB')
  })
})
