/**
 * Steam store `appreviews` review (`recommendationid`, `author.steamid`, `language`, `review`,
 * `timestamp_created`, `voted_up` thumbs, `votes_up`, `comment_count`), bare or in the
 * `{success, query_summary, reviews}` response. https://partner.steamgames.com/doc/store/getreviews
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'

interface Review {
  recommendationid?: string
  language?: string
  review?: string
  timestamp_created?: number
  voted_up?: boolean
  votes_up?: number
  votes_funny?: number
  comment_count?: number
  author?: { steamid?: string; num_reviews?: number; playtime_forever?: number }
}

/** Steam's `language` is an English name; the common ones to BCP 47. */
const LANGUAGES: Readonly<Record<string, string>> = {
  english: 'en',
  german: 'de',
  french: 'fr',
  spanish: 'es',
  latam: 'es-419',
  italian: 'it',
  russian: 'ru',
  japanese: 'ja',
  koreana: 'ko',
  schinese: 'zh-Hans',
  tchinese: 'zh-Hant',
  brazilian: 'pt-BR',
  portuguese: 'pt',
  polish: 'pl',
  turkish: 'tr',
  arabic: 'ar',
  thai: 'th',
  ukrainian: 'uk',
}

export const steam = defineAdapter<Review & { reviews?: Review[] }, PostDraft[]>({
  key: 'steam',
  category: 'reviews',
  source: {
    object: 'App review',
    apiVersion: 'appreviews (store)',
    docs: 'https://partner.steamgames.com/doc/store/getreviews',
  },
  detect: {
    required: [
      ['recommendationid', 'reviews.0.recommendationid'],
      ['voted_up', 'reviews.0.voted_up'],
    ],
    bonus: [['query_summary', 'author.steamid']],
  },
  normalize(p, ctx) {
    return ctx.list<Review, PostDraft>(
      Array.isArray(p.reviews) ? p.reviews : [p],
      (r) => ({
        id: r.recommendationid,
        type: 'review',
        text: r.review,
        language: r.language ? LANGUAGES[r.language] : undefined,
        createdAtIso: ctx.date(r.timestamp_created, 'epoch_s', 'timestamp_created'),
        url:
          r.author?.steamid && r.recommendationid
            ? `https://steamcommunity.com/profiles/${r.author.steamid}/recommended/`
            : undefined,
        author: r.author?.steamid
          ? { id: r.author.steamid, profileUrl: `https://steamcommunity.com/profiles/${r.author.steamid}` }
          : undefined,
        metrics: { likes: r.votes_up, replies: r.comment_count },
        rating: typeof r.voted_up === 'boolean' ? { thumbsUp: r.voted_up } : undefined,
      }),
      'reviews',
    )
  },
})
