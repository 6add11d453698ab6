/**
 * Tumblr API v2 Post (legacy and NPF): `blog_name`, `id_string`, `post_url`, `timestamp`, `tags`,
 * `note_count`, legacy `body`/`caption` HTML or NPF `content` blocks (`text`, `image`, `link`).
 * https://www.tumblr.com/docs/en/api/v2#posts--retrieve-published-posts, https://www.tumblr.com/docs/npf
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { media, mediaList } from './media.js'

interface Block {
  type?: string
  text?: string
  url?: string
  media?: { url?: string; width?: number; height?: number }[] | { url?: string }
}
interface TumblrPost {
  id_string?: string
  id?: number
  blog_name?: string
  blog?: { name?: string; url?: string; uuid?: string }
  post_url?: string
  timestamp?: number
  tags?: string[]
  note_count?: number
  body?: string
  caption?: string
  summary?: string
  title?: string
  content?: Block[]
  type?: string
  parent_post_id?: string
}

export const tumblr = defineAdapter<TumblrPost, PostDraft[]>({
  key: 'tumblr',
  category: 'social',
  source: { object: 'Post (legacy and NPF)', apiVersion: 'v2', docs: 'https://www.tumblr.com/docs/en/api/v2' },
  detect: { required: ['blog_name', ['reblog_key', 'post_url']], bonus: ['note_count', 'tags'] },
  normalize(p, ctx) {
    const blocks = p.content ?? []
    const npfText = blocks
      .filter((b) => b.type === 'text')
      .map((b) => b.text ?? '')
      .join('\n')
    const name = p.blog?.name ?? p.blog_name
    return [
      {
        id: p.id_string ?? ctx.text(p.id),
        type: 'post',
        title: p.title ?? undefined,
        text: blocks.length > 0 ? npfText : undefined,
        html: blocks.length > 0 ? undefined : (p.body ?? p.caption),
        createdAtIso: ctx.date(p.timestamp, 'epoch_s', 'timestamp'),
        url: p.post_url,
        author: name
          ? { id: p.blog?.uuid, handle: name, profileUrl: p.blog?.url ?? `https://${name}.tumblr.com/` }
          : undefined,
        metrics: { score: p.note_count },
        hashtags: p.tags,
        media: mediaList(
          blocks.map((b) => {
            const first = Array.isArray(b.media) ? b.media[0] : b.media
            if (b.type === 'image')
              return media(
                'image',
                first?.url,
                Array.isArray(b.media) ? { width: b.media[0]?.width, height: b.media[0]?.height } : {},
              )
            return b.type === 'video' ? media('video', b.url ?? first?.url) : undefined
          }),
        ),
        links: blocks.filter((b) => b.type === 'link').map((b) => b.url),
        parentId: p.parent_post_id,
      },
    ]
  },
})
