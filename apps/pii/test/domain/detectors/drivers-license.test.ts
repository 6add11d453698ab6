import { describe, expect, it } from 'vitest'
import { driversLicense } from '../../../src/domain/detectors/drivers-license.js'
import { found } from './found.js'

describe("driver's licence detector", () => {
  it('needs a licence cue', () => {
    expect(
      found(driversLicense, "Driver's license: D1234567; driving licence number MORGA753116SM9IJ; DL# S530-4128-7765"),
    ).toEqual(['D1234567', 'MORGA753116SM9IJ', 'S530-4128-7765'])
    expect(found(driversLicense, 'ticket D1234567')).toEqual([])
  })
  it('reads a whole value under a licence key, not its state or expiry', () => {
    expect(found(driversLicense, 'D2345678', 'driver_license')).toEqual(['D2345678'])
    expect(found(driversLicense, '2029-01-01', 'drivers_license_expiry')).toEqual([])
  })
  it('does not read software licences', () => {
    expect(found(driversLicense, 'license: MIT-2024; license Apache-2.0')).toEqual([])
  })
})
