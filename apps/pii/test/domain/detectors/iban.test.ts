import { describe, expect, it } from 'vitest'
import { iban } from '../../../src/domain/detectors/iban.js'
import { found, matches } from './found.js'

describe('iban detector', () => {
  it('finds electronic and grouped IBANs and names the country', () => {
    const got = matches(iban, 'to GB29 NWBK 6016 1331 9268 19 or DE89370400440532013000 EUR')
    expect(got.map((m) => m.attributes?.country)).toEqual(['GB', 'DE'])
    expect(found(iban, 'to GB29 NWBK 6016 1331 9268 19 or DE89370400440532013000 EUR')).toEqual([
      'GB29 NWBK 6016 1331 9268 19',
      'DE89370400440532013000',
    ])
  })
  it('reports an IBAN whose only fault is its national check digit at 0.80', () => {
    // mod-97 holds; the French RIB key inside the BBAN does not.
    const got = matches(iban, 'pay FR58 0700 0401 88D0 8145 370J G44 now')
    expect(got.map((m) => [m.confidence, m.attributes?.country])).toEqual([[0.8, 'FR']])
  })
  it('refuses a wrong check digit, a wrong country length and fragments', () => {
    expect(found(iban, 'GB28 NWBK 6016 1331 9268 19 DE8937040044053201300 DE89 is a prefix')).toEqual([])
  })
})
