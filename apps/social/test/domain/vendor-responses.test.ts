/**
 * Vendor responses (test/fixtures/SOURCES.md): one value row per fixture, every canonical field the
 * example carries; the kit's `runValueRows` fails when a `published` fixture has no row here.
 */
import { readFileSync } from 'node:fs'
import { runValueRows } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeSocial } from '../../src/domain/normalize-social.js'
import { type FixtureFacts, PLATFORM_VALUES } from './platform-values.js'

type Post = ReturnType<typeof normalizeSocial>['posts'][number]

const APP = new URL('../../', import.meta.url)
const load = (file: string): unknown => JSON.parse(readFileSync(new URL(file, APP), 'utf8'))
const run = (file: string, platform?: string) =>
  normalizeSocial({ single: true, buckets: [{ platform, items: [load(file)] }] })

const PLACES = 'test/responses/google_reviews/places-legacy-place-details.json'
const PLAY_LIST = 'test/responses/google_play/reviews-list.json'
const BBY = 'test/fixtures/bestbuy_reviews/reviews-sku-submissiontime.json'
const HN_STORY = 'test/responses/hackernews/story-8863.json'
const HN_COMMENT = 'test/responses/hackernews/comment-2921983.json'
const HN_ASK = 'test/responses/hackernews/ask-121003.json'
const HN_JOB = 'test/responses/hackernews/job-192327.json'
const HN_POLL = 'test/responses/hackernews/poll-126809.json'
const HN_POLLOPT = 'test/responses/hackernews/pollopt-160705.json'
const YELP_REFERENCE = 'test/responses/yelp/fusion-reviews-reference.json'
const TWITTER_PARTIAL = 'test/responses/twitter/partial-errors.json'
const TWITTER_PROBLEM = 'test/responses/twitter/error-invalid-request.json'

/** A Hacker News post's canonical fields that the API's items carry. */
const hn = (p: Post) => ({
  id: p.id,
  type: p.type,
  title: p.content.title,
  text: p.content.text,
  createdAtIso: p.createdAtIso,
  url: p.url,
  author: p.author,
  replies: p.metrics.replies,
  score: p.metrics.score,
  links: p.links,
  parentId: p.parentId,
})

/** The canonical fields of a whole result, in the order of platform-values.ts. */
function facts(out: ReturnType<typeof normalizeSocial>): FixtureFacts {
  return {
    posts: out.posts.map((p) => ({
      id: p.id,
      type: p.type,
      title: p.content.title ?? null,
      text: p.content.text,
      language: p.content.language ?? null,
      createdAtIso: p.createdAtIso,
      url: p.url,
      author: p.author,
      rating: p.metrics.rating
        ? [p.metrics.rating.value, p.metrics.rating.original, p.metrics.rating.scale.min, p.metrics.rating.scale.max]
        : null,
      counts: [p.metrics.likes, p.metrics.replies, p.metrics.shares, p.metrics.views, p.metrics.score],
      hashtags: p.hashtags,
      mentions: p.mentions,
      links: p.links,
      media: p.media.map((m) => [m.type, m.url, m.width ?? null, m.height ?? null, m.durationSec ?? null]),
      parentId: p.parentId,
      threadId: p.threadId,
    })),
    authors: out.authors.map((a) => [
      a.id,
      a.nativeId,
      a.handle,
      a.displayName,
      a.profileUrl,
      a.avatarUrl,
      a.verified,
      a.followers,
    ]),
    warnings: out.warnings.map((w) => w.code),
    errors: out.errors.map((e) => [e.error, e.message]),
  }
}

/** Each per-platform fixture read by its platform's name (Twitter v1.1 as `twitter` with platformVersion 1.1). */
const platformRows = Object.fromEntries(
  Object.entries(PLATFORM_VALUES).map(([file, want]) => {
    const key = file.split('/')[2] as string
    const bucket =
      key === 'twitter_v1'
        ? { platform: 'twitter', platformVersion: '1.1' }
        : { platform: key, platformVersion: undefined }
    return [
      file,
      () =>
        expect(facts(normalizeSocial({ single: true, buckets: [{ ...bucket, items: [load(file)] }] }))).toEqual(want),
    ]
  }),
)

