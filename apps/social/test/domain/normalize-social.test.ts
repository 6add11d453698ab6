/** The request rules: inference, mixed buckets, rating scales, authors across posts, per-item errors. */
import { readFixtures } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeSocial } from '../../src/domain/normalize-social.js'

const FIXTURES = readFixtures(new URL('../fixtures/', import.meta.url))
const fixture = (key: string) => FIXTURES.find((f) => f.key === key)?.payload as Record<string, unknown>

describe('platform omitted: inferred from structure', () => {
  it.each(FIXTURES.map((f) => [f.key, f.file, f.payload] as const))(
    '%s/%s is inferred, with a warning and lower confidence',
    (key, _file, payload) => {
      const inferred = normalizeSocial({ single: true, buckets: [{ items: [payload] }] })
      const declared = normalizeSocial({ single: true, buckets: [{ platform: key, items: [payload] }] })
      expect(inferred.posts[0]?.interpretation).toMatchObject({ method: 'inferred', adapter: key })
      expect(inferred.warnings.map((w) => w.code)).toContain('PLATFORM_INFERRED')
      expect(declared.warnings.map((w) => w.code)).not.toContain('PLATFORM_INFERRED')
      expect(inferred.confidence).toBeLessThan(declared.confidence)
      expect(inferred.posts.map((p) => p.content.text)).toEqual(declared.posts.map((p) => p.content.text))
    },
  )

  it('an unrecognizable object is UNKNOWN_PLATFORM_SHAPE (422 for a single source)', () => {
    expect(() => normalizeSocial({ single: true, buckets: [{ items: [{ foo: 1, bar: [2] }] }] })).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_PLATFORM_SHAPE' }),
    )
  })
})

describe('mixed buckets', () => {
  const result = normalizeSocial({
    single: false,
    buckets: [
      { platform: 'twitter', items: [fixture('twitter')] },
      {
        platform: 'yelp',
        items: [
          fixture('yelp'),
          {
            id: 'r2',
            rating: 2,
            text: '',
            time_created: '2024-01-15 12:00:00',
            user: { id: 'W8UK02IDdRS2GL_66fuq6w', name: 'Ella A.' },
          },
        ],
      },
      { items: [fixture('steam'), fixture('booking')] },
      { platform: 'myspace', items: [{ text: 'x' }] },
      {
        platform: 'reddit',
        items: [
          { kind: 't3', data: { id: 'empty', title: '', selftext: '', author: 'a' } },
          'not an object',
          { random: true },
        ],
      },
    ],
  })

  it('normalizes every bucket and counts per platform', () => {
    expect(result.metadata.platforms).toEqual({
      twitter: { posts: 2, authors: 2 },
      yelp: { posts: 2, authors: 1 },
      steam: { posts: 2, authors: 2 },
      booking: { posts: 1, authors: 1 },
    })
    expect(result.metadata.counts).toEqual({ buckets: 5, items: 8, posts: 7, authors: 6, errors: 4 })
  })

  it('merges one author across posts (same Yelp user id) and fills what the first sighting lacked', () => {
    const yelp = result.posts.filter((p) => p.platform === 'yelp')
    expect(new Set(yelp.map((p) => p.author))).toEqual(new Set(['yelp:W8UK02IDdRS2GL_66fuq6w']))
    expect(result.authors.find((a) => a.id === 'yelp:W8UK02IDdRS2GL_66fuq6w')).toMatchObject({
      displayName: 'Ella A.',
      profileUrl: expect.stringContaining('userid='),
    })
  })

  it('a review with only a rating is kept (Yelp winter time: PST, UTC-8)', () => {
    expect(result.posts.find((p) => p.id === 'r2')).toMatchObject({
      content: { text: '' },
      metrics: { rating: { value: 2 } },
      createdAtIso: '2024-01-15T20:00:00.000Z',
    })
  })

  it('lists per-item failures with stable codes instead of failing the request', () => {
    expect(result.errors.map((e) => [e.bucket, e.index, e.error])).toEqual([
      [3, -1, 'UNKNOWN_PLATFORM'],
      [4, 0, 'MISSING_CONTENT'],
      [4, 1, 'NOT_AN_OBJECT'],
      [4, 2, 'UNKNOWN_PLATFORM_SHAPE'],
    ])
  })
})

describe('rating scales onto 0-5, original kept', () => {
  const rate = (platform: string, item: unknown) =>
    normalizeSocial({ single: true, buckets: [{ platform, items: [item] }] }).posts[0]?.metrics.rating
  it('1-10 (Booking.com review_score)', () => {
    expect(rate('booking', { review_id: 'b1', scoring: { review_score: 7 }, content: { positive: 'ok' } })).toEqual({
      value: 3.5,
      original: 7,
      scale: { kind: 'points', min: 1, max: 10 },
    })
  })
  it('1-5 stars stay as they are (Google ONE..FIVE enum)', () => {
    expect(
      rate('google_reviews', { reviewId: 'g1', reviewer: { displayName: 'A' }, starRating: 'THREE', comment: 'ok' }),
    ).toEqual({ value: 3, original: 3, scale: { kind: 'stars', min: 1, max: 5 } })
  })
  it('thumbs (Steam voted_up): up 5, down 0', () => {
    expect(rate('steam', { recommendationid: '1', voted_up: true, review: 'yes' })).toEqual({
      value: 5,
      original: true,
      scale: { kind: 'thumbs', min: 0, max: 1 },
    })
    expect(rate('steam', { recommendationid: '2', voted_up: false, review: 'no' })?.value).toBe(0)
  })
  it('custom scales and out-of-scale values (clamped with a warning)', () => {
    expect(rate('custom', { id: 'c', text: 'x', rating: 72, ratingScale: 100 })?.value).toBe(3.6)
    const result = normalizeSocial({
      single: true,
      buckets: [{ platform: 'yelp', items: [{ id: 'y', rating: 7, text: 'x', time_created: '2024-01-01 00:00:00' }] }],
    })
    expect(result.posts[0]?.metrics.rating).toMatchObject({ value: 5, original: 7 })
    expect(result.warnings.map((w) => w.code)).toContain('RATING_OUT_OF_SCALE')
  })
})

