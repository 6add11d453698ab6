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
  it('reads US suffixes from the USPS list, ordinals and Broadway', () => {
    expect(
      found(
        postalAddress,
        'at 12 Cedar Valleys; 9 Maple Greens Apt. 4; 77 Oak Corners; 5 Stone Well; 350 N Broadway, 8 W 16th Street',
      ),
    ).toEqual([
      '12 Cedar Valleys',
      '9 Maple Greens Apt. 4',
      '77 Oak Corners',
      '5 Stone Well',
      '350 N Broadway',
      '8 W 16th Street',
    ])
  })
  it('reads Spanish and Italian street lines: type, name, number or s/n, floor and door', () => {
    expect(found(postalAddress, 'Envío a Calle de Alcalá, 42 2º B, Madrid')).toEqual(['Calle de Alcalá, 42 2º B'])
    expect(found(postalAddress, 'Travesía Anni s/n. y Avenida Diagonal 640 Bajo Izda.')).toEqual([
      'Travesía Anni s/n.',
      'Avenida Diagonal 640 Bajo Izda.',
    ])
    expect(found(postalAddress, 'consegna in Via Lorella 89, Piano 3 oppure piazza Garibaldi 7')).toEqual([
      'Via Lorella 89, Piano 3',
      'piazza Garibaldi 7',
    ])
  })
  it('reads German lines written apart or after Am/Im and French lines of every street type', () => {
    expect(found(postalAddress, 'Nauener Str. 7, Stefan-Zweig-Str. 32c, Am Küchenhof 92c')).toEqual([
      'Nauener Str. 7',
      'Stefan-Zweig-Str. 32c',
      'Am Küchenhof 92c',
    ])
    expect(found(postalAddress, 'au 54 Impasse de la Pompe')).toEqual(['54 Impasse de la Pompe'])
  })
  it('reads a street-like value under an address key', () => {
    expect(found(postalAddress, '4059 Mt Lee Dr.', 'address_line1')).toEqual(['4059 Mt Lee Dr.'])
  })
  it('refuses lower-case phrases ending in a street word', () => {
    expect(found(postalAddress, '12 users hit the Road; 100 requests per Second Street metrics')).toEqual([])
  })
})
