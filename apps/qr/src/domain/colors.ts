/**
 * `#rrggbb` colors and the WCAG 2.x contrast ratio between them
 * (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): relative luminance of linearised sRGB,
 * (L1 + 0.05) / (L2 + 0.05), from 1 (same luminance) to 21 (black on white).
 */
import { AppError } from '@svc/core/errors'

export interface Rgb {
  r: number
  g: number
  b: number
}

const HEX_COLOR = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i

/** Parses `#rrggbb` (either case); anything else is INVALID_COLOR naming the member. */
export function parseHexColor(field: string, value: string): Rgb {
  const match = HEX_COLOR.exec(value)
  if (!match) {
    throw new AppError('INVALID_COLOR', `${field} must be a color of the form #rrggbb (six hex digits).`, { field })
  }
  return { r: Number.parseInt(match[1]!, 16), g: Number.parseInt(match[2]!, 16), b: Number.parseInt(match[3]!, 16) }
}

function linearise(channel: number): number {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linearise(r) + 0.7152 * linearise(g) + 0.0722 * linearise(b)
}

/** The WCAG contrast ratio, rounded to two decimals as WCAG tools print it. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100
}

export function isGrey({ r, g, b }: Rgb): boolean {
  return r === g && g === b
}
