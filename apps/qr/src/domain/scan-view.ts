/**
 * What jsQR is shown of a decoded image, as RGBA: pixels of it sampled every `step` pixels (a step of
 * modulePx / n samples each module at exactly n × n evenly spaced points, on a grid aligned to the
 * module grid, so no sample mixes two modules; step 1 takes every pixel), optionally of the image at
 * 50 % (each pixel the mean of a 2 × 2 block, as a camera further away sees it), in grey levels
 * stretched so that the module color is 0 and the background 255.
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
  /** Pixels between samples, ≥ 1 (1: every pixel), in the (halved) image's pixels. */
  step: number
  /** Pixels from the (halved) image's left and top edges to the first module, possibly fractional. */
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

/** Pixel indices sampled along one axis: the centres of step-wide cells aligned to `offset`. */
function samplePositions(length: number, step: number, offset: number): Int32Array {
  const phase = step === 1 ? 0 : offset % step
  const count = Math.floor((length - phase) / step)
  const positions = new Int32Array(count)
  for (let j = 0; j < count; j += 1) positions[j] = Math.floor(phase + (j + 0.5) * step)
  return positions
}

/** jsQR's luma of the pixel at byte `i`. */
function lumaAt(pixels: Uint8Array, i: number, channels: number): number {
  return channels < 3 ? pixels[i]! : 0.2126 * pixels[i]! + 0.7152 * pixels[i + 1]! + 0.0722 * pixels[i + 2]!
}

export function scanView(image: DecodedImage, grid: ViewGrid, colors: ScanColors): RgbaImage {
  const { pixels, channels, width } = image
  const scale = grid.halved ? 2 : 1
  const xs = samplePositions(Math.floor(width / scale), grid.step, grid.offset)
  const ys = samplePositions(Math.floor(image.height / scale), grid.step, grid.offset)
  const { from, scale: gain } = toneCurve(colors)
  const stride = width * channels
  // Byte offsets of the sampled columns, and of the 2 × 2 block's other pixels when halved.
  const columns = xs.map((x) => scale * x * channels)
  const right = grid.halved ? channels : 0
  const below = grid.halved ? stride : 0
  const weight = grid.halved ? 0.25 : 1
  const out = new Uint8ClampedArray(xs.length * ys.length * 4)
  let o = 0
  for (let j = 0; j < ys.length; j += 1) {
    const row = scale * ys[j]! * stride
    for (let k = 0; k < columns.length; k += 1, o += 4) {
      const i = row + columns[k]!
      let v = lumaAt(pixels, i, channels)
      if (weight !== 1) {
        v += lumaAt(pixels, i + right, channels) + lumaAt(pixels, i + below, channels)
        v = (v + lumaAt(pixels, i + below + right, channels)) * weight
      }
      const value = (v - from) * gain
      out[o] = value
      out[o + 1] = value
      out[o + 2] = value
      out[o + 3] = 255
    }
  }
  return { pixels: out, width: xs.length, height: ys.length }
}
