/**
 * Pinterest API v5 Pin (`title`, `description`, `link`, `board_id`, `created_at`, `media` with
 * `images` sizes or video `cover_image_url`, `pin_metrics` when requested).
 * https://developers.pinterest.com/docs/api/v5/pins-get
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { media, mediaList } from './media.js'

interface Pin {
  id?: string
  title?: string
  description?: string
  link?: string
  board_id?: string
  created_at?: string
  alt_text?: string
  board_owner?: { username?: string }
  media?: {
    media_type?: string
    images?: Record<string, { url?: string; width?: number; height?: number }>
    cover_image_url?: string
    duration?: number
    width?: number
    height?: number
  }
  pin_metrics?: { all_time?: { save?: number; impression?: number; reaction?: number; comment?: number } }
}

export const pinterest = defineAdapter<Pin, PostDraft[]>({
  key: 'pinterest',
  category: 'social',
  source: { object: 'Pin', apiVersion: 'v5', docs: 'https://developers.pinterest.com/docs/api/v5/pins-get' },
  detect: { required: ['board_id', 'media.media_type'], bonus: ['created_at', 'title'] },
  normalize(p, ctx) {
    const images = p.media?.images ?? {}
    const best = images['1200x'] ?? images.originals ?? images['600x'] ?? Object.values(images)[0]
    const m = p.media
    const owner = p.board_owner?.username
    return [
      {
        id: p.id,
        type: 'post',
        title: p.title,
        text: p.description,
        createdAtIso: ctx.date(p.created_at, undefined, 'created_at'),
        url: p.id ? `https://www.pinterest.com/pin/${p.id}/` : undefined,
        author: owner ? { handle: owner, profileUrl: `https://www.pinterest.com/${owner}/` } : undefined,
        metrics: {
          likes: p.pin_metrics?.all_time?.reaction,
          replies: p.pin_metrics?.all_time?.comment,
          shares: p.pin_metrics?.all_time?.save,
          views: p.pin_metrics?.all_time?.impression,
        },
        media: mediaList([
          m?.media_type === 'video'
            ? media('video', m.cover_image_url, {
                width: m.width,
                height: m.height,
                durationSec: m.duration && m.duration / 1000,
              })
            : media('image', best?.url, { width: best?.width, height: best?.height }),
        ]),
        links: [p.link],
      },
    ]
  },
})
