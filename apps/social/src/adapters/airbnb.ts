/**
 * Airbnb API (software-partner access) Review: `id`, `listing_id`, `reviewer_id`, `reviewer_role`
 * guest/host, `overall_rating` 1-5, `public_review`, `category_ratings`, `submitted_at`, `response`.
 * Airbnb's API is partner-only; https://www.airbnb.com/partner describes it (no public reference page).
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'

interface Review {
  id?: string | number
  listing_id?: string | number
  reviewer_id?: string | number
  reviewer_role?: string
  overall_rating?: number
  public_review?: string
  submitted_at?: string
  created_at?: string
  response?: string
  reviewer?: { first_name?: string; picture_url?: string }
}

export const airbnb = defineAdapter<Review, PostDraft[]>({
  key: 'airbnb',
  category: 'reviews',
  source: { object: 'Review', apiVersion: 'Partner API v2', docs: 'https://www.airbnb.com/partner' },
  detect: { required: ['public_review', 'reviewer_role'], bonus: ['overall_rating', 'listing_id'] },
  normalize(r, ctx) {
    const reviewer = ctx.text(r.reviewer_id)
    return [
      {
        id: ctx.text(r.id),
        type: 'review',
        text: r.public_review,
        createdAtIso: ctx.date(r.submitted_at ?? r.created_at, undefined, 'submitted_at'),
        url: r.listing_id === undefined ? undefined : `https://www.airbnb.com/rooms/${r.listing_id}`,
        author: reviewer
          ? {
              id: reviewer,
              displayName: r.reviewer?.first_name,
              avatarUrl: r.reviewer?.picture_url,
              profileUrl: `https://www.airbnb.com/users/show/${reviewer}`,
            }
          : undefined,
        rating: typeof r.overall_rating === 'number' ? { value: r.overall_rating, min: 1, max: 5 } : undefined,
        threadId: ctx.text(r.listing_id),
      },
    ]
  },
})
