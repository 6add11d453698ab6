/** Every bad input of POST /generate gets its documented 400 code in the shared envelope, never a 500. */
import { describe, expect, it } from 'vitest'
import { useQrApp } from '../support/app.js'
import { makeLogo, pngClaiming } from '../support/images.js'

const t = useQrApp()

async function expectError(body: unknown, code: string) {
  const res = await t.post(body)
  expect(res.statusCode, res.body).toBe(400)
  const json = res.json()
  expect(json.error).toBe(code)
  expect(json.message.length).toBeGreaterThan(10)
  return json
}

describe('POST /generate: data and capacity', () => {
  it('refuses empty data with the capacity at the level in the message', async () => {
    const json = await expectError({ data: '', errorCorrectionLevel: 'Q' }, 'DATA_EMPTY')
    expect(json.message).toContain('1,663 bytes')
    expect(json.capacity).toEqual({ bits: 13328, bytes: 1663, alphanumeric: 2420, numeric: 3993 })
  })

  it('refuses data one byte over version 40 at M with the capacity in the message', async () => {
    const json = await expectError({ data: 'a'.repeat(2332) }, 'DATA_TOO_LONG')
    expect(json.message).toContain('data is 2,332 bytes as UTF-8')
    expect(json.message).toContain('at most 2,331 bytes')
    expect(json).toMatchObject({ dataBytes: 2332, errorCorrectionLevel: 'M', capacity: { bytes: 2331 } })
  })

  it('counts multi-byte characters as their UTF-8 bytes', async () => {
    // 1,166 × "é" is 2,332 bytes: one over at M, though only 1,166 characters.
    const json = await expectError({ data: 'é'.repeat(1166) }, 'DATA_TOO_LONG')
    expect(json.dataBytes).toBe(2332)
  })

  it('names the raised level when a logo pushed the data over the capacity', async () => {
    const logo = { base64: (await makeLogo('png')).toString('base64') }
    const json = await expectError({ data: 'a'.repeat(2000), errorCorrectionLevel: 'L', logo }, 'DATA_TOO_LONG')
    expect(json.message).toContain('raised from L to H because a logo is present')
    expect(json.capacity.bytes).toBe(1273)
  })

  it('refuses a lone surrogate as INVALID_REQUEST on data', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/generate',
      headers: { 'x-gateway-key': 'test-key-5f0c2b7e9a41', 'content-type': 'application/json' },
      payload: '{"data":"abc\\ud800def"}',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'INVALID_REQUEST', details: [{ path: 'data' }] })
  })

  it('refuses a size too small for the modules and names the minimum', async () => {
    const json = await expectError({ data: 'a'.repeat(2000), size: 64, errorCorrectionLevel: 'L' }, 'SIZE_TOO_SMALL')
    // 2,000 bytes at L need version 33 (2,071 bytes; version 32 holds 1,990): 149 modules + 2 × 4.
    expect(json.minimumSize).toBe(149 + 8)
    expect(json.message).toContain('send size 157 or more')
  })
})

describe('POST /generate: colors', () => {
  it.each([
    ['foregroundColor', 'black'],
    ['foregroundColor', '#000'],
    ['backgroundColor', '#ffffff80'],
    ['backgroundColor', '#gggggg'],
    ['backgroundColor', ' #ffffff'],
  ])('refuses %s %j with INVALID_COLOR naming the member', async (field, value) => {
    const json = await expectError({ data: 'x', [field]: value }, 'INVALID_COLOR')
    expect(json.field).toBe(field)
    expect(json.message).toContain(field)
  })
})

describe('POST /generate: logo', () => {
  it.each(['not base64!', 'QUJD=A', 'A', 'QUJD-_+/'])('refuses logo.base64 %j with INVALID_BASE64', async (base64) => {
    await expectError({ data: 'x', logo: { base64 } }, 'INVALID_BASE64')
  })

  it('refuses a JPEG and an SVG logo with UNSUPPORTED_LOGO_FORMAT, naming what was sent', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]).toString('base64')
    expect((await expectError({ data: 'x', logo: { base64: jpeg } }, 'UNSUPPORTED_LOGO_FORMAT')).message).toContain(
      'JPEG',
    )
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')
    expect((await expectError({ data: 'x', logo: { base64: svg } }, 'UNSUPPORTED_LOGO_FORMAT')).message).toContain(
      'SVG',
    )
  })

  it('refuses a truncated PNG and a WebP with a broken body with INVALID_LOGO', async () => {
    const png = await makeLogo('png')
    await expectError({ data: 'x', logo: { base64: png.subarray(0, 60).toString('base64') } }, 'INVALID_LOGO')
    const webp = Buffer.from(await makeLogo('webp'))
    webp.fill(0x55, 30)
    await expectError({ data: 'x', logo: { base64: webp.toString('base64') } }, 'INVALID_LOGO')
  })

  it('refuses an image bomb from its header, before decoding, with the declared size', async () => {
    const bomb = await pngClaiming(100_000, 100_000)
    const json = await expectError({ data: 'x', logo: { base64: bomb.toString('base64') } }, 'LOGO_DIMENSIONS_EXCEEDED')
    expect(json).toMatchObject({ width: 100_000, height: 100_000, maxSide: 4096 })
  })

  it('accepts a data URL prefix and line-wrapped base64', async () => {
    const base64 = (await makeLogo('png')).toString('base64')
    const wrapped = `data:image/png;base64,${base64.replace(/(.{76})/g, '$1\n')}`
    const res = await t.post({ data: 'x', logo: { base64: wrapped } })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().scanVerified).toBe(true)
  })
})

describe('POST /generate: bounds (INVALID_REQUEST with details)', () => {
  it.each([
    [{ size: 63 }, 'size'],
    [{ size: 4097 }, 'size'],
    [{ size: 512.5 }, 'size'],
    [{ quietZone: 21 }, 'quietZone'],
    [{ quietZone: -1 }, 'quietZone'],
    [{ errorCorrectionLevel: 'X' }, 'errorCorrectionLevel'],
    [{ format: 'jpeg' }, 'format'],
    [{ logo: { base64: 'iVBORw0KGgo=', scale: 0.31 } }, 'logo.scale'],
    [{ logo: { base64: 'iVBORw0KGgo=', scale: 0.04 } }, 'logo.scale'],
    [{ logo: { base64: 'iVBORw0KGgo=', padding: 257 } }, 'logo.padding'],
    [{ colour: '#000000' }, ''],
  ])('refuses %j at %s', async (extra, path) => {
    const json = await expectError({ data: 'x', ...extra }, 'INVALID_REQUEST')
    expect(json.details.map((d: { path: string }) => d.path)).toContain(path)
  })
})
