/**
 * One generation, start to finish, on the calling thread (the worker pool calls it; the benchmark
 * calls it directly to measure one core): plan → fit the logo → encode → the pixels the returned file
 * holds (those it was encoded from for PNG and WebP, SVG rasterised by sharp) → jsQR at full size and
 * at 50 % (domain/scan-check.ts) → score.
 */
import { assessCode } from '../domain/assess-code.js'
import { type GenerateRequest, type GenerateResult, MIME_TYPES } from '../domain/generate-request.js'
import { type CodePlan, planCode } from '../domain/plan-code.js'
import { checkScans, type ScanResult } from '../domain/scan-check.js'
import { type EncodedImage, encodeImage } from './encode-image.js'
import { type FittedLogo, fitLogo } from './logo-image.js'
import { decodeWithSharp } from './read-pixels.js'

export async function renderCode(plan: CodePlan): Promise<EncodedImage> {
  let logo: FittedLogo | undefined
  if (plan.logo && plan.layout.logo) {
    logo = await fitLogo(plan.logo.bytes, plan.logo.format, plan.layout.logo.box.side, plan.colors.background)
  }
  return encodeImage(plan, logo)
}

export async function verifyCode(plan: CodePlan, { bytes, pixels }: EncodedImage): Promise<ScanResult> {
  const { foreground, background } = plan.colors
  return checkScans(pixels ?? (await decodeWithSharp(bytes, plan.format)), {
    data: plan.data,
    modulePx: plan.layout.modulePx,
    offset: plan.layout.offset,
    foreground,
    background,
  })
}

export async function generateQr(request: GenerateRequest): Promise<GenerateResult> {
  const plan = planCode(request)
  const encoded = await renderCode(plan)
  const assessment = assessCode(plan, await verifyCode(plan, encoded))
  return {
    imageBase64: encoded.bytes.toString('base64'),
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
