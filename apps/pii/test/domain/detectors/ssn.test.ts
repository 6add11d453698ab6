import { describe, expect, it } from 'vitest'
import { isValidSsn, ssn } from '../../../src/domain/detectors/ssn.js'
import { found, matches } from './found.js'

describe('ssn detector', () => {
  it('applies the SSA area, group and serial rules', () => {
    expect(isValidSsn('536228451')).toBe(true)
    for (const bad of ['000228451', '666228451', '936228451', '536008451', '536220000'])
      expect(isValidSsn(bad)).toBe(false)
  })
  it('finds dashed and spaced forms alone, bare nine digits only with a cue or key', () => {
    expect(found(ssn, 'ids 536-22-8451 and 412 55 9031')).toEqual(['536-22-8451', '412 55 9031'])
    expect(found(ssn, 'number 536228451')).toEqual([])
    expect(found(ssn, 'SSN: 536228451')).toEqual(['536228451'])
    expect(found(ssn, '536228451', 'social_security_number')).toEqual(['536228451'])
  })
  it('marks 123-45-6789 and the Woolworth number as test data', () => {
    expect(matches(ssn, 'ssn 123-45-6789')[0]).toMatchObject({ testData: true })
    expect(matches(ssn, 'ssn 078-05-1120')[0]).toMatchObject({ testData: true })
  })
  it('refuses invalid areas and longer dashed runs', () => {
    expect(found(ssn, '000-12-3456 666-12-3456 912-12-3456 536-22-8451-7 1-536-22-8451')).toEqual([])
  })
})