describe('text', () => {
  const text = (item: Record<string, unknown>) =>
    normalizeSocial({ single: true, buckets: [{ platform: 'custom', items: [item] }] }).posts[0]?.content
  it('keeps emoji sequences (ZWJ, skin tones, flags) and RTL text intact', () => {
    const sample = 'שלום 👩🏽‍💻 مرحبا 🇯🇵 #مرحبا'
    const content = text({ id: '1', text: sample })
    expect(content?.text).toBe(sample)
    expect(
      normalizeSocial({ single: true, buckets: [{ platform: 'custom', items: [{ id: '1', text: sample }] }] }).posts[0]
        ?.hashtags,
    ).toEqual(['مرحبا'])
  })
  it('decodes entities and strips tags from text fields; HTML is kept in html', () => {
    expect(text({ id: '2', text: 'Tom &amp; Jerry &#x1F600; &lt;3 <b>bold</b>' })?.text).toBe('Tom & Jerry 😀 <3 bold')
    expect(
      text({
        id: '3',
        html: '<p>Line&nbsp;one</p><p>Line <a href="https://x.example/?a=1&amp;b=2">two</a><br>three</p><script>x</script>',
      }),
    ).toMatchObject({
      text: 'Line one\n\nLine two\nthree',
    })
  })
})

describe('entities through normalize-kit', () => {
  const text = (item: Record<string, unknown>) =>
    normalizeSocial({ single: true, buckets: [{ platform: 'custom', items: [item] }] }).posts[0]?.content
  it('decodes every named reference case-sensitively, numeric ones, and double-encoded ones once', () => {
    expect(text({ id: '4', text: '&Eacute;cole &eacute;t&eacute; &hearts; &#233;&#x1F600;' })?.text).toBe(
      'École été ♥ é😀',
    )
    expect(text({ id: '5', html: '<p>Fish &amp;amp; Chips</p><ul><li>one</li></ul>' })?.text).toBe(
      'Fish &amp; Chips\n\n- one',
    )
  })
})

describe('duplicates', () => {
  it('the same post twice is kept once with DUPLICATE_POST', () => {
    const item = fixture('mastodon')
    const result = normalizeSocial({ single: false, buckets: [{ platform: 'mastodon', items: [item, item] }] })
    expect(result.posts).toHaveLength(1)
    expect(result.warnings.filter((w) => w.code === 'DUPLICATE_POST')).toHaveLength(1)
  })
})

describe('platform keys', () => {
  const tweetV1 = FIXTURES.find((f) => f.key === 'twitter_v1')?.payload
  it('aliases are case-insensitive, and X with platformVersion 1.1 is the v1.1 model', () => {
    const result = normalizeSocial({
      single: true,
      buckets: [{ platform: 'X', platformVersion: 'v1.1', items: [tweetV1] }],
    })
    expect(result.posts[0]?.interpretation).toMatchObject({ method: 'declared', adapter: 'twitter_v1' })
    expect(result.warnings.map((w) => w.code)).not.toContain('SOURCE_MISMATCH')
  })
  it('`generic` tries only the generic modes', () => {
    const result = normalizeSocial({
      single: true,
      buckets: [{ platform: 'generic', items: [{ id: 'g', text: 'hello #world' }] }],
    })
    expect(result.posts[0]).toMatchObject({
      platform: 'custom',
      hashtags: ['world'],
      interpretation: { adapter: 'custom', confidence: 0.45 },
    })
  })
  it('a named platform whose signature fails is normalized as named with SOURCE_MISMATCH', () => {
    const result = normalizeSocial({
      single: true,
      buckets: [{ platform: 'yelp', items: [{ id: 'y1', text: 'fine', rating: 3 }] }],
    })
    expect(result.posts[0]?.metrics.rating?.value).toBe(3)
    expect(result.warnings.map((w) => w.code)).toContain('SOURCE_MISMATCH')
  })
})

describe('content.html is safe to render', () => {
  const post = (html: string) =>
    normalizeSocial({ single: false, buckets: [{ platform: 'custom', items: [{ id: 'h1', html }] }] })
  it('keeps formatting and links, drops scripts, handlers and classes, and warns', () => {
    const out = post(
      '<p class="h-card" onclick="x()">Hi <a href="https://m.example/@a" class="mention">@a</a> &Eacute;cole</p><script>steal()</script>',
    )
    expect(out.posts[0]?.content).toMatchObject({
      text: 'Hi @a École',
      html: '<p>Hi <a href="https://m.example/@a" rel="nofollow noopener noreferrer">@a</a> École</p>',
    })
    expect(out.warnings.map((w) => w.code)).toContain('UNSAFE_HTML_REMOVED')
  })
  it('does not warn for safe markup', () => {
    const out = post('<p>Fish &amp;amp; <b>Chips</b></p>')
    expect(out.posts[0]?.content.html).toBe('<p>Fish &amp;amp; <b>Chips</b></p>')
    expect(out.warnings.map((w) => w.code)).not.toContain('UNSAFE_HTML_REMOVED')
  })
})
