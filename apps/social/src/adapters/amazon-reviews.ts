/**
 * Amazon offers no public customer-review API (SP-API and PA-API 5 return none). This follows the
 * review record of the Amazon Reviews'23 corpus (McAuley Lab, the public reference dump of Amazon
 * reviews): `rating` 1-5, `title`, `text`, `images`, `asin`, `parent_asin`, `user_id`, `timestamp` ms,
 * `helpful_vote`, `verified_purchase`. https://amazon-reviews-2023.github.io/
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { media, mediaList } from './media.js'

interface Review {
  rating?: number
  title?: string
  text?: string
  asin?: string
  parent_asin?: string
  user_id?: string
  timestamp?: number
  helpful_vote?: number
  verified_purchase?: boolean
  images?: { large_image_url?: string; medium_image_url?: string }[]
}

export const amazonReviews = defineAdapter<Review, PostDraft[]>({
  key: 'amazon_reviews',
  aliases: ['amazon'],
  category: 'reviews',
  source: {
    object: 'Review (Amazon Reviews 2023 record)',
    apiVersion: '2023',
    docs: 'https://amazon-reviews-2023.github.io/',
  },
  detect: { required: [['asin', 'parent_asin'], 'user_id', 'rating'], bonus: ['helpful_vote', 'verified_purchase'] },
  normalize(r, ctx) {
    const asin = r.asin ?? r.parent_asin
    return [
      {
        // The record has no review id: user + product + time identify it.
        id: r.user_id && asin ? `${asin}:${r.user_id}:${r.timestamp ?? ''}` : undefined,
        type: 'review',
        title: r.title,
        text: r.text,
        createdAtIso: ctx.date(r.timestamp, 'epoch_ms', 'timestamp'),
        url: asin ? `https://www.amazon.com/dp/${asin}` : undefined,
        // `verified_purchase` says this review followed a purchase; it is not the account's verification
        // (`authors[].verified`), and one reviewer's reviews may differ in it, so it is not an author member.
        author: r.user_id ? { id: r.user_id } : undefined,
        metrics: { likes: r.helpful_vote },
        rating: typeof r.rating === 'number' ? { value: r.rating, min: 1, max: 5 } : undefined,
        media: mediaList((r.images ?? []).map((i) => media('image', i.large_image_url ?? i.medium_image_url))),
        threadId: asin,
      },
    ]
  },
})
