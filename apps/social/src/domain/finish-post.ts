/**
 * A draft from an adapter -> the canonical post: text from the HTML when the platform sends only
 * HTML, entities decoded and no tags left in `text`, mentions/hashtags/links merged with those the
 * platform marked, the rating scaled to 0-5, metrics kept only when they are counts.
 */
import type { NormalizeContext } from '@svc/normalize-kit'
import type { Media, Post, PostDraft } from '../canonical/post.js'
import { extractEntities } from './entities.js'
import { normalizeRating } from './rating.js'
import { cleanText, htmlLinks, htmlToText } from './text.js'

const count = (value: number | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null
const score = (value: number | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : null)

export type PostBody = Omit<Post, 'id' | 'platform' | 'author' | 'interpretation'>

/** The post without its identity members, or undefined when it holds no text, title, media or rating. */
export function finishPost(draft: PostDraft, ctx: NormalizeContext): PostBody | undefined {
  const html = typeof draft.html === 'string' && draft.html.trim() !== '' ? draft.html : undefined
  const raw =
    typeof draft.text === 'string' && draft.text.trim() !== '' ? cleanText(draft.text) : html ? htmlToText(html) : ''
  const title = typeof draft.title === 'string' && draft.title.trim() !== '' ? cleanText(draft.title) : undefined
  const media: Media[] = draft.media ?? []
  const drafted = draft.rating && normalizeRating(draft.rating)
  if (drafted?.clamped)
    ctx.warn('RATING_OUT_OF_SCALE', "A rating lies outside its platform's scale; it was clamped.", 'rating')
  if (!raw && !title && media.length === 0 && !drafted) return undefined
  const entities = extractEntities(
    raw,
    {
      mentions: draft.mentions,
      hashtags: draft.hashtags,
      links: html ? [...(draft.links ?? []), ...htmlLinks(html)] : draft.links,
    },
    draft.entitiesMarked === true,
  )
  const m = draft.metrics ?? {}
  return {
    type: draft.type,
    content: {
      text: raw,
      ...(html ? { html } : {}),
      ...(draft.language ? { language: draft.language } : {}),
      ...(title ? { title } : {}),
    },
    createdAtIso: draft.createdAtIso ?? null,
    url: typeof draft.url === 'string' && draft.url !== '' ? draft.url : null,
    metrics: {
      likes: count(m.likes),
      replies: count(m.replies),
      shares: count(m.shares),
      views: count(m.views),
      score: score(m.score),
      rating: drafted ? drafted.rating : null,
    },
    media,
    ...entities,
    parentId: draft.parentId ?? null,
    threadId: draft.threadId ?? null,
  }
}
