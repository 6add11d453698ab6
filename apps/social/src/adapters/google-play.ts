/**
 * Google Play Developer API Review (`reviewId`, `authorName`, `comments[].userComment` with `text`,
 * `originalText` when translated, `starRating` 1-5, `lastModified` {seconds, nanos}, `reviewerLanguage`,
 * `thumbsUpCount`; `developerComment`), bare (`reviews.get`) or in the `reviews.list` response
 * (`{reviews[], tokenPagination}`); Google's `{error}` body is a VENDOR_ERROR.
 * https://developers.google.com/android-publisher/api-ref/rest/v3/reviews,
 * https://developers.google.com/android-publisher/reply-to-reviews
 */
import { defineAdapter, type NormalizeContext } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { googleApiError, vendorErrorDraft } from '../domain/vendor-errors.js'

interface Stamp {
  seconds?: string | number
  nanos?: number
}
interface Review {
  reviewId?: string
  authorName?: string
  comments?: {
    userComment?: {
      text?: string
      originalText?: string
      lastModified?: Stamp
      starRating?: number
      reviewerLanguage?: string
      thumbsUpCount?: number
      appVersionName?: string
    }
    developerComment?: { text?: string }
  }[]
}

function review(r: Review, ctx: NormalizeContext): PostDraft {
  const c = r.comments?.find((x) => x.userComment)?.userComment
  const seconds = ctx.number(c?.lastModified?.seconds, 'lastModified.seconds')
  return {
    id: r.reviewId,
    type: 'review',
    // With `translationLanguage`, `text` is Google's translation and `originalText` what the user wrote.
    text: c?.originalText ?? c?.text,
    language: c?.reviewerLanguage?.replace('_', '-'),
    createdAtIso: ctx.date(seconds, 'epoch_s', 'lastModified'),
    author: r.authorName ? { displayName: r.authorName } : undefined,
    metrics: { likes: c?.thumbsUpCount },
    rating: typeof c?.starRating === 'number' ? { value: c.starRating, min: 1, max: 5 } : undefined,
  }
}

export const googlePlay = defineAdapter<Review & { reviews?: Review[] }, PostDraft[]>({
  key: 'google_play',
  aliases: ['play_store', 'android'],
  category: 'reviews',
  source: {
    object: 'Review (+ reviews.list response)',
    apiVersion: 'Android Publisher v3',
    docs: 'https://developers.google.com/android-publisher/api-ref/rest/v3/reviews',
  },
  detect: {
    required: [
      ['reviewId', 'reviews.0.reviewId'],
      ['comments.0.userComment', 'reviews.0.comments.0.userComment'],
    ],
    bonus: [['authorName', 'reviews.0.authorName', 'tokenPagination']],
  },
  normalize(p, ctx) {
    const error = googleApiError(p)
    if (error) return [vendorErrorDraft(error)]
    if (Array.isArray(p.reviews)) return ctx.list<Review, PostDraft>(p.reviews, (r) => review(r, ctx), 'reviews')
    return [review(p, ctx)]
  },
})
