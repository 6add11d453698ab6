import { describe, expect, it } from 'vitest'
import { riskLevel, riskScore } from '../../src/domain/risk.js'

describe('risk score', () => {
  it('is weight x highest confidence x a count factor, summed and capped at 100', () => {
    expect(riskScore(new Map())).toBe(0)
    expect(riskScore(new Map([['credit_card', { count: 1, maxConfidence: 0.9 }]]))).toBe(32)
    expect(riskScore(new Map([['email', { count: 3, maxConfidence: 0.9 }]]))).toBe(Math.round(8 * 0.9 * 1.5))
    expect(riskScore(new Map([['email', { count: 50, maxConfidence: 1 }]]))).toBe(16)
    expect(
      riskScore(
        new Map([
          ['private_key', { count: 2, maxConfidence: 0.99 }],
          ['ssn', { count: 1, maxConfidence: 0.99 }],
        ]),
      ),
    ).toBe(100)
  })
  it('maps scores to levels', () => {
    expect([0, 1, 24, 25, 49, 50, 74, 75, 100].map(riskLevel)).toEqual([
      'none',
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
      'critical',
      'critical',
    ])
  })
})
