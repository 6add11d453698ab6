/**
 * Medium API Post (`POST /users/{authorId}/posts` response `data`: `id`, `title`, `authorId`, `url`,
 * `publishStatus`, `publishedAt` ms, `tags`), with the `content` + `contentFormat` the post was created
 * with. https://github.com/Medium/medium-api-docs#creating-a-post
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'

interface MediumPost {
  id?: string
  title?: string
  authorId?: string
  url?: string
  canonicalUrl?: string
  publishStatus?: string
  publishedAt?: number
  tags?: string[]
  content?: string
  contentFormat?: string
}

export const medium = defineAdapter<MediumPost, PostDraft[]>({
  key: 'medium',
  category: 'blog',
  source: { object: 'Post', apiVersion: 'v1', docs: 'https://github.com/Medium/medium-api-docs#creating-a-post' },
  detect: { required: ['authorId', 'publishStatus'], bonus: ['url', 'tags'] },
  envelopes: ['data'],
  normalize(p, ctx) {
    const html = p.contentFormat === 'html' ? p.content : undefined
    return [
      {
        id: p.id,
        type: 'post',
        title: p.title,
        html,
        text: html ? undefined : (p.content ?? ''),
        createdAtIso: ctx.date(p.publishedAt, 'epoch_ms', 'publishedAt'),
        url: p.url ?? p.canonicalUrl,
        author: p.authorId ? { id: p.authorId } : undefined,
        hashtags: p.tags,
      },
    ]
  },
})
