/**
 * Instagram Graph API IG Media node (`caption`, `media_type`, `media_url`, `permalink`, `timestamp`,
 * `username`, `like_count`, `comments_count`, `children`) and IG Comment (`text`, `from`, `like_count`).
 * https://developers.facebook.com/docs/instagram-platform/reference/instagram-media
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { media, mediaList } from './media.js'

interface IgMedia {
  id?: string
  caption?: string
  media_type?: string
  media_product_type?: string
  media_url?: string
  thumbnail_url?: string
  permalink?: string
  timestamp?: string
  username?: string
  owner?: { id?: string }
  like_count?: number
  comments_count?: number
  children?: { data?: { media_type?: string; media_url?: string }[] }
}

const kind = (t: string | undefined) => (t === 'VIDEO' ? 'video' : 'image')

export const instagram = defineAdapter<IgMedia, PostDraft[]>({
  key: 'instagram',
  aliases: ['ig'],
  category: 'social',
  source: {
    object: 'IG Media',
    apiVersion: 'Graph API v21.0',
    docs: 'https://developers.facebook.com/docs/instagram-platform/reference/instagram-media',
  },
  detect: {
    required: ['media_type', 'timestamp'],
    equals: { media_type: ['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'] },
    absent: ['text', 'shortcode'],
    bonus: ['permalink', 'caption', 'username'],
  },
  normalize(m, ctx) {
    const children = m.children?.data ?? []
    return [
      {
        id: m.id,
        type: m.media_product_type === 'STORY' ? 'story' : m.media_product_type === 'REELS' ? 'video' : 'post',
        text: m.caption,
        createdAtIso: ctx.date(m.timestamp, undefined, 'timestamp'),
        url: m.permalink,
        author:
          m.owner?.id || m.username
            ? {
                id: m.owner?.id,
                handle: m.username,
                profileUrl: m.username && `https://www.instagram.com/${m.username}/`,
              }
            : undefined,
        metrics: { likes: m.like_count, replies: m.comments_count },
        media: mediaList(
          children.length > 0
            ? children.map((c) => media(kind(c.media_type), c.media_url))
            : [media(kind(m.media_type), m.media_url)],
        ),
      },
    ]
  },
})
