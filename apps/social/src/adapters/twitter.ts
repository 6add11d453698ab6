/**
 * X (Twitter) API v2 Tweet object with `expansions=author_id,attachments.media_keys` (the response's
 * `data` + `includes.users` / `includes.media`), a lone Tweet object too. Each `errors[]` entry (a tweet
 * that could not be found, beside `data` or alone) is a VENDOR_ERROR with the problem's title and detail, and
 * so is a request-level problem object (`{title, detail, type}`).
 * https://docs.x.com/x-api/fundamentals/data-dictionary (Tweet, User, Media objects).
 */
import { defineAdapter, type NormalizeContext } from '@svc/normalize-kit'
import type { AuthorDraft, PostDraft } from '../canonical/post.js'
import { twitterErrors } from '../domain/vendor-errors.js'
import { media, mediaList } from './media.js'

interface User {
  id: string
  name?: string
  username?: string
  verified?: boolean
  profile_image_url?: string
  public_metrics?: { followers_count?: number }
}
interface MediaObject {
  media_key: string
  type?: string
  url?: string
  preview_image_url?: string
  width?: number
  height?: number
  duration_ms?: number
}
interface Tweet {
  id: string
  text?: string
  note_tweet?: { text?: string }
  author_id?: string
  created_at?: string
  lang?: string
  conversation_id?: string
  in_reply_to_user_id?: string
  referenced_tweets?: { type: string; id: string }[]
  attachments?: { media_keys?: string[] }
  public_metrics?: {
    like_count?: number
    reply_count?: number
    retweet_count?: number
    quote_count?: number
    impression_count?: number
  }
  entities?: { hashtags?: { tag?: string }[]; mentions?: { username?: string }[]; urls?: { expanded_url?: string }[] }
}
interface Response {
  data?: Tweet | Tweet[]
  includes?: { users?: User[]; media?: MediaObject[] }
}

const MEDIA_TYPE = { photo: 'image', video: 'video', animated_gif: 'gif' } as const

function author(user: User | undefined, id: string | undefined): AuthorDraft | undefined {
  if (!user) return id ? { id } : undefined
  return {
    id: user.id,
    handle: user.username,
    displayName: user.name,
    verified: user.verified,
    avatarUrl: user.profile_image_url,
    followers: user.public_metrics?.followers_count,
    profileUrl: user.username ? `https://x.com/${user.username}` : undefined,
  }
}

function tweet(t: Tweet, users: Map<string, User>, medias: Map<string, MediaObject>, ctx: NormalizeContext): PostDraft {
  const repliedTo = t.referenced_tweets?.find((r) => r.type === 'replied_to')?.id
  const user = t.author_id ? users.get(t.author_id) : undefined
  return {
    id: t.id,
    type: repliedTo ? 'reply' : 'post',
    text: t.note_tweet?.text ?? t.text,
    language: t.lang === 'und' ? undefined : t.lang,
    createdAtIso: ctx.date(t.created_at, undefined, 'created_at'),
    url: user?.username ? `https://x.com/${user.username}/status/${t.id}` : `https://x.com/i/web/status/${t.id}`,
    author: author(user, t.author_id),
    metrics: {
      likes: t.public_metrics?.like_count,
      replies: t.public_metrics?.reply_count,
      shares: t.public_metrics && (t.public_metrics.retweet_count ?? 0) + (t.public_metrics.quote_count ?? 0),
      views: t.public_metrics?.impression_count,
    },
    media: mediaList(
      (t.attachments?.media_keys ?? []).map((key) => {
        const m = medias.get(key)
        if (!m) return undefined
        const type = MEDIA_TYPE[m.type as keyof typeof MEDIA_TYPE] ?? 'image'
        return media(type, m.url ?? m.preview_image_url, {
          width: m.width,
          height: m.height,
          durationSec: m.duration_ms === undefined ? undefined : m.duration_ms / 1000,
        })
      }),
    ),
    entitiesMarked: t.entities !== undefined,
    hashtags: t.entities?.hashtags?.map((h) => h.tag),
    mentions: t.entities?.mentions?.map((m) => m.username),
    links: t.entities?.urls?.map((u) => u.expanded_url),
    parentId: repliedTo,
    threadId: t.conversation_id && t.conversation_id !== t.id ? t.conversation_id : undefined,
  }
}

export const twitter = defineAdapter<Response & Tweet, PostDraft[]>({
  key: 'twitter',
  aliases: ['x', 'twitter_v2'],
  category: 'social',
  source: {
    object: 'Tweet (+ includes.users, includes.media)',
    apiVersion: 'v2',
    docs: 'https://docs.x.com/x-api/fundamentals/data-dictionary',
  },
  detect: {
    required: [
      [
        'data.author_id',
        'data.0.author_id',
        'author_id',
        'data.edit_history_tweet_ids',
        'edit_history_tweet_ids',
        'errors.0.resource_type',
        'detail',
      ],
      ['data.text', 'data.0.text', 'text', 'errors.0.detail', 'title'],
    ],
    absent: ['user', 'id_str'],
    bonus: [['includes.users', 'public_metrics', 'data.public_metrics', 'data.0.public_metrics']],
  },
  normalize(p, ctx) {
    const users = new Map((p.includes?.users ?? []).map((u) => [u.id, u]))
    const medias = new Map((p.includes?.media ?? []).map((m) => [m.media_key, m]))
    const errors = twitterErrors(p)
    // An errors-only response (every id missing) holds no tweet: only the vendor's errors are read.
    if (p.data === undefined && errors.length > 0) return errors
    const tweets = p.data === undefined ? [p as Tweet] : Array.isArray(p.data) ? p.data : [p.data]
    return [...ctx.list<Tweet, PostDraft>(tweets, (t) => tweet(t, users, medias, ctx), 'data'), ...errors]
  },
})
