/** Each platform fixture (modelled on the documented API object) normalized by name: values, not shapes. */
import { loadFixture } from '@svc/normalize-kit/testing'
import { describe, expect, it } from 'vitest'
import { normalizeSocial } from '../../src/domain/normalize-social.js'

const FIXTURES = new URL('../fixtures/', import.meta.url)
const run = (platform: string, file: string, platformVersion?: string) =>
  normalizeSocial({
    single: true,
    buckets: [
      {
        platform,
        platformVersion,
        items: [loadFixture(FIXTURES, platform === 'twitter' && platformVersion ? 'twitter_v1' : platform, file)],
      },
    ],
  })

// [platform, fixture, posts, first post: id, type, createdAtIso, author id, text starts with, rating value]
const CASES: [string, string, number, string, string, string | null, string | null, string, number | null][] = [
  [
    'airbnb',
    'review.json',
    1,
    '901234567',
    'review',
    '2024-05-20T09:00:00.000Z',
    'airbnb:87654321',
    'Spotless apartment',
    5,
  ],
  [
    'amazon_reviews',
    'review.json',
    1,
    'B00YQ6X8EO:AGKHLEW2SOWHNMFQIJGBECAF7INQ:1588687728923',
    'review',
    '2020-05-05T14:08:48.923Z',
    'amazon_reviews:AGKHLEW2SOWHNMFQIJGBECAF7INQ',
    'This spray is really nice.',
    5,
  ],
  [
    'app_store',
    'customer-reviews.json',
    1,
    '00000046-ab54-4e0c-a4e3-9af46e31e2c0',
    'review',
    '2024-04-22T13:12:03.000Z',
    'app_store:@nightowl_77',
    'Since 3.2 the app crashes when I open it 😕',
    2,
  ],
  [
    'bbb',
    'review.json',
    1,
    '1843920',
    'review',
    '2024-03-14',
    'bbb:post:1843920',
    'Waited 6 weeks for a refund & still nothing.',
    1,
  ],
  [
    'bluesky',
    'post-view.json',
    1,
    'at://did:plc:z72i7hdynmk6r22z27h6tvur/app.bsky.feed.post/3kgmvlyzzem2y',
    'post',
    '2024-02-15T18:00:00.000Z',
    'bluesky:did:plc:z72i7hdynmk6r22z27h6tvur',
    'Hashtags are here!',
    null,
  ],
  [
    'booking',
    'review.json',
    1,
    'ABC123XYZ',
    'review',
    '2024-06-02T08:17:44.000Z',
    'booking:post:ABC123XYZ',
    'Liked: Quiet room',
    4.4,
  ],
  [
    'capterra',
    'review.json',
    1,
    '5123456',
    'review',
    '2023-11-02',
    'capterra:post:5123456',
    'We moved from spreadsheets',
    4,
  ],
  ['custom', 'post.json', 1, 'cms-42', 'review', '2024-07-01T07:00:00.000Z', 'custom:u7', 'Version 4 ships today', 4],
  [
    'devto',
    'article.json',
    1,
    '194541',
    'post',
    '2019-10-24T13:52:17.000Z',
    'devto:1',
    'Hey there & welcome! Try the ten_x_hacker theme.',
    null,
  ],
  [
    'discord',
    'message.json',
    1,
    '1205512345678901234',
    'post',
    '2024-02-09T16:20:11.123Z',
    'discord:222079895583457280',
    'Release v2.3 is out 🚀 thanks @nelly!',
    null,
  ],
  [
    'etsy_reviews',
    'reviews.json',
    1,
    '2345678901',
    'review',
    '2024-01-23T08:53:20.000Z',
    'etsy_reviews:55512345',
    'Beautiful mug',
    5,
  ],
  [
    'facebook',
    'post.json',
    1,
    '104017165231010_122135247524010',
    'post',
    '2024-05-02T15:04:05.000Z',
    'facebook:104017165231010',
    'Our new store opens Saturday! 🎉',
    null,
  ],
  [
    'g2',
    'survey-response.json',
    1,
    '3a8f1c2e-1111-4a4a-9b9b-123456789abc',
    'review',
    '2024-01-10T00:22:00.000Z',
    'g2:post:3a8f1c2e-1111-4a4a-9b9b-123456789abc',
    'What do you like best?\nRecording is one click & sharing',
    4.5,
  ],
  [
    'github',
    'issue.json',
    1,
    'MDU6SXNzdWUx',
    'post',
    '2011-04-22T13:33:48.000Z',
    'github:1',
    "I'm having a problem with this.",
    null,
  ],
  [
    'github',
    'discussion.json',
    1,
    'D_kwDOAB1234',
    'post',
    '2021-08-31T21:08:37.000Z',
    'github:1',
    'We’re glad to have you here 👋',
    null,
  ],
  ['glassdoor', 'review.json', 1, '81234567', 'review', '2023-09-14T10:43:50.247Z', null, 'Pros: Smart colleagues', 4],
  [
    'google_play',
    'review.json',
    1,
    'gp:AOqpTOH0pTbn3Lq8',
    'review',
    '2024-05-17T10:58:41.000Z',
    'google_play:post:gp:AOqpTOH0pTbn3Lq8',
    'Ottima app, ma consuma batteria',
    3,
  ],
  [
    'google_reviews',
    'review.json',
    1,
    'AIe9_BGu3S4',
    'review',
    '2024-02-10T09:15:00.123Z',
    'google_reviews:post:AIe9_BGu3S4',
    'Café excelente ☕',
    4,
  ],
  [
    'hackernews',
    'comment.json',
    1,
    '2921983',
    'comment',
    '2011-08-24T18:38:47.000Z',
    'hackernews:@norvig',
    "Aw shucks, guys ... you make me blush with your compliments.\n\nTell you what, Ill make a deal: I'll keep",
    null,
  ],
  ['hackernews', 'story.json', 1, '8863', 'post', '2007-04-04T19:16:40.000Z', 'hackernews:@dhouston', '', null],
  [
    'instagram',
    'media.json',
    1,
    '17895695668004550',
    'post',
    '2024-03-14T02:31:09.000Z',
    'instagram:17841405822304914',
    'Sunset over the bay 🌅',
    null,
  ],
  [
    'linkedin',
    'post.json',
    1,
    'urn:li:share:7184958220987654321',
    'post',
    '2024-04-03T12:00:00.000Z',
    'linkedin:urn:li:organization:5515715',
    'We are hiring! Join Acme Corp and help build #opensource tools (remote OK).',
    null,
  ],
  [
    'mastodon',
    'status.json',
    1,
    '112093415281982817',
    'post',
    '2024-03-14T11:23:16.000Z',
    'mastodon:109302',
    'مرحبا بالجميع! #عربي & @gargron\n\nانظر example.org/article',
    null,
  ],
  [
    'medium',
    'post.json',
    1,
    'e6f36a',
    'post',
    '2015-09-15T03:05:38.435Z',
    'medium:5303d74c64f66366f00cb9b2a94f3251bf5',
    'Liverpool FC\n\nYou’ll never walk alone.',
    null,
  ],
  [
    'pinterest',
    'pin.json',
    1,
    '813744226420795884',
    'post',
    '2024-01-20T12:00:00.000Z',
    'pinterest:@pastrylove',
    'Easy lemon tart',
    null,
  ],
  [
    'producthunt',
    'post.json',
    1,
    '425114',
    'post',
    '2023-02-22T08:01:00.000Z',
    'producthunt:1000',
    'Access the limitless power of AI',
    null,
  ],
  [
    'quora',
    'answer.json',
    1,
    '334455667',
    'comment',
    '2023-11-14T22:13:20.000Z',
    'quora:99887766',
    'Start with the handbook, then port a small project. Types pay off fast 💡',
    null,
  ],
  [
    'reddit',
    'listing.json',
    2,
    '1c2v3x',
    'post',
    '2024-04-12T16:00:00.000Z',
    'reddit:t2_abc123',
    'Has anyone tried the new **inferred type predicates**? > they look great',
    null,
  ],
  [
    'sitejabber',
    'review.json',
    1,
    '4811203',
    'review',
    '2024-01-28T17:40:00.000Z',
    'sitejabber:771',
    'Prices were good and shipping was quick.\n\nTip: Order before noon',
    4,
  ],
  [
    'stackoverflow',
    'questions.json',
    1,
    '5767325',
    'post',
    '2011-04-18T12:04:05.000Z',
    'stackoverflow:5445',
    'How do I remove a specific value from an array? Something like:\n\narray.remove(value);',
    null,
  ],
  [
    'steam',
    'appreviews.json',
    2,
    '162918736',
    'review',
    '2024-04-05T06:53:20.000Z',
    'steam:76561198045612345',
    'One more turn... it is 4am. 10/10',
    5,
  ],
  [
    'telegram',
    'update.json',
    1,
    '-1001234567890:2044',
    'post',
    '2024-05-29T16:26:40.000Z',
    'telegram:-1001234567890',
    'גרסה חדשה יצאה היום 🎉 #עדכון',
    null,
  ],
  [
    'threads',
    'media.json',
    1,
    '18037464124125331',
    'post',
    '2024-04-01T08:00:00.000Z',
    'threads:1234567890',
    'هذا أول منشور لي على ثريدز 👋 #مرحبا',
    null,
  ],
  [
    'tiktok',
    'video.json',
    1,
    '7231338487075638570',
    'video',
    '2023-05-11T21:10:10.000Z',
    'tiktok:@bakerbee',
    'Sourdough in 60 seconds 🍞',
    null,
  ],
  [
    'tripadvisor',
    'reviews.json',
    1,
    '937285164',
    'review',
    '2024-02-18T14:52:13.000Z',
    'tripadvisor:@WanderingPat',
    'Wonderful stay',
    5,
  ],
  [
    'trustpilot',
    'review.json',
    1,
    '507f191e810c19729de860ea',
    'review',
    '2024-03-05T12:31:21.000Z',
    'trustpilot:5f9c4a1b2c3d4e5f6a7b8c9d',
    'Ordered Monday, arrived Wednesday. Great & friendly support!',
    5,
  ],
  [
    'tumblr',
    'post-npf.json',
    1,
    '721334499999',
    'post',
    '2023-07-11T18:00:00.000Z',
    'tumblr:t:0aY0xL2Fi1OFJg4YxpmegQ',
    'Say hello to the new post editor ✨',
    null,
  ],
  [
    'twitch',
    'video.json',
    1,
    '335921245',
    'video',
    '2018-11-14T21:30:18.000Z',
    'twitch:141981764',
    'Welcome to Twitch development!',
    null,
  ],
  [
    'twitter',
    'tweet-includes.json',
    2,
    '1445880548472328192',
    'post',
    '2021-10-06T22:21:11.000Z',
    'twitter:2244994945',
    'We’re excited to share our new #TwitterAPI v2 endpoints with @XDevelopers & you 🎉',
    null,
  ],
  [
    'vimeo',
    'video.json',
    1,
    '76979871',
    'video',
    '2013-10-15T14:08:29.000Z',
    'vimeo:152184',
    'It may look (mostly)',
    null,
  ],
  [
    'yelp',
    'reviews.json',
    1,
    'xAG4O7l-t1ubbwVAlPnDKg',
    'review',
    '2016-08-29T07:41:13.000Z',
    'yelp:W8UK02IDdRS2GL_66fuq6w',
    'Went back again',
    4,
  ],
  [
    'youtube',
    'video.json',
    1,
    'dQw4w9WgXcQ',
    'video',
    '2009-10-25T06:57:33.000Z',
    'youtube:UCuAXFkgsw1L7xaCfnd5JJOw',
    'The official video for “Never Gonna Give You Up”',
    null,
  ],
  [
    'youtube',
    'comment-threads.json',
    2,
    'UgzDE2tasfmrYLyNkGt4AaABAg',
    'comment',
    '2023-01-02T10:00:00.000Z',
    'youtube:UC1',
    'Still a classic & never gets old\n😂',
    null,
  ],
]

