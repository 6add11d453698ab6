/**
 * Etsy Open API v3 ListingReview / TransactionReview (`shop_id`, `listing_id`, `transaction_id`,
 * `buyer_user_id`, `rating` 1-5, `review`, `language`, `image_url_fullxfull`, `created_timestamp`).
 * https://developers.etsy.com/documentation/reference#operation/getReviewsByShop
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { media, mediaList } from './media.js'

interface Review {
  shop_id?: number
  listing_id?: number
  transaction_id?: number
  buyer_user_id?: number | null
  rating?: number
  review?: string
  language?: string
  image_url_fullxfull?: string | null
  create_timestamp?: number
  created_timestamp?: number
}

export const etsyReviews = defineAdapter<Review & { results?: Review[] }, PostDraft[]>({
  key: 'etsy_reviews',
  aliases: ['etsy'],
  category: 'reviews',
  source: {
    object: 'ListingReview',
    apiVersion: 'Open API v3',
    docs: 'https://developers.etsy.com/documentation/reference#operation/getReviewsByShop',
  },
  detect: {
    required: [
      ['shop_id', 'results.0.shop_id'],
      ['rating', 'results.0.rating'],
      ['transaction_id', 'results.0.transaction_id'],
    ],
    bonus: [['buyer_user_id', 'count']],
  },
  normalize(p, ctx) {
    return ctx.list<Review, PostDraft>(
      Array.isArray(p.results) ? p.results : [p],
      (r) => {
        const buyer = ctx.text(r.buyer_user_id)
        return {
          id: ctx.text(r.transaction_id),
          type: 'review',
          text: r.review,
          language: r.language,
          createdAtIso: ctx.date(r.created_timestamp ?? r.create_timestamp, 'epoch_s', 'created_timestamp'),
          url: r.listing_id === undefined ? undefined : `https://www.etsy.com/listing/${r.listing_id}`,
          author: buyer ? { id: buyer, profileUrl: `https://www.etsy.com/people/${buyer}` } : undefined,
          rating: typeof r.rating === 'number' ? { value: r.rating, min: 1, max: 5 } : undefined,
          media: mediaList([media('image', r.image_url_fullxfull)]),
          threadId: ctx.text(r.listing_id),
        }
      },
      'results',
    )
  },
})
