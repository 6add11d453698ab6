/**
 * GitHub REST API Issue, Issue comment and Discussion (webhook/REST shape): `node_id`, `number`,
 * `title`, `body` (Markdown), `user`, `html_url`, `created_at`, `comments`, `reactions`; a discussion
 * has `category`, an issue comment `issue_url`. https://docs.github.com/en/rest/issues/issues,
 * https://docs.github.com/en/rest/issues/comments, https://docs.github.com/en/webhooks/webhook-events-and-payloads#discussion
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'

interface Issue {
  id?: number
  node_id?: string
  number?: number
  title?: string
  body?: string | null
  html_url?: string
  created_at?: string
  comments?: number
  issue_url?: string
  user?: { login?: string; id?: number; avatar_url?: string; html_url?: string }
  reactions?: { total_count?: number }
  parent_id?: number | null
}

export const github = defineAdapter<Issue, PostDraft[]>({
  key: 'github',
  category: 'developer',
  source: {
    object: 'Issue, Issue comment, Discussion',
    apiVersion: 'REST 2022-11-28',
    docs: 'https://docs.github.com/en/rest/issues/issues',
  },
  detect: {
    required: ['node_id', 'user.login', 'html_url'],
    matches: { html_url: /^https:\/\/github\.com\// },
    bonus: [['body', 'title']],
  },
  normalize(i, ctx) {
    const comment = i.issue_url !== undefined || (i.title === undefined && i.html_url?.includes('#'))
    const thread = comment ? i.html_url?.split('#', 1)[0] : undefined
    return [
      {
        id: i.node_id,
        type: comment ? 'comment' : 'post',
        title: i.title,
        text: i.body ?? '',
        createdAtIso: ctx.date(i.created_at, undefined, 'created_at'),
        url: i.html_url,
        author: i.user && {
          id: ctx.text(i.user.id),
          handle: i.user.login,
          avatarUrl: i.user.avatar_url,
          profileUrl: i.user.html_url,
        },
        metrics: { likes: i.reactions?.total_count, replies: i.comments },
        threadId: thread,
        parentId: thread,
      },
    ]
  },
})
