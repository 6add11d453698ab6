/**
 * Booking.com Connectivity Reviews API review (`review_id`, `reservation_id`, `created_timestamp`,
 * `scoring.review_score` 1-10 and sub-scores, `content.headline` / `positive` / `negative` /
 * `language_code`, `reviewer`, `reply`), bare or in the documented `{data: {reviews: [...]}}` response.
 * https://developers.booking.com/connectivity/docs/review-api/retrieve-reviews
 */
import { defineAdapter, type NormalizeContext } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'

interface Review {
  review_id?: string
  reservation_id?: number
  created_timestamp?: string
  url?: string
  scoring?: { review_score?: number }
  content?: { headline?: string; positive?: string; negative?: string; language_code?: string }
  reviewer?: { name?: string; country_code?: string; is_genius?: boolean }
}

function review(r: Review, ctx: NormalizeContext): PostDraft {
  const c = r.content
  const parts = [c?.positive && `Liked: ${c.positive}`, c?.negative && `Disliked: ${c.negative}`].filter(Boolean)
  return {
    id: r.review_id,
    type: 'review',
    title: c?.headline,
    text: parts.join('\n\n'),
    language: c?.language_code,
    createdAtIso: ctx.date(r.created_timestamp, undefined, 'created_timestamp'),
    url: r.url,
    author: r.reviewer?.name ? { displayName: r.reviewer.name } : undefined,
    rating:
      typeof r.scoring?.review_score === 'number' ? { value: r.scoring.review_score, min: 1, max: 10 } : undefined,
    threadId: ctx.text(r.reservation_id),
  }
}

export const booking = defineAdapter<Review & { data?: { reviews?: Review[] } }, PostDraft[]>({
  key: 'booking',
  aliases: ['booking_com'],
  category: 'reviews',
  source: {
    object: 'Review',
    apiVersion: 'Reviews API (Connectivity)',
    docs: 'https://developers.booking.com/connectivity/docs/review-api/retrieve-reviews',
  },
  detect: {
    required: [
      ['scoring.review_score', 'data.reviews.0.scoring'],
      ['review_id', 'reservation_id', 'data.reviews.0.review_id'],
    ],
    bonus: [['content', 'data.reviews.0.content']],
  },
  normalize(p, ctx) {
    const reviews = Array.isArray(p.data?.reviews) ? p.data.reviews : [p]
    return ctx.list<Review, PostDraft>(reviews, (r) => review(r, ctx), 'data.reviews')
  },
})
