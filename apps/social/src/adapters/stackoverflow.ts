/**
 * Stack Exchange API 2.3 Question, Answer and Comment (with `filter=withbody`: HTML `body`), bare or
 * in the common wrapper (`items`, `has_more`, `quota_remaining`). https://api.stackexchange.com/docs/types/question,
 * https://api.stackexchange.com/docs/types/answer
 */
import { decodeEntities, defineAdapter, type NormalizeContext } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'

interface Item {
  question_id?: number
  answer_id?: number
  comment_id?: number
  post_id?: number
  title?: string
  body?: string
  link?: string
  tags?: string[]
  score?: number
  view_count?: number
  answer_count?: number
  creation_date?: number
  owner?: {
    user_id?: number
    display_name?: string
    link?: string
    profile_image?: string
    reputation?: number
    user_type?: string
  }
}

function item(i: Item, ctx: NormalizeContext): PostDraft {
  const kind = i.comment_id !== undefined ? 'comment' : i.answer_id !== undefined ? 'answer' : 'question'
  const id = ctx.text(i.comment_id ?? i.answer_id ?? i.question_id)
  const o = i.owner
  return {
    id,
    type: kind === 'question' ? 'post' : kind === 'answer' ? 'comment' : 'reply',
    title: i.title,
    html: i.body,
    createdAtIso: ctx.date(i.creation_date, 'epoch_s', 'creation_date'),
    url: i.link ?? (kind === 'answer' && id ? `https://stackoverflow.com/a/${id}` : undefined),
    author:
      o && o.user_type !== 'does_not_exist'
        ? {
            id: ctx.text(o.user_id),
            // The API sends display names HTML-escaped (`Jo &amp; Co`), as it does titles and bodies.
            displayName: typeof o.display_name === 'string' ? decodeEntities(o.display_name) : undefined,
            profileUrl: o.link,
            avatarUrl: o.profile_image,
          }
        : undefined,
    metrics: { score: i.score, views: i.view_count, replies: i.answer_count },
    hashtags: i.tags,
    parentId: kind === 'answer' ? ctx.text(i.question_id) : kind === 'comment' ? ctx.text(i.post_id) : undefined,
    threadId: kind === 'answer' ? ctx.text(i.question_id) : undefined,
  }
}

export const stackoverflow = defineAdapter<Item & { items?: Item[] }, PostDraft[]>({
  key: 'stackoverflow',
  aliases: ['stackexchange'],
  category: 'forum',
  source: {
    object: 'Question, Answer, Comment (+ wrapper)',
    apiVersion: '2.3',
    docs: 'https://api.stackexchange.com/docs/types/question',
  },
  detect: {
    required: [
      ['question_id', 'comment_id', 'items.0.question_id', 'items.0.comment_id'],
      ['owner', 'items.0.owner'],
      ['creation_date', 'items.0.creation_date'],
    ],
    bonus: [['quota_max', 'score']],
  },
  normalize(p, ctx) {
    return ctx.list<Item, PostDraft>(Array.isArray(p.items) ? p.items : [p], (i) => item(i, ctx), 'items')
  },
})
