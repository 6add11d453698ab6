/**
 * A draft from an adapter -> the canonical post: text from the HTML when the platform sends only
 * HTML, entities decoded and no tags left in `text`, the platform's HTML kept in `content.html` only
 * through normalize-kit's `safeHtml` allowlist (it is meant to be rendered), mentions/hashtags/links merged with those the
 * platform marked, the rating scaled to 0-5, metrics kept only when they are counts.
 */
import { htmlToText, type NormalizeContext, plainText, safeHtml } from '@svc/normalize-kit'
import type { Media, Post, PostDraft } from '../canonical/post.js'
import { extractEntities } from './entities.js'
import { htmlLinks } from './links.js'
import { normalizeRating } from './rating.js'
import { asString, asStrings } from './scalar.js'

const count = (value: number | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null
const score = (value: number | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : null)

function validRating(r: PostDraft['rating']): r is NonNullable<PostDraft['rating']> {
  if (!r || typeof r !== 'object') return false
  if ('thumbsUp' in r) return typeof r.thumbsUp === 'boolean'
  return [r.value, r.min, r.max].every((n) => typeof n === 'number' && Number.isFinite(n)) && r.max > 0 && r.max > r.min
}

export type PostBody = Omit<Post, 'id' | 'platform' | 'author' | 'interpretation'>

/** The post without its identity members, or undefined when it holds no text, title, media or rating. */
export function finishPost(draft: PostDraft, ctx: NormalizeContext): PostBody | undefined {
  const html = typeof draft.html === 'string' && draft.html.trim() !== '' ? draft.html : undefined
  const raw =
    typeof draft.text === 'string' && draft.text.trim() !== '' ? plainText(draft.text) : html ? htmlToText(html) : ''
  const title = typeof draft.title === 'string' && draft.title.trim() !== '' ? plainText(draft.title) : undefined
  const media: Media[] = Array.isArray(draft.media) ? draft.media : []
  const drafted = validRating(draft.rating) ? normalizeRating(draft.rating) : undefined
  if (drafted?.clamped)
    ctx.warn('RATING_OUT_OF_SCALE', "A rating lies outside its platform's scale; it was clamped.", 'rating')
  if (!raw && !title && media.length === 0 && !drafted) return undefined
  const links = asStrings(draft.links)
  const entities = extractEntities(
    raw,
    {
      mentions: asStrings(draft.mentions),
      hashtags: asStrings(draft.hashtags),
      links: html ? [...(links ?? []), ...htmlLinks(html)] : links,
    },
    draft.entitiesMarked === true,
  )
  const safe = html ? safeHtml(html) : undefined
  if (safe?.unsafeRemoved)
    ctx.warn('UNSAFE_HTML_REMOVED', 'Scripts, frames or event handlers were removed from the HTML.', 'content.html')
  const language = asString(draft.language)
  const m = draft.metrics && typeof draft.metrics === 'object' ? draft.metrics : {}
  return {
    type: draft.type,
    content: {
      text: raw,
      ...(safe?.html ? { html: safe.html } : {}),
      ...(language ? { language } : {}),
      ...(title ? { title } : {}),
    },
    createdAtIso: draft.createdAtIso ?? null,
    url: asString(draft.url) ?? null,
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
    parentId: asString(draft.parentId) ?? null,
    threadId: asString(draft.threadId) ?? null,
  }
}
