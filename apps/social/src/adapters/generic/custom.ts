/**
 * `custom`: any post-shaped object (a CMS export, a scraper's output): the usual names for text
 * (`text`, `content`, `body`, `message`, `html`), author (`author`, `user`, `username`), time
 * (`created_at`, `createdAt`, `date`, `timestamp`) and rating (`rating` with `ratingScale`/`max`, or
 * `stars`). Tried only when no platform matches, with a lower base confidence.
 */
import { defineAdapter, pick, pickString } from '@svc/normalize-kit'
import type { PostDraft, RatingDraft } from '../../canonical/post.js'

type Loose = Record<string, unknown>

function rating(p: Loose): RatingDraft | undefined {
  const value = pick(p, ['rating', 'stars', 'score_rating'])
  if (typeof value === 'boolean') return { thumbsUp: value }
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined
  const max = pick(p, ['ratingScale', 'rating_scale', 'ratingMax', 'rating_max', 'max_rating', 'bestRating'])
  return { value, min: 0, max: typeof max === 'number' && max > 0 ? max : value > 5 ? 10 : 5 }
}

export const custom = defineAdapter<Loose, PostDraft[]>({
  key: 'custom',
  category: 'any',
  kind: 'generic',
  confidence: 0.6,
  source: { object: 'Any post-shaped object', apiVersion: 'n/a', docs: 'https://schema.org/SocialMediaPosting' },
  detect: {
    required: [['text', 'content', 'body', 'message', 'html', 'review', 'description']],
    bonus: [
      ['author', 'user', 'username'],
      ['created_at', 'createdAt', 'date', 'timestamp', 'published_at'],
    ],
    ceiling: 0.7,
  },
  normalize(p, ctx) {
    const body = pick(p, ['text', 'content', 'body', 'message', 'review', 'description'])
    const author = pick(p, ['author', 'user', 'username', 'author_name'])
    const a = author && typeof author === 'object' ? (author as Loose) : undefined
    const handle = a
      ? pickString(a, ['username', 'handle', 'screen_name', 'login'])
      : typeof author === 'string'
        ? author
        : undefined
    const r = rating(p)
    const kind = pickString(p, ['type', 'kind'])
    return [
      {
        id: pickString(p, ['id', 'uuid', 'guid', 'post_id', 'review_id']),
        type: r ? 'review' : kind === 'comment' || kind === 'reply' ? kind : 'post',
        title: pickString(p, ['title', 'headline']),
        text: typeof body === 'string' ? body : undefined,
        html: pickString(p, ['html', 'body_html', 'content_html']),
        language: pickString(p, ['language', 'lang', 'locale']),
        createdAtIso: ctx.date(
          pick(p, ['created_at', 'createdAt', 'date', 'timestamp', 'published_at', 'publishedAt', 'time']),
          undefined,
          'created_at',
        ),
        url: pickString(p, ['url', 'link', 'permalink']),
        author:
          handle || a
            ? {
                id: a ? pickString(a, ['id', 'uid', 'user_id']) : undefined,
                handle,
                displayName: a ? pickString(a, ['name', 'display_name', 'displayName']) : undefined,
                profileUrl: a ? pickString(a, ['url', 'profile_url']) : undefined,
              }
            : undefined,
        metrics: {
          likes: ctx.number(pick(p, ['likes', 'like_count', 'likes_count', 'favorites']), 'likes'),
          replies: ctx.number(pick(p, ['replies', 'comments', 'comment_count', 'reply_count']), 'replies'),
          shares: ctx.number(pick(p, ['shares', 'share_count', 'reposts']), 'shares'),
          views: ctx.number(pick(p, ['views', 'view_count']), 'views'),
        },
        rating: r,
        parentId: pickString(p, ['parent_id', 'parentId', 'in_reply_to']),
        threadId: pickString(p, ['thread_id', 'threadId', 'conversation_id']),
      },
    ]
  },
})
