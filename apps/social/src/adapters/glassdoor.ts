/**
 * Glassdoor employer review (the `employerReviews` objects of Glassdoor's partner API, v1 as
 * published before the public API closed in 2021): `reviewId`, `reviewDateTime`, `ratingOverall` 1-5,
 * `summary`, `pros`, `cons`, `advice`, `jobTitle`, `location`, `employmentStatus`, `countHelpful`.
 * https://www.glassdoor.com/developer/index.htm
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'

interface Review {
  reviewId?: number
  reviewDateTime?: string
  ratingOverall?: number
  summary?: string
  pros?: string
  cons?: string
  advice?: string
  jobTitle?: { text?: string } | string
  location?: { name?: string } | string
  employmentStatus?: string
  countHelpful?: number
  reviewUrl?: string
  employerId?: number
  languageId?: string
}

export const glassdoor = defineAdapter<Review, PostDraft[]>({
  key: 'glassdoor',
  category: 'reviews',
  source: {
    object: 'Employer review',
    apiVersion: 'Partner API v1',
    docs: 'https://www.glassdoor.com/developer/index.htm',
  },
  detect: { required: ['ratingOverall', ['pros', 'cons', 'summary']], bonus: ['reviewDateTime', 'employmentStatus'] },
  normalize(r, ctx) {
    const parts = [
      r.pros && `Pros: ${r.pros}`,
      r.cons && `Cons: ${r.cons}`,
      r.advice && `Advice to management: ${r.advice}`,
    ].filter(Boolean)
    return [
      {
        // Glassdoor reviews are anonymous: no author.
        id: ctx.text(r.reviewId),
        type: 'review',
        title: r.summary,
        text: parts.join('\n\n'),
        language: r.languageId,
        createdAtIso: ctx.date(r.reviewDateTime, undefined, 'reviewDateTime'),
        url: r.reviewUrl,
        metrics: { likes: r.countHelpful },
        rating: typeof r.ratingOverall === 'number' ? { value: r.ratingOverall, min: 1, max: 5 } : undefined,
        threadId: ctx.text(r.employerId),
      },
    ]
  },
})
