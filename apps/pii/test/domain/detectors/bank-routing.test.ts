import { describe, expect, it } from 'vitest'
import { isAbaRoutingNumber } from '../../../src/domain/checks/aba.js'
import { bankRouting } from '../../../src/domain/detectors/bank-routing.js'
import { found } from './found.js'

describe('bank routing detector', () => {
  it('checks the ABA 3-7-1 sum and the Federal Reserve prefix', () => {
    expect(isAbaRoutingNumber('021000021')).toBe(true)
    expect(isAbaRoutingNumber('021000022')).toBe(false)
    expect(isAbaRoutingNumber('991000021')).toBe(false)
  })
  it('needs a routing cue or key', () => {
    expect(found(bankRouting, 'routing number 021000021, account 12345')).toEqual(['021000021'])
    expect(found(bankRouting, '121000358', 'aba')).toEqual(['121000358'])
    expect(found(bankRouting, 'order 021000021 paid')).toEqual([])
  })
})
