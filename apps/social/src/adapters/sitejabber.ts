/**
 * Sitejabber API Review object (`reviewNo`, `rating` as an array of Rating objects, `title`,
 * `content`, `tip`, `created` / `createdRFC` RFC 3339, `published`, `images` of ReviewImage).
 * https://apidocs.sitejabber.com (Schema Definition: Review Object). The reference as read here did
 * not show the Rating and User object members: a Rating is read as `{type, rating}` or `{type, value}`
 * (the `overall` one, else the first), the author from `author`/`user` (`displayName`, `name`, `id`,
 * `urlProfilePage`).
 */
import { defineAdapter, pickString } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { media, mediaList } from './media.js'

interface Rating {
  type?: string
  rating?: number
  value?: number
}
interface Review {
  reviewNo?: number
  rating?: Rating[] | number
  title?: string
  content?: string
  tip?: string
  created?: string
  createdRFC?: string
  published?: string
  urlReview?: string
  author?: Record<string, unknown>
  user?: Record<string, unknown>
  images?: { caption?: string; original?: string; normal?: string }[]
  helpful?: number
}

function overall(rating: Review['rating']): number | undefined {
  if (typeof rating === 'number') return rating
  if (!Array.isArray(rating)) return undefined
  const chosen = rating.find((r) => r?.type === 'overall') ?? rating[0]
  const value = chosen?.rating ?? chosen?.value
  return typeof value === 'number' ? value : undefined
}

export const sitejabber = defineAdapter<Review, PostDraft[]>({
  key: 'sitejabber',
  category: 'reviews',
  source: { object: 'Review', apiVersion: 'API v1', docs: 'https://apidocs.sitejabber.com' },
  detect: { required: ['reviewNo', 'rating', ['content', 'title']], bonus: [['createdRFC', 'created']] },
  normalize(r, ctx) {
    const who = r.author ?? r.user
    const stars = overall(r.rating)
    return [
      {
        id: ctx.text(r.reviewNo),
        type: 'review',
        title: r.title,
        text: [r.content, r.tip && `Tip: ${r.tip}`].filter(Boolean).join('\n\n'),
        createdAtIso: ctx.date(r.createdRFC ?? r.created, undefined, 'createdRFC'),
        url: r.urlReview,
        author: who && {
          id: pickString(who, ['id', 'userNo']),
          displayName: pickString(who, ['displayName', 'name']),
          profileUrl: pickString(who, ['urlProfilePage', 'profileUrl']),
          avatarUrl: pickString(who, ['urlAvatar', 'avatar']),
        },
        metrics: { likes: r.helpful },
        rating: stars === undefined ? undefined : { value: stars, min: 1, max: 5 },
        media: mediaList((r.images ?? []).map((i) => media('image', i.original ?? i.normal))),
      },
    ]
  },
})
