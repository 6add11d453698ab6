/**
 * The PNG we write ourselves: a palette image with exactly the requested colors (no quantiser), the
 * smallest bit depth that holds them, only critical chunks, and RGB when a logo brings more colors
 * than a palette holds.
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { useQrApp } from '../support/app.js'
import { available, toDecoderPng, zbarDecode } from '../support/decoders.js'
import { decodeBase64, makeLogo, makeManyColorLogo, pngChunks, pngHeader, pngPalette } from '../support/images.js'

const t = useQrApp()
const DATA = 'https://example.com/menu'
const png = async (body: Record<string, unknown>) => {
  const res = await t.post({ data: DATA, ...body })
  expect(res.statusCode, res.body).toBe(200)
  return { reply: res.json(), bytes: decodeBase64(res.json().imageBase64) }
}

describe('POST /generate: PNG encoding', () => {
  it('writes the README sample as a 1-bit palette PNG of 512 × 512 with white then black, under 1 KB', async () => {
    const { reply, bytes } = await png({})
    expect(reply.scanVerified).toBe(true)
    expect(pngHeader(bytes)).toEqual({ width: 512, height: 512, bitDepth: 1, colorType: 3 })
    expect(pngPalette(bytes)).toEqual(['ffffff', '000000'])
    expect(pngChunks(bytes)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND'])
    expect(bytes.length).toBeLessThan(1024)
    const meta = await sharp(bytes).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512])
  })

  it('keeps colors exactly (no quantiser): #1a2b3c on #fefdfc', async () => {
    const { bytes } = await png({ foregroundColor: '#1A2B3C', backgroundColor: '#fefdfc', size: 300 })
    expect(pngPalette(bytes)).toEqual(['fefdfc', '1a2b3c'])
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
    const seen = new Set<string>()
    for (let i = 0; i < data.length; i += info.channels) seen.add(data.subarray(i, i + 3).toString('hex'))
    expect([...seen].sort()).toEqual(['1a2b3c', 'fefdfc'])
  })

  it("adds a logo's colors to the palette after background and modules, each once, at a wider bit depth", async () => {
    const logo = { base64: (await makeLogo('png')).toString('base64'), scale: 0.2 }
    const { reply, bytes } = await png({ logo })
    expect(reply.scanVerified).toBe(true)
    const header = pngHeader(bytes)
    const palette = pngPalette(bytes)
    expect(header.colorType).toBe(3)
    expect(palette.slice(0, 3)).toEqual(['ffffff', '000000', expect.any(String)])
    expect(palette).toContain('c81e3c') // the logo's red
    expect(new Set(palette.slice(1)).size).toBe(palette.length - 1)
    expect(palette.length).toBeLessThanOrEqual(2 ** header.bitDepth!)
    expect(palette.length).toBeGreaterThan(2 ** (header.bitDepth! / 2))
  })

  it('writes RGB when the fitted logo has more than 256 colors, and it still scans', async () => {
    const logo = { base64: (await makeManyColorLogo()).toString('base64'), scale: 0.25 }
    const { reply, bytes } = await png({ logo })
    expect(pngHeader(bytes)).toMatchObject({ width: 512, bitDepth: 8, colorType: 2 })
    expect(pngChunks(bytes)).toEqual(['IHDR', 'IDAT', 'IEND'])
    expect(reply.scanVerified).toBe(true)
    if (available('zbarimg')) {
      expect(zbarDecode(await toDecoderPng(bytes, 'png', 512, false))?.toString()).toBe(DATA)
    }
  })
})
