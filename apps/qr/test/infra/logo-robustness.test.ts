/**
 * Damaged logos never escape as anything but a 400 code: truncations at many lengths and single-byte
 * corruptions of real PNG and WebP files either still produce a code or fail with a documented code.
 */
import { isAppError } from '@svc/core/errors'
import { describe, expect, it } from 'vitest'
import { generateQr } from '../../src/infra/generate-qr.js'
import { makeLogo, pngClaiming } from '../support/images.js'

const DOCUMENTED = ['INVALID_LOGO', 'INVALID_BASE64', 'UNSUPPORTED_LOGO_FORMAT', 'LOGO_DIMENSIONS_EXCEEDED']
const request = (logo: Buffer) => ({
  data: 'https://example.com',
  size: 128,
  format: 'png' as const,
  errorCorrectionLevel: 'H' as const,
  foregroundColor: '#000000',
  backgroundColor: '#ffffff',
  quietZone: 4,
  logo: { base64: logo.toString('base64'), scale: 0.2, padding: 2 },
})

async function outcome(logo: Buffer): Promise<string> {
  try {
    const result = await generateQr(request(logo))
    return result.scanVerified ? 'ok' : 'ok-unverified'
  } catch (error) {
    if (isAppError(error)) return error.code
    throw error
  }
}

describe('damaged logos', () => {
  for (const format of ['png', 'webp'] as const) {
    it(`${format}: every truncation and every 7th-byte corruption ends in a result or a documented code`, async () => {
      const logo = await makeLogo(format, 40, 30)
      const seen = new Set<string>()
      for (let length = 1; length < logo.length; length += Math.max(1, Math.floor(logo.length / 40))) {
        seen.add(await outcome(logo.subarray(0, length)))
      }
      for (let at = 0; at < logo.length; at += 7) {
        const damaged = Buffer.from(logo)
        damaged[at] = damaged[at]! ^ 0xa5
        seen.add(await outcome(damaged))
      }
      for (const code of seen) expect(['ok', 'ok-unverified', ...DOCUMENTED]).toContain(code)
      expect(seen.has('INVALID_LOGO')).toBe(true)
    })
  }

  it('refuses declared sizes over 4096 on either side before decoding; 4096 × 1 reaches the decoder', async () => {
    expect(await outcome(await pngClaiming(4097, 1))).toBe('LOGO_DIMENSIONS_EXCEEDED')
    expect(await outcome(await pngClaiming(1, 65535))).toBe('LOGO_DIMENSIONS_EXCEEDED')
    // A 4096 × 1 header over a 1 × 1 body: within the bounds, so it reaches the decoder, which refuses it.
    expect(await outcome(await pngClaiming(4096, 1))).toBe('INVALID_LOGO')
  })
})
