/**
 * TikTok Display API Video object (`video_description`, `create_time` epoch s, `share_url`,
 * `cover_image_url`, `duration`, counts) and the Research API video (`username`, `hashtag_names`).
 * https://developers.tiktok.com/doc/tiktok-api-v2-video-object
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { media, mediaList } from './media.js'

interface Video {
  id?: string | number
  title?: string
  video_description?: string
  create_time?: number
  share_url?: string
  embed_link?: string
  cover_image_url?: string
  duration?: number
  width?: number
  height?: number
  like_count?: number
  comment_count?: number
  share_count?: number
  view_count?: number
  username?: string
  hashtag_names?: string[]
  region_code?: string
}

export const tiktok = defineAdapter<Video, PostDraft[]>({
  key: 'tiktok',
  category: 'video',
  source: { object: 'Video', apiVersion: 'v2', docs: 'https://developers.tiktok.com/doc/tiktok-api-v2-video-object' },
  detect: { required: ['video_description', 'create_time'], bonus: [['share_url', 'username'], 'view_count'] },
  normalize(v, ctx) {
    const id = ctx.text(v.id)
    return [
      {
        id,
        type: 'video',
        title: v.title,
        text: v.video_description,
        createdAtIso: ctx.date(v.create_time, 'epoch_s', 'create_time'),
        url: v.share_url ?? (v.username && id ? `https://www.tiktok.com/@${v.username}/video/${id}` : undefined),
        author: v.username ? { handle: v.username, profileUrl: `https://www.tiktok.com/@${v.username}` } : undefined,
        metrics: { likes: v.like_count, replies: v.comment_count, shares: v.share_count, views: v.view_count },
        media: mediaList([
          media('video', v.share_url ?? v.embed_link, { width: v.width, height: v.height, durationSec: v.duration }),
          media('image', v.cover_image_url),
        ]),
        hashtags: v.hashtag_names,
      },
    ]
  },
})
