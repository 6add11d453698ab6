import { describe, expect, it } from 'vitest'
import { toAddress } from '../src/addresses.js'
import { countryName, toCountryCode } from '../src/countries.js'
import { getPath, pick, pickArray, pickString } from '../src/lookup.js'
import { splitName, toName } from '../src/names.js'

describe('lookup', () => {
  const p = JSON.parse('{"lines":{"data":[{"amount":5}]},"Total":"9.50","blank":" ","__proto__":{"x":1}}')
  it('reads dotted paths with array indexes and alternatives', () => {
    expect(getPath(p, 'lines.data.0.amount')).toBe(5)
    expect(pick(p, ['total', 'blank', 'Total'])).toBe('9.50')
    expect(pickString(p, 'lines.data.0.amount')).toBe('5')
    expect(pickArray(p, ['items', 'lines.data'])).toHaveLength(1)
    expect(pickString({ country: { code: 'CA' }, alt: 'x' }, ['country', 'alt'])).toBe('x')
  })
  it('never walks the prototype chain', () => {
    expect(getPath({}, 'constructor')).toBeUndefined()
    expect(getPath(p, '__proto__.x')).toBe(1)
    expect(getPath({}, 'toString')).toBeUndefined()
  })
})

describe('countries, addresses, names', () => {
  it('maps names and alpha-3 to alpha-2', () => {
    expect(
      ['DE', 'deu', 'Germany', 'United States of America', 'U.S.A', 'UK', "Côte d'Ivoire", 'Nowhere'].map(
        toCountryCode,
      ),
    ).toEqual(['DE', 'DE', 'DE', 'US', 'US', 'GB', 'CI', undefined])
    expect(countryName('fr')).toBe('France')
  })
  it('reads the usual address layouts', () => {
    expect(
      toAddress({
        line1: '1 Main St',
        line2: 'Suite 2',
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
        country: 'US',
      }),
    ).toEqual({
      lines: ['1 Main St', 'Suite 2'],
      city: 'Austin',
      region: 'TX',
      postalCode: '78701',
      country: 'US',
    })
    expect(toAddress({ Line1: 'Kaiserstr. 1', City: 'Berlin', PostalCode: '10115', Country: 'Germany' })).toMatchObject(
      { country: 'DE' },
    )
    expect(toAddress({ street: ['a', 'b'], country: 'Atlantis' })).toEqual({
      lines: ['a', 'b'],
      countryRaw: 'Atlantis',
    })
    expect(toAddress({})).toBeUndefined()
    expect(toAddress({ street_1: '1 Elm', country: { code: 'CA' }, province: { code: 'ON' } })).toEqual({
      lines: ['1 Elm'],
      region: 'ON',
      country: 'CA',
    })
  })
  it('builds display names', () => {
    expect(toName({ first_name: ' Ada ', last_name: 'Lovelace' })).toBe('Ada Lovelace')
    expect(toName({ name: { given_name: 'Jo', surname: 'Doe' } })).toBe('Jo Doe')
    expect(toName({ DisplayName: 'Acme  Corp' })).toBe('Acme Corp')
    expect(splitName('Mary Ann Smith')).toEqual({ given: 'Mary Ann', family: 'Smith' })
  })
})
