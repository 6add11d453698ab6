import { describe, expect, it } from 'vitest'
import { contrastRatio, parseHexColor, relativeLuminance } from '../../src/domain/colors.js'

describe('colors', () => {
  it('parses #rrggbb in either case', () => {
    expect(parseHexColor('foregroundColor', '#1A2b3C')).toEqual({ r: 26, g: 43, b: 60 })
  })

  it.each(['#fff', '#1234567', 'red', '#12345g', ''])('refuses %j with INVALID_COLOR', (value) => {
    expect(() => parseHexColor('backgroundColor', value)).toThrow(
      expect.objectContaining({ code: 'INVALID_COLOR', extra: { field: 'backgroundColor' } }),
    )
  })

  it('gives the WCAG ratios every WCAG checker prints', () => {
    const c = (hex: string) => parseHexColor('c', hex)
    expect(contrastRatio(c('#000000'), c('#ffffff'))).toBe(21)
    expect(contrastRatio(c('#ffffff'), c('#000000'))).toBe(21)
    expect(contrastRatio(c('#777777'), c('#ffffff'))).toBe(4.48)
    expect(contrastRatio(c('#595959'), c('#ffffff'))).toBe(7)
    expect(contrastRatio(c('#0000ff'), c('#ffffff'))).toBe(8.59)
    expect(contrastRatio(c('#123456'), c('#123456'))).toBe(1)
    expect(relativeLuminance(c('#ffffff'))).toBe(1)
  })
})
