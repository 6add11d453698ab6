/**
 * G2 API v2 survey response (JSON:API resource `type: "survey_responses"`: `attributes.star_rating`
 * 0.5-5, `title`, `comment_answers` love/hate/recommendations, `submitted_at`, `user_name`, `votes_up`).
 * https://data.g2.com/api/docs (Survey Responses)
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'

interface Resource {
  id?: string
  type?: string
  attributes?: {
    star_rating?: number
    title?: string
    submitted_at?: string
    published_at?: string
    user_name?: string
    user_image_url?: string
    product_name?: string
    votes_up?: number
    url?: string
    slug?: string
    comment_answers?: Record<string, { text?: string; value?: string }>
  }
}

const QUESTIONS: readonly [string, string][] = [
  ['love', 'What do you like best?'],
  ['hate', 'What do you dislike?'],
  ['recommendations', 'Recommendations to others'],
  ['benefits', 'Problems solved and benefits'],
]

export const g2 = defineAdapter<Resource, PostDraft[]>({
  key: 'g2',
  category: 'reviews',
  source: { object: 'Survey response (review)', apiVersion: 'v2', docs: 'https://data.g2.com/api/docs' },
  detect: { equals: { type: 'survey_responses' }, required: ['attributes'], bonus: ['attributes.star_rating'] },
  normalize(r, ctx) {
    const a = r.attributes ?? {}
    const answers = QUESTIONS.map(([key, label]) => {
      const answer = a.comment_answers?.[key]
      const text = answer?.value ?? answer?.text
      return text ? `${label}\n${text}` : undefined
    }).filter(Boolean)
    return [
      {
        id: r.id,
        type: 'review',
        title: a.title,
        text: answers.join('\n\n'),
        createdAtIso: ctx.date(a.submitted_at ?? a.published_at, undefined, 'submitted_at'),
        url: a.url,
        author: a.user_name ? { displayName: a.user_name, avatarUrl: a.user_image_url } : undefined,
        metrics: { likes: a.votes_up },
        rating: typeof a.star_rating === 'number' ? { value: a.star_rating, min: 0.5, max: 5 } : undefined,
      },
    ]
  },
})
