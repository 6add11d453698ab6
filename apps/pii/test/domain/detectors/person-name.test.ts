import { describe, expect, it } from 'vitest'
import { personName } from '../../../src/domain/detectors/person-name.js'
import { scanPayload } from '../../../src/domain/scan-payload.js'
import { found } from './found.js'

describe('person name detector', () => {
  it('reads names after honorifics, cue phrases and mail headers', () => {
    expect(
      found(personName, 'Dear Mr John Smith, signed by: Olufemi Adeyemi-Brooks. From: "Ana Lima" <a@b.co>'),
    ).toEqual(['John Smith', 'Olufemi Adeyemi-Brooks', 'Ana Lima'])
  })
  it('reads values under name keys, with Unicode letters', () => {
    expect(found(personName, 'Zoë Ó Súilleabháin', 'cardholder')).toEqual(['Zoë Ó Súilleabháin'])
    expect(found(personName, 'Priyanka', 'first_name')).toEqual(['Priyanka'])
    const person = { key: 'name', personContext: true }
    expect(personName.scan('Maria Garcia', person)[0]?.confidence).toBe(0.75)
    expect(found(personName, 'Maria Garcia', 'name')).toEqual([])
  })
  it('reads lower-case particles, inner capitals and double-barrelled names', () => {
    expect(
      found(personName, 'Dear Lotte de Bruyn, cc: patient Ariana van Dam and signed by Jip van den Bosch'),
    ).toEqual(['Lotte de Bruyn', 'Ariana van Dam', 'Jip van den Bosch'])
    expect(found(personName, 'Dear Kara McGlynn and Mr Ole Schneider-MacGyver')).toEqual([
      'Kara McGlynn',
      'Ole Schneider-MacGyver',
    ])
    expect(found(personName, 'Coralie Da silva', 'customerName')).toEqual(['Coralie Da silva'])
    expect(found(personName, 'Maria de', 'fullName')).toEqual([])
  })
  it('reads a bare `name` member as a person only in an object about a person', () => {
    const scan = (payload: unknown) =>
      scanPayload(payload, { mode: 'detect', types: ['person_name'], strategy: 'mask' }).findings.map((f) => f.path)
    expect(scan({ name: 'Sleek Bamboo Chair', price: '12.00' })).toEqual([])
    expect(scan({ name: 'Jane Doe', email: 'x' })).toEqual(['$.name'])
    expect(scan({ customers: [{ name: 'Jane Doe' }] })).toEqual(['$.customers[0].name'])
  })
  it('refuses greetings without names, brands after one honorific and product names', () => {
    expect(found(personName, 'Dear Customer, Contact Support Team, Dr. Pepper and Mr. Clean')).toEqual([])
    expect(found(personName, 'checkout-service', 'name')).toEqual([])
    expect(found(personName, 'Widget', 'name')).toEqual([])
  })
})
