/**
 * A vendor timestamp with seconds keeps them through every adapter that reads times: each fixture's
 * timestamps, one at a time, moved a minute on and given seconds (normalize-kit's `secondsVariants`).
 */
import { expectSecondsKept, readFixtures } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeSocial } from '../../src/domain/normalize-social.js'

const FIXTURES = readFixtures(new URL('../fixtures/', import.meta.url)).filter((f) => f.key !== 'edge')

describe('vendor timestamps keep their seconds', () => {
  it('through every adapter', () => {
    const read = expectSecondsKept(FIXTURES, (payload, f) =>
      normalizeSocial({ single: false, buckets: [{ platform: f.key, items: [payload] }] }),
    )
    const adapters = new Set(read.map((f) => f.split('/')[0]))
    // every adapter with a fixture but bbb (a calendar date, `03/14/2024`), capterra (no date in its
    // fixture) and the three whose time layouts are checked below
    const without = new Set(['bbb', 'capterra', 'google_play', 'quora', 'twitter_v1'])
    expect([...adapters]).toEqual([...new Set(FIXTURES.map((f) => f.key))].filter((k) => !without.has(k)))
  })

  const createdAt = (platform: string, file: string, from: string, to: string) => {
    const f = FIXTURES.find((x) => x.key === platform && x.file === file)
    const text = JSON.stringify(f?.payload)
    expect(text, `${platform}/${file} holds ${from}`).toContain(from)
    const item = JSON.parse(text.replace(from, to)) as unknown
    return normalizeSocial({ single: false, buckets: [{ platform, items: [item] }] }).posts[0]?.createdAtIso
  }
  it.each([
    [
      'twitter_v1',
      'tweet.json',
      'Wed Oct 10 20:19:24 +0000 2018',
      'Wed Oct 10 20:21:37 +0000 2018',
      '2018-10-10T20:21:37.000Z',
    ],
    // microseconds since the epoch
    ['quora', 'answer.json', '1700000000000000', '1700000077123456', '2023-11-14T22:14:37.123Z'],
    ['google_play', 'review.json', '"seconds":"1715943521"', '"seconds":"1715943577"', '2024-05-17T10:59:37.000Z'],
  ])('%s %s', (platform, file, from, to, iso) => {
    expect(createdAt(platform, file, from, to)).toBe(iso)
  })
})
