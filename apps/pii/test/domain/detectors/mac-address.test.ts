import { describe, expect, it } from 'vitest'
import { macAddress } from '../../../src/domain/detectors/mac-address.js'
import { found } from './found.js'

describe('mac address detector', () => {
  it('finds colon, dash and Cisco forms', () => {
    expect(found(macAddress, 'a4:2b:b0:c1:7e:09 A4-2B-B0-C1-7E-09 0050.56c0.0001')).toEqual([
      'a4:2b:b0:c1:7e:09',
      'A4-2B-B0-C1-7E-09',
      '0050.56c0.0001',
    ])
  })
  it('needs a cue for all-digit pairs and skips zero and broadcast', () => {
    expect(found(macAddress, 'elapsed 00:01:02:03:04:05')).toEqual([])
    expect(found(macAddress, 'link/ether 00:50:56:00:01:02')).toEqual(['00:50:56:00:01:02'])
    expect(found(macAddress, 'ff:ff:ff:ff:ff:ff 00:00:00:00:00:00')).toEqual([])
  })
})
