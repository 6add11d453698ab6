/**
 * Quora has no public API. This follows the Answer node of Quora's own web GraphQL responses
 * (unofficial, stable since 2021): `aid`, `creationTime` in microseconds, `content` (a JSON string of
 * sections of spans), `author.names`, `question.title`, `numUpvotes`, `numViews`, `numShares`.
 * https://www.quora.com/about/tos (no API documentation exists; the shape is documented in this file).
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'

interface Answer {
  aid?: number
  id?: string
  url?: string
  creationTime?: number
  content?: string
  numUpvotes?: number
  numViews?: number
  numShares?: number
  numDisplayComments?: number
  author?: {
    uid?: number
    profileUrl?: string
    profileImageUrl?: string
    followerCount?: number
    names?: { givenName?: string; familyName?: string }[]
  }
  question?: { qid?: number; url?: string; title?: string }
}

/** `content` is `{"sections":[{"spans":[{"text":"…"}]}]}` as a string; anything else is read as plain text. */
function contentText(content: string | undefined): string | undefined {
  if (!content) return undefined
  try {
    const doc = JSON.parse(content) as { sections?: { spans?: { text?: string }[] }[] }
    return (doc.sections ?? []).map((s) => (s.spans ?? []).map((x) => x.text ?? '').join('')).join('\n')
  } catch {
    return content
  }
}

export const quora = defineAdapter<Answer, PostDraft[]>({
  key: 'quora',
  category: 'forum',
  source: {
    object: 'Answer (web GraphQL, unofficial)',
    apiVersion: 'none published',
    docs: 'https://www.quora.com/about/tos',
  },
  detect: { required: ['aid', 'creationTime'], bonus: ['question.title', 'numUpvotes'] },
  normalize(a, ctx) {
    const name = a.author?.names?.[0]
    const url = a.url && (a.url.startsWith('http') ? a.url : `https://www.quora.com${a.url}`)
    return [
      {
        id: ctx.text(a.aid),
        type: 'comment',
        title: a.question?.title,
        text: contentText(a.content),
        createdAtIso: ctx.date(
          a.creationTime === undefined ? undefined : Math.floor(a.creationTime / 1000),
          'epoch_ms',
          'creationTime',
        ),
        url,
        author: a.author && {
          id: ctx.text(a.author.uid),
          displayName: [name?.givenName, name?.familyName].filter(Boolean).join(' ') || undefined,
          profileUrl: a.author.profileUrl && `https://www.quora.com${a.author.profileUrl}`,
          avatarUrl: a.author.profileImageUrl,
          followers: a.author.followerCount,
        },
        metrics: { likes: a.numUpvotes, views: a.numViews, shares: a.numShares, replies: a.numDisplayComments },
        parentId: ctx.text(a.question?.qid),
        threadId: ctx.text(a.question?.qid),
      },
    ]
  },
})
