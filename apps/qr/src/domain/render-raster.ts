/**
 * The symbol as raw pixels (1 channel when both colors are grey, else RGB), ready for the encoder.
 * Each module row is drawn once into a pixel row and copied `modulePx` times.
 */
import type { Rgb } from './colors.js'
import type { QrSymbol } from './encode-symbol.js'
import { isCleared, type Layout } from './layout.js'

export interface RawImage {
  pixels: Buffer
  width: number
  height: number
  channels: 1 | 3
}

function paint(row: Buffer, from: number, to: number, color: readonly number[]) {
  const channels = color.length
  if (channels === 1) {
    row.fill(color[0]!, from, to)
    return
  }
  for (let i = from * channels; i < to * channels; i += channels) {
    for (let c = 0; c < channels; c += 1) row[i + c] = color[c]!
  }
}

export function renderRaster(
  symbol: QrSymbol,
  layout: Layout,
  colors: { foreground: Rgb; background: Rgb },
  channels: 1 | 3,
): RawImage {
  const { size, modulePx, offset } = layout
  const toChannels = ({ r, g, b }: Rgb) => (channels === 1 ? [r] : [r, g, b])
  const dark = toChannels(colors.foreground)
  const light = toChannels(colors.background)
  const stride = size * channels
  const pixels = Buffer.alloc(stride * size)
  const blankRow = Buffer.alloc(stride)
  paint(blankRow, 0, size, light)
  for (let y = 0; y < size; y += 1) blankRow.copy(pixels, y * stride)
  const row = Buffer.alloc(stride)
  for (let my = 0; my < symbol.size; my += 1) {
    blankRow.copy(row)
    for (let mx = 0; mx < symbol.size; mx += 1) {
      if (symbol.modules[my * symbol.size + mx] !== 1 || isCleared(layout, mx, my)) continue
      const x = offset + mx * modulePx
      paint(row, x, x + modulePx, dark)
    }
    const top = offset + my * modulePx
    for (let dy = 0; dy < modulePx; dy += 1) row.copy(pixels, (top + dy) * stride)
  }
  return { pixels, width: size, height: size, channels }
}
