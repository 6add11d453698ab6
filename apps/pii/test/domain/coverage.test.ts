import { describe, expect, it } from 'vitest'
import { COVERAGE_TYPES, selectTypes } from '../../src/domain/coverage.js'
import { PII_TYPES } from '../../src/domain/types.js'

describe('type selection', () => {
  it('nests the levels: low within medium within high, high = every type', () => {
    expect(COVERAGE_TYPES.medium).toEqual(expect.arrayContaining([...COVERAGE_TYPES.low]))
    expect(COVERAGE_TYPES.high).toEqual(expect.arrayContaining([...COVERAGE_TYPES.medium]))
    expect([...COVERAGE_TYPES.high].sort()).toEqual([...PII_TYPES].sort())
    expect(COVERAGE_TYPES.medium).not.toContain('person_name')
  })
  it('defaults to medium', () => {
    expect(selectTypes(undefined, undefined)).toEqual({
      coverageLevel: 'medium',
      effectiveTypes: COVERAGE_TYPES.medium,
      ignoredTypes: [],
    })
  })
  it('resolves aliases, keeps table order, and returns unknown names', () => {
    expect(selectTypes(undefined, ['DOB', 'phone-number', 'ssn', 'shoe_size', 'ssn', 'ip'])).toEqual({
      coverageLevel: 'custom',
      effectiveTypes: ['phone', 'ssn', 'ip_address', 'date_of_birth'],
      ignoredTypes: ['shoe_size'],
    })
  })
})
