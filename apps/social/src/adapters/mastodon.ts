/**
 * Mastodon REST API Status entity (HTML `content`, `account`, `media_attachments`, `mentions`, `tags`,
 * counts, `in_reply_to_id`, `language`, `spoiler_text`). https://docs.joinmastodon.org/entities/Status/
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { media, mediaList } from './media.js'

interface Attachment {
  type?: string
  url?: string
  meta?: { original?: { width?: number; height?: number; duration?: number } }
}
interface Status {
  id?: string
  created_at?: string
  in_reply_to_id?: string | null
  language?: string | null
  url?: string | null
  uri?: string
  content?: string
  spoiler_text?: string
  replies_count?: number
  reblogs_count?: number
  favourites_count?: number
  account?: {
    id?: string
    username?: string
    acct?: string
    display_name?: string
    url?: string
    avatar?: string
    followers_count?: number
  }
  media_attachments?: Attachment[]
  mentions?: { acct?: string }[]
  tags?: { name?: string }[]
  card?: { url?: string } | null
}

const KIND = { image: 'image', video: 'video', gifv: 'gif', audio: 'audio' } as const

export const mastodon = defineAdapter<Status, PostDraft[]>({
  key: 'mastodon',
  aliases: ['fediverse'],
  category: 'social',
  source: { object: 'Status', apiVersion: 'Mastodon 4.3', docs: 'https://docs.joinmastodon.org/entities/Status/' },
  detect: { required: ['account.acct', 'content', 'reblogs_count'], bonus: ['favourites_count', 'uri'] },
  normalize(s, ctx) {
    return [
      {
        id: s.id,
        type: s.in_reply_to_id ? 'reply' : 'post',
        html: s.content,
        language: s.language ?? undefined,
        title: s.spoiler_text || undefined,
        createdAtIso: ctx.date(s.created_at, undefined, 'created_at'),
        url: s.url ?? s.uri,
        author: s.account && {
          id: s.account.id,
          handle: s.account.acct,
          displayName: s.account.display_name,
          profileUrl: s.account.url,
          avatarUrl: s.account.avatar,
          followers: s.account.followers_count,
        },
        metrics: { likes: s.favourites_count, replies: s.replies_count, shares: s.reblogs_count },
        media: mediaList(
          (s.media_attachments ?? []).map((a) => {
            const o = a.meta?.original
            return media(KIND[a.type as keyof typeof KIND] ?? 'image', a.url, {
              width: o?.width,
              height: o?.height,
              durationSec: o?.duration,
            })
          }),
        ),
        entitiesMarked: true,
        mentions: s.mentions?.map((m) => m.acct),
        hashtags: s.tags?.map((t) => t.name),
        links: s.card?.url ? [s.card.url] : undefined,
        parentId: s.in_reply_to_id ?? undefined,
      },
    ]
  },
})
