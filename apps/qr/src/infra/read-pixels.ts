/**
 * The returned bytes decoded back to pixels with sharp, for scan verification: PNG and WebP as they
 * are (1 to 4 channels, as the file holds them); SVG rasterised by sharp (librsvg) at its declared
 * size (72 dpi: one SVG unit, one pixel).
 */
import sharp from 'sharp'
import type { OutputFormat } from '../domain/generate-request.js'
import type { DecodedImage } from '../domain/scan-view.js'

export async function readPixels(bytes: Buffer, format: OutputFormat): Promise<DecodedImage> {
  const input = format === 'svg' ? sharp(bytes, { density: 72 }) : sharp(bytes)
  const { data, info } = await input.raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true })
  return { pixels: data, width: info.width, height: info.height, channels: info.channels }
}
