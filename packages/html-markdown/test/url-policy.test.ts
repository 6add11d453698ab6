import { describe, expect, it } from 'vitest'
import { safeHref, safeImageSrc, stripTrackingParams } from '../src/url-policy.js'

describe('stripTrackingParams', () => {
  it('drops utm_*, fbclid, gclid, mc_eid and keeps the rest and the fragment', () => {
    expect(stripTrackingParams('https://x.example/p?utm_source=a&id=1&fbclid=b&gclid=c&mc_eid=d#top')).toBe(
      'https://x.example/p?id=1#top',
    )
    expect(stripTrackingParams('/p?utm_medium=x')).toBe('/p')
    expect(stripTrackingParams('/p?UTM_Campaign=x&q=a%20b')).toBe('/p?q=a%20b')
  })
})

describe('safeHref', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:x',
    'java\tscript:x',
    '\u0000javascript:x',
    'vbscript:x',
    'data:text/html,x',
  ])('refuses %j', (href) => expect(safeHref(href)).toBeNull())

  it('keeps http(s), mailto, tel, relative and fragment links, encoding spaces and angle brackets', () => {
    expect(safeHref('mailto:a@b.example')).toBe('mailto:a@b.example')
    expect(safeHref('tel:+441')).toBe('tel:+441')
    expect(safeHref('#section')).toBe('#section')
    expect(safeHref(' /a b<c> ')).toBe('/a%20b%3Cc%3E')
  })
})

describe('safeImageSrc', () => {
  it('keeps raster data images and refuses svg data and script schemes', () => {
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
    expect(safeImageSrc('data:image/svg+xml,<svg/>')).toBeNull()
    expect(safeImageSrc('javascript:x')).toBeNull()
  })
})
