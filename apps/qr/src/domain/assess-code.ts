/** The verdict on a rendered code: scan results → scanVerified, qualityScore and the final warnings. */

import { RECOVERY_CAPACITY } from './levels.js'
import type { CodePlan } from './plan-code.js'
import { qualityScore } from './quality.js'
import type { ScanResult } from './scan-check.js'
import { reducedScaleScanFailed, scanFailed, type Warning } from './warnings.js'

export interface Assessment {
  scanVerified: boolean
  qualityScore: number
  warnings: Warning[]
}

export function assessCode(plan: CodePlan, scan: ScanResult): Assessment {
  const warnings = [...plan.warnings]
  if (!scan.fullSize) warnings.push(scanFailed())
  else if (!scan.halfScale) warnings.push(reducedScaleScanFailed())
  return {
    scanVerified: scan.fullSize,
    qualityScore: qualityScore({
      scan,
      contrastRatio: plan.contrastRatio,
      inverted: plan.inverted,
      logoCoverage: plan.layout.logo?.coverage ?? 0,
      recoveryCapacity: RECOVERY_CAPACITY[plan.level],
      quietZone: plan.layout.quietZone,
    }),
    warnings,
  }
}
