import { deflateSync } from 'node:zlib'
import { PDFContext, PDFName, PDFRawStream } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { unpredictPng } from '../../src/domain/images/png-predictor.js'
import { resolveOptions } from '../../src/domain/options.js'
import { decodeStream } from '../../src/domain/pdf/decode-stream.js'
import { sizeReport } from '../../src/domain/size-report.js'

describe('sizeReport', () => {
  it('gives the reduction in bytes and percent with two decimals', () => {
    expect(sizeReport(3000, 1000)).toEqual({
      originalSize: 3000,
      optimizedSize: 1000,
      reductionBytes: 2000,
      reductionPercent: 66.67,
    })
    expect(sizeReport(10, 10).reductionPercent).toBe(0)
  })
})

describe('resolveOptions', () => {
  it('documents its defaults: lossless, ebook, quality per level', () => {
    expect(resolveOptions({})).toEqual({
      mode: 'lossless',
      allowImageCompression: false,
      imageQuality: 85,
      compressionLevel: 'ebook',
    })
    expect(resolveOptions({ mode: 'maxCompression', compressionLevel: 'screen' }).imageQuality).toBe(50)
    expect(resolveOptions({ mode: 'maxCompression', imageQuality: 33 }).imageQuality).toBe(33)
  })
})

describe('unpredictPng', () => {
  it('undoes Sub, Up and Paeth rows', () => {
    // 2 pixels x 3 rows, 1 byte per pixel: rows [10, 20], [11, 22], [12, 25]
    const data = Uint8Array.from([1, 10, 10, 2, 1, 2, 4, 1, 3])
    expect([...unpredictPng(data, 2, 1, 3)!]).toEqual([10, 20, 11, 22, 12, 25])
  })
})

describe('decodeStream', () => {
  const context = PDFContext.create()
  const stream = (bytes: Uint8Array, filter: string[]) =>
    PDFRawStream.of(context.obj({ Filter: filter.map((f) => PDFName.of(f)) }), bytes)

  it('decodes ASCII85 then Flate, keeping an image codec for later', () => {
    const flate = deflateSync(Buffer.from('hello'))
    const a85 = Buffer.from(`${ascii85(flate)}~>`, 'latin1')
    const decoded = decodeStream(stream(a85, ['ASCII85Decode', 'FlateDecode', 'DCTDecode']))
    expect(Buffer.from(decoded!.data).toString()).toBe('hello')
    expect(decoded!.codec?.name).toBe('DCTDecode')
  })

  it('refuses a stream that inflates past 256 MB', () => {
    const bomb = deflateSync(Buffer.alloc(257 * 1024 * 1024))
    expect(() => decodeStream(stream(bomb, ['FlateDecode']))).toThrow(/decompression bomb/)
  }, 30_000)
})

function ascii85(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 4) {
    const chunk = [...bytes.subarray(i, i + 4)]
    const pad = 4 - chunk.length
    while (chunk.length < 4) chunk.push(0)
    let value = ((chunk[0]! << 24) | (chunk[1]! << 16) | (chunk[2]! << 8) | chunk[3]!) >>> 0
    const digits: string[] = []
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode(33 + (value % 85)))
      value = Math.floor(value / 85)
    }
    out += digits.join('').slice(0, 5 - pad)
  }
  return out
}
