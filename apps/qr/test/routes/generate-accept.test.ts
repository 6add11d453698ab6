/**
 * The image itself by content negotiation (docs/contract.md "Files"): Accept picks JSON (the default)
 * or an image type; the image bytes are exactly the JSON answer's imageBase64, the other members come
 * as X-QR-* headers; a body `format` must agree with the image type Accept names; errors stay JSON.
 */
import { TEST_KEY } from '@svc/testkit'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { useQrApp } from '../support/app.js'
import { pngHeader } from '../support/images.js'

const t = useQrApp()
const DATA = 'https://example.com/menu'
const post = (body: unknown, accept?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/generate',
    headers: {
      'x-gateway-key': TEST_KEY,
      'content-type': 'application/json',
      ...(accept === undefined ? {} : { accept }),
    },
    payload: JSON.stringify(body),
  })

describe('POST /generate with Accept', () => {
  it('answers JSON without Accept, with */* and with application/json, and says it varies by Accept', async () => {
    for (const accept of [undefined, '*/*', 'application/json']) {
      const res = await post({ data: DATA }, accept)
      expect(res.statusCode, String(accept)).toBe(200)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.headers.vary).toMatch(/Accept/i)
      expect(res.json().scanVerified).toBe(true)
    }
  })

  it('Accept: image/png answers the PNG bytes, identical to the JSON answer, with the facts as headers', async () => {
    const json = (await post({ data: DATA })).json()
    const res = await post({ data: DATA }, 'image/png')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['content-disposition']).toBe('inline; filename="qr.png"')
    expect(res.rawPayload.equals(Buffer.from(json.imageBase64, 'base64'))).toBe(true)
    expect(pngHeader(res.rawPayload)).toMatchObject({ width: 512, height: 512 })
    expect(res.headers['x-qr-scan-verified']).toBe('true')
    expect(res.headers['x-qr-quality-score']).toBe(String(json.qualityScore))
    expect(res.headers['x-qr-version']).toBe(String(json.version))
    expect(res.headers['x-qr-error-correction-level']).toBe(json.errorCorrectionLevel)
    expect(res.headers['x-qr-modules']).toBe(String(json.modules))
    expect(res.headers['x-qr-warnings']).toBe('')
  })

  it('Accept: image/svg+xml and image/webp set the format when the body has none', async () => {
    const svg = await post({ data: DATA, size: 200 }, 'image/svg+xml')
    expect(svg.statusCode).toBe(200)
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(svg.body).toMatch(/^<svg/)
    expect(svg.headers['content-disposition']).toBe('inline; filename="qr.svg"')
    const webp = await post({ data: DATA, size: 200 }, 'image/webp')
    expect(webp.statusCode).toBe(200)
    expect(webp.headers['content-type']).toBe('image/webp')
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp')
  })

  it('warning codes travel in X-QR-Warnings', async () => {
    const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c81e3c' } })
      .png()
      .toBuffer()
    const res = await post({ data: DATA, logo: { base64: logo.toString('base64') } }, 'image/png')
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-qr-warnings']).toContain('ERROR_CORRECTION_RAISED')
  })

  it('a body format and Accept: image/* answer that format; a format Accept refuses is 406 in JSON', async () => {
    const any = await post({ data: DATA, format: 'webp' }, 'image/*')
    expect(any.headers['content-type']).toBe('image/webp')
    const clash = await post({ data: DATA, format: 'svg' }, 'image/png')
    expect(clash.statusCode).toBe(406)
    expect(clash.headers['content-type']).toMatch(/^application\/json/)
    expect(clash.json()).toMatchObject({ error: 'NOT_ACCEPTABLE' })
    expect(clash.json().message).toContain('image/svg+xml')
  })

  it('an Accept naming nothing offered is 406; errors stay JSON even when an image was asked for', async () => {
    const none = await post({ data: DATA }, 'text/csv')
    expect(none.statusCode).toBe(406)
    expect(none.json().error).toBe('NOT_ACCEPTABLE')
    const bad = await post({ data: '' }, 'image/png')
    expect(bad.statusCode).toBe(400)
    expect(bad.headers['content-type']).toMatch(/^application\/json/)
    expect(bad.json().error).toBe('DATA_EMPTY')
  })
})
