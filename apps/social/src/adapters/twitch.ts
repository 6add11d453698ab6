/**
 * Twitch Helix Video (`user_login`, `title`, `description`, `created_at`, `url`, `view_count`,
 * `duration` like `3h8m33s`) and Clip (`broadcaster_name`, `creator_name`, `duration` in seconds).
 * https://dev.twitch.tv/docs/api/reference/#get-videos, https://dev.twitch.tv/docs/api/reference/#get-clips
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { durationSeconds } from './durations.js'
import { media, mediaList } from './media.js'

interface TwitchVideo {
  id?: string
  user_id?: string
  user_login?: string
  user_name?: string
  broadcaster_id?: string
  broadcaster_name?: string
  creator_id?: string
  creator_name?: string
  title?: string
  description?: string
  created_at?: string
  url?: string
  thumbnail_url?: string
  view_count?: number
  language?: string
  duration?: string | number
  video_id?: string
}

export const twitch = defineAdapter<TwitchVideo, PostDraft[]>({
  key: 'twitch',
  category: 'video',
  source: { object: 'Video, Clip', apiVersion: 'Helix', docs: 'https://dev.twitch.tv/docs/api/reference/#get-videos' },
  detect: {
    required: [['user_login', 'broadcaster_name'], 'view_count', 'thumbnail_url', 'duration'],
    bonus: ['created_at'],
  },
  normalize(v, ctx) {
    const clip = v.broadcaster_name !== undefined
    const login = v.user_login
    return [
      {
        id: v.id,
        type: 'video',
        title: v.title,
        text: v.description ?? '',
        language: v.language && v.language !== 'other' ? v.language : undefined,
        createdAtIso: ctx.date(v.created_at, undefined, 'created_at'),
        url: v.url,
        author: clip
          ? { id: v.creator_id, displayName: v.creator_name }
          : {
              id: v.user_id,
              handle: login,
              displayName: v.user_name,
              profileUrl: login && `https://www.twitch.tv/${login}`,
            },
        metrics: { views: v.view_count },
        media: mediaList([
          media('video', v.url, { durationSec: durationSeconds(v.duration) }),
          media('image', v.thumbnail_url?.replace('%{width}', '1280').replace('%{height}', '720')),
        ]),
        threadId: clip ? v.video_id || undefined : undefined,
      },
    ]
  },
})
