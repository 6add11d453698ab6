/**
 * Tripadvisor Content API Review (`location_id`, `published_date`, `rating` 1-5 bubbles,
 * `rating_image_url`, `helpful_votes`, `title`, `text`, `lang`, `user`), bare or in `{data: [...]}`.
 * https://tripadvisor-content-api.readme.io/reference/getlocationreviews
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'

interface Review {
  id?: number
  lang?: string
  location_id?: number
  published_date?: string
  rating?: number
  helpful_votes?: number
  url?: string
  title?: string
  text?: string
  user?: { username?: string; avatar?: { large?: string; small?: string } }
}

export const tripadvisor = defineAdapter<Review & { data?: Review[] }, PostDraft[]>({
  key: 'tripadvisor',
  category: 'reviews',
  source: {
    object: 'Review',
    apiVersion: 'Content API v1',
    docs: 'https://tripadvisor-content-api.readme.io/reference/getlocationreviews',
  },
  detect: {
    required: [
      ['location_id', 'data.0.location_id'],
      ['rating_image_url', 'data.0.rating_image_url', 'published_date'],
    ],
    bonus: ['helpful_votes'],
  },
  normalize(p, ctx) {
    return ctx.list<Review, PostDraft>(
      Array.isArray(p.data) ? p.data : [p],
      (r) => ({
        id: ctx.text(r.id),
        type: 'review',
        title: r.title,
        text: r.text,
        language: r.lang,
        createdAtIso: ctx.date(r.published_date, undefined, 'published_date'),
        url: r.url,
        author: r.user?.username
          ? {
              handle: r.user.username,
              avatarUrl: r.user.avatar?.large ?? r.user.avatar?.small,
              profileUrl: `https://www.tripadvisor.com/Profile/${r.user.username}`,
            }
          : undefined,
        metrics: { likes: r.helpful_votes },
        rating: typeof r.rating === 'number' ? { value: r.rating, min: 1, max: 5 } : undefined,
        threadId: ctx.text(r.location_id),
      }),
      'data',
    )
  },
})
