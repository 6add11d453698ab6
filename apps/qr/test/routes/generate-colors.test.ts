/**
 * Values, not verdicts: for color pairs from black on white to mid-grey and colored pairs, with and
 * without a logo, the returned PNG holds exactly the requested colors at every module center where
 * qrcode's matrix puts a dark or light module (the logo's cleared square aside), it is scanVerified,
 * and zbarimg / ZXingReader read exactly `data` from it (light-on-dark negated first: neither reverses).
 */
import QRCode from 'qrcode'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { useQrApp } from '../support/app.js'
import { available, toDecoderPng, zbarDecode, zxingDecode } from '../support/decoders.js'
import { decodeBase64, makeLogo } from '../support/images.js'

const t = useQrApp()
const DATA = 'https://example.com/menu?table=12&lang=de-CH'
const PAIRS = [
  ['#000000', '#ffffff'],
  ['#888888', '#ffffff'],
  ['#595959', '#ffffff'],
  ['#1a2b3c', '#fefdfc'],
  ['#0000ff', '#ffff00'],
  ['#ffffff', '#000000'],
] as const
const logoBase64 = (await makeLogo('png')).toString('base64')
const cases = PAIRS.flatMap(([foregroundColor, backgroundColor]) =>
  [false, true].map((logo) => ({ foregroundColor, backgroundColor, logo })),
)

describe.each(cases)(
  'PNG $foregroundColor on $backgroundColor, logo $logo',
  ({ foregroundColor, backgroundColor, logo }) => {
    const size = 512
    let body: {
      scanVerified: boolean
      errorCorrectionLevel: 'M' | 'H'
      version: number
      modules: number
      imageBase64: string
    }
    const reply = async () => {
      if (!body) {
        const res = await t.post({
          data: DATA,
          size,
          foregroundColor,
          backgroundColor,
          ...(logo ? { logo: { base64: logoBase64, scale: 0.2, padding: 8 } } : {}),
        })
        expect(res.statusCode, res.body).toBe(200)
        body = res.json()
      }
      return body
    }
    const inverted = foregroundColor === '#ffffff'

    it('is scanVerified, at H with a logo and M without', async () => {
      const b = await reply()
      expect(b.scanVerified).toBe(true)
      expect(b.errorCorrectionLevel).toBe(logo ? 'H' : 'M')
    })

    it('paints each module center in exactly the requested color', async () => {
      const b = await reply()
      const qr = QRCode.create(DATA, { errorCorrectionLevel: b.errorCorrectionLevel })
      const n = qr.modules.size
      expect([b.version, b.modules]).toEqual([qr.version, n])
      const { data, info } = await sharp(decodeBase64(b.imageBase64)).raw().toBuffer({ resolveWithObject: true })
      const modulePx = Math.floor(size / (n + 8))
      const offset = Math.floor((size - n * modulePx) / 2)
      const at = (mx: number, my: number) => {
        const x = offset + mx * modulePx + (modulePx >> 1)
        const y = offset + my * modulePx + (modulePx >> 1)
        const i = (y * info.width + x) * info.channels
        return `#${data.subarray(i, i + 3).toString('hex')}`
      }
      const off: number[][] = []
      for (let my = 0; my < n; my += 1) {
        for (let mx = 0; mx < n; mx += 1) {
          const dark = qr.modules.get(my, mx) === 1 // (row, column)
          if (at(mx, my) !== (dark ? foregroundColor : backgroundColor)) off.push([mx, my])
        }
      }
      if (!logo) {
        expect(off).toEqual([])
        return
      }
      // With a logo, only a centred square (the cleared modules, under a quarter of the side) differs.
      const xs = off.map(([x]) => x!)
      const ys = off.map(([, y]) => y!)
      const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
      expect(left + right).toBe(n - 1)
      expect(top + bottom).toBe(n - 1)
      expect(right - left + 1).toBeLessThan(n / 2)
    })

    for (const tool of ['zbarimg', 'ZXingReader'] as const) {
      it.skipIf(!available(tool))(`reads back exactly data with ${tool}`, async () => {
        const png = await toDecoderPng(decodeBase64((await reply()).imageBase64), 'png', size, inverted)
        const bytes = tool === 'zbarimg' ? zbarDecode(png) : zxingDecode(png)
        expect(bytes?.toString('utf8')).toBe(DATA)
      })
    }
  },
)
