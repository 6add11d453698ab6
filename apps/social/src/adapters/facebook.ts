/**
 * Facebook Graph API Page Post and Comment nodes (`message`, `created_time`, `from`, `attachments`,
 * `shares`, `reactions.summary`, `comments.summary`), alone or as a `{data: [...]}` edge.
 * https://developers.facebook.com/docs/graph-api/reference/post, https://developers.facebook.com/docs/graph-api/reference/comment
 */
import { defineAdapter, type NormalizeContext } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { media, mediaList } from './media.js'

interface Node {
  id?: string
  message?: string
  story?: string
  created_time?: string
  permalink_url?: string
  full_picture?: string
  from?: { id?: string; name?: string }
  parent?: { id?: string }
  like_count?: number
  comment_count?: number
  shares?: { count?: number }
  reactions?: { summary?: { total_count?: number } }
  comments?: { summary?: { total_count?: number } }
  attachments?: {
    data?: {
      type?: string
      url?: string
      media?: { image?: { src?: string; width?: number; height?: number }; source?: string }
    }[]
  }
  message_tags?: { name?: string; type?: string }[]
}

function node(n: Node, ctx: NormalizeContext): PostDraft {
  // A comment id is `<post>_<comment>` too; a comment has no `permalink_url` ownership of shares but has like_count.
  const isComment = n.like_count !== undefined || n.comment_count !== undefined || n.parent !== undefined
  return {
    id: n.id,
    type: isComment ? (n.parent ? 'reply' : 'comment') : 'post',
    text: n.message ?? n.story,
    createdAtIso: ctx.date(n.created_time, undefined, 'created_time'),
    url: n.permalink_url,
    author: n.from && {
      id: n.from.id,
      displayName: n.from.name,
      profileUrl: n.from.id && `https://www.facebook.com/${n.from.id}`,
    },
    metrics: {
      likes: n.reactions?.summary?.total_count ?? n.like_count,
      replies: n.comments?.summary?.total_count ?? n.comment_count,
      shares: n.shares?.count,
    },
    media: mediaList([
      ...(n.attachments?.data ?? []).map((a) =>
        a.type?.startsWith('video')
          ? media('video', a.media?.source ?? a.url)
          : media('image', a.media?.image?.src, { width: a.media?.image?.width, height: a.media?.image?.height }),
      ),
      n.attachments ? undefined : media('image', n.full_picture),
    ]),
    mentions: n.message_tags?.filter((t) => t.type === 'user' || t.type === 'page').map((t) => t.name),
    parentId: n.parent?.id,
    threadId: isComment && n.id?.includes('_') ? n.id.split('_')[0] : undefined,
  }
}

export const facebook = defineAdapter<Node & { data?: Node[] }, PostDraft[]>({
  key: 'facebook',
  aliases: ['fb'],
  category: 'social',
  source: {
    object: 'Page Post, Comment',
    apiVersion: 'Graph API v21.0',
    docs: 'https://developers.facebook.com/docs/graph-api/reference/post',
  },
  detect: {
    required: [
      ['created_time', 'data.0.created_time'],
      ['message', 'story', 'from.name', 'data.0.message', 'data.0.from'],
    ],
    absent: ['uri', 'metadata', 'pictures', 'link'],
    bonus: [['from.id', 'data.0.from.id', 'permalink_url', 'reactions', 'shares']],
  },
  normalize(p, ctx) {
    return ctx.list<Node, PostDraft>(Array.isArray(p.data) ? p.data : [p], (n) => node(n, ctx), 'data')
  },
})
