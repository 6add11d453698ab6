/**
 * The returned bytes, with fixed encoder settings so the same request gives the same bytes, and no
 * metadata (PNG: only critical chunks; WebP: a bare VP8L). PNG is a palette image written directly
 * (infra/indexed-png.ts: the exact colors, 1 bit a pixel for a plain code) whenever the code and its
 * logo use at most 256 colors; a logo with more colors falls back to sharp's truecolor PNG at deflate
 * level 6 with adaptive filtering (measured on a 512 px code: 2.8 KB in about half the time of level 9
 * without filtering). WebP lossless (lossy WebP would smear module edges and shift colors) at effort 0;
 * SVG as text.
 */
import sharp from 'sharp'
import { isGrey } from '../domain/colors.js'
import type { CodePlan } from '../domain/plan-code.js'
import { renderIndexed } from '../domain/render-indexed.js'
import { type RawImage, renderRaster } from '../domain/render-raster.js'
import { renderSvg } from '../domain/render-svg.js'
import { stripPngMetadata } from '../domain/strip-png.js'
import { encodeIndexedPng } from './indexed-png.js'
import type { FittedLogo } from './logo-image.js'

export const PNG_OPTIONS = { compressionLevel: 6, adaptiveFiltering: true, palette: false } as const
export const WEBP_OPTIONS = { lossless: true, effort: 0, exact: true } as const

function pasteLogo(image: RawImage, logo: FittedLogo, left: number, top: number) {
  const stride = image.width * 3
  for (let y = 0; y < logo.side; y += 1) {
    logo.pixels.copy(image.pixels, (top + y) * stride + left * 3, y * logo.side * 3, (y + 1) * logo.side * 3)
  }
}

export function rasterize(plan: CodePlan, logo?: FittedLogo): RawImage {
  const { foreground, background } = plan.colors
  const channels = !logo && isGrey(foreground) && isGrey(background) ? 1 : 3
  const image = renderRaster(plan.symbol, plan.layout, { foreground, background }, channels)
  if (logo && plan.layout.logo) pasteLogo(image, logo, plan.layout.logo.box.left, plan.layout.logo.box.top)
  return image
}

export async function encodeImage(plan: CodePlan, logo?: FittedLogo): Promise<Buffer> {
  if (plan.format === 'svg') {
    const logoPng = logo
      ? await sharp(logo.pixels, { raw: { width: logo.side, height: logo.side, channels: 3 } })
          .png(PNG_OPTIONS)
          .toBuffer()
      : undefined
    const colors = { foreground: plan.colors.foregroundHex, background: plan.colors.backgroundHex }
    return Buffer.from(renderSvg(plan.symbol, plan.layout, colors, logoPng?.toString('base64')), 'utf8')
  }
  if (plan.format === 'png') {
    const indexed = renderIndexed(plan.symbol, plan.layout, plan.colors, logo)
    if (indexed) return encodeIndexedPng(indexed)
  }
  const image = rasterize(plan, logo)
  const input = sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: image.channels } })
  return plan.format === 'png'
    ? stripPngMetadata(await input.png(PNG_OPTIONS).toBuffer())
    : input.webp(WEBP_OPTIONS).toBuffer()
}