describe('every platform fixture, named', () => {
  it.each(CASES)('%s %s', (platform, file, count, id, type, created, author, text, rating) => {
    const result = run(platform, file)
    expect(result.errors).toEqual([])
    expect(result.posts).toHaveLength(count)
    const [post] = result.posts
    expect(post?.id).toBe(id)
    expect(post?.type).toBe(type)
    expect(post?.createdAtIso).toBe(created)
    expect(post?.author).toBe(author)
    expect(post?.content.text.startsWith(text)).toBe(true)
    expect(post?.content.text).not.toMatch(/<[a-z/][^>]*>|&(amp|lt|gt|quot|#\d+|#x[0-9a-f]+);/i)
    expect(post?.metrics.rating?.value ?? null).toBe(rating)
    expect(post?.interpretation).toMatchObject({ method: 'declared', confidence: expect.any(Number) })
    if (author) expect(result.authors.map((a) => a.id)).toContain(author)
  })
})

describe('platform details', () => {
  it('twitter v2: includes.users and includes.media are joined; entities are the platform’s', () => {
    const { posts, authors } = run('twitter', 'tweet-includes.json')
    expect(posts[0]).toMatchObject({
      url: 'https://x.com/TwitterDev/status/1445880548472328192',
      hashtags: ['TwitterAPI'],
      mentions: ['XDevelopers'],
      links: ['https://developer.twitter.com/en/docs/twitter-api'],
      metrics: { likes: 793, replies: 47, shares: 241, views: 105214 },
      media: [{ type: 'image', url: 'https://pbs.twimg.com/media/FBCE5QcVcAAzxR7.jpg', width: 1200, height: 675 }],
      content: { language: 'en' },
    })
    expect(posts[1]).toMatchObject({
      type: 'reply',
      parentId: '1445880548472328192',
      threadId: '1445880548472328192',
      mentions: ['TwitterDev'],
    })
    expect(authors[0]).toMatchObject({
      id: 'twitter:2244994945',
      handle: 'TwitterDev',
      displayName: 'Developers',
      verified: true,
      followers: 518412,
      profileUrl: 'https://x.com/TwitterDev',
    })
  })

  it('twitter v1.1 through platformVersion: created_at read, reported as twitter', () => {
    const { posts } = run('twitter', 'tweet.json', '1.1')
    expect(posts[0]).toMatchObject({
      platform: 'twitter',
      createdAtIso: '2018-10-10T20:19:24.000Z',
      interpretation: { adapter: 'twitter_v1' },
      metrics: { likes: 296, shares: 175 },
    })
    expect(posts[0]?.content.text).toContain('emojis as equal')
  })

  it('youtube: ISO 8601 duration, string counts, comment thread with its reply', () => {
    const video = run('youtube', 'video.json').posts[0]
    expect(video?.metrics).toMatchObject({ views: 1589124373, likes: 18234871, replies: 2401235 })
    expect(video?.media[0]).toEqual({
      type: 'video',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      durationSec: 213,
    })
    expect(video?.hashtags).toEqual(['RickAstley', 'NeverGonnaGiveYouUp'])
    const thread = run('youtube', 'comment-threads.json').posts
    expect(thread[1]).toMatchObject({ type: 'reply', parentId: 'UgzDE2tasfmrYLyNkGt4AaABAg', threadId: 'dQw4w9WgXcQ' })
  })

  it('mastodon: HTML content to text, hashtag/mention anchors are not links, RTL kept', () => {
    const [post] = run('mastodon', 'status.json').posts
    expect(post?.content.html).toContain('<p>')
    expect(post?.content.language).toBe('ar')
    expect(post?.links).toEqual(['https://example.org/article?a=1&b=2'])
    expect(post?.hashtags).toEqual(['عربي'])
    expect(post?.mentions).toEqual(['gargron@fosstodon.org'])
    expect(post?.media).toEqual([
      { type: 'image', url: 'https://files.mastodon.social/media_attachments/files/1.jpg', width: 1600, height: 900 },
    ])
  })

  it('reddit: a Listing of a link and a comment, with thread and parent', () => {
    const { posts } = run('reddit', 'listing.json')
    expect(posts[0]?.content.title).toBe('TypeScript 5.5 & inferred type predicates')
    expect(posts[0]?.content.html).toContain('<strong>inferred type predicates</strong>')
    expect(posts[1]).toMatchObject({ type: 'comment', parentId: '1c2v3x', threadId: '1c2v3x', metrics: { score: 35 } })
  })

  it('telegram: UTF-16 entity offsets in Hebrew text with emoji', () => {
    const [post] = run('telegram', 'update.json').posts
    expect(post?.hashtags).toEqual(['עדכון'])
    expect(post?.links).toEqual(['https://example.co.il/news'])
    expect(post?.url).toBe('https://t.me/technews_il/2044')
    expect(post?.metrics.views).toBe(5312)
  })

  it('linkedin little text: mentions and hashtag templates resolved, escapes removed', () => {
    const [post] = run('linkedin', 'post.json').posts
    expect(post?.mentions).toEqual(['Acme Corp'])
    expect(post?.hashtags).toEqual(['opensource'])
  })

  it('yelp: time_created is Pacific time (PDT in August)', () => {
    expect(run('yelp', 'reviews.json').posts[0]?.createdAtIso).toBe('2016-08-29T07:41:13.000Z')
  })
})

describe('documented response wrappers', () => {
  it('booking: the {data: {reviews}} response of GET /review-api/properties/{id}/reviews, an anonymous rating-only review kept', () => {
    const { posts, authors } = run('booking', 'reviews-response.json')
    expect(posts.map((p) => [p.id, p.metrics.rating?.value, p.content.text, p.author])).toEqual([
      ['Qr-j8xe_5As', 4, 'Liked: Friendly staff\n\nDisliked: Noisy street', 'booking:post:Qr-j8xe_5As'],
      ['Zt-1b2c3d4E', 3, '', null],
    ])
    expect(authors).toHaveLength(1)
  })
})
