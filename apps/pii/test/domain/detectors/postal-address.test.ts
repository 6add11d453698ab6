import { describe, expect, it } from 'vitest'
import { postalAddress } from '../../../src/domain/detectors/postal-address.js'
import { found } from './found.js'

describe('postal address detector', () => {
  it('finds US/UK street lines with city, state and ZIP or postcode', () => {
    expect(found(postalAddress, 'Ship to 1600 Pennsylvania Avenue NW, Washington, DC 20500 today')).toEqual([
      '1600 Pennsylvania Avenue NW, Washington, DC 20500',
    ])
    expect(found(postalAddress, 'Deliver to 221B Baker Street, London NW1 6XE')).toEqual([
      '221B Baker Street, London NW1 6XE',
    ])
  })
  it('finds German and French street lines', () => {
    expect(found(postalAddress, 'in der Hauptstraße 12, Berlin; au 8 rue de Rivoli')).toEqual([
      'Hauptstraße 12',
      '8 rue de Rivoli',
    ])
  })
  it('reads a street-like value under an address key', () => {
    expect(found(postalAddress, '4059 Mt Lee Dr.', 'address_line1')).toEqual(['4059 Mt Lee Dr.'])
  })
  it('refuses lower-case phrases ending in a street word', () => {
    expect(found(postalAddress, '12 users hit the Road; 100 requests per Second Street metrics')).toEqual([])
  })
})
