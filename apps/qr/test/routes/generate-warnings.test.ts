/** Warnings and the quality score on real generations: contrast, inversion, quiet zone, logo size, scale. */
import { describe, expect, it } from 'vitest'
import { useQrApp } from '../support/app.js'
import { available, toDecoderPng, zbarDecode, zxingDecode } from '../support/decoders.js'
import { decodeBase64, makeLogo } from '../support/images.js'

const t = useQrApp()
const DATA = 'https://example.com/menu'
const codes = (body: { warnings: { code: string }[] }) => body.warnings.map((w) => w.code)

describe('POST /generate: contrast', () => {
  it('flags low contrast with the WCAG ratio, and still verifies a code that scans', async () => {
    const body = (await t.post({ data: DATA, size: 400, foregroundColor: '#999999' })).json()
    expect(body.warnings).toEqual([
      expect.objectContaining({ code: 'LOW_CONTRAST', contrastRatio: 2.85, minimumRatio: 3 }),
    ])
    expect(body.scanVerified).toBe(true)
    // C = (2.85 − 1) / 6 = 0.308: 100 × (0.4 × 0.308 + 0.3 + 0.3) = 72
    expect(body.qualityScore).toBe(72)
  })

  it('verifies mid-grey #888888 on white with 15 px modules, which jsQR alone misreads (README "Scan verification")', async () => {
    // jsQR thresholds an 8 px block with at most 24 levels of range at min / 2, so on the whole image a
    // block inside a large #888888 module reads as light; stretched between the two colors it is black.
    const body = (await t.post({ data: DATA, size: 512, foregroundColor: '#888888' })).json()
    expect(body.scanVerified).toBe(true)
    expect(body.warnings).toEqual([])
    if (available('zbarimg')) {
      const png = await toDecoderPng(decodeBase64(body.imageBase64), 'png', 512, false)
      expect(zbarDecode(png)?.toString()).toBe(DATA)
    }
  })

  it('verifies a faint pair jsQR can still split (#e6e6e6 on white: 25 grey levels) and flags it', async () => {
    const body = (await t.post({ data: DATA, foregroundColor: '#e6e6e6' })).json()
    expect(body.scanVerified).toBe(true)
    expect(body.warnings).toEqual([expect.objectContaining({ code: 'LOW_CONTRAST', contrastRatio: 1.25 })])
    if (available('zbarimg')) {
      const png = await toDecoderPng(decodeBase64(body.imageBase64), 'png', 512, false)
      expect(zbarDecode(png)?.toString()).toBe(DATA)
    }
  })

  it("does not verify a pair closer than jsQR's 24 grey levels (#f0f0f0 on white), and says so", async () => {
    const body = (await t.post({ data: DATA, foregroundColor: '#f0f0f0' })).json()
    expect(body.scanVerified).toBe(false)
    expect(codes(body)).toEqual(['LOW_CONTRAST', 'SCAN_FAILED'])
  })

  it('does not verify a code whose colors are identical, and says why', async () => {
    const body = (await t.post({ data: DATA, foregroundColor: '#777777', backgroundColor: '#777777' })).json()
    expect(body.scanVerified).toBe(false)
    expect(codes(body)).toEqual(['LOW_CONTRAST', 'SCAN_FAILED'])
    expect(body.warnings[0].contrastRatio).toBe(1)
    expect(body.qualityScore).toBe(0)
  })

  it('does not flag #595959 on white (7.0:1)', async () => {
    const body = (await t.post({ data: DATA, foregroundColor: '#595959' })).json()
    expect(body.warnings).toEqual([])
    expect(body.qualityScore).toBe(100)
  })
})

describe('POST /generate: inverted colors', () => {
  for (const format of ['png', 'webp', 'svg']) {
    it(`flags light modules on a dark background (${format}), verifies it read reversed, halves C`, async () => {
      const body = (await t.post({ data: DATA, format, foregroundColor: '#ffffff', backgroundColor: '#000000' })).json()
      expect(codes(body)).toEqual(['INVERTED_COLORS'])
      expect(body.scanVerified).toBe(true)
      expect(body.qualityScore).toBe(80)
    })
  }

  it.skipIf(!available('zbarimg'))('is not read by zbarimg as is, and is once negated', async () => {
    const body = (await t.post({ data: DATA, foregroundColor: '#ffffff', backgroundColor: '#000000' })).json()
    const bytes = decodeBase64(body.imageBase64)
    expect(zbarDecode(await toDecoderPng(bytes, 'png', 512, false))).toBeUndefined()
    expect(zbarDecode(await toDecoderPng(bytes, 'png', 512, true))?.toString()).toBe(DATA)
    if (available('ZXingReader'))
      expect(zxingDecode(await toDecoderPng(bytes, 'png', 512, true))?.toString()).toBe(DATA)
  })
})

describe('POST /generate: quiet zone', () => {
  it.each([
    [0, 0, 70],
    [2, 2, 85],
    [4, 4, 100],
  ])('quietZone %i leaves %i modules of margin (score %i)', async (quietZone, margin, score) => {
    // 25 modules (version 2) at 10 px each: no pixels left over, the margin is exactly what was asked.
    const size = (25 + 2 * quietZone) * 10
    const body = (await t.post({ data: DATA, size, quietZone })).json()
    const warning = body.warnings.find((w: { code: string }) => w.code === 'QUIET_ZONE_TOO_SMALL')
    expect(warning?.quietZone).toBe(quietZone < 4 ? margin : undefined)
    expect(body.scanVerified).toBe(true)
    expect(body.qualityScore).toBe(score)
    const { default: sharp } = await import('sharp')
    const { data } = await sharp(decodeBase64(body.imageBase64)).raw().toBuffer({ resolveWithObject: true })
    const row = data.subarray((margin * 10 + 5) * size * 3, (margin * 10 + 6) * size * 3)
    expect(row.indexOf(0)).toBe(margin * 10 * 3)
  })
})

describe('POST /generate: logo coverage', () => {
  it('flags a logo with large padding as LOGO_TOO_LARGE with its coverage and the level capacity', async () => {
    const logo = { base64: (await makeLogo('png')).toString('base64'), scale: 0.3, padding: 40 }
    const body = (await t.post({ data: DATA, logo })).json()
    const warning = body.warnings.find((w: { code: string }) => w.code === 'LOGO_TOO_LARGE')
    expect(warning).toMatchObject({ recoveryCapacity: 0.3 })
    expect(warning.coverage).toBeGreaterThan(0.15)
    expect(body.qualityScore).toBeLessThan(80)
  })

  it('scores a small logo near the top', async () => {
    const logo = { base64: (await makeLogo('webp')).toString('base64'), scale: 0.1, padding: 0 }
    const body = (await t.post({ data: DATA, logo })).json()
    expect(codes(body)).toEqual(['ERROR_CORRECTION_RAISED'])
    expect(body.scanVerified).toBe(true)
    expect(body.qualityScore).toBeGreaterThanOrEqual(95)
  })
})

describe('POST /generate: reduced scale', () => {
  it('reports REDUCED_SCALE_SCAN_FAILED and S = 0.7 when 2 px modules do not survive 50 %', async () => {
    const body = (await t.post({ data: 'a'.repeat(600), size: 256, errorCorrectionLevel: 'L' })).json()
    expect(body.scanVerified).toBe(true)
    expect(codes(body)).toContain('REDUCED_SCALE_SCAN_FAILED')
    expect(body.qualityScore).toBeLessThanOrEqual(70)
  })
})
