import { describe, expect, it } from 'vitest'
import { dateOfBirth } from '../../../src/domain/detectors/date-of-birth.js'
import { found } from './found.js'

describe('date of birth detector', () => {
  it('finds dates after birth words in several layouts', () => {
    expect(
      found(dateOfBirth, 'DOB 07/14/1986; born on 5 March 1984; geboren am 03.02.1991; Birthday: March 9th, 1972'),
    ).toEqual(['07/14/1986', '5 March 1984', '03.02.1991', 'March 9th, 1972'])
  })
  it('reads any real date under a birth key, ISO datetimes included', () => {
    expect(found(dateOfBirth, '1979-11-30T00:00:00Z', 'birth_date')).toEqual(['1979-11-30'])
  })
  it('takes only the first date after a birth word', () => {
    expect(found(dateOfBirth, 'patient born 1958-06-17, admitted 2026-11-20')).toEqual(['1958-06-17'])
  })
  it('refuses other dates and impossible days', () => {
    expect(found(dateOfBirth, 'invoice due 2026-12-01, created 03/04/2025')).toEqual([])
    expect(found(dateOfBirth, 'dob 1990-02-30 dob 1850-01-01')).toEqual([])
  })
})
