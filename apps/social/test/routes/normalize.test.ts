import { loadFixture } from '@svc/normalize-kit/testing'
import { buildTestApp, injectAs, TEST_KEY } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { mixedBody } from '../../bench/inputs.js'
import { MAX_NESTING, social } from '../../src/app.js'
import { pooledNormalizer } from '../../src/infra/social-normalizer.js'

const FIXTURES = new URL('../fixtures/', import.meta.url)
const mastodon = loadFixture(FIXTURES, 'mastodon', 'status.json') as Record<string, unknown>
const post = (body: unknown) => injectAs(social, { method: 'POST', url: '/normalize', payload: body as object })

/** `{"platform":"custom","payload":{"a":{"a":…}}}` with the body nested `depth` levels in all. */
function nested(depth: number): string {
  const inner = '{"a":'.repeat(depth - 2) + '{"text":"deep"}' + '}'.repeat(depth - 2)
  return `{"platform":"custom","payload":${inner}}`
}

describe('POST /normalize', () => {
  it('normalizes one source given as payload, and the same under data', async () => {
    const a = await post({ platform: 'mastodon', payload: mastodon })
    const b = await post({ platform: 'mastodon', data: mastodon })
    expect(a.statusCode).toBe(200)
    expect(a.json().posts[0]).toMatchObject({
      id: '112093415281982817',
      platform: 'mastodon',
      author: 'mastodon:109302',
    })
    expect(b.json()).toEqual(a.json())
  })

  it('takes a list under payload as several items of one source', async () => {
    const second = { ...mastodon, id: '112093415281982818', in_reply_to_id: '112093415281982817' }
    const res = await post({ platform: 'mastodon', payload: [mastodon, second] })
    expect(res.json().posts.map((p: { id: string; type: string }) => [p.id, p.type])).toEqual([
      ['112093415281982817', 'post'],
      ['112093415281982818', 'reply'],
    ])
    expect(res.json().authors).toHaveLength(1)
  })

  it('takes an array of buckets with platformVersion, and infers a bucket without platform', async () => {
    const res = await post([
      { platform: 'twitter', platformVersion: '1.1', data: [loadFixture(FIXTURES, 'twitter_v1', 'tweet.json')] },
      { data: [mastodon] },
    ])
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(
      body.posts.map((p: { platform: string; interpretation: { method: string } }) => [
        p.platform,
        p.interpretation.method,
      ]),
    ).toEqual([
      ['twitter', 'declared'],
      ['mastodon', 'inferred'],
    ])
    expect(body.warnings).toContainEqual(expect.objectContaining({ bucket: 1, index: 0, code: 'PLATFORM_INFERRED' }))
  })

  it('answers an unknown platform with 400 UNKNOWN_PLATFORM for a single source, per bucket otherwise', async () => {
    const single = await post({ platform: 'myspace', payload: mastodon })
    expect([single.statusCode, single.json().error]).toEqual([400, 'UNKNOWN_PLATFORM'])
    expect(single.json().message).toContain('GET /platforms')
    const many = await post([
      { platform: 'myspace', data: [mastodon] },
      { platform: 'mastodon', data: [mastodon] },
    ])
    expect(many.statusCode).toBe(200)
    expect(many.json().errors).toEqual([expect.objectContaining({ bucket: 0, index: -1, error: 'UNKNOWN_PLATFORM' })])
  })

  it('answers shapes no adapter knows with 422 UNKNOWN_PLATFORM_SHAPE and empty posts with 422 MISSING_CONTENT', async () => {
    const shape = await post({ payload: { hello: 'world', n: [1, 2] } })
    expect([shape.statusCode, shape.json().error]).toEqual([422, 'UNKNOWN_PLATFORM_SHAPE'])
    const empty = await post({
      platform: 'yelp',
      payload: { id: 'r', rating: null, text: '', time_created: '2024-01-01 00:00:00' },
    })
    expect([empty.statusCode, empty.json().error]).toEqual([422, 'MISSING_CONTENT'])
  })

  it('asks for exactly one of payload and data', async () => {
    for (const body of [{ platform: 'mastodon' }, { platform: 'mastodon', payload: mastodon, data: mastodon }]) {
      const res = await post(body)
      expect([res.statusCode, res.json().error]).toEqual([400, 'PAYLOAD_REQUIRED'])
    }
  })

  it('answers malformed bodies with 400 INVALID_REQUEST', async () => {
    for (const body of [{}, { payload: 'text' }, { payload: {}, platform: 7 }, { payload: {}, extra: 1 }, []]) {
      const res = await post(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(['INVALID_REQUEST', 'PAYLOAD_REQUIRED']).toContain(res.json().error)
    }
  })

  it(`refuses nesting deeper than ${MAX_NESTING} levels with 400 NESTING_TOO_DEEP, before parsing`, async () => {
    const ok = await injectAs(social, {
      method: 'POST',
      url: '/normalize',
      payload: nested(MAX_NESTING),
      headers: { 'content-type': 'application/json' },
    })
    expect(ok.statusCode).not.toBe(400)
    for (const depth of [MAX_NESTING + 1, 100_000]) {
      const res = await injectAs(social, {
        method: 'POST',
        url: '/normalize',
        payload: nested(depth),
        headers: { 'content-type': 'application/json' },
      })
      expect([res.statusCode, res.json().error]).toEqual([400, 'NESTING_TOO_DEEP'])
      expect(res.json().message).toContain(String(MAX_NESTING))
    }
  })

  it('refuses a body over 50 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = `{"platform":"custom","payload":{"text":"${'x'.repeat(50 * 1024 * 1024)}"}}`
    const res = await injectAs(social, {
      method: 'POST',
      url: '/normalize',
      payload: big,
      headers: { 'content-type': 'application/json' },
    })
    expect([res.statusCode, res.json().error]).toEqual([413, 'PAYLOAD_TOO_LARGE'])
  })

  it('runs large bodies in the worker pool with the same result', async () => {
    const body = mixedBody(400)
    const pooled = pooledNormalizer({ inlineBelowBytes: 0, maxThreads: 1 })
    const { app } = await buildTestApp(social, { deps: { normalizer: pooled.normalize } })
    try {
      const viaPool = await app.inject({
        method: 'POST',
        url: '/normalize',
        payload: body,
        headers: { 'x-gateway-key': TEST_KEY },
      })
      const inline = await post(body)
      expect(viaPool.statusCode).toBe(200)
      expect(viaPool.json().metadata.counts.posts).toBe(400)
      expect(viaPool.json()).toEqual(inline.json())
    } finally {
      await app.close()
      await pooled.close()
    }
  })
})

