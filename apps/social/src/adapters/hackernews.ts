/**
 * Hacker News API Item (Firebase): `by`, `id`, `time` (epoch s), `type` story/comment/job/poll, `title`,
 * `text` (HTML), `url`, `score`, `descendants`, `parent`. https://github.com/HackerNews/API#items
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'

interface Item {
  id?: number
  by?: string
  time?: number
  type?: string
  title?: string
  text?: string
  url?: string
  score?: number
  descendants?: number
  parent?: number
  kids?: number[]
  deleted?: boolean
}

/**
 * HN separates paragraphs with a bare `<p>` and never closes one ("A.<p>B<p>C"); read as HTML that way,
 * text before a `<p>` that no paragraph holds (the first one, or one after a `<pre>`) would end in a
 * line break where the others end in a paragraph break. Each `<p>`-separated part is made a paragraph.
 */
function paragraphs(text: string | undefined): string | undefined {
  if (typeof text !== 'string' || !/<p>/i.test(text)) return text
  return text
    .split(/<p>/i)
    .map((part) => `<p>${part}</p>`)
    .join('')
}

export const hackernews = defineAdapter<Item, PostDraft[]>({
  key: 'hackernews',
  aliases: ['hn'],
  category: 'forum',
  source: { object: 'Item', apiVersion: 'v0', docs: 'https://github.com/HackerNews/API#items' },
  detect: {
    required: ['by', 'time', 'id'],
    equals: { type: ['story', 'comment', 'job', 'poll', 'pollopt'] },
    bonus: [['kids', 'score', 'parent']],
  },
  normalize(i, ctx) {
    const id = ctx.text(i.id)
    return [
      {
        id,
        type: i.type === 'comment' ? 'comment' : 'post',
        title: i.title,
        html: paragraphs(i.text),
        createdAtIso: ctx.date(i.time, 'epoch_s', 'time'),
        url: id && `https://news.ycombinator.com/item?id=${id}`,
        author: i.by ? { handle: i.by, profileUrl: `https://news.ycombinator.com/user?id=${i.by}` } : undefined,
        metrics: { score: i.score, replies: i.descendants ?? i.kids?.length },
        links: [i.url],
        parentId: ctx.text(i.parent),
      },
    ]
  },
})
