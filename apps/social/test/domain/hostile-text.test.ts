/**
 * Text a caller controls is scanned by regular expressions on the event loop (bodies under the inline
 * threshold): pathological inputs must stay linear. 200 KB of each pattern must finish well within a second.
 */
import { describe, expect, it } from 'vitest'
import { normalizeSocial } from '../../src/domain/normalize-social.js'

const SIZE = 200_000
const PATTERNS: Record<string, string> = {
  'unterminated comments': '<!--',
  'unclosed script tags': '<script>',
  'unclosed anchors': '<a ',
  'unclosed tags': '<p',
  'dotted mentions': '@a.',
  'domain mentions': '@a@b.',
  'digit hashtags': '#1',
  'repeated schemes': 'http://',
  'unterminated references': '&#x1',
  'long reference names': '&abcdefghij',
  'little-text templates': '{hashtag|#|a',
  'little-text mentions': '@[a](urn:li:x',
}

function timeOf(platform: string, item: Record<string, unknown>): number {
  const start = performance.now()
  normalizeSocial({ single: false, buckets: [{ platform, items: [item] }] })
  return performance.now() - start
}

describe('hostile text stays linear', () => {
  it.each(Object.entries(PATTERNS))('%s', (_, unit) => {
    const text = unit.repeat(Math.ceil(SIZE / unit.length))
    const ms = Math.max(
      timeOf('custom', { id: '1', text }),
      timeOf('custom', { id: '2', html: text }),
      timeOf('linkedin', { id: 'urn:li:share:1', author: 'urn:li:person:1', commentary: text }),
    )
    expect(ms).toBeLessThan(1_000)
  })
})
