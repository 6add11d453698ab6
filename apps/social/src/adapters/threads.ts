/**
 * Threads API Media object (`media_product_type: "THREADS"`, `media_type`, `text`, `permalink`,
 * `timestamp`, `username`, `shortcode`, `is_reply`, `root_post`, `replied_to`).
 * https://developers.facebook.com/docs/threads/threads-media
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { media, mediaList } from './media.js'

interface ThreadsMedia {
  id?: string
  media_type?: string
  media_url?: string
  text?: string
  permalink?: string
  timestamp?: string
  username?: string
  owner?: { id?: string }
  is_reply?: boolean
  root_post?: { id?: string }
  replied_to?: { id?: string }
  thumbnail_url?: string
}

export const threads = defineAdapter<ThreadsMedia, PostDraft[]>({
  key: 'threads',
  category: 'social',
  source: {
    object: 'Threads Media',
    apiVersion: 'Threads API v1.0',
    docs: 'https://developers.facebook.com/docs/threads/threads-media',
  },
  detect: { equals: { media_product_type: 'THREADS' }, bonus: ['text', 'permalink'] },
  normalize(m, ctx) {
    return [
      {
        id: m.id,
        type: m.is_reply ? 'reply' : 'post',
        text: m.text,
        createdAtIso: ctx.date(m.timestamp, undefined, 'timestamp'),
        url: m.permalink,
        author:
          m.owner?.id || m.username
            ? {
                id: m.owner?.id,
                handle: m.username,
                profileUrl: m.username && `https://www.threads.net/@${m.username}`,
              }
            : undefined,
        media: mediaList([
          m.media_type === 'VIDEO'
            ? media('video', m.media_url)
            : m.media_type === 'IMAGE'
              ? media('image', m.media_url)
              : undefined,
        ]),
        parentId: m.replied_to?.id,
        threadId: m.root_post?.id,
      },
    ]
  },
})
