/**
 * Trustpilot Business Units API Review (`id`, `stars` 1-5, `title`, `text`, `language`, `createdAt`,
 * `consumer`, `companyReply`, `numberOfLikes`). https://developers.trustpilot.com/business-units-api#get-a-business-unit's-reviews
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'

interface Review {
  id?: string
  stars?: number
  title?: string
  text?: string
  language?: string
  createdAt?: string
  numberOfLikes?: number
  consumer?: { id?: string; displayName?: string; numberOfReviews?: number }
  businessUnit?: { id?: string }
  links?: { rel?: string; href?: string }[]
}

export const trustpilot = defineAdapter<Review, PostDraft[]>({
  key: 'trustpilot',
  category: 'reviews',
  source: { object: 'Review', apiVersion: 'v1', docs: 'https://developers.trustpilot.com/business-units-api' },
  detect: { required: ['stars', 'consumer.displayName'], bonus: ['businessUnit', 'createdAt'] },
  normalize(r, ctx) {
    return [
      {
        id: r.id,
        type: 'review',
        title: r.title,
        text: r.text,
        language: r.language,
        createdAtIso: ctx.date(r.createdAt, undefined, 'createdAt'),
        url: r.id ? `https://www.trustpilot.com/reviews/${r.id}` : undefined,
        author: r.consumer && {
          id: r.consumer.id,
          displayName: r.consumer.displayName,
          profileUrl: r.consumer.id && `https://www.trustpilot.com/users/${r.consumer.id}`,
        },
        metrics: { likes: r.numberOfLikes },
        rating: typeof r.stars === 'number' ? { value: r.stars, min: 1, max: 5 } : undefined,
        threadId: r.businessUnit?.id,
      },
    ]
  },
})
