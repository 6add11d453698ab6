/**
 * Our PNG reader (scan verification's decoder for PNG) gives exactly sharp's pixels: for the PNGs the
 * service writes (1-bit to 8-bit palettes, RGB with filter Up) and for PNGs sharp writes (grey, RGB
 * with adaptive filtering, i.e. every filter type; palettes at 1 to 8 bits), and refuses what it does
 * not read (interlaced, a bad CRC) so that the caller decodes with sharp instead.
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { planCode } from '../../src/domain/plan-code.js'
import type { DecodedImage } from '../../src/domain/scan-view.js'
import { renderCode } from '../../src/infra/generate-qr.js'
import { readPng, UnsupportedPng } from '../../src/infra/read-png.js'
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

async function sharpPixels(png: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  return rgb({ pixels: data, width: info.width, height: info.height, channels: info.channels })
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

describe('readPng', () => {
  const ours = async () =>
    [
      ['plain, 333 px (rows end mid-byte)', await renderCode(request({}))],
      [
        'black on white, 512 px',
        await renderCode(request({ size: 512, foregroundColor: '#000000', backgroundColor: '#ffffff' })),
      ],
      [
        'palette logo',
        await renderCode(
          request({ logo: { base64: (await makeLogo('png')).toString('base64'), scale: 0.2, padding: 4 } }),
        ),
      ],
      [
        'RGB logo',
        await renderCode(
          request({ logo: { base64: (await makeManyColorLogo()).toString('base64'), scale: 0.3, padding: 4 } }),
        ),
      ],
    ] as const

  it('reads the PNGs the service writes exactly as sharp does', async () => {
    const depths = new Set<string>()
    for (const [name, png] of await ours()) {
      const header = pngHeader(png)
      depths.add(`${header.colorType}/${header.bitDepth}`)
      const decoded = readPng(png)
      expect([decoded.width, decoded.height], name).toEqual([header.width, header.height])
      expect(rgb(decoded).equals(await sharpPixels(png)), name).toBe(true)
    }
    expect(depths).toEqual(new Set(['3/1', '3/8', '2/8']))
  })

  it('reads PNGs written by sharp: every filter type, grey, palettes of 1 to 8 bits', async () => {
    const logo = await sharp(await makeManyColorLogo(97))
      .raw()
      .toBuffer({ resolveWithObject: true })
    const raw = () => sharp(logo.data, { raw: { width: 97, height: 97, channels: 3 } })
    const files = [
      await raw().png({ adaptiveFiltering: true, compressionLevel: 9 }).toBuffer(),
      await raw().greyscale().png().toBuffer(),
      ...(await Promise.all(
        [2, 4, 16, 200].map((colours) => raw().png({ palette: true, colours, dither: 0 }).toBuffer()),
      )),
    ]
    expect(files.map((png) => pngHeader(png).bitDepth)).toEqual([8, 8, 1, 2, 4, 8])
    for (const png of files) expect(rgb(readPng(png)).equals(await sharpPixels(png))).toBe(true)
  })

  it('refuses an interlaced PNG and a bad CRC, so the caller falls back to sharp', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png({ progressive: true })
      .toBuffer()
    expect(() => readPng(png)).toThrow(UnsupportedPng)
    const [, good] = (await ours())[0]
    const bad = Buffer.from(good)
    bad[bad.length - 20]! ^= 0xff
    expect(() => readPng(bad)).toThrow(UnsupportedPng)
    expect(() => readPng(Buffer.from('not a png'))).toThrow(UnsupportedPng)
  })
})