runValueRows({
  index: new URL('../fixtures/SOURCES.md', import.meta.url),
  rows: {
    ...platformRows,
    [PLACES]: () => {
      for (const platform of ['google_reviews', undefined]) {
        const out = run(PLACES, platform)
        expect(out.errors).toEqual([])
        expect(out.posts).toHaveLength(5)
        expect(
          out.posts.map((p) => [p.author, p.metrics.rating?.value, p.createdAtIso, p.content.language, p.threadId]),
        ).toEqual([
          ['google_reviews:113389359827989670652', 1, '2022-05-11T16:33:18.000Z', 'en', 'ChIJN1t_tDeuEmsRUsoyG83frY4'],
          ['google_reviews:105937236918123663309', 1, '2021-11-18T06:06:45.000Z', 'en', 'ChIJN1t_tDeuEmsRUsoyG83frY4'],
          ['google_reviews:102582237417399865640', 1, '2022-01-05T13:31:30.000Z', 'en', 'ChIJN1t_tDeuEmsRUsoyG83frY4'],
          ['google_reviews:115981614018592114142', 1, '2021-12-22T07:54:15.000Z', 'en', 'ChIJN1t_tDeuEmsRUsoyG83frY4'],
          ['google_reviews:102167316656574288776', 5, '2021-10-02T17:55:05.000Z', 'en', 'ChIJN1t_tDeuEmsRUsoyG83frY4'],
        ])
        // Plain text: runs of spaces collapse (the kit's text cleaning), paragraph breaks stay.
        expect(out.posts[0]?.content.text).toBe(
          "Called regarding paid advertising google pages to the top of its site of a scam furniture website misleading and taking peoples money without ever sending a product - explained the situation, explained I'd spoken to an ombudsman regarding it. Listed ticket numbers etc.\n\nThey left the advertisement running.",
        )
        expect(out.posts[0]?.type).toBe('review')
        // Legacy reviews carry no id: a stable content hash, never a record of nulls.
        expect(out.posts.every((p) => p.id.startsWith('sha256-'))).toBe(true)
        expect(out.authors[4]).toMatchObject({
          nativeId: '102167316656574288776',
          displayName: 'Husuni Hamza',
          profileUrl: 'https://www.google.com/maps/contrib/102167316656574288776/reviews',
          avatarUrl:
            'https://lh3.googleusercontent.com/a/AATXAJwRkyvoSlgd06ahkF9XI9D39o6Zc_Oycm5EKuRg=s128-c0x00000000-cc-rp-mo',
        })
      }
    },
    [PLAY_LIST]: () => {
      for (const platform of ['google_play', undefined]) {
        const out = run(PLAY_LIST, platform)
        expect(out.errors).toEqual([])
        expect(
          out.posts.map((p) => [
            p.id,
            p.content.text,
            p.metrics.rating?.value,
            p.createdAtIso,
            p.content.language ?? null,
            p.metrics.likes,
          ]),
        ).toEqual([
          ['12345678', 'This is the best app ever!', 5, '2015-10-01T05:20:26.000Z', null, null],
          // The published example's `seconds` is "141582134" (1974): read exactly as sent.
          ['11223344', 'I love using this app!', 5, '1974-06-27T16:22:14.000Z', 'en', 10],
        ])
        expect(out.authors.map((a) => a.displayName)).toEqual(['Jane Bloggs', 'John Doe'])
      }
    },
    'test/responses/google_play/review-get.json': () => {
      const out = run('test/responses/google_play/review-get.json', 'google_play')
      expect(out.posts.map((p) => [p.id, p.content.text, p.metrics.rating?.value, p.createdAtIso])).toEqual([
        ['87654321', 'This app is awesome!', 5, '2016-01-06T21:12:03.000Z'],
      ])
      expect(out.authors[0]?.displayName).toBe('Joan Smith')
    },
    'test/responses/google_play/review-translated.json': () => {
      const out = run('test/responses/google_play/review-translated.json', 'google_play')
      // With translationLanguage, `text` is Google's translation; the post keeps what the user wrote.
      expect(out.posts.map((p) => [p.id, p.content.text, p.metrics.rating?.value, p.createdAtIso])).toEqual([
        ['12345678', 'Dies ist die beste App überhaupt!', 5, '2015-10-01T05:20:26.000Z'],
      ])
    },
    'test/responses/google_play/error-not-found.json': () => {
      const out = run('test/responses/google_play/error-not-found.json', 'google_play')
      expect(out.posts).toEqual([])
      expect(out.errors).toEqual([
        {
          bucket: 0,
          index: 0,
          error: 'VENDOR_ERROR',
          vendorCode: 'NOT_FOUND',
          message: 'No review found.',
          platform: 'google_play',
        },
      ])
      expect(out.warnings).toEqual([])
    },
    'test/responses/google_reviews/places-legacy-request-denied.json': () => {
      const out = run('test/responses/google_reviews/places-legacy-request-denied.json', 'google_reviews')
      expect(out.posts).toEqual([])
      expect(out.errors.map((e) => [e.error, e.vendorCode, e.message])).toEqual([
        ['VENDOR_ERROR', 'REQUEST_DENIED', 'The provided API key is invalid.'],
      ])
    },
    [BBY]: () => {
      for (const platform of ['bestbuy_reviews', 'bestbuy', undefined]) {
        const out = run(BBY, platform)
        expect(out.errors).toEqual([])
        expect(
          out.posts.map((p) => [
            p.id,
            p.platform,
            p.type,
            p.content.title,
            p.content.text,
            p.metrics.rating,
            p.createdAtIso,
            p.threadId,
          ]),
        ).toEqual([
          [
            '70517989',
            'bestbuy_reviews',
            'review',
            'Great Value',
            'Got it with Nikon Camera in the bundle. Has good performance.',
            { value: 5, original: 5, scale: { kind: 'stars', min: 0, max: 5 } },
            '2015-11-26T15:34:45.000Z',
            '3142553',
          ],
          [
            '70447523',
            'bestbuy_reviews',
            'review',
            'SD Card, nice',
            "What can I say it's an SD card. Solid price for Black Friday for this storage size.",
            { value: 5, original: 5, scale: { kind: 'stars', min: 0, max: 5 } },
            '2015-11-25T12:25:44.000Z',
            '3142553',
          ],
        ])
        expect(out.authors.map((a) => a.displayName)).toEqual(['Laks', 'Asfan'])
        expect(out.warnings.map((w) => w.code)).toContain('TIMEZONE_ASSUMED')
      }
    },
    'test/responses/bestbuy_reviews/error-500.json': () => {
      const out = run('test/responses/bestbuy_reviews/error-500.json', 'bestbuy_reviews')
      expect(out.posts).toEqual([])
      expect(out.errors.map((e) => [e.error, e.vendorCode, e.message])).toEqual([
        ['VENDOR_ERROR', '500', 'An unexpected error kept us from completing your request'],
      ])
    },
    'test/responses/twitter/errors-only.json': () => {
      for (const platform of ['twitter', undefined]) {
        const out = run('test/responses/twitter/errors-only.json', platform)
        expect(out.posts).toEqual([])
        expect(out.errors).toEqual([
          {
            bucket: 0,
            index: 0,
            error: 'VENDOR_ERROR',
            vendorCode: 'Not Found Error',
            message: 'Could not find tweet with ids: [1276230436478386177].',
            platform: 'twitter',
            postId: '1276230436478386177',
          },
        ])
      }
    },
    'test/responses/yelp/reviews-three.json': () => {
      for (const platform of ['yelp', undefined]) {
        const out = run('test/responses/yelp/reviews-three.json', platform)
        expect(out.errors).toEqual([])
        // `time_created` is Pacific time: PDT (UTC-7) in August and September, PST (UTC-8) in January.
        expect(out.posts.map((p) => [p.id, p.metrics.rating?.value, p.createdAtIso, p.author])).toEqual([
          ['xAG4O7l-t1ubbwVAlPnDKg', 5, '2016-08-29T07:41:13.000Z', 'yelp:W8UK02IDdRS2GL_66fuq6w'],
          ['1JNmYjJXr9ZbsfZUAgkeXQ', 4, '2016-09-28T15:55:29.000Z', null],
          ['SIoiwwVRH6R2s2ipFfs4Ww', 4, '2016-01-18T02:30:59.000Z', null],
        ])
        expect(out.posts[0]?.url).toContain('hrid=hp8hAJ-AnlpqxCCu7kyCWA')
        expect(out.authors).toEqual([
          expect.objectContaining({ displayName: 'Ella A.', nativeId: 'W8UK02IDdRS2GL_66fuq6w' }),
        ])
      }
    },
    'test/responses/yelp/error-business-not-found.json': () => {
      const out = run('test/responses/yelp/error-business-not-found.json', 'yelp')
      expect(out.posts).toEqual([])
      expect(out.errors.map((e) => [e.error, e.vendorCode, e.message])).toEqual([
        ['VENDOR_ERROR', 'BUSINESS_NOT_FOUND', 'The requested business could not be found.'],
      ])
    },
    'test/responses/bluesky/post-view-upvote-count.json': () => {
      const out = run('test/responses/bluesky/post-view-upvote-count.json', 'bluesky')
      expect(out.posts[0]?.id).toBe('at://did:plc:z72i7hdynmk6r22z27h6tvur/app.bsky.feed.post/3kgmvlyzzem2y')
      expect(out.posts[0]?.metrics.likes).toBe(9800)
      expect(out.errors).toEqual([])
    },
    // Hacker News API README examples (items 8863, 2921983, 121003, 192327, 126809, 160705): every
    // member each example carries, named and inferred.
    [HN_STORY]: () => {
      for (const platform of ['hackernews', undefined]) {
        const out = run(HN_STORY, platform)
        expect(out.errors).toEqual([])
        expect(out.posts.map(hn)).toEqual([
          {
            id: '8863',
            type: 'post',
            title: 'My YC app: Dropbox - Throw away your USB drive',
            text: '',
            createdAtIso: '2007-04-04T19:16:40.000Z',
            url: 'https://news.ycombinator.com/item?id=8863',
            author: 'hackernews:@dhouston',
            replies: 71,
            score: 111,
            links: ['http://www.getdropbox.com/u/2/screencast.html'],
            parentId: null,
          },
        ])
        expect(out.authors).toEqual([
          expect.objectContaining({
            handle: 'dhouston',
            nativeId: null,
            profileUrl: 'https://news.ycombinator.com/user?id=dhouston',
          }),
        ])
      }
    },
    [HN_COMMENT]: () => {
      for (const platform of ['hackernews', undefined]) {
        const out = run(HN_COMMENT, platform)
        expect(out.errors).toEqual([])
        // `<p>` opens a paragraph; the HTML stays in content.html. `replies` is the count of `kids`.
        expect(out.posts.map(hn)).toEqual([
          {
            id: '2921983',
            type: 'comment',
            title: undefined,
            text: "Aw shucks, guys ... you make me blush with your compliments.\n\nTell you what, Ill make a deal: I'll keep writing if you keep reading. K?",
            createdAtIso: '2011-08-24T18:38:47.000Z',
            url: 'https://news.ycombinator.com/item?id=2921983',
            author: 'hackernews:@norvig',
            replies: 7,
            score: null,
            links: [],
            parentId: '2921506',
          },
        ])
      }
    },
    [HN_ASK]: () => {
      const out = run(HN_ASK, 'hackernews')
      expect(out.errors).toEqual([])
      const [post] = out.posts
      expect(post && hn(post)).toMatchObject({
        id: '121003',
        type: 'post',
        title: 'Ask HN: The Arc Effect',
        createdAtIso: '2008-02-22T02:33:40.000Z',
        author: 'hackernews:@tel',
        replies: 16,
        score: 25,
        // `url: ""` is no link.
        links: [],
      })
      expect(post?.content.text).toMatch(/^or HN: the Next Iteration\n\nI get the impression/)
      expect(post?.content.text).toContain('ostentatious adjectives')
      expect(post?.content.text).toMatch(/What's in store for \(\+\+ HN\)\?$/)
    },
    [HN_JOB]: () => {
      const out = run(HN_JOB, 'hackernews')
      expect(out.errors).toEqual([])
      const [post] = out.posts
      expect(post && hn(post)).toMatchObject({
        id: '192327',
        type: 'post',
        title: 'Justin.tv is looking for a Lead Flash Engineer!',
        createdAtIso: '2008-05-16T23:40:17.000Z',
        author: 'hackernews:@justin',
        replies: null,
        score: 6,
        links: ['http://www.justin.tv/problems/bml'],
      })
      // Every `<p>` is a paragraph break, the bare first paragraph's and the one after a `<pre>` too.
      expect(post?.content.text).toContain('since January.\n\nThere are a lot of pieces')
      expect(post?.content.text).toContain('JTV is for you.\n\nNote: You must be')
      // The <pre><code> list keeps one line per item.
      expect(post?.content.text).toContain(
        '\nResponsibilities\n\n* Contribute to product design and implementation discussions\n* Implement projects from the idea phase to production\n',
      )
      expect(post?.content.html).toContain(
        '<a href="http://www.justin.tv/problems/bml" rel="nofollow noopener noreferrer">',
      )
    },
    [HN_POLL]: () => {
      const out = run(HN_POLL, 'hackernews')
      expect(out.errors).toEqual([])
      expect(out.posts.map(hn)).toEqual([
        {
          id: '126809',
          type: 'post',
          title: 'Poll: What would happen if News.YC had explicit support for polls?',
          text: '',
          createdAtIso: '2008-03-01T20:34:12.000Z',
          url: 'https://news.ycombinator.com/item?id=126809',
          author: 'hackernews:@pg',
          replies: 54,
          score: 46,
          links: [],
          parentId: null,
        },
      ])
    },
    [HN_POLLOPT]: () => {
      const out = run(HN_POLLOPT, 'hackernews')
      expect(out.errors).toEqual([])
      // A poll option: its `parent` is the poll, its `score` the votes for it.
      expect(out.posts.map(hn)).toEqual([
        {
          id: '160705',
          type: 'post',
          title: undefined,
          text: "Yes, ban them; I'm tired of seeing Valleywag stories on News.YC.",
          createdAtIso: '2008-04-11T04:02:56.000Z',
          url: 'https://news.ycombinator.com/item?id=160705',
          author: 'hackernews:@pg',
          replies: null,
          score: 335,
          links: [],
          parentId: '160704',
        },
      ])
    },
    [YELP_REFERENCE]: () => {
      for (const platform of ['yelp', undefined]) {
        const out = run(YELP_REFERENCE, platform)
        expect(out.errors).toEqual([])
        expect(out.warnings.map((w) => w.code)).toEqual(platform ? [] : ['PLATFORM_INFERRED'])
        // No review id, no time and no user id in this example: a content hash for the id, no time, and
        // each reviewer known by name only is an author of that review alone.
        expect(
          out.posts.map((p) => [p.type, p.content.text, p.metrics.rating?.value, p.url, p.createdAtIso, p.author]),
        ).toEqual([
          [
            'review',
            'best place to dine in a city known for gourmet cuisine',
            5,
            'https://www.yelp.com/biz/gary-danko-san-francisco?hrid=OtEqx7ZndmJGqi_XR83MVQ',
            null,
            `yelp:post:${out.posts[0]?.id}`,
          ],
          [
            'review',
            'Great food. Boring ambiance.',
            4,
            'https://www.yelp.com/biz/gary-danko-san-francisco?hrid=1hulB9R4fB7b8AbZq4jZVg',
            null,
            `yelp:post:${out.posts[1]?.id}`,
          ],
          [
            'review',
            // Runs of spaces collapse (the kit's text cleaning).
            "Amazing food, perfect service. Pretty expensive, but I think per dollar it's better than a lot of the higher end places.",
            5,
            'https://www.yelp.com/biz/gary-danko-san-francisco?hrid=e_f9ELbSlKiPued9mVVTqw',
            null,
            `yelp:post:${out.posts[2]?.id}`,
          ],
        ])
        expect(out.posts.every((p) => /^sha256-[0-9a-f]{16}$/.test(p.id))).toBe(true)
        expect(new Set(out.posts.map((p) => p.id)).size).toBe(3)
        expect(out.authors.map((a) => [a.displayName, a.avatarUrl, a.nativeId])).toEqual([
          ['Jared K.', 'http://s3-media4.fl.yelpcdn.com/photo/JkdZsw_ASWWPYIsA2W5fsQ/o.jpg', null],
          ['Jeremy S.', 'http://s3-media3.fl.yelpcdn.com/photo/TSwMsQlpvmCcTwT9oPfNug/o.jpg', null],
          ['Russel S.', 'http://s3-media4.fl.yelpcdn.com/photo/JpvIXquK9flx32lJJivTLg/o.jpg', null],
        ])
      }
    },
    [TWITTER_PARTIAL]: () => {
      for (const platform of ['twitter', undefined]) {
        const out = run(TWITTER_PARTIAL, platform)
        expect(out.posts.map((p) => [p.id, p.type, p.content.text, p.url, p.author, p.createdAtIso])).toEqual([
          ['123', 'post', 'Hello', 'https://x.com/i/web/status/123', null, null],
        ])
        // `resource_id` names the missing tweet.
        expect(out.errors).toEqual([
          {
            bucket: 0,
            index: 0,
            error: 'VENDOR_ERROR',
            vendorCode: 'Not Found Error',
            message: 'Could not find tweet with id: [456].',
            platform: 'twitter',
            postId: '456',
          },
        ])
      }
    },
    [TWITTER_PROBLEM]: () => {
      for (const platform of ['twitter', undefined]) {
        const out = run(TWITTER_PROBLEM, platform)
        expect(out.posts).toEqual([])
        expect(out.errors).toEqual([
          {
            bucket: 0,
            index: 0,
            error: 'VENDOR_ERROR',
            vendorCode: 'Invalid Request',
            message: "The 'query' parameter is required.",
            platform: 'twitter',
          },
        ])
      }
    },
    'test/responses/reddit/link-post.json': () => {
      const out = run('test/responses/reddit/link-post.json', 'reddit')
      const [post] = out.posts
      expect(post?.url).toBe('https://www.reddit.com/r/typescript/comments/1c9zq4k/announcing_typescript_55/')
      expect(post?.links).toEqual(['https://devblogs.microsoft.com/typescript/announcing-typescript-5-5/'])
      expect(post?.createdAtIso).toBe('2024-06-18T16:00:00.000Z')
      expect(out.errors).toEqual([])
    },
  },
})

describe('a Twitter response with tweets and per-item errors', () => {
  it('keeps the tweets and reports each missing id with the vendor title and detail', () => {
    const tweet = load('test/fixtures/twitter/tweet-includes.json') as Record<string, unknown>
    const errors = (load('test/responses/twitter/errors-only.json') as { errors: unknown[] }).errors
    const out = normalizeSocial({ single: true, buckets: [{ items: [{ ...tweet, errors }] }] })
    expect(out.posts).toHaveLength((tweet.data as unknown[]).length)
    expect(out.errors.map((e) => [e.error, e.vendorCode, e.postId])).toEqual([
      ['VENDOR_ERROR', 'Not Found Error', '1276230436478386177'],
    ])
  })
})
