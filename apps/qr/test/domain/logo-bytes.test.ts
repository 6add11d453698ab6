import { describe, expect, it } from 'vitest'
import { decodeLogoBase64, sniffLogoFormat } from '../../src/domain/logo-bytes.js'

describe('logo bytes', () => {
  it('decodes standard, URL-safe, unpadded, wrapped and data-URL base64 to the same bytes', () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xfb, 0xff, 0xfe])
    const std = bytes.toString('base64')
    for (const text of [
      std,
      bytes.toString('base64url'),
      std.replace(/=+$/, ''),
      `${std.slice(0, 4)}\n${std.slice(4)}`,
      `data:image/webp;base64,${std}`,
    ]) {
      expect(decodeLogoBase64(text).equals(bytes), text).toBe(true)
    }
  })

  it.each(['', '====', 'abc!', 'ab=c', 'abcde', 'ab+_'])('refuses %j with INVALID_BASE64', (text) => {
    expect(() => decodeLogoBase64(text)).toThrow(expect.objectContaining({ code: 'INVALID_BASE64' }))
  })

  it('recognises PNG and WebP by signature and names what else was sent', () => {
    expect(sniffLogoFormat(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('png')
    expect(sniffLogoFormat(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8L', 'latin1'))).toBe('webp')
    expect(() => sniffLogoFormat(Buffer.from('GIF89a......'))).toThrow(/GIF image; send the logo as PNG or WebP/)
    expect(() => sniffLogoFormat(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED_LOGO_FORMAT' }),
    )
  })
})
