import { describe, expect, it } from 'vitest'
import { personName } from '../../../src/domain/detectors/person-name.js'
import { found, matches } from './found.js'

describe('person name detector', () => {
  it('reads names after honorifics, cue phrases and mail headers', () => {
    expect(
      found(personName, 'Dear Mr John Smith, signed by: Olufemi Adeyemi-Brooks. From: "Ana Lima" <a@b.co>'),
    ).toEqual(['John Smith', 'Olufemi Adeyemi-Brooks', 'Ana Lima'])
  })
  it('reads values under name keys, with Unicode letters', () => {
    expect(found(personName, 'Zoë Ó Súilleabháin', 'cardholder')).toEqual(['Zoë Ó Súilleabháin'])
    expect(found(personName, 'Priyanka', 'first_name')).toEqual(['Priyanka'])
    expect(matches(personName, 'Maria Garcia', 'name')[0]?.confidence).toBe(0.75)
  })
  it('refuses greetings without names, brands after one honorific and product names', () => {
    expect(found(personName, 'Dear Customer, Contact Support Team, Dr. Pepper and Mr. Clean')).toEqual([])
    expect(found(personName, 'checkout-service', 'name')).toEqual([])
    expect(found(personName, 'Widget', 'name')).toEqual([])
  })
})
