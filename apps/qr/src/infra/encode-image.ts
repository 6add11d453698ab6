/**
 * The returned bytes, with fixed encoder settings so the same request gives the same bytes, and no
 * metadata (PNG: only critical chunks; WebP: a bare VP8L). PNG is written directly, without sharp
 * (infra/write-png.ts): a palette image with the exact colors (1 bit a pixel for a plain code)
 * whenever the code and its logo use at most 256 colors, else RGB. WebP lossless (lossy WebP would
 * smear module edges and shift colors) at effort 0, by sharp; SVG as text.
 */
import sharp from 'sharp'
import { isGrey } from '../domain/colors.js'
import type { CodePlan } from '../domain/plan-code.js'
import { indexedPixels, renderIndexed } from '../domain/render-indexed.js'
import { type RawImage, renderRaster } from '../domain/render-raster.js'
import { renderSvg } from '../domain/render-svg.js'
import type { FittedLogo } from './logo-image.js'
import { encodeIndexedPng, encodeRgbPng } from './write-png.js'

export const WEBP_OPTIONS = { lossless: true, effort: 0, exact: true } as const

const greyable = (plan: CodePlan, logo?: FittedLogo) =>
  !logo && isGrey(plan.colors.foreground) && isGrey(plan.colors.background)

function pasteLogo(image: RawImage, logo: FittedLogo, left: number, top: number) {
  const stride = image.width * 3
  for (let y = 0; y < logo.side; y += 1) {
    logo.pixels.copy(image.pixels, (top + y) * stride + left * 3, y * logo.side * 3, (y + 1) * logo.side * 3)
  }
}

/** The code as raw pixels: grey when both colors are grey and there is no logo (unless RGB is asked for), else RGB. */
export function rasterize(plan: CodePlan, logo?: FittedLogo, channels: 1 | 3 = greyable(plan, logo) ? 1 : 3): RawImage {
  const { foreground, background } = plan.colors
  const image = renderRaster(plan.symbol, plan.layout, { foreground, background }, channels)
  if (logo && plan.layout.logo) pasteLogo(image, logo, plan.layout.logo.box.left, plan.layout.logo.box.top)
  return image
}

/**
 * The encoded file and, for the lossless raster formats (PNG, lossless WebP with `exact`), the pixels
 * it was encoded from, which are exactly what a decoder reads back (test/infra/encode-image.test.ts
 * decodes every kind with sharp and compares): scan verification reads those instead of decoding the
 * file again. SVG has no pixels until it is rasterised, so it has none here.
 */
export interface EncodedImage {
  bytes: Buffer
  pixels?: RawImage
}

export async function encodeImage(plan: CodePlan, logo?: FittedLogo): Promise<EncodedImage> {
  if (plan.format === 'svg') {
    const logoPng = logo
      ? encodeRgbPng({ pixels: logo.pixels, width: logo.side, height: logo.side, channels: 3 })
      : undefined
    const colors = { foreground: plan.colors.foregroundHex, background: plan.colors.backgroundHex }
    return { bytes: Buffer.from(renderSvg(plan.symbol, plan.layout, colors, logoPng?.toString('base64')), 'utf8') }
  }
  if (plan.format === 'png') {
    const indexed = renderIndexed(plan.symbol, plan.layout, plan.colors, logo)
    if (indexed) return { bytes: encodeIndexedPng(indexed), pixels: indexedPixels(indexed) }
    const image = rasterize(plan, logo, 3)
    return { bytes: encodeRgbPng(image), pixels: image }
  }
  const image = rasterize(plan, logo)
  const bytes = await sharp(image.pixels, {
    raw: { width: image.width, height: image.height, channels: image.channels },
  })
    .webp(WEBP_OPTIONS)
    .toBuffer()
  return { bytes, pixels: image }
}
