/**
 * Capacity edges and awkward payloads, end to end: exactly at the capacity of version 40 and one over,
 * in each mode the encoder picks; Unicode, control characters and binary-looking text, each read back
 * byte for byte by jsQR (scanVerified) and, when installed, by zbarimg and ZXingReader.
 */
import { describe, expect, it } from 'vitest'
import { useQrApp } from '../support/app.js'
import { available, toDecoderPng, zbarDecode, zxingDecode } from '../support/decoders.js'
import { decodeBase64 } from '../support/images.js'

const t = useQrApp()

async function expectReadBack(data: string, extra: Record<string, unknown> = {}) {
  const res = await t.post({ data, ...extra })
  expect(res.statusCode, res.body).toBe(200)
  const body = res.json()
  expect(body.scanVerified).toBe(true)
  const png = await toDecoderPng(decodeBase64(body.imageBase64), body.format, body.width, false)
  const expected = Buffer.from(data, 'utf8')
  if (available('zbarimg')) expect(zbarDecode(png)?.equals(expected)).toBe(true)
  if (available('ZXingReader')) expect(zxingDecode(png)?.equals(expected)).toBe(true)
  return body
}

describe('POST /generate: exactly at the capacity of version 40, and one over', () => {
  it.each([
    ['bytes at L', 'x'.repeat(2953), 'L'],
    ['bytes at H', 'x'.repeat(1273), 'H'],
    ['digits at M', '7'.repeat(5596), 'M'],
    ['alphanumerics at Q', 'AB1 $%*+-./:'.repeat(202).slice(0, 2420), 'Q'],
  ])('%s: version 40, verified, DATA_NEAR_CAPACITY', async (_name, data, level) => {
    const body = await expectReadBack(data, { errorCorrectionLevel: level, size: 1024 })
    expect(body).toMatchObject({ version: 40, modules: 177, errorCorrectionLevel: level })
    const near = body.warnings.find((w: { code: string }) => w.code === 'DATA_NEAR_CAPACITY')
    expect(near.usedBits).toBeLessThanOrEqual(near.capacityBits)
    expect(near.usedBits / near.capacityBits).toBeGreaterThan(0.99)
  })

  it.each([
    ['bytes at L', 'x'.repeat(2954), 'L', 2953],
    ['bytes at H', 'x'.repeat(1274), 'H', 1273],
    ['digits at M', '7'.repeat(5597), 'M', 2331],
    ['alphanumerics at Q', 'A'.repeat(2421), 'Q', 1663],
  ])('%s plus one: 400 DATA_TOO_LONG with the capacity', async (_name, data, level, bytes) => {
    const res = await t.post({ data, errorCorrectionLevel: level })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'DATA_TOO_LONG', errorCorrectionLevel: level, capacity: { bytes } })
  })

  it('refuses 1 MB of text quickly, from its length alone', async () => {
    const started = performance.now()
    const res = await t.post({ data: '9'.repeat(900_000) })
    expect(res.json()).toMatchObject({ error: 'DATA_TOO_LONG', capacity: { numeric: 5596 } })
    expect(performance.now() - started).toBeLessThan(2000)
  })
})

describe('POST /generate: awkward payloads read back byte for byte', () => {
  it.each([
    ['accents, CJK, emoji', 'Grüße aus Köln — 東京 — 🎉👍🏽'],
    ['right-to-left and combining marks', 'שלום עולם · é (e + U+0301)'],
    ['control characters and NUL', 'a\u0000b\u0001c\td\r\ne\u001f\u007f'],
    ['binary-looking Latin-1 range', 'caf\u00e9 \u00ff\u00fe\u0080\u0081 latin1'],
    ['a JSON document', JSON.stringify({ id: 7, tags: ['a', 'b'], note: 'x"y\\z' })],
    ['base64 text', 'SGVsbG8sIFFSIQ==/+AAAA'],
    ['only spaces', '   '],
  ])('%s', async (_name, data) => {
    await expectReadBack(data)
  })

  it('encodes a URL in a mix of modes and reads it back', async () => {
    const body = await expectReadBack('HTTPS://EXAMPLE.COM/ITEM/0123456789012345?ref=qr', { format: 'svg' })
    expect(body.version).toBeLessThanOrEqual(4)
  })
})
