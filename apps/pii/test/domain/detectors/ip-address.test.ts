import { describe, expect, it } from 'vitest'
import { ipAddress } from '../../../src/domain/detectors/ip-address.js'
import { found, matches } from './found.js'

describe('ip address detector', () => {
  it('finds public and private v4 and v6, scoring private lower', () => {
    const got = matches(ipAddress, 'from 81.2.69.160 via 10.0.3.7 and 2001:db8:85a3::8a2e:370:7334')
    expect(got.map((m) => [m.attributes?.version, m.attributes?.scope, m.confidence])).toEqual([
      ['4', 'public', 0.85],
      ['4', 'private', 0.6],
      ['6', 'public', 0.85],
    ])
  })
  it('skips loopback, unspecified, broadcast and multicast', () => {
    expect(found(ipAddress, '127.0.0.1 0.0.0.0 255.255.255.255 239.255.255.250 ::1 [::]')).toEqual([])
  })
  it('refuses versions, OIDs, octets over 255, times and hex dumps', () => {
    expect(
      found(ipAddress, 'v1.2.3.4 version 10.0.0.1 1.3.6.1.4.1 300.1.1.1 10:23:45 serial 04:2A:9F:11:0B:7C:55:3E'),
    ).toEqual([])
  })
  it('skips product versions in user agents', () => {
    expect(found(ipAddress, 'Mozilla/5.0 (Windows NT 10.0) Chrome/121.0.1.16 Safari/537.36 Edg/125.1.19.10')).toEqual(
      [],
    )
    expect(found(ipAddress, 'GET http://81.2.69.160/index.html')).toEqual(['81.2.69.160'])
  })
  it('skips CIDR networks', () => {
    expect(found(ipAddress, 'route 10.0.0.0/8 and 81.2.0.0/16')).toEqual([])
  })
  it('skips package versions but keeps IP ranges', () => {
    expect(
      found(ipAddress, 'install alsa-topology-conf:all 1.2.5.1-2 imagemagick (6.9.11.60+dfsg-1.6) 2.3.3.4~rc1'),
    ).toEqual([])
    expect(found(ipAddress, 'allow 81.2.69.160-81.2.69.170')).toEqual(['81.2.69.160', '81.2.69.170'])
  })
})
