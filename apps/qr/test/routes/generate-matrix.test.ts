/**
 * The generation matrix (README.md): format × level × logo × colors. Every cell must be scanVerified, and the
 * independent decoders (zbarimg, ZXingReader; SVG rasterised by rsvg-convert on white) must read the
 * same bytes from the same image. A decoder that is not installed is skipped, and the test name says so.
 */
import { describe, expect, it } from 'vitest'
import { useQrApp } from '../support/app.js'
import { available, toDecoderPng, zbarDecode, zxingDecode } from '../support/decoders.js'
import { decodeBase64, makeLogo } from '../support/images.js'

const t = useQrApp()
const DATA = 'Hello, QR! ünïcödé ✓ https://example.com/?a=1&b=2'
const FORMATS = ['png', 'webp', 'svg'] as const
const LEVELS = ['L', 'M', 'Q', 'H'] as const
const COLORS = [
  { name: 'black on white', foregroundColor: '#000000', backgroundColor: '#ffffff' },
  { name: 'navy on cream', foregroundColor: '#1a2b3c', backgroundColor: '#f5f0e1' },
] as const
const cells = FORMATS.flatMap((format) =>
  LEVELS.flatMap((level) => [false, true].flatMap((logo) => COLORS.map((colors) => ({ format, level, logo, colors })))),
)
const svgReady = available('rsvg-convert')
const note = (tool: 'zbarimg' | 'ZXingReader') => (available(tool) ? '' : ` (${tool} not installed: skipped)`)

describe.each(cells)('$format level $level logo $logo $colors.name', ({ format, level, logo, colors }) => {
  let reply: Record<string, unknown> & { imageBase64: string }
  const image = async () => {
    if (!reply) {
      const { name: _name, ...paint } = colors
      const logoField = logo ? { logo: { base64: (await makeLogo('png')).toString('base64'), scale: 0.2 } } : {}
      const res = await t.post({ data: DATA, format, errorCorrectionLevel: level, size: 400, ...paint, ...logoField })
      expect(res.statusCode, res.body).toBe(200)
      reply = res.json()
    }
    return reply
  }

  it('is scanVerified at the level it reports', async () => {
    const body = await image()
    expect(body.scanVerified).toBe(true)
    expect(body.errorCorrectionLevel).toBe(logo && (level === 'L' || level === 'M') ? 'H' : level)
    expect(body.qualityScore).toBeGreaterThanOrEqual(80)
  })

  for (const tool of ['zbarimg', 'ZXingReader'] as const) {
    const skip = !available(tool) || (format === 'svg' && !svgReady)
    it.skipIf(skip)(`decodes to the same bytes with ${tool}${note(tool)}`, async () => {
      const body = await image()
      const png = await toDecoderPng(decodeBase64(body.imageBase64), format, 400, false)
      const bytes = tool === 'zbarimg' ? zbarDecode(png) : zxingDecode(png)
      expect(bytes?.toString('utf8')).toBe(DATA)
    })
  }
})
