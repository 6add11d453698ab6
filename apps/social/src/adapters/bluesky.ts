/**
 * Bluesky (AT Protocol) `app.bsky.feed.defs#postView`: `uri`, `author`, `record` (`app.bsky.feed.post`
 * with `text`, `facets`, `langs`, `reply`), `embed` views and counts; also a feed item `{post}`.
 * https://docs.bsky.app/docs/api/app-bsky-feed-get-posts, lexicon app.bsky.feed.post.
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { media, mediaList } from './media.js'

interface Feature {
  $type?: string
  did?: string
  uri?: string
  tag?: string
}
interface PostView {
  uri?: string
  cid?: string
  indexedAt?: string
  replyCount?: number
  repostCount?: number
  likeCount?: number
  /** The 2023 lexicon's name for likes (renamed `likeCount`); archived feeds still carry it. */
  upvoteCount?: number
  quoteCount?: number
  author?: { did?: string; handle?: string; displayName?: string; avatar?: string }
  record?: {
    text?: string
    createdAt?: string
    langs?: string[]
    facets?: { features?: Feature[] }[]
    reply?: { parent?: { uri?: string }; root?: { uri?: string } }
  }
  embed?: {
    $type?: string
    images?: { fullsize?: string; aspectRatio?: { width?: number; height?: number } }[]
    external?: { uri?: string }
  }
}

export const bluesky = defineAdapter<PostView, PostDraft[]>({
  key: 'bluesky',
  aliases: ['bsky'],
  category: 'social',
  source: {
    object: 'app.bsky.feed.defs#postView',
    apiVersion: 'AT Protocol lexicon 2024',
    docs: 'https://docs.bsky.app/docs/api/app-bsky-feed-get-posts',
  },
  detect: { equals: { 'record.$type': 'app.bsky.feed.post' }, required: ['uri'], bonus: ['author.handle'] },
  envelopes: ['post'],
  normalize(p, ctx) {
    const features = (p.record?.facets ?? []).flatMap((f) => f.features ?? [])
    const rkey = p.uri?.split('/').pop()
    const handle = p.author?.handle
    return [
      {
        id: p.uri,
        type: p.record?.reply ? 'reply' : 'post',
        text: p.record?.text,
        language: p.record?.langs?.[0],
        createdAtIso: ctx.date(p.record?.createdAt ?? p.indexedAt, undefined, 'record.createdAt'),
        url: handle && rkey ? `https://bsky.app/profile/${handle}/post/${rkey}` : undefined,
        author: p.author && {
          id: p.author.did,
          handle,
          displayName: p.author.displayName,
          avatarUrl: p.author.avatar,
          profileUrl: handle && `https://bsky.app/profile/${handle}`,
        },
        metrics: {
          likes: p.likeCount ?? p.upvoteCount,
          replies: p.replyCount,
          shares: (p.repostCount ?? 0) + (p.quoteCount ?? 0),
        },
        media: mediaList(
          (p.embed?.images ?? []).map((i) =>
            media('image', i.fullsize, { width: i.aspectRatio?.width, height: i.aspectRatio?.height }),
          ),
        ),
        hashtags: features.filter((f) => f.$type === 'app.bsky.richtext.facet#tag').map((f) => f.tag),
        links: [
          ...features.filter((f) => f.$type === 'app.bsky.richtext.facet#link').map((f) => f.uri),
          p.embed?.external?.uri,
        ],
        parentId: p.record?.reply?.parent?.uri,
        threadId: p.record?.reply?.root?.uri,
      },
    ]
  },
})
