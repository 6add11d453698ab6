/**
 * Capterra (Gartner Digital Markets) review as syndicated to vendors: `reviewId`, `overallRating`
 * 1-5, `title`, `generalComments`, `pros`, `cons`, `writtenOn`, `reviewer` (name, job title,
 * industry), sub-ratings and `recommendationRating` 0-10. Gartner publishes no open API reference;
 * https://www.capterra.com/vendors/ describes the vendor review syndication this shape comes from.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'

interface Review {
  reviewId?: string | number
  overallRating?: number
  title?: string
  generalComments?: string
  pros?: string
  cons?: string
  writtenOn?: string
  reviewUrl?: string
  reviewer?: {
    fullName?: string
    jobTitle?: string
    industry?: string
    companySize?: string
    profilePictureUrl?: string
  }
}

export const capterra = defineAdapter<Review, PostDraft[]>({
  key: 'capterra',
  category: 'reviews',
  source: {
    object: 'Review (vendor syndication)',
    apiVersion: 'unversioned',
    docs: 'https://www.capterra.com/vendors/',
  },
  detect: { required: ['overallRating', ['pros', 'cons', 'generalComments']], bonus: ['writtenOn', 'reviewer'] },
  normalize(r, ctx) {
    const parts = [r.generalComments, r.pros && `Pros: ${r.pros}`, r.cons && `Cons: ${r.cons}`].filter(Boolean)
    return [
      {
        id: ctx.text(r.reviewId),
        type: 'review',
        title: r.title,
        text: parts.join('\n\n'),
        createdAtIso: ctx.date(r.writtenOn, undefined, 'writtenOn'),
        url: r.reviewUrl,
        author: r.reviewer?.fullName
          ? { displayName: r.reviewer.fullName, avatarUrl: r.reviewer.profilePictureUrl }
          : undefined,
        rating: typeof r.overallRating === 'number' ? { value: r.overallRating, min: 1, max: 5 } : undefined,
      },
    ]
  },
})
