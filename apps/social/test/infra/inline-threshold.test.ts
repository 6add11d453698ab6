/**
 * The inline threshold is a measurement: each hostile text pattern (unterminated comments and
 * references, unclosed tags, mention and hashtag look-alikes) filling a body of INLINE_BELOW_BYTES, as
 * plain text, as HTML and as LinkedIn commentary, must normalize inside the event-loop budget (CPU time,
 * so that machine load does not decide). The worst figure is written next to the constant.
 */
import { cpuRunMs, EVENT_LOOP_BUDGET_MS, hostileMarkup } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeSocial } from '../../src/domain/normalize-social.js'
import { INLINE_BELOW_BYTES } from '../../src/infra/social-normalizer.js'

const UNITS = [
  '<!--',
  '<script>',
  '<a ',
  '<p',
  '@a.',
  '@a@b.',
  '#1',
  'http://',
  '&#x1',
  '&abcdefghij',
  '{hashtag|#|a',
  '@[a](urn:li:x',
]
const SIZE = INLINE_BELOW_BYTES - 200

describe('inline threshold', () => {
  it('normalizes the worst hostile body just under the threshold inside the event-loop budget', () => {
    let worst = { ms: 0, unit: '' }
    for (const text of [
      ...UNITS.map((u) => u.repeat(Math.ceil(SIZE / u.length)).slice(0, SIZE)),
      hostileMarkup(SIZE),
    ]) {
      for (const [platform, item] of [
        ['custom', { id: '1', text }],
        ['custom', { id: '2', html: text }],
        ['linkedin', { id: 'urn:li:share:1', author: 'urn:li:person:1', commentary: text }],
      ] as const) {
        const body = JSON.stringify({ platform, items: [item] })
        if (body.length > INLINE_BELOW_BYTES) continue
        const ms = cpuRunMs(() => normalizeSocial({ single: false, buckets: [JSON.parse(body)] }), 3)
        if (ms > worst.ms) worst = { ms, unit: `${platform} ${Object.keys(item)[1]} ${text.slice(0, 12)}` }
      }
    }
    console.info(`social: worst hostile body (${worst.unit}) normalized in ${worst.ms.toFixed(1)} ms of CPU`)
    expect(worst.ms).toBeLessThan(EVENT_LOOP_BUDGET_MS)
  })
})
