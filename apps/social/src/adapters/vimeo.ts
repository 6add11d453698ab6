/**
 * Vimeo API Video (`uri` `/videos/{id}`, `name`, `description`, `link`, `duration`, `width`, `height`,
 * `created_time`, `pictures.sizes`, `stats.plays`, `metadata.connections`, `user`).
 * https://developer.vimeo.com/api/reference/response/video
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { media, mediaList } from './media.js'

interface Sizes {
  sizes?: { width?: number; height?: number; link?: string }[]
}
interface VimeoVideo {
  uri?: string
  name?: string
  description?: string | null
  link?: string
  duration?: number
  width?: number
  height?: number
  language?: string | null
  created_time?: string
  release_time?: string
  pictures?: Sizes
  stats?: { plays?: number | null }
  metadata?: { connections?: { comments?: { total?: number }; likes?: { total?: number } } }
  user?: {
    uri?: string
    name?: string
    link?: string
    pictures?: Sizes
    metadata?: { connections?: { followers?: { total?: number } } }
  }
  tags?: { name?: string }[]
}

export const vimeo = defineAdapter<VimeoVideo, PostDraft[]>({
  key: 'vimeo',
  category: 'video',
  source: { object: 'Video', apiVersion: '3.4', docs: 'https://developer.vimeo.com/api/reference/response/video' },
  detect: { required: ['uri', 'link'], matches: { uri: /^\/videos\/\d+/ }, bonus: ['pictures.sizes', 'duration'] },
  normalize(v, ctx) {
    const picture = v.pictures?.sizes?.at(-1)
    return [
      {
        id: v.uri?.split('/')[2],
        type: 'video',
        title: v.name,
        text: v.description ?? '',
        language: v.language ?? undefined,
        createdAtIso: ctx.date(v.release_time ?? v.created_time, undefined, 'created_time'),
        url: v.link,
        author: v.user && {
          id: v.user.uri?.split('/')[2],
          displayName: v.user.name,
          profileUrl: v.user.link,
          avatarUrl: v.user.pictures?.sizes?.at(-1)?.link,
          followers: v.user.metadata?.connections?.followers?.total,
        },
        metrics: {
          views: v.stats?.plays ?? undefined,
          likes: v.metadata?.connections?.likes?.total,
          replies: v.metadata?.connections?.comments?.total,
        },
        media: mediaList([
          media('video', v.link, { width: v.width, height: v.height, durationSec: v.duration }),
          media('image', picture?.link, { width: picture?.width, height: picture?.height }),
        ]),
        hashtags: v.tags?.map((t) => t.name),
      },
    ]
  },
})