describe('GET /platforms', () => {
  it('lists 41 platform keys and the custom mode, sorted', async () => {
    const res = await injectAs(social, { method: 'GET', url: '/platforms' })
    const keys = res.json().platforms.map((p: { key: string }) => p.key)
    expect(keys).toHaveLength(42)
    expect(keys).toEqual([...keys].sort())
    expect(keys).toEqual(
      expect.arrayContaining(['twitter', 'twitter_v1', 'youtube', 'github', 'yelp', 'steam', 'sitejabber', 'custom']),
    )
  })
})

describe('one item no adapter recognizes', () => {
  const story = loadFixture(FIXTURES, 'hackernews', 'story.json') as Record<string, unknown>
  const comment = loadFixture(FIXTURES, 'hackernews', 'comment.json') as Record<string, unknown>
  const unrecognized = { reviewId: 'r-1', stars: 4 }

  it('is an item error beside the other items of its list payload, never a 422 for the request', async () => {
    const res = await post({ payload: [story, comment, unrecognized] })
    expect(res.statusCode).toBe(200)
    expect(res.json().posts.map((p: { id: string }) => p.id)).toEqual(['8863', '2921983'])
    expect(res.json().errors).toEqual([
      expect.objectContaining({ bucket: 0, index: 2, error: 'UNKNOWN_PLATFORM_SHAPE' }),
    ])
  })

  it('is an item error when every item of a list payload fails, and in a bucket of its own', async () => {
    const alone = await post({ payload: [unrecognized, { ...unrecognized, reviewId: 'r-2' }] })
    expect(alone.statusCode).toBe(200)
    expect(alone.json().errors.map((e: { error: string }) => e.error)).toEqual([
      'UNKNOWN_PLATFORM_SHAPE',
      'UNKNOWN_PLATFORM_SHAPE',
    ])
    const buckets = await post([{ platform: 'hackernews', data: [story, comment] }, { data: [unrecognized] }])
    expect(buckets.statusCode).toBe(200)
    expect(buckets.json().posts).toHaveLength(2)
    expect(buckets.json().errors).toEqual([
      expect.objectContaining({ bucket: 1, index: 0, error: 'UNKNOWN_PLATFORM_SHAPE' }),
    ])
  })

  it('still answers 422 when the request is that one object alone', async () => {
    const res = await post({ payload: unrecognized })
    expect(res.statusCode).toBe(422)
    expect(res.json().error).toBe('UNKNOWN_PLATFORM_SHAPE')
  })
})

describe('a named platform whose detection signature is weak', () => {
  it('reads the item with the named adapter, with SOURCE_MISMATCH', async () => {
    // A Yelp review without `time_created`: the yelp signature needs it, so inference does not pick yelp.
    const review = {
      id: 'xAG4O7l-t1ubbwVAlPnDKg',
      rating: 4,
      text: 'Great tacos!',
      user: { id: 'W8UK02IDdRS2GL_66fuq6w', name: 'Ella A.' },
    }
    const inferred = await post({ payload: review })
    expect(inferred.json().posts?.[0]?.platform).not.toBe('yelp')
    const named = await post({ platform: 'yelp', payload: review })
    expect(named.statusCode).toBe(200)
    expect(named.json().posts[0]).toMatchObject({
      id: 'xAG4O7l-t1ubbwVAlPnDKg',
      platform: 'yelp',
      author: 'yelp:W8UK02IDdRS2GL_66fuq6w',
      metrics: { rating: { value: 4 } },
      interpretation: { method: 'declared', adapter: 'yelp' },
    })
    expect(named.json().warnings.map((w: { code: string }) => w.code)).toContain('SOURCE_MISMATCH')
    expect(named.json().posts[0].interpretation.confidence).toBeLessThan(0.95)
  })
})
