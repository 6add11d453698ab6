/**
 * Google Play Developer API Review (`reviewId`, `authorName`, `comments[].userComment` with `text`,
 * `starRating` 1-5, `lastModified` {seconds, nanos}, `reviewerLanguage`, `thumbsUpCount`;
 * `developerComment`). https://developers.google.com/android-publisher/api-ref/rest/v3/reviews
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'

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
      lastModified?: Stamp
      starRating?: number
      reviewerLanguage?: string
      thumbsUpCount?: number
      appVersionName?: string
    }
    developerComment?: { text?: string }
  }[]
}

export const googlePlay = defineAdapter<Review, PostDraft[]>({
  key: 'google_play',
  aliases: ['play_store', 'android'],
  category: 'reviews',
  source: {
    object: 'Review',
    apiVersion: 'Android Publisher v3',
    docs: 'https://developers.google.com/android-publisher/api-ref/rest/v3/reviews',
  },
  detect: { required: ['reviewId', 'comments.0.userComment'], bonus: ['authorName'] },
  normalize(r, ctx) {
    const c = r.comments?.find((x) => x.userComment)?.userComment
    const seconds = ctx.number(c?.lastModified?.seconds, 'lastModified.seconds')
    return [
      {
        id: r.reviewId,
        type: 'review',
        text: c?.text,
        language: c?.reviewerLanguage?.replace('_', '-'),
        createdAtIso: ctx.date(seconds, 'epoch_s', 'lastModified'),
        author: r.authorName ? { displayName: r.authorName } : undefined,
        metrics: { likes: c?.thumbsUpCount },
        rating: typeof c?.starRating === 'number' ? { value: c.starRating, min: 1, max: 5 } : undefined,
      },
    ]
  },
})
