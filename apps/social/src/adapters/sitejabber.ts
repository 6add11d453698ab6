/**
 * Sitejabber Business API review (`id`, `rating` 1-5, `title`, `content`, `date_created`, `reviewer`
 * with `display_name` / `profile_url`, `helpful_count`, `verified`, `url`).
 * https://www.sitejabber.com/business/api (partner documentation; field names as the API returns them).
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'

interface Review {
  id?: string | number
  rating?: number
  title?: string
  content?: string
  date_created?: string
  url?: string
  helpful_count?: number
  verified?: boolean
  reviewer?: { id?: string | number; display_name?: string; profile_url?: string; avatar_url?: string }
}

export const sitejabber = defineAdapter<Review, PostDraft[]>({
  key: 'sitejabber',
  category: 'reviews',
  source: { object: 'Review', apiVersion: 'Business API v1', docs: 'https://www.sitejabber.com/business/api' },
  detect: { required: ['reviewer.display_name', 'helpful_count', 'rating'], bonus: ['date_created'] },
  normalize(r, ctx) {
    const who = r.reviewer
    return [
      {
        id: ctx.text(r.id),
        type: 'review',
        title: r.title,
        text: r.content,
        createdAtIso: ctx.date(r.date_created, undefined, 'date_created'),
        url: r.url,
        author: who && {
          id: ctx.text(who.id),
          displayName: who.display_name,
          profileUrl: who.profile_url,
          avatarUrl: who.avatar_url,
          verified: r.verified,
        },
        metrics: { likes: r.helpful_count },
        rating: typeof r.rating === 'number' ? { value: r.rating, min: 1, max: 5 } : undefined,
      },
    ]
  },
})
