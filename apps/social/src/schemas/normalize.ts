/** POST /normalize: `{platform?, platformVersion?, payload | data}` or an array of such buckets; the normalized posts out. */
import { z } from 'zod'
import { AuthorShape, PostShape } from './post.js'

const Content = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .meta({ description: 'One platform object (or API response), or a list of them, unchanged.' })

const Bucket = z
  .strictObject({
    platform: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .meta({ description: 'A key from GET /platforms; omitted = inferred from the structure.' }),
    platformVersion: z
      .string()
      .min(1)
      .max(32)
      .optional()
      .meta({ description: '`1.1` selects the Twitter v1.1 object model.' }),
    payload: Content.optional(),
    data: Content.optional().meta({ description: 'Alias of `payload`.' }),
  })
  .meta({ id: 'SourceBucket' })

export const TWEET_EXAMPLE = {
  data: {
    id: '1460323737035677698',
    text: 'Introducing a new era for the Twitter Developer Platform! 📣 #TwitterAPI https://t.co/abc',
    author_id: '2244994945',
    created_at: '2021-11-15T19:08:05.000Z',
    lang: 'en',
    public_metrics: { retweet_count: 40, reply_count: 12, like_count: 212, quote_count: 8 },
    entities: { urls: [{ expanded_url: 'https://developer.twitter.com/en/docs' }] },
  },
  includes: { users: [{ id: '2244994945', name: 'Twitter Dev', username: 'TwitterDev', verified: true }] },
}

export const NormalizeBody = z.union([Bucket, z.array(Bucket).min(1).max(10_000)]).meta({
  examples: [
    { platform: 'twitter', payload: TWEET_EXAMPLE },
    [
      {
        platform: 'yelp',
        data: [
          {
            id: 'xAG4O7l-t1ubbwVAlPnDKg',
            rating: 4,
            text: 'Went back again. Great tacos!',
            time_created: '2016-08-29 00:41:13',
            url: 'https://www.yelp.com/biz/la-palma-mexicatessen-san-francisco',
            user: {
              id: 'W8UK02IDdRS2GL_66fuq6w',
              name: 'Ella A.',
              profile_url: 'https://www.yelp.com/user_details?userid=W8UK02IDdRS2GL_66fuq6w',
            },
          },
        ],
      },
      {
        data: [
          {
            recommendationid: '170287123',
            review: 'Great game 👍',
            voted_up: true,
            timestamp_created: 1719400000,
            language: 'english',
            author: { steamid: '76561198000000000' },
          },
        ],
      },
    ],
  ],
})

const Warning = z.object({
  bucket: z.number(),
  index: z.number(),
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  postId: z.string().optional(),
})

const ItemError = z.object({
  bucket: z.number(),
  index: z.number().meta({ description: '-1 when the whole bucket failed (UNKNOWN_PLATFORM).' }),
  error: z.string(),
  message: z.string(),
  platform: z.string().optional(),
  postId: z.string().optional(),
  vendorCode: z.string().optional().meta({
    description: "VENDOR_ERROR: the vendor's own code (`NOT_FOUND`, `BUSINESS_NOT_FOUND`, `Not Found Error`).",
  }),
})

export const NormalizeReply = z.object({
  posts: z.array(PostShape),
  authors: z.array(AuthorShape),
  metadata: z.object({
    platforms: z.record(z.string(), z.object({ posts: z.number(), authors: z.number() })),
    counts: z.object({
      buckets: z.number(),
      items: z.number(),
      posts: z.number(),
      authors: z.number(),
      errors: z.number(),
    }),
  }),
  confidence: z.number(),
  warnings: z.array(Warning),
  errors: z.array(ItemError),
})

export type NormalizeInput = z.output<typeof NormalizeBody>
