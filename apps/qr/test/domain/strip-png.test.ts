import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { stripPngMetadata } from '../../src/domain/strip-png.js'
import { pngChunks } from '../support/images.js'

describe('stripPngMetadata', () => {
  it('drops pHYs, tEXt and iCCP and keeps the pixels', async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#123456' } })
      .withMetadata({ density: 300 })
      .withIccProfile('srgb')
      .png()
      .toBuffer()
    expect(pngChunks(png)).toContain('pHYs')
    const stripped = stripPngMetadata(png)
    expect(pngChunks(stripped)).toEqual(['IHDR', 'IDAT', 'IEND'])
    const [a, b] = await Promise.all([png, stripped].map((p) => sharp(p).raw().toBuffer()))
    expect(a!.equals(b!)).toBe(true)
  })
})
