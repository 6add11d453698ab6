/** normalize-kit's date plausibility rules through the social normalizer (every adapter reads dates with ctx.date). */
import { readFixtures } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeSocial } from '../../src/domain/normalize-social.js'

const FIXTURES = readFixtures(new URL('../fixtures/', import.meta.url))
const fixture = (key: string, file?: string) =>
  FIXTURES.find((f) => f.key === key && (file === undefined || f.file === file))?.payload as Record<string, unknown>

const run = (platform: string, item: Record<string, unknown>) => {
  const r = normalizeSocial({ single: true, buckets: [{ platform, items: [item] }] })
  return { post: r.posts[0], codes: r.warnings.map((w) => `${w.code}@${w.field ?? ''}`) }
}

describe('epoch units', () => {
  it('Hacker News: a `time` sent in milliseconds (seconds field) is read as milliseconds, with EPOCH_UNIT_CORRECTED', () => {
    const { post, codes } = run('hackernews', { ...fixture('hackernews', 'story.json'), time: 1175714200000 })
    expect(post?.createdAtIso).toBe('2007-04-04T19:16:40.000Z')
    expect(codes).toContain('EPOCH_UNIT_CORRECTED@time')
  })
  it('Medium: a `publishedAt` sent in seconds (milliseconds field) is read as seconds, with EPOCH_UNIT_CORRECTED', () => {
    const base = fixture('medium')
    const payload = JSON.parse(JSON.stringify(base).replace('"publishedAt":1442286338435', '"publishedAt":1442286338'))
    const { post, codes } = run('medium', payload)
    expect(post?.createdAtIso).toBe('2015-09-15T03:05:38.000Z')
    expect(codes).toContain('EPOCH_UNIT_CORRECTED@publishedAt')
  })
  it('Tumblr: a count beyond the year 5138 is INVALID_DATE', () => {
    const { post, codes } = run('tumblr', { ...fixture('tumblr'), timestamp: 1.7e15 })
    expect(post?.createdAtIso).toBeNull()
    expect(codes).toContain('INVALID_DATE@timestamp')
  })
})

describe('leap seconds and offsets', () => {
  it('Mastodon: 23:59:60 and an offset of -25:00 are INVALID_DATE, not the next minute or a shifted day', () => {
    for (const created_at of ['9999-12-31T23:59:60Z', '2024-03-14T11:23:16-25:00']) {
      const { post, codes } = run('mastodon', { ...fixture('mastodon'), created_at })
      expect(post?.createdAtIso).toBeNull()
      expect(codes).toContain('INVALID_DATE@created_at')
    }
  })
})

describe('Yelp Pacific wall times', () => {
  const yelp = (time_created: string) => {
    const base = fixture('yelp') as { reviews: Record<string, unknown>[] }
    return run('yelp', { ...base, reviews: [{ ...base.reviews[0], time_created }] })
  }
  it('reads time_created in America/Los_Angeles (PDT in August, PST in January)', () => {
    expect(yelp('2016-08-29 00:41:13').post?.createdAtIso).toBe('2016-08-29T07:41:13.000Z')
    expect(yelp('2016-01-29 00:41:13').post?.createdAtIso).toBe('2016-01-29T08:41:13.000Z')
  })
  it('refuses a leap second, 30 February and hour 25 instead of rolling them over', () => {
    for (const time_created of ['2016-12-31 23:59:60', '2016-02-30 10:00:00', '2016-08-29 25:00:00']) {
      const { post, codes } = yelp(time_created)
      expect(post?.createdAtIso).toBeNull()
      expect(codes).toContain('INVALID_DATE@time_created')
    }
  })
})
