import { describe, expect, it } from 'vitest'
import { capacityAt, measureData } from '../../src/domain/capacity.js'

describe('capacity of version 40 (ISO/IEC 18004 table 7)', () => {
  it.each([
    ['L', { bits: 23648, bytes: 2953, alphanumeric: 4296, numeric: 7089 }],
    ['M', { bits: 18672, bytes: 2331, alphanumeric: 3391, numeric: 5596 }],
    ['Q', { bits: 13328, bytes: 1663, alphanumeric: 2420, numeric: 3993 }],
    ['H', { bits: 10208, bytes: 1273, alphanumeric: 1852, numeric: 3057 }],
  ] as const)('level %s', (level, capacity) => {
    expect(capacityAt(level)).toEqual(capacity)
  })

  it('measures data with the encoder segmentation (mode + count + data bits)', () => {
    expect(measureData('x'.repeat(2953), 'L').requiredBits).toBe(4 + 16 + 2953 * 8)
    expect(measureData('1'.repeat(7089), 'L').requiredBits).toBe(4 + 14 + 2363 * 10)
    expect(() => measureData('1'.repeat(7090), 'L')).toThrow(expect.objectContaining({ code: 'DATA_TOO_LONG' }))
  })
})
