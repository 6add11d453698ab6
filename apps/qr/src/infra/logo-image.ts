/**
 * The logo, fitted into its box with sharp: the declared dimensions are read from the header first
 * (sharp `metadata()`, no pixel decoded) and refused above 4096 px a side, so a small file that claims
 * a huge canvas (an image bomb) never reaches the decoder; decoding then runs with
 * `limitInputPixels` = 4096² as a second guard and
 * stops at the first libvips warning (truncated or corrupt data → INVALID_LOGO). The result is
 * flattened on the background color: RGB pixels of exactly box × box.
 */
import { AppError } from '@svc/core/errors'
import sharp from 'sharp'
import type { Rgb } from '../domain/colors.js'
import { LOGO_MAX_PIXELS, LOGO_MAX_SIDE } from '../domain/defaults.js'
import type { LogoFormat } from '../domain/logo-bytes.js'

export interface FittedLogo {
  /** side × side × 3 RGB pixels, already flattened on the background. */
  pixels: Buffer
  side: number
}

const invalidLogo = (format: LogoFormat) =>
  new AppError('INVALID_LOGO', `logo.base64 starts like a ${format.toUpperCase()} image but cannot be decoded.`)

async function readHeader(bytes: Buffer, format: LogoFormat) {
  try {
    // metadata() parses the header only; with the pixel limit it would throw before telling the size.
    return await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw invalidLogo(format)
  }
}

export async function fitLogo(bytes: Buffer, format: LogoFormat, side: number, background: Rgb): Promise<FittedLogo> {
  const header = await readHeader(bytes, format)
  const width = header.width ?? 0
  const height = header.pageHeight ?? header.height ?? 0
  if (header.format !== format || width < 1 || height < 1) throw invalidLogo(format)
  if (width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE) {
    throw new AppError(
      'LOGO_DIMENSIONS_EXCEEDED',
      `The logo declares ${width} × ${height} pixels; at most ${LOGO_MAX_SIDE} × ${LOGO_MAX_SIDE} is accepted.`,
      { width, height, maxSide: LOGO_MAX_SIDE },
    )
  }
  try {
    const pixels = await sharp(bytes, { limitInputPixels: LOGO_MAX_PIXELS, failOn: 'warning' })
      .autoOrient()
      .resize(side, side, { fit: 'contain', background: { ...background, alpha: 0 } })
      .flatten({ background })
      .toColourspace('srgb')
      .removeAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer()
    if (pixels.length !== side * side * 3) throw invalidLogo(format)
    return { pixels, side }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw invalidLogo(format)
  }
}
