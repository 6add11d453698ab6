/** Each general filter decodes known examples to their bytes (LZW: PDF 32000-1:2008 7.4.4.2; ASCII85 checked with Python's base64.a85encode). */
import { describe, expect, it } from 'vitest'
import { decodeFilter } from '../src/decode-filter.js'

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

describe('decodeFilter', () => {
  it('LZW: the example of PDF 32000-1 7.4.4.2 (EarlyChange 1)', () => {
    const encoded = Uint8Array.from([0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c, 0x0c, 0x85, 0x01])
    expect(text(decodeFilter(encoded, 'LZWDecode'))).toBe('-----A---B')
  })

  it('ASCII85, ASCIIHex and RunLength', () => {
    expect(text(decodeFilter(Buffer.from('87cURD]i,"Ebo7~>'), 'ASCII85Decode'))).toBe('Hello World')
    expect(text(decodeFilter(Buffer.from('48 65 6C 6c 6F>'), 'ASCIIHexDecode'))).toBe('Hello')
    const runs = Uint8Array.from([4, 0x61, 0x62, 0x63, 0x64, 0x65, 0xfe, 0x78, 0x80])
    expect(text(decodeFilter(runs, 'RunLengthDecode'))).toBe('abcdexxx')
  })
})
