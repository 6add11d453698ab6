import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { barcodeDigits, gs1CheckDigit, gtin14, isValidGtin, toIsbn13 } from '../../src/domain/gtin.js'

describe('GTIN check digits (GS1 mod 10)', () => {
  it.each([
    ['96385074', true], // GTIN-8 (GS1 example)
    ['96385075', false],
    ['027242923232', true], // UPC-A, Sony WH-1000XM5
    ['027242923233', false],
    ['4006381333931', true], // EAN-13 (GS1 example)
    ['4006381333932', false],
    ['10012345678902', true], // GTIN-14 (GS1 example)
    ['10012345678903', false],
    ['9780306406157', true], // ISBN-13
    ['12345', false],
    ['0123456789012345', false],
  ])('%s -> %s', (code, valid) => {
    expect(isValidGtin(code)).toBe(valid)
  })

  it('appending the computed check digit always validates; changing one digit never does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(7, 11, 12, 13),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 0, max: 9 }),
        (len, seed, bump) => {
          const body = String(seed).padStart(len, '7').slice(-len)
          const code = body + gs1CheckDigit(body)
          expect(isValidGtin(code)).toBe(true)
          const pos = seed % code.length
          const changed = (Number(code[pos]) + 1 + (bump % 9)) % 10
          const altered = code.slice(0, pos) + changed + code.slice(pos + 1)
          expect(isValidGtin(altered)).toBe(false)
        },
      ),
    )
  })

  it('reads barcodes with spaces, hyphens or as numbers; pads to GTIN-14 for matching', () => {
    expect(barcodeDigits('0 27242 92323 2')).toBe('027242923232')
    expect(barcodeDigits(4006381333931)).toBe('4006381333931')
    expect(barcodeDigits('ABC123')).toBeUndefined()
    expect(gtin14('027242923232')).toBe(gtin14('0027242923232'))
  })

  it('ISBN-10 (with X) to ISBN-13; invalid ISBNs are refused', () => {
    expect(toIsbn13('0-306-40615-2')).toBe('9780306406157')
    expect(toIsbn13('080442957X')).toBe('9780804429573')
    expect(toIsbn13('0-306-40615-3')).toBeUndefined()
    expect(toIsbn13('978-0-306-40615-7')).toBe('9780306406157')
  })
})
