import { describe, expect, it } from 'vitest'
import { qualityScore } from '../../src/domain/quality.js'

const perfect = {
  scan: { fullSize: true, halfScale: true },
  contrastRatio: 21,
  inverted: false,
  logoCoverage: 0,
  recoveryCapacity: 0.15,
  quietZone: 4,
}

describe('qualityScore = round(100 × S × (0.4 C + 0.3 R + 0.3 Z))', () => {
  it.each([
    ['a perfect code', {}, 100],
    ['no 50 % decode (S = 0.7)', { scan: { fullSize: true, halfScale: false } }, 70],
    ['no decode at full size, 50 % only (S = 0.3)', { scan: { fullSize: false, halfScale: true } }, 30],
    ['no decode at all', { scan: { fullSize: false, halfScale: false } }, 0],
    ['contrast 4:1 (C = 0.5)', { contrastRatio: 4 }, 80],
    ['inverted black/white (C = 0.5)', { inverted: true }, 80],
    ['logo covering half the recovery capacity (R = 0.5)', { logoCoverage: 0.075 }, 85],
    ['logo beyond the recovery capacity (R = 0)', { logoCoverage: 0.4 }, 70],
    ['quiet zone 1 (Z = 0.25)', { quietZone: 1 }, 78],
    ['quiet zone 10 (Z capped at 1)', { quietZone: 10 }, 100],
  ])('%s', (_name, change, score) => {
    expect(qualityScore({ ...perfect, ...change })).toBe(score)
  })
})
