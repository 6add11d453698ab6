/**
 * What jsQR is shown of a decoded image, as RGBA: every `factor`-th pixel of it (its own pixels,
 * sampled on a grid that starts where the symbol starts, so every module keeps factor-th of its
 * pixels and no pixel mixes two modules), optionally of the image at 50 % (each pixel the mean of a
 * 2 × 2 block, as a camera further away sees it), in grey levels stretched so that the module color
 * is 0 and the background 255.
 *
 * Why stretch to the two requested colors: jsQR's binarizer treats an 8 px block whose range is at
 * most 24 grey levels as uniform and whitens it against min / 2, so the inside of a large mid-grey
 * module (#888888 on white, 15 px modules) read as light and a valid code failed, an artefact of the
 * image being far larger than a camera shows a code. Stretched, #888888 on white is black on white.
 * Two colors at most 24 levels apart (jsQR's own MIN_DYNAMIC_RANGE) are not stretched, only turned
 * the right way round, so jsQR's binarizer, which cannot split them, decides: a code too faint for it
 * is not verified. Grey levels are jsQR's own luma (0.2126 R + 0.7152 G + 0.0722 B). Light-on-dark
 * codes come out dark-on-light (read reversed, as scanners that accept reversed codes do).
 */
import type { Rgb } from './colors.js'

/** jsQR's MIN_DYNAMIC_RANGE: a block spanning no more than this many grey levels is taken as uniform. */
export const JSQR_MIN_DYNAMIC_RANGE = 24

export interface DecodedImage {
  /** width × height × channels bytes: 1 grey, 2 grey + alpha, 3 RGB, 4 RGBA (alpha ignored, as jsQR does). */
  pixels: Uint8Array
  width: number
  height: number
  channels: number
}

export interface RgbaImage {
  pixels: Uint8ClampedArray
  width: number
  height: number
}

export interface ScanColors {
  foreground: Rgb
  background: Rgb
}

export interface ViewGrid {
  /** Take every factor-th pixel (1: all of them). */
  factor: number
  /** Pixels from the image's left and top edges to the first module. */
  offset: number
  /** Read the image at 50 % (2 × 2 means) before sampling. */
  halved: boolean
}

export const lumaOf = ({ r, g, b }: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b

/** Grey level v → jsQR's input (v − from) × scale: stretched between the two colors, or only oriented. */
function toneCurve({ foreground, background }: ScanColors): { from: number; scale: number } {
  const dark = lumaOf(foreground)
  const light = lumaOf(background)
  if (Math.abs(light - dark) <= JSQR_MIN_DYNAMIC_RANGE)
    return dark > light ? { from: 255, scale: -1 } : { from: 0, scale: 1 }
  return { from: dark, scale: 255 / (light - dark) }
}

/** Positions sampled along one axis: every factor-th pixel, centred in factor-wide cells aligned to `offset`. */
function samplePositions(length: number, factor: number, offset: number): Int32Array {
  const phase = offset % factor
  const count = Math.floor((length - phase) / factor)
  const positions = new Int32Array(count)
  for (let j = 0; j < count; j += 1) positions[j] = phase + j * factor + (factor >> 1)
  return positions
}

/** jsQR's luma of the pixel at byte `i`. */
function lumaAt(pixels: Uint8Array, i: number, channels: number): number {
  return channels < 3 ? pixels[i]! : 0.2126 * pixels[i]! + 0.7152 * pixels[i + 1]! + 0.0722 * pixels[i + 2]!
}

export function scanView(image: DecodedImage, grid: ViewGrid, colors: ScanColors): RgbaImage {
  const { pixels, channels } = image
  const scale = grid.halved ? 2 : 1
  const xs = samplePositions(Math.floor(image.width / scale), grid.factor, Math.floor(grid.offset / scale))
  const ys = samplePositions(Math.floor(image.height / scale), grid.factor, Math.floor(grid.offset / scale))
  const tone = toneCurve(colors)
  const stride = image.width * channels
  const out = new Uint8ClampedArray(xs.length * ys.length * 4)
  let o = 0
  for (let j = 0; j < ys.length; j += 1) {
    const row = scale * ys[j]! * stride
    for (let k = 0; k < xs.length; k += 1, o += 4) {
      const i = row + scale * xs[k]! * channels
      const v = grid.halved
        ? (lumaAt(pixels, i, channels) +
            lumaAt(pixels, i + channels, channels) +
            lumaAt(pixels, i + stride, channels) +
            lumaAt(pixels, i + stride + channels, channels)) /
          4
        : lumaAt(pixels, i, channels)
      const value = (v - tone.from) * tone.scale
      out[o] = value
      out[o + 1] = value
      out[o + 2] = value
      out[o + 3] = 255
    }
  }
  return { pixels: out, width: xs.length, height: ys.length }
}
