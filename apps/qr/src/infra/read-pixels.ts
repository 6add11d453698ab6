/**
 * The returned bytes decoded back to pixels for scan verification: PNG by our own reader
 * (infra/read-png.ts, checked against sharp in the tests; sharp if it ever refuses a file), WebP by
 * sharp, SVG rasterised by sharp (librsvg) at its declared size (72 dpi: one SVG unit, one pixel).
 * 1 to 4 channels, as the image holds them.
 */
import sharp from 'sharp'
import type { OutputFormat } from '../domain/generate-request.js'
import type { DecodedImage } from '../domain/scan-view.js'
import { readPng, UnsupportedPng } from './read-png.js'

export async function decodeWithSharp(bytes: Buffer, format: OutputFormat): Promise<DecodedImage> {
  const input = format === 'svg' ? sharp(bytes, { density: 72 }) : sharp(bytes)
  const { data, info } = await input.raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true })
  return { pixels: data, width: info.width, height: info.height, channels: info.channels }
}

export async function readPixels(bytes: Buffer, format: OutputFormat): Promise<DecodedImage> {
  if (format === 'png') {
    try {
      return readPng(bytes)
    } catch (error) {
      if (!(error instanceof UnsupportedPng)) throw error
    }
  }
  return decodeWithSharp(bytes, format)
}
