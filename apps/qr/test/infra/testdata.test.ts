/**
 * The shared decode fixtures (../shared/testdata/qr, see its README) read as the README says, with the
 * jsQR call the service uses (on the whole image as sharp decodes it, alpha ignored as jsQR does), and
 * with zbarimg / ZXingReader when installed.
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { readQr } from '../../src/domain/scan-check.js'
import { available, rsvgRasterize, zbarDecode, zxingDecode } from '../support/decoders.js'

const DIR = fileURLToPath(new URL('../../../../../shared/testdata/qr/', import.meta.url))
const present = existsSync(DIR)
const U = 'Hello, QR! ünïcödé ✓ https://example.com/?a=1&b=2'
const file = (name: string) => readFileSync(DIR + name)
async function jsqr(png: Buffer) {
  const { data, info } = await sharp(png)
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return readQr({ pixels: new Uint8ClampedArray(data), width: info.width, height: info.height })
}

describe.skipIf(!present)(`shared QR fixtures${present ? '' : ' (../shared/testdata/qr absent: skipped)'}`, () => {
  it.each([
    ['utf8-qrencode-M.png', U],
    ['utf8-npmqrcode-H.png', U],
    ['long-1503-npmqrcode-L.png', `${'x'.repeat(1500)}END`],
    ['utf8-qrencode-no-quiet-zone.png', U],
    ['utf8-qrencode-rotated17.png', U],
  ])('%s decodes with jsQR to its payload', async (name, payload) => {
    const found = await jsqr(file(name))
    expect(found?.text).toBe(payload)
    expect(found?.bytes.equals(Buffer.from(payload, 'utf8'))).toBe(true)
  })

  it('bytes-latin1-qrencode.png gives the exact Latin-1 bytes', async () => {
    const expected = Buffer.from('636166e9206c6174696e31', 'hex')
    expect(expected.toString('latin1')).toBe('caf\u00e9 latin1')
    expect((await jsqr(file('bytes-latin1-qrencode.png')))?.bytes.equals(expected)).toBe(true)
    if (available('zbarimg')) expect(zbarDecode(file('bytes-latin1-qrencode.png'))?.equals(expected)).toBe(true)
    if (available('ZXingReader')) expect(zxingDecode(file('bytes-latin1-qrencode.png'))?.equals(expected)).toBe(true)
  })

  it('utf8-npmqrcode-transparent.png fails as is and decodes once flattened on white', async () => {
    const transparent = file('utf8-npmqrcode-transparent.png')
    expect(await jsqr(transparent)).toBeUndefined()
    const flat = await sharp(transparent).flatten({ background: '#ffffff' }).png().toBuffer()
    expect((await jsqr(flat))?.text).toBe(U)
    if (available('zbarimg')) expect(zbarDecode(transparent)).toBeUndefined()
  })

  it('negative-blank.png holds no code for any decoder', async () => {
    const blank = file('negative-blank.png')
    expect(await jsqr(blank)).toBeUndefined()
    if (available('zbarimg')) expect(zbarDecode(blank)).toBeUndefined()
    if (available('ZXingReader')) expect(zxingDecode(blank)).toBeUndefined()
  })

  it.skipIf(!available('rsvg-convert'))('both SVG fixtures decode after rsvg-convert -w 400 -b white', async () => {
    for (const name of ['utf8-qrencode-M.svg', 'utf8-npmqrcode-M.svg']) {
      const png = rsvgRasterize(file(name), 400)
      expect((await jsqr(png))?.text, name).toBe(U)
      if (available('zbarimg')) expect(zbarDecode(png)?.toString('utf8'), name).toBe(U)
      if (available('ZXingReader')) expect(zxingDecode(png)?.toString('utf8'), name).toBe(U)
    }
  })

  it('the quiet-zone-free fixture has a dark pixel on its edge (decoders put up with it; geometry does not)', async () => {
    const { data, info } = await sharp(file('utf8-qrencode-no-quiet-zone.png'))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(data[0]).toBeLessThan(128)
    expect(data[info.width - 1]).toBeLessThan(128)
  })
})
