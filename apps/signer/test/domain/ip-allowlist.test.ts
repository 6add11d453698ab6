import { describe, expect, it } from 'vitest'
import { isIpAddress, isIpAllowed, normalizeIpEntry } from '../../src/domain/ip-allowlist.js'

describe('IP allowlist', () => {
  it.each([
    ['10.0.0.1', '10.0.0.1'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['10.0.0.0/8', '10.0.0.0/8'],
    ['2001:db8::/32', '2001:db8::/32'],
  ])('normalizes %s to %s', (entry, expected) => {
    expect(normalizeIpEntry(entry)).toBe(expected)
  })

  it.each(['127.1', '010.0.0.1', '0x7f.0.0.1', '256.0.0.1', '10.0.0.0/33', 'fe80::1%eth0', 'example.com', ''])(
    'refuses %j',
    (entry) => {
      expect(normalizeIpEntry(entry)).toBeUndefined()
    },
  )

  it('matches addresses and ranges of the same family only', () => {
    const list = ['10.0.0.0/8', '2001:db8::/32', '192.0.2.7']
    expect(isIpAllowed(list, '10.255.0.1')).toBe(true)
    expect(isIpAllowed(list, '192.0.2.7')).toBe(true)
    expect(isIpAllowed(list, '::ffff:192.0.2.7')).toBe(true)
    expect(isIpAllowed(list, '2001:db8:ffff::1')).toBe(true)
    expect(isIpAllowed(list, '192.0.2.8')).toBe(false)
    expect(isIpAllowed(list, '::a00:1')).toBe(false)
    expect(isIpAllowed(list, 'nonsense')).toBe(false)
    expect(isIpAddress('10.0.0.0/8')).toBe(false)
  })
})
