/**
 * Everything about one code that needs no image library: checked colors, the logo's bytes and kind,
 * the level (raised to H for a logo below Q), capacity, the symbol and its pixel layout, and the
 * warnings known before the image exists. Cheap checks run first, so bad input fails fast.
 */
import { type DataMeasure, measureData } from './capacity.js'
import { contrastRatio, parseHexColor, type Rgb, relativeLuminance } from './colors.js'
import { STANDARD_QUIET_ZONE } from './defaults.js'
import { encodeSymbol, type QrSymbol } from './encode-symbol.js'
import type { GenerateRequest } from './generate-request.js'
import { computeLayout, type Layout } from './layout.js'
import { isBelow, type Level, LOGO_MINIMUM_LEVEL, LOGO_RAISED_LEVEL, RECOVERY_CAPACITY } from './levels.js'
import { decodeLogoBase64, type LogoFormat, sniffLogoFormat } from './logo-bytes.js'
import * as warn from './warnings.js'

export interface CodePlan {
  data: string
  format: GenerateRequest['format']
  level: Level
  symbol: QrSymbol
  layout: Layout
  colors: { foreground: Rgb; background: Rgb; foregroundHex: string; backgroundHex: string }
  contrastRatio: number
  inverted: boolean
  logo?: { bytes: Buffer; format: LogoFormat }
  /** Warnings known before rendering, in the order they are reported. */
  warnings: warn.Warning[]
}

/** Warnings about colors, logo size, margin and fill, in the order the README lists them. */
function layoutWarnings(ratio: number, inverted: boolean, layout: Layout, level: Level, measure: DataMeasure) {
  const warnings: warn.Warning[] = []
  if (ratio < warn.MINIMUM_CONTRAST_RATIO) warnings.push(warn.lowContrast(ratio))
  if (inverted) warnings.push(warn.invertedColors())
  const coverage = layout.logo?.coverage ?? 0
  if (coverage > warn.LOGO_BUDGET_SHARE * RECOVERY_CAPACITY[level]) {
    warnings.push(warn.logoTooLarge(coverage, RECOVERY_CAPACITY[level]))
  }
  if (layout.quietZone < STANDARD_QUIET_ZONE) {
    warnings.push(warn.quietZoneTooSmall(layout.quietZone, STANDARD_QUIET_ZONE))
  }
  if (measure.requiredBits >= warn.NEAR_CAPACITY_SHARE * measure.capacity.bits) {
    warnings.push(warn.nearCapacity(measure.requiredBits, measure.capacity.bits))
  }
  return warnings
}

export function planCode(request: GenerateRequest): CodePlan {
  const foreground = parseHexColor('foregroundColor', request.foregroundColor)
  const background = parseHexColor('backgroundColor', request.backgroundColor)
  const logoBytes = request.logo ? decodeLogoBase64(request.logo.base64) : undefined
  const logo = logoBytes ? { bytes: logoBytes, format: sniffLogoFormat(logoBytes) } : undefined

  const warnings: warn.Warning[] = []
  let level = request.errorCorrectionLevel
  let levelNote = ''
  if (logo && isBelow(level, LOGO_MINIMUM_LEVEL)) {
    warnings.push(warn.raisedLevel(level, LOGO_RAISED_LEVEL))
    levelNote = ` (raised from ${level} to ${LOGO_RAISED_LEVEL} because a logo is present)`
    level = LOGO_RAISED_LEVEL
  }
  const measure = measureData(request.data, level, levelNote)
  const symbol = encodeSymbol(request.data, level, measure.capacity, levelNote)
  const layout = computeLayout(request.size, symbol.size, request.quietZone, request.logo)

  const ratio = contrastRatio(foreground, background)
  const inverted = relativeLuminance(foreground) > relativeLuminance(background)
  warnings.push(...layoutWarnings(ratio, inverted, layout, level, measure))
  return {
    data: request.data,
    format: request.format,
    level,
    symbol,
    layout,
    colors: {
      foreground,
      background,
      foregroundHex: request.foregroundColor.toLowerCase(),
      backgroundHex: request.backgroundColor.toLowerCase(),
    },
    contrastRatio: ratio,
    inverted,
    ...(logo ? { logo } : {}),
    warnings,
  }
}
