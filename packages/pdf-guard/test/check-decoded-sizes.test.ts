import { deflateSync, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { checkDecodedSizes, decodeFilter, MAX_DECODED_DOCUMENT_BYTES, MAX_DECODED_STREAM_BYTES } from '../src/index.js'
import { pdfWithContent, zeroBomb } from '../src/testing.js'

const page = 'BT /F1 12 Tf 72 720 Td (Region) Tj ET\n'

describe('the zero bomb builder', () => {
  it('gives zlib data that inflates to exactly the bytes it claims (checksum included)', () => {
    expect(inflateSync(zeroBomb(1)).length).toBe(64 * 2 ** 20)
  })
})

describe('checkDecodedSizes', () => {
  it('passes an ordinary PDF and reports what its streams decode to', () => {
    const sizes = checkDecodedSizes(pdfWithContent(deflateSync(page)))
    expect(sizes).toEqual({ streams: 1, decodedBytes: page.length, largest: page.length })
  })

  it('refuses a 1 MB PDF whose Flate stream inflates to 1 GB with DECOMPRESSION_BOMB, within seconds', () => {
    const pdf = pdfWithContent(zeroBomb(16))
    expect(pdf.length).toBeLessThan(1.1 * 2 ** 20)
    const started = performance.now()
    expect(() => checkDecodedSizes(pdf)).toThrow(expect.objectContaining({ code: 'DECOMPRESSION_BOMB' }))
    // inflating stops at the 256 MB bound (about 0.3 s on an idle core)
    expect(performance.now() - started).toBeLessThan(15_000)
  })

  it('measures the data whatever its dictionary says: a wrong /Length, no /Filter, an indirect /Filter', () => {
    const bomb = zeroBomb(5)
    expect(() => checkDecodedSizes(pdfWithContent(bomb, '/FlateDecode', ' /Length 10'))).toThrow(/decompression bomb/)
    expect(() => checkDecodedSizes(pdfWithContent(bomb, '/DCTDecode'))).toThrow(/decompression bomb/)
    const indirect = pdfWithContent(Buffer.from(bomb.toString('hex')), '9 0 R')
    const withFilterObject = Buffer.concat([indirect, Buffer.from('9 0 obj [/ASCIIHexDecode /FlateDecode] endobj\n')])
    expect(() => checkDecodedSizes(withFilterObject)).toThrow(/decompression bomb/)
  })

  it('decodes filter chains in order (ASCIIHex then Flate) under the same bound', () => {
    const hex = Buffer.from(`${zeroBomb(5).toString('hex')}>`)
    expect(() => checkDecodedSizes(pdfWithContent(hex, '[/AHx /Fl]'))).toThrow(/decompression bomb/)
    const small = Buffer.from(`${deflateSync(page).toString('hex')}>`)
    expect(checkDecodedSizes(pdfWithContent(small, '[/ASCIIHexDecode /FlateDecode]')).decodedBytes).toBe(page.length)
  })

  it('refuses streams that stay under the per-stream bound but pass the document budget together', () => {
    // the real budget is four full streams (1 GiB of inflating); the rule is the same at 100 MiB
    expect(MAX_DECODED_DOCUMENT_BYTES).toBe(4 * MAX_DECODED_STREAM_BYTES)
    const one = pdfWithContent(zeroBomb(1)) // 64 MiB
    expect(checkDecodedSizes(one, 100 * 2 ** 20).largest).toBe(64 * 2 ** 20)
    const two = Buffer.concat([one, one])
    expect(() => checkDecodedSizes(two, 100 * 2 ** 20)).toThrow(/decode to more than 104857600 bytes together/)
  })

  it('skips data that does not decode (the reader fails on it too)', () => {
    expect(checkDecodedSizes(pdfWithContent(Buffer.from('not flate at all'))).streams).toBe(0)
  })
})

describe('decodeFilter', () => {
  it('stops every expanding filter at the bound', () => {
    expect(() => decodeFilter(zeroBomb(5), 'FlateDecode')).toThrow(/decompression bomb/)
    // RunLength: 2 bytes give 128; 257 MiB of zeros
    const runs = Buffer.alloc(2 * Math.ceil((MAX_DECODED_STREAM_BYTES + 2 ** 20) / 128), Buffer.from([0x81, 0x00]))
    expect(() => decodeFilter(runs, 'RunLengthDecode')).toThrow(/decompression bomb/)
  })
})
