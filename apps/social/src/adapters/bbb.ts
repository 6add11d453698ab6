/**
 * BBB (Better Business Bureau) customer review. BBB's developer API (https://developer.bbb.org)
 * covers business profiles only; this follows the review objects bbb.org serves on a business's
 * customer-reviews page: `id`, `reviewStarRating` 1-5, `text`, `displayName`, `date`, `businessResponse`.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'

interface Review {
  id?: string | number
  reviewStarRating?: number
  text?: string
  displayName?: string
  date?: string
  businessId?: string
  url?: string
  hasExtendedText?: boolean
}

export const bbb = defineAdapter<Review, PostDraft[]>({
  key: 'bbb',
  aliases: ['better_business_bureau'],
  category: 'reviews',
  source: { object: 'Customer review (bbb.org)', apiVersion: 'unversioned', docs: 'https://developer.bbb.org' },
  detect: { required: ['reviewStarRating'], bonus: ['displayName', 'text'] },
  normalize(r, ctx) {
    return [
      {
        id: ctx.text(r.id),
        type: 'review',
        text: r.text,
        createdAtIso: ctx.date(r.date, 'mdy', 'date'),
        url: r.url,
        author: r.displayName ? { displayName: r.displayName } : undefined,
        rating: typeof r.reviewStarRating === 'number' ? { value: r.reviewStarRating, min: 1, max: 5 } : undefined,
        threadId: r.businessId,
      },
    ]
  },
})
