/**
 * DEV (Forem API v1) Article and Comment (`type_of`, `body_html` / `body_markdown`, `user`, `tag_list`,
 * `public_reactions_count`, `comments_count`, `published_at`, comment `id_code`, `children`).
 * https://developers.forem.com/api/v1#tag/articles, https://developers.forem.com/api/v1#tag/comments
 */
import { defineAdapter, type NormalizeContext } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { media, mediaList } from './media.js'

interface Forem {
  type_of?: string
  id?: number
  id_code?: string
  title?: string
  description?: string
  body_html?: string
  body_markdown?: string
  url?: string
  published_at?: string
  created_at?: string
  tag_list?: string[] | string
  tags?: string[] | string
  public_reactions_count?: number
  comments_count?: number
  page_views_count?: number
  cover_image?: string | null
  language?: string
  user?: { user_id?: number; name?: string; username?: string; profile_image?: string }
  children?: Forem[]
}

function comment(c: Forem, parent: string | undefined, ctx: NormalizeContext): PostDraft[] {
  const own: PostDraft = {
    id: c.id_code,
    type: parent ? 'reply' : 'comment',
    html: c.body_html,
    createdAtIso: ctx.date(c.created_at, undefined, 'created_at'),
    url: c.user?.username && c.id_code ? `https://dev.to/${c.user.username}/comment/${c.id_code}` : undefined,
    author: c.user && {
      id: ctx.text(c.user.user_id),
      handle: c.user.username,
      displayName: c.user.name,
      avatarUrl: c.user.profile_image,
      profileUrl: c.user.username && `https://dev.to/${c.user.username}`,
    },
    parentId: parent,
  }
  return [own, ...(c.children ?? []).flatMap((child) => comment(child, c.id_code, ctx))]
}

export const devto = defineAdapter<Forem, PostDraft[]>({
  key: 'devto',
  aliases: ['dev_to', 'forem'],
  category: 'blog',
  source: { object: 'Article, Comment', apiVersion: 'Forem API v1', docs: 'https://developers.forem.com/api/v1' },
  detect: { equals: { type_of: ['article', 'comment'] }, bonus: ['user.username'] },
  normalize(a, ctx) {
    if (a.type_of === 'comment') return comment(a, undefined, ctx)
    const tags = a.tag_list ?? a.tags
    const u = a.user
    return [
      {
        id: ctx.text(a.id),
        type: 'post',
        title: a.title,
        html: a.body_html,
        text: a.body_html ? undefined : (a.body_markdown ?? a.description),
        language: a.language,
        createdAtIso: ctx.date(a.published_at ?? a.created_at, undefined, 'published_at'),
        url: a.url,
        author: u && {
          id: ctx.text(u.user_id),
          handle: u.username,
          displayName: u.name,
          avatarUrl: u.profile_image,
          profileUrl: u.username && `https://dev.to/${u.username}`,
        },
        metrics: { likes: a.public_reactions_count, replies: a.comments_count, views: a.page_views_count },
        media: mediaList([media('image', a.cover_image)]),
        hashtags: typeof tags === 'string' ? tags.split(/,\s*/) : tags,
      },
    ]
  },
})
