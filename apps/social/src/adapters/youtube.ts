/**
 * YouTube Data API v3 resources: `youtube#video` (snippet, statistics, contentDetails),
 * `youtube#commentThread` (its top-level comment and included replies) and `youtube#comment`, alone
 * or in a `…ListResponse` (`items`). https://developers.google.com/youtube/v3/docs/videos,
 * https://developers.google.com/youtube/v3/docs/commentThreads, https://developers.google.com/youtube/v3/docs/comments
 */
import { defineAdapter, type NormalizeContext } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { durationSeconds } from './durations.js'
import { media, mediaList } from './media.js'

interface Thumb {
  url?: string
  width?: number
  height?: number
}
interface CommentSnippet {
  authorDisplayName?: string
  authorProfileImageUrl?: string
  authorChannelUrl?: string
  authorChannelId?: { value?: string }
  textDisplay?: string
  textOriginal?: string
  likeCount?: number
  publishedAt?: string
  videoId?: string
  parentId?: string
}
interface Resource {
  kind?: string
  id?: string
  items?: Resource[]
  snippet?: {
    publishedAt?: string
    channelId?: string
    channelTitle?: string
    title?: string
    description?: string
    defaultLanguage?: string
    defaultAudioLanguage?: string
    thumbnails?: Record<string, Thumb>
    videoId?: string
    totalReplyCount?: number
    topLevelComment?: { id?: string; snippet?: CommentSnippet }
  } & CommentSnippet
  statistics?: { viewCount?: string; likeCount?: string; commentCount?: string }
  contentDetails?: { duration?: string }
  replies?: { comments?: Resource[] }
}

function comment(
  id: string | undefined,
  s: CommentSnippet | undefined,
  ctx: NormalizeContext,
  replies?: number,
): PostDraft {
  return {
    id,
    type: s?.parentId ? 'reply' : 'comment',
    html: s?.textDisplay,
    text: s?.textOriginal,
    createdAtIso: ctx.date(s?.publishedAt, undefined, 'publishedAt'),
    url: s?.videoId ? `https://www.youtube.com/watch?v=${s.videoId}&lc=${id}` : undefined,
    author: {
      id: s?.authorChannelId?.value,
      displayName: s?.authorDisplayName,
      profileUrl: s?.authorChannelUrl,
      avatarUrl: s?.authorProfileImageUrl,
    },
    metrics: { likes: s?.likeCount, replies },
    parentId: s?.parentId ?? undefined,
    threadId: s?.videoId,
  }
}

function fromResource(r: Resource, ctx: NormalizeContext): PostDraft[] {
  if (r.kind === 'youtube#comment') return [comment(r.id, r.snippet, ctx)]
  if (r.kind === 'youtube#commentThread') {
    const top = r.snippet?.topLevelComment
    return [
      comment(top?.id, top?.snippet, ctx, r.snippet?.totalReplyCount),
      ...(r.replies?.comments ?? []).map((c) => comment(c.id, c.snippet, ctx)),
    ]
  }
  if (r.kind !== 'youtube#video') return []
  const s = r.snippet
  const thumb = s?.thumbnails?.maxres ?? s?.thumbnails?.high ?? s?.thumbnails?.default
  const id = typeof r.id === 'string' ? r.id : undefined
  return [
    {
      id,
      type: 'video',
      title: s?.title,
      text: s?.description,
      language: s?.defaultLanguage ?? s?.defaultAudioLanguage,
      createdAtIso: ctx.date(s?.publishedAt, undefined, 'snippet.publishedAt'),
      url: id && `https://www.youtube.com/watch?v=${id}`,
      author: {
        id: s?.channelId,
        displayName: s?.channelTitle,
        profileUrl: s?.channelId && `https://www.youtube.com/channel/${s.channelId}`,
      },
      metrics: {
        views: ctx.number(r.statistics?.viewCount, 'viewCount'),
        likes: ctx.number(r.statistics?.likeCount, 'likeCount'),
        replies: ctx.number(r.statistics?.commentCount, 'commentCount'),
      },
      media: mediaList([
        media('video', id && `https://www.youtube.com/watch?v=${id}`, {
          durationSec: durationSeconds(r.contentDetails?.duration),
        }),
        media('image', thumb?.url, { width: thumb?.width, height: thumb?.height }),
      ]),
    },
  ]
}

export const youtube = defineAdapter<Resource, PostDraft[]>({
  key: 'youtube',
  category: 'video',
  source: {
    object: 'Video, CommentThread, Comment (+ list responses)',
    apiVersion: 'Data API v3',
    docs: 'https://developers.google.com/youtube/v3/docs/videos',
  },
  detect: {
    matches: {
      kind: /^youtube#(video|comment|commentThread|videoListResponse|commentThreadListResponse|commentListResponse)$/,
    },
    bonus: [['snippet', 'items.0.snippet']],
  },
  normalize(p, ctx) {
    const resources = p.items ?? [p]
    return ctx.list<Resource, PostDraft[]>(resources, (r) => fromResource(r, ctx), 'items').flat()
  },
})
