/** POST /generate through HTTP and the real worker pool: defaults, reply members, determinism, format details. */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { GENERATE_EXAMPLE_REPLY, GENERATE_EXAMPLE_REQUEST } from '../../src/schemas/generate-examples.js'
import { useQrApp } from '../support/app.js'
import { decodeBase64, makeLogo, pngChunks } from '../support/images.js'

const t = useQrApp()
const URL_DATA = 'https://example.com/products/12345?ref=qr'

describe('POST /generate: defaults and reply', () => {
  it('answers with exactly the documented members and defaults', async () => {
    const res = await t.post({ data: URL_DATA })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual(
      [
        'errorCorrectionLevel',
        'format',
        'height',
        'imageBase64',
        'mimeType',
        'modules',
        'qualityScore',
        'scanVerified',
        'version',
        'warnings',
        'width',
      ].sort(),
    )
    expect(body).toMatchObject({
      format: 'png',
      mimeType: 'image/png',
      width: 512,
      height: 512,
      version: 3,
      errorCorrectionLevel: 'M',
      modules: 29,
      scanVerified: true,
      qualityScore: 100,
      warnings: [],
    })
    const meta = await sharp(decodeBase64(body.imageBase64)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512])
  })

  it('returns exactly the OpenAPI example reply for the example request', async () => {
    const res = await t.post(GENERATE_EXAMPLE_REQUEST)
    expect(res.json()).toEqual(GENERATE_EXAMPLE_REPLY)
  })

  it('paints only the two requested colors, module edges on whole pixels, quiet zone of 4 modules', async () => {
    const res = await t.post({ data: URL_DATA, size: 300, foregroundColor: '#1A2B3C', backgroundColor: '#F5F0E1' })
    const { data, info } = await sharp(decodeBase64(res.json().imageBase64)).raw().toBuffer({ resolveWithObject: true })
    expect(info.channels).toBe(3)
    const colors = new Set<string>()
    for (let i = 0; i < data.length; i += 3) colors.add(data.subarray(i, i + 3).toString('hex'))
    expect([...colors].sort()).toEqual(['1a2b3c', 'f5f0e1'])
    // 29 modules + 2 × 4 = 37 → 8 px modules, 300 − 29 × 8 = 68 px of margin, 34 on each side.
    const row = 34 * info.width * 3
    expect(data.subarray(row + 33 * 3, row + 34 * 3).toString('hex')).toBe('f5f0e1')
    expect(data.subarray(row + 34 * 3, row + 35 * 3).toString('hex')).toBe('1a2b3c')
  })

  it('writes no metadata: PNG holds only critical chunks, WebP a bare lossless VP8L', async () => {
    const png = decodeBase64((await t.post({ data: URL_DATA })).json().imageBase64)
    expect(pngChunks(png)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND'])
    const webp = decodeBase64((await t.post({ data: URL_DATA, format: 'webp' })).json().imageBase64)
    expect(webp.toString('latin1', 12, 16)).toBe('VP8L')
    expect(webp.readUInt32LE(4) + 8).toBe(webp.length)
  })

  it('gives byte-identical replies to the same request, for every format, with a logo', async () => {
    const logo = { base64: (await makeLogo('png')).toString('base64') }
    for (const format of ['png', 'webp', 'svg']) {
      const request = { data: URL_DATA, format, logo, foregroundColor: '#003366' }
      const [a, b] = [await t.post(request), await t.post(request)]
      expect(a.statusCode, a.body).toBe(200)
      expect(a.body).toBe(b.body)
    }
  })
})

describe('POST /generate: SVG', () => {
  it('draws every module with one path of row runs, embeds the logo as an image, and rasterises to what it says', async () => {
    const logo = { base64: (await makeLogo('webp')).toString('base64'), scale: 0.2, padding: 4 }
    const res = await t.post({ data: URL_DATA, format: 'svg', size: 400, logo, backgroundColor: '#fffff0' })
    const body = res.json()
    expect(body).toMatchObject({ mimeType: 'image/svg+xml', scanVerified: true, errorCorrectionLevel: 'H' })
    const svg = decodeBase64(body.imageBase64).toString('utf8')
    expect(svg.match(/<path /g)).toHaveLength(1)
    expect(svg.match(/<rect /g)).toHaveLength(1)
    expect(svg).toMatch(/^<svg [^>]*width="400" height="400" viewBox="0 0 400 400"/)
    expect(svg).toContain('fill="#fffff0"')
    expect(svg).toMatch(/<image x="\d+" y="\d+" width="\d+" height="\d+" xlink:href="data:image\/png;base64,/)
    const meta = await sharp(Buffer.from(svg)).metadata()
    expect([meta.width, meta.height]).toEqual([400, 400])
  })
})

describe('POST /generate: logo and error correction', () => {
  it('raises L and M to H when a logo is present, and says so', async () => {
    const logo = { base64: (await makeLogo('png')).toString('base64') }
    for (const level of ['L', 'M']) {
      const body = (await t.post({ data: URL_DATA, errorCorrectionLevel: level, logo })).json()
      expect(body.errorCorrectionLevel).toBe('H')
      expect(body.warnings[0]).toEqual({
        code: 'ERROR_CORRECTION_RAISED',
        message: `A logo needs error correction Q or H; level ${level} was raised to H.`,
        from: level,
        to: 'H',
      })
      expect(body.scanVerified).toBe(true)
    }
  })

  it('keeps Q with a logo and reports no raise', async () => {
    const logo = { base64: (await makeLogo('png')).toString('base64'), scale: 0.15 }
    const body = (await t.post({ data: URL_DATA, errorCorrectionLevel: 'Q', logo })).json()
    expect(body.errorCorrectionLevel).toBe('Q')
    expect(body.warnings.map((w: { code: string }) => w.code)).not.toContain('ERROR_CORRECTION_RAISED')
    expect(body.scanVerified).toBe(true)
  })

  it('places the logo pixels in the centre, over cleared modules', async () => {
    const logo = { base64: (await makeLogo('png', 64, 64)).toString('base64'), scale: 0.3, padding: 0 }
    const body = (await t.post({ data: URL_DATA, size: 512, logo })).json()
    const { data, info } = await sharp(decodeBase64(body.imageBase64)).raw().toBuffer({ resolveWithObject: true })
    const centre = (256 * info.width + 200) * 3
    expect(data.subarray(centre, centre + 3).toString('hex')).toBe('c81e3c')
  })
})

describe('POST /generate: transparent logos', () => {
  it('flattens transparent logo pixels on the background color', async () => {
    const clear = await sharp({
      create: { width: 32, height: 32, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer()
    const body = (
      await t.post({
        data: URL_DATA,
        backgroundColor: '#fffbe6',
        logo: { base64: clear.toString('base64'), scale: 0.3 },
      })
    ).json()
    const { data, info } = await sharp(decodeBase64(body.imageBase64)).raw().toBuffer({ resolveWithObject: true })
    const centre = (256 * info.width + 256) * 3
    expect(data.subarray(centre, centre + 3).toString('hex')).toBe('fffbe6')
    expect(body.scanVerified).toBe(true)
  })
})

describe('GET /openapi.json', () => {
  it('matches the reviewed snapshot (update it deliberately)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' })
    await expect(JSON.stringify(res.json(), null, 2)).toMatchFileSnapshot('../__snapshots__/openapi.json')
  })
})
