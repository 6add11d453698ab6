/**
 * The code as a palette image (one palette index per pixel), for the PNG encoder: index 0 is the
 * background, 1 the modules, then the logo's colors in the order they first appear (row by row).
 * A logo with more colors than a PNG palette holds (256 in all) gives undefined: the caller then
 * writes truecolor. Module rows are drawn once and copied `modulePx` times.
 */
import type { Rgb } from './colors.js'
import type { QrSymbol } from './encode-symbol.js'
import { isCleared, type Layout } from './layout.js'
import type { RawImage } from './render-raster.js'

export const MAX_PALETTE = 256

export interface IndexedImage {
  /** width × height palette indices, row-major. */
  indices: Buffer
  width: number
  height: number
  palette: Rgb[]
}

/** Logo pixels already fitted into the layout's box: side × side × 3 RGB bytes. */
export interface LogoPixels {
  pixels: Buffer
  side: number
}

const BACKGROUND = 0
const FOREGROUND = 1

function drawSymbol(symbol: QrSymbol, layout: Layout): Buffer {
  const { size, modulePx, offset } = layout
  const indices = Buffer.alloc(size * size, BACKGROUND)
  const row = Buffer.alloc(size)
  for (let my = 0; my < symbol.size; my += 1) {
    row.fill(BACKGROUND)
    for (let mx = 0; mx < symbol.size; mx += 1) {
      if (symbol.modules[my * symbol.size + mx] !== 1 || isCleared(layout, mx, my)) continue
      const x = offset + mx * modulePx
      row.fill(FOREGROUND, x, x + modulePx)
    }
    const top = offset + my * modulePx
    for (let dy = 0; dy < modulePx; dy += 1) row.copy(indices, (top + dy) * size)
  }
  return indices
}

/** Paints the logo's pixels with palette indices, growing the palette; false past MAX_PALETTE colors. */
function drawLogo(indices: Buffer, size: number, palette: Rgb[], logo: LogoPixels, left: number, top: number) {
  const known = new Map<number, number>()
  palette.forEach(({ r, g, b }, index) => {
    const key = (r << 16) | (g << 8) | b
    if (!known.has(key)) known.set(key, index)
  })
  const { pixels, side } = logo
  for (let y = 0; y < side; y += 1) {
    const rowStart = (top + y) * size + left
    for (let x = 0; x < side; x += 1) {
      const p = (y * side + x) * 3
      const key = (pixels[p]! << 16) | (pixels[p + 1]! << 8) | pixels[p + 2]!
      let index = known.get(key)
      if (index === undefined) {
        if (palette.length === MAX_PALETTE) return false
        index = palette.length
        palette.push({ r: pixels[p]!, g: pixels[p + 1]!, b: pixels[p + 2]! })
        known.set(key, index)
      }
      indices[rowStart + x] = index
    }
  }
  return true
}

export function renderIndexed(
  symbol: QrSymbol,
  layout: Layout,
  colors: { foreground: Rgb; background: Rgb },
  logo?: LogoPixels,
): IndexedImage | undefined {
  const indices = drawSymbol(symbol, layout)
  const palette: Rgb[] = [colors.background, colors.foreground]
  if (
    logo &&
    layout.logo &&
    !drawLogo(indices, layout.size, palette, logo, layout.logo.box.left, layout.logo.box.top)
  ) {
    return undefined
  }
  return { indices, width: layout.size, height: layout.size, palette }
}

/**
 * The palette image as the pixels it encodes (grey when the palette is two grey colors, else RGB): what
 * scan verification reads, without decoding the PNG written from it again.
 */
export function indexedPixels({ indices, width, height, palette }: IndexedImage): RawImage {
  const grey = palette.length <= 2 && palette.every(({ r, g, b }) => r === g && g === b)
  if (grey) {
    const levels = palette.map(({ r }) => r)
    const pixels = Buffer.allocUnsafe(indices.length)
    for (let i = 0; i < indices.length; i += 1) pixels[i] = levels[indices[i]!]!
    return { pixels, width, height, channels: 1 }
  }
  const table = palette.map(({ r, g, b }) => [r, g, b] as const)
  const pixels = Buffer.allocUnsafe(indices.length * 3)
  for (let i = 0, p = 0; i < indices.length; i += 1, p += 3) {
    const [r, g, b] = table[indices[i]!]!
    pixels[p] = r
    pixels[p + 1] = g
    pixels[p + 2] = b
  }
  return { pixels, width, height, channels: 3 }
}
