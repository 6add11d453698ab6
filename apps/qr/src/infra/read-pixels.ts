/**
 * A returned file decoded back to pixels by sharp, for the formats whose pixels are not already in
 * memory: SVG rasterised (librsvg) at its declared size (72 dpi: one SVG unit, one pixel). The tests
 * also use it to check that the PNG and WebP files hold exactly the pixels they were encoded from.
 * 1 to 4 channels, as the image holds them.
 */
import sharp from 'sharp'
import type { OutputFormat } from '../domain/generate-request.js'
import type { DecodedImage } from '../domain/scan-view.js'

export async function decodeWithSharp(bytes: Buffer, format: OutputFormat): Promise<DecodedImage> {
  const input = format === 'svg' ? sharp(bytes, { density: 72 }) : sharp(bytes)
  const { data, info } = await input.raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true })
  return { pixels: data, width: info.width, height: info.height, channels: info.channels }
}
