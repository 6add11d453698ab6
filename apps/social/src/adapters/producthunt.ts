/**
 * Product Hunt API v2 (GraphQL) Post node (`name`, `tagline`, `description`, `votesCount`,
 * `commentsCount`, `createdAt`, `url`, `website`, `user`, `media`, `topics.edges`), bare or as `{data: {post}}`.
 * https://api.producthunt.com/v2/docs (schema: Post)
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { media, mediaList } from './media.js'

interface PhPost {
  id?: string
  name?: string
  tagline?: string
  description?: string
  votesCount?: number
  commentsCount?: number
  createdAt?: string
  url?: string
  website?: string
  user?: { id?: string; name?: string; username?: string; profileImage?: string; url?: string }
  media?: { type?: string; url?: string; videoUrl?: string | null }[]
  topics?: { edges?: { node?: { name?: string } }[] }
}

export const producthunt = defineAdapter<PhPost, PostDraft[]>({
  key: 'producthunt',
  aliases: ['product_hunt'],
  category: 'community',
  source: { object: 'Post', apiVersion: 'API v2 (GraphQL)', docs: 'https://api.producthunt.com/v2/docs' },
  detect: { required: ['tagline', 'votesCount'], bonus: ['commentsCount', 'user'] },
  envelopes: ['data.post', 'post'],
  normalize(p, ctx) {
    const u = p.user
    return [
      {
        id: p.id,
        type: 'post',
        title: p.name,
        text: [p.tagline, p.description].filter(Boolean).join('\n\n'),
        createdAtIso: ctx.date(p.createdAt, undefined, 'createdAt'),
        url: p.url,
        author: u && {
          id: u.id,
          handle: u.username,
          displayName: u.name,
          avatarUrl: u.profileImage,
          profileUrl: u.url,
        },
        metrics: { likes: p.votesCount, replies: p.commentsCount },
        media: mediaList(
          (p.media ?? []).map((m) =>
            m.type === 'video' ? media('video', m.videoUrl ?? m.url) : media('image', m.url),
          ),
        ),
        hashtags: p.topics?.edges?.map((e) => e.node?.name),
        links: [p.website],
      },
    ]
  },
})
