/**
 * qualityScore, 0-100 (README "Quality score"):
 *   round(100 × S × (0.4 × C + 0.3 × R + 0.3 × Z))
 *   S = 0.7 × [decodes at full size] + 0.3 × [decodes at 50 %]
 *   C = clamp((contrastRatio − 1) / 6, 0, 1), halved for inverted colors (7:1, WCAG AAA, scores full)
 *   R = 1 − clamp(logoCoverage / recoveryCapacity(level), 0, 1)   (1 without a logo)
 *   Z = clamp(quietZone / 4, 0, 1)
 * A code that does not decode at full size scores at most 30.
 */
import { STANDARD_QUIET_ZONE } from './defaults.js'
import type { ScanResult } from './scan-check.js'

export interface QualityInputs {
  scan: ScanResult
  contrastRatio: number
  inverted: boolean
  logoCoverage: number
  recoveryCapacity: number
  quietZone: number
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value))

export function qualityScore(inputs: QualityInputs): number {
  const s = 0.7 * Number(inputs.scan.fullSize) + 0.3 * Number(inputs.scan.halfScale)
  const c = clamp01((inputs.contrastRatio - 1) / 6) * (inputs.inverted ? 0.5 : 1)
  const r = 1 - clamp01(inputs.logoCoverage / inputs.recoveryCapacity)
  const z = clamp01(inputs.quietZone / STANDARD_QUIET_ZONE)
  // toFixed first: 77.5 must not round down because binary floating point stored 77.4999….
  return Math.round(Number((100 * s * (0.4 * c + 0.3 * r + 0.3 * z)).toFixed(6)))
}
