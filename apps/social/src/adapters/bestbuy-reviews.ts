/**
 * Best Buy Reviews API review (`id`, `sku`, `reviewer[].name`, `rating` 0-5 with decimals, `title`,
 * `comment`, `submissionTime` without a zone), bare or in the paged response (`{from, to, total,
 * currentPage, totalPages, reviews[]}`); Best Buy's `{errorMessage, status}` body is a VENDOR_ERROR.
 * https://bestbuyapis.github.io/api-documentation/#reviews-api
 */
import { defineAdapter, type NormalizeContext } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { bestBuyError, vendorErrorDraft } from '../domain/vendor-errors.js'

interface Review {
  id?: number | string
  sku?: number | string
  reviewer?: { name?: string }[]
  rating?: number | string
  title?: string
  comment?: string
  submissionTime?: string
}

function review(r: Review, ctx: NormalizeContext): PostDraft {
  const rating = ctx.number(r.rating, 'rating')
  const name = r.reviewer?.find((x) => typeof x?.name === 'string')?.name
  return {
    id: ctx.text(r.id),
    type: 'review',
    title: r.title,
    text: r.comment,
    // Best Buy documents no zone for `submissionTime`: read as UTC with TIMEZONE_ASSUMED.
    createdAtIso: ctx.date(r.submissionTime, undefined, 'submissionTime'),
    author: name ? { displayName: name } : undefined,
    rating: rating === undefined ? undefined : { value: rating, min: 0, max: 5 },
    threadId: ctx.text(r.sku),
  }
}

export const bestbuyReviews = defineAdapter<Review & { reviews?: Review[] }, PostDraft[]>({
  key: 'bestbuy_reviews',
  aliases: ['bestbuy', 'best_buy'],
  category: 'reviews',
  source: {
    object: 'Review (+ paged reviews response)',
    apiVersion: 'v1',
    docs: 'https://bestbuyapis.github.io/api-documentation/#reviews-api',
  },
  detect: {
    required: [
      ['sku', 'reviews.0.sku'],
      ['submissionTime', 'reviews.0.submissionTime'],
      ['comment', 'reviews.0.comment'],
    ],
    bonus: [['reviewer.0.name', 'reviews.0.reviewer.0.name', 'totalPages']],
  },
  normalize(p, ctx) {
    const error = bestBuyError(p)
    if (error) return [vendorErrorDraft(error)]
    if (Array.isArray(p.reviews)) return ctx.list<Review, PostDraft>(p.reviews, (r) => review(r, ctx), 'reviews')
    return [review(p, ctx)]
  },
})
