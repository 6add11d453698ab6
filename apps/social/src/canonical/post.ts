/**
 * The canonical post (README.md) and the draft an adapter returns. Adapters fill `PostDraft` from
 * their platform's object; `domain/finish-post.ts` cleans the text, extracts entities, scales the
 * rating to 0-5 and replaces the inline author with a reference into `authors`.
 */
export type PostType = 'post' | 'comment' | 'reply' | 'review' | 'video' | 'story'
export type MediaType = 'image' | 'video' | 'gif' | 'audio' | 'link'

export interface Media {
  type: MediaType
  url: string
  width?: number
  height?: number
  durationSec?: number
}

export interface AuthorDraft {
  id?: string | undefined
  handle?: string | undefined
  displayName?: string | undefined
  profileUrl?: string | undefined
  avatarUrl?: string | undefined
  verified?: boolean | undefined
  followers?: number | undefined
}

/** A platform rating as sent: a number on a scale, or a thumbs up/down. */
export type RatingDraft = { value: number; min: number; max: number } | { thumbsUp: boolean }

export interface MetricsDraft {
  likes?: number | undefined
  replies?: number | undefined
  shares?: number | undefined
  views?: number | undefined
  score?: number | undefined
}

export interface PostDraft {
  id: string | undefined
  type: PostType
  /** Plain text as the platform sends it (entities are decoded, any tags stripped later). */
  text?: string | undefined
  /** The platform's HTML rendering, when it sends one; `text` is derived from it when absent. */
  html?: string | undefined
  title?: string | undefined
  language?: string | undefined
  createdAtIso?: string | undefined
  url?: string | undefined
  author?: AuthorDraft | undefined
  metrics?: MetricsDraft
  rating?: RatingDraft | undefined
  media?: Media[]
  /** Entities the platform marks itself (Twitter entities, Mastodon tags); merged with those found in the text. */
  mentions?: (string | undefined)[]
  hashtags?: (string | undefined)[]
  links?: (string | undefined)[]
  /** The platform marks every entity in the text itself (Twitter entities, Mastodon tags, Telegram entities): nothing is extracted. */
  entitiesMarked?: boolean
  parentId?: string | undefined
  threadId?: string | undefined
  /**
   * The vendor reported an error in place of this post (Twitter `errors[]`, Google `{error}`, Yelp
   * `{error}`, Places `status`): the item becomes a VENDOR_ERROR item error with the vendor's code and
   * message, never a post of nulls.
   */
  vendorError?: VendorErrorDraft
}

export interface VendorErrorDraft {
  /** The vendor's own code (`NOT_FOUND`, `BUSINESS_NOT_FOUND`, a problem-type URI). */
  code: string
  message: string
  /** The id of the missing resource, when the vendor names it (Twitter `resource_id` / `value`). */
  resourceId?: string | undefined
}

export interface Rating {
  /** On 0-5. */
  value: number
  original: number | boolean
  scale: { kind: 'stars' | 'points' | 'thumbs'; min: number; max: number }
}

export interface Author {
  /** `<platform>:<platform's id or handle>`: what `post.author` refers to. */
  id: string
  platform: string
  nativeId: string | null
  handle: string | null
  displayName: string | null
  profileUrl: string | null
  avatarUrl: string | null
  verified: boolean | null
  followers: number | null
}

export interface Post {
  id: string
  platform: string
  type: PostType
  content: { text: string; html?: string; language?: string; title?: string }
  createdAtIso: string | null
  url: string | null
  author: string | null
  metrics: {
    likes: number | null
    replies: number | null
    shares: number | null
    views: number | null
    score: number | null
    rating: Rating | null
  }
  media: Media[]
  mentions: string[]
  hashtags: string[]
  links: string[]
  parentId: string | null
  threadId: string | null
  interpretation: { method: 'declared' | 'inferred'; adapter: string; confidence: number }
}
