import { describe, expect, it } from 'vitest'
import { passport } from '../../../src/domain/detectors/passport.js'
import { found } from './found.js'

describe('passport detector', () => {
  it('needs a passport cue right before the number', () => {
    expect(found(passport, 'Passport No: C01X00T47; Reisepass Nr. C4J2R7X95')).toEqual(['C01X00T47', 'C4J2R7X95'])
    expect(found(passport, 'order C01X00T47')).toEqual([])
  })
  it('reads a whole value under a passport key but not its expiry or country', () => {
    expect(found(passport, '533380006', 'passport_number')).toEqual(['533380006'])
    expect(found(passport, '20310401', 'passport_expiry')).toEqual([])
  })
  it('refuses words and file names after the cue', () => {
    expect(found(passport, 'passport photo uploaded: IMG_20261124.jpg; passport number pending')).toEqual([])
  })
})
