import { describe, expect, it } from 'vitest'
import { measureData } from '../../src/domain/capacity.js'
import { parseHexColor } from '../../src/domain/colors.js'
import { encodeSymbol } from '../../src/domain/encode-symbol.js'
import { computeLayout } from '../../src/domain/layout.js'
import { renderRaster } from '../../src/domain/render-raster.js'
import { checkScans, samePixels, viewStep } from '../../src/domain/scan-check.js'
import { type DecodedImage, scanView } from '../../src/domain/scan-view.js'

const hex = (value: string) => parseHexColor('color', value)
const colors = (foreground: string, background: string) => ({
  foreground: hex(foreground),
  background: hex(background),
})

/** A grey image of `cells` × `cells` modules of `modulePx` px after `offset` px of background, modules dark on a checkerboard. */
function checkerboard(cells: number, modulePx: number, offset: number, dark: number, light: number): DecodedImage {
  const width = 2 * offset + cells * modulePx
  const pixels = new Uint8Array(width * width).fill(light)
  for (let y = 0; y < cells * modulePx; y += 1) {
    for (let x = 0; x < cells * modulePx; x += 1) {
      if ((Math.floor(x / modulePx) + Math.floor(y / modulePx)) % 2 === 0)
        pixels[(offset + y) * width + offset + x] = dark
    }
  }
  return { pixels, width, height: width, channels: 1 }
}

const row = (view: { pixels: Uint8ClampedArray; width: number }, y: number) =>
  Array.from({ length: view.width }, (_, x) => view.pixels[(y * view.width + x) * 4]!)

describe('scanView', () => {
  it('samples each 15 px module at exactly 3 points on the module grid, stretching #888888 / white to 0 / 255', () => {
    // offset 9, step 5: phase 4, samples at 6, 11, 16, 21, 26, ...: 6 is margin, 11-21 the first module.
    const image = checkerboard(4, 15, 9, 0x88, 0xff)
    const view = scanView(image, { step: 5, offset: 9, halved: false }, colors('#888888', '#ffffff'))
    expect(view.width).toBe(Math.floor((78 - 4) / 5))
    expect(row(view, 0)).toEqual(new Array(view.width).fill(255))
    expect(row(view, 1).slice(0, 14)).toEqual([255, 0, 0, 0, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255])
    const second = (view.width + 1) * 4 // row 1, column 1: RGBA of a module sample
    expect(Array.from(view.pixels.subarray(second, second + 4))).toEqual([0, 0, 0, 255])
  })

  it('turns light-on-dark codes round: modules 0, background 255', () => {
    const image = checkerboard(2, 4, 4, 0xff, 0x00)
    const view = scanView(image, { step: 1, offset: 4, halved: false }, colors('#ffffff', '#000000'))
    expect(row(view, 4).slice(0, 12)).toEqual([255, 255, 255, 255, 0, 0, 0, 0, 255, 255, 255, 255])
  })

  it('leaves colors at most 24 grey levels apart unstretched (jsQR decides), only oriented', () => {
    const image = checkerboard(2, 2, 2, 0xf0, 0xff)
    expect(row(scanView(image, { step: 1, offset: 2, halved: false }, colors('#f0f0f0', '#ffffff')), 2)).toEqual([
      255, 255, 240, 240, 255, 255, 255, 255,
    ])
    const reversed = checkerboard(2, 2, 2, 0xff, 0xf0)
    expect(row(scanView(reversed, { step: 1, offset: 2, halved: false }, colors('#ffffff', '#f0f0f0')), 2)).toEqual([
      15, 15, 0, 0, 15, 15, 15, 15,
    ])
  })

  it('at 50 % averages 2 × 2 blocks: a module edge inside a block becomes the middle grey', () => {
    const image = checkerboard(2, 3, 1, 0x00, 0xff) // 8 px: 1 margin, modules 1-3 dark, 4-6 light, 1 margin
    const view = scanView(image, { step: 1, offset: 0.5, halved: true }, colors('#000000', '#ffffff'))
    expect(view.width).toBe(4)
    expect(row(view, 1)).toEqual([128, 0, 255, 255])
  })
})

describe('checkScans', () => {
  const code = (data: string, size: number, foreground: string) => {
    const measure = measureData(data, 'M', '')
    const symbol = encodeSymbol(data, 'M', measure.capacity, '')
    const layout = computeLayout(size, symbol.size, 4)
    const paint = colors(foreground, '#ffffff')
    const image = renderRaster(symbol, layout, paint, 3)
    return { image: { ...image, channels: 3 }, layout, paint }
  }

  it('reads #888888 on white at 15 px modules, at full size and at 50 %, to exactly data', () => {
    const { image, layout, paint } = code('https://example.com/menu', 512, '#888888')
    expect([layout.modulePx, viewStep(layout.modulePx)]).toEqual([15, 7.5])
    const target = { data: 'https://example.com/menu', modulePx: 15, offset: layout.offset, ...paint }
    expect(checkScans(image, target)).toEqual({ fullSize: true, halfScale: true })
    expect(checkScans(image, { ...target, data: 'https://example.com/menu2' })).toEqual({
      fullSize: false,
      halfScale: false,
    })
  })

  it('shows jsQR the same pixels at both scales where modules are large, and different ones where they are not', () => {
    const large = code('https://example.com/menu', 512, '#000000')
    const target = { modulePx: large.layout.modulePx, offset: large.layout.offset, ...large.paint }
    const full = scanView(
      large.image,
      { step: viewStep(target.modulePx), offset: target.offset, halved: false },
      target,
    )
    const half = scanView(
      large.image,
      { step: viewStep(target.modulePx / 2), offset: target.offset / 2, halved: true },
      target,
    )
    expect(samePixels(full, half)).toBe(true)
    const small = code('https://example.com/menu', 64, '#000000')
    const t2 = { modulePx: small.layout.modulePx, offset: small.layout.offset, ...small.paint }
    const full2 = scanView(small.image, { step: viewStep(t2.modulePx), offset: t2.offset, halved: false }, t2)
    const half2 = scanView(small.image, { step: viewStep(t2.modulePx / 2), offset: t2.offset / 2, halved: true }, t2)
    expect(t2.modulePx).toBeLessThan(4)
    expect(samePixels(full2, half2)).toBe(false)
  })

  it('fails at 50 % when modules are 2 px (blurred 1 px modules), not at full size', () => {
    const data = 'a'.repeat(600)
    const measure = measureData(data, 'L', '')
    const symbol = encodeSymbol(data, 'L', measure.capacity, '')
    const layout = computeLayout(256, symbol.size, 4)
    const paint = colors('#000000', '#ffffff')
    const image = { ...renderRaster(symbol, layout, paint, 1), channels: 1 }
    expect(layout.modulePx).toBe(2)
    expect(checkScans(image, { data, modulePx: 2, offset: layout.offset, ...paint })).toEqual({
      fullSize: true,
      halfScale: false,
    })
  })
})
