/**
 * Scan verification reads the pixels a PNG or WebP was encoded from instead of decoding the file
 * again (infra/encode-image.ts). That is sound only while the file holds exactly those pixels: each
 * kind of file the service writes (1-bit and 8-bit palettes, RGB with filter Up, WebP grey and RGB)
 * is decoded here by sharp (libvips/libspng, libwebp) and compared pixel for pixel.
 */
import { describe, expect, it } from 'vitest'
import { planCode } from '../../src/domain/plan-code.js'
import type { DecodedImage } from '../../src/domain/scan-view.js'
import { renderCode } from '../../src/infra/generate-qr.js'
import { decodeWithSharp } from '../../src/infra/read-pixels.js'
import { makeLogo, makeManyColorLogo, pngHeader } from '../support/images.js'

/** Pixels as RGB bytes, whatever the channel count (alpha dropped). */
function rgb({ pixels, width, height, channels }: DecodedImage): Buffer {
  const out = Buffer.alloc(width * height * 3)
  for (let i = 0, p = 0; i < width * height; i += 1, p += channels) {
    out[3 * i] = pixels[p]!
    out[3 * i + 1] = pixels[channels < 3 ? p : p + 1]!
    out[3 * i + 2] = pixels[channels < 3 ? p : p + 2]!
  }
  return out
}

const request = (extra: Record<string, unknown>) =>
  planCode({
    data: 'https://example.com/menu',
    size: 333,
    format: 'png',
    errorCorrectionLevel: 'M',
    foregroundColor: '#1a2b3c',
    backgroundColor: '#fefdfc',
    quietZone: 4,
    ...extra,
  })

const cases = async () => {
  const logo = (await makeLogo('png')).toString('base64')
  const manyColors = (await makeManyColorLogo()).toString('base64')
  return [
    ['plain, 333 px (rows end mid-byte)', {}],
    ['black on white, 512 px', { size: 512, foregroundColor: '#000000', backgroundColor: '#ffffff' }],
    ['palette logo', { logo: { base64: logo, scale: 0.2, padding: 4 } }],
    ['RGB logo', { logo: { base64: manyColors, scale: 0.3, padding: 4 } }],
  ] as const
}

describe('encodeImage: the file holds exactly the pixels verification reads', () => {
  it('PNG: palettes of 1 and 8 bits and RGB decode by sharp to the same pixels', async () => {
    const depths = new Set<string>()
    for (const [name, extra] of await cases()) {
      const encoded = await renderCode(request(extra))
      const header = pngHeader(encoded.bytes)
      depths.add(`${header.colorType}/${header.bitDepth}`)
      expect(encoded.pixels, name).toBeDefined()
      const decoded = await decodeWithSharp(encoded.bytes, 'png')
      expect([decoded.width, decoded.height], name).toEqual([encoded.pixels!.width, encoded.pixels!.height])
      expect(rgb(encoded.pixels!).equals(rgb(decoded)), name).toBe(true)
    }
    expect(depths).toEqual(new Set(['3/1', '3/8', '2/8']))
  })

  it('WebP (lossless, exact): grey and RGB decode by sharp to the same pixels', async () => {
    for (const [name, extra] of await cases()) {
      const encoded = await renderCode(request({ ...extra, format: 'webp' }))
      expect(encoded.pixels, name).toBeDefined()
      const decoded = await decodeWithSharp(encoded.bytes, 'webp')
      expect(rgb(encoded.pixels!).equals(rgb(decoded)), name).toBe(true)
    }
  })

  it('SVG carries no pixels: verification rasterises it', async () => {
    const encoded = await renderCode(request({ format: 'svg' }))
    expect(encoded.pixels).toBeUndefined()
    expect(encoded.bytes.toString('utf8')).toMatch(/^<svg/)
  })

  it('a change to the pixels would be seen: one flipped pixel no longer matches the file', async () => {
    const encoded = await renderCode(request({}))
    const decoded = await decodeWithSharp(encoded.bytes, 'png')
    const flipped = Buffer.from(encoded.pixels!.pixels)
    flipped[0]! ^= 0xff
    expect(rgb({ ...encoded.pixels!, pixels: flipped }).equals(rgb(decoded))).toBe(false)
  })
})
