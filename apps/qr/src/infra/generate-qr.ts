/**
 * One generation, start to finish, on the calling thread (the worker pool calls it; the benchmark
 * calls it directly to measure one core): plan → fit the logo → encode → decode the exact bytes
 * we return → jsQR at full size and at 50 % (domain/scan-check.ts) → score.
 */
import { assessCode } from '../domain/assess-code.js'
import { type GenerateRequest, type GenerateResult, MIME_TYPES } from '../domain/generate-request.js'
import { type CodePlan, planCode } from '../domain/plan-code.js'
import { checkScans, type ScanResult } from '../domain/scan-check.js'
import { encodeImage } from './encode-image.js'
import { type FittedLogo, fitLogo } from './logo-image.js'
import { readPixels } from './read-pixels.js'

export async function renderCode(plan: CodePlan): Promise<Buffer> {
  let logo: FittedLogo | undefined
  if (plan.logo && plan.layout.logo) {
    logo = await fitLogo(plan.logo.bytes, plan.logo.format, plan.layout.logo.box.side, plan.colors.background)
  }
  return encodeImage(plan, logo)
}

export async function verifyCode(plan: CodePlan, bytes: Buffer): Promise<ScanResult> {
  const { foreground, background } = plan.colors
  return checkScans(await readPixels(bytes, plan.format), {
    data: plan.data,
    modulePx: plan.layout.modulePx,
    offset: plan.layout.offset,
    foreground,
    background,
  })
}

export async function generateQr(request: GenerateRequest): Promise<GenerateResult> {
  const plan = planCode(request)
  const bytes = await renderCode(plan)
  const assessment = assessCode(plan, await verifyCode(plan, bytes))
  return {
    imageBase64: bytes.toString('base64'),
    format: plan.format,
    mimeType: MIME_TYPES[plan.format],
    width: plan.layout.size,
    height: plan.layout.size,
    version: plan.symbol.version,
    errorCorrectionLevel: plan.level,
    modules: plan.symbol.size,
    ...assessment,
  }
}
