/**
 * The returned bytes decoded back to RGBA with sharp, for scan verification: PNG and WebP as they
 * are; SVG rasterised by sharp (librsvg) at its declared size (72 dpi: one SVG unit, one pixel).
 */
import sharp from 'sharp'
import type { OutputFormat } from '../domain/generate-request.js'
import type { RgbaImage } from '../domain/scan-check.js'

export async function readPixels(bytes: Buffer, format: OutputFormat): Promise<RgbaImage> {
  const input = format === 'svg' ? sharp(bytes, { density: 72 }) : sharp(bytes)
  const { data, info } = await input
    .toColourspace('srgb')
    .ensureAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
  return {
    pixels: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  }
}
