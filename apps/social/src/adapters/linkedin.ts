/**
 * LinkedIn Posts API post (`author` URN, `commentary` in little-text format, `createdAt` ms,
 * `lifecycleState`, `content.media` / `content.article`) and socialActions counts when joined.
 * https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'

interface LinkedInPost {
  id?: string
  author?: string
  commentary?: string
  createdAt?: number
  publishedAt?: number
  lifecycleState?: string
  content?: {
    article?: { source?: string; title?: string; description?: string }
    media?: { id?: string; title?: string }
  }
  reshareContext?: { parent?: string; root?: string }
  socialDetail?: { totalSocialActivityCounts?: { numLikes?: number; numComments?: number; numShares?: number } }
}

/** little text escapes `\#`, `\(` ...; `@[Name](urn:li:person:x)` mentions and `{hashtag|\#|tag}` templates become their text. */
function littleText(text: string | undefined): { text?: string; mentions: string[]; hashtags: string[] } {
  if (!text) return { mentions: [], hashtags: [] }
  const mentions: string[] = []
  const hashtags: string[] = []
  const plain = text
    .replace(/\{hashtag\|\\?#\|([^{}|]{1,200})\}/g, (_, tag: string) => {
      hashtags.push(tag)
      return `#${tag}`
    })
    .replace(/@\[([^[\]]{1,200})\]\((urn:li:[^()\s]{1,200})\)/g, (_, name: string) => {
      mentions.push(name)
      return name
    })
    .replace(/\\([\\|{}@[\]()<>#*_~])/g, '$1')
  return { text: plain, mentions, hashtags }
}

export const linkedin = defineAdapter<LinkedInPost, PostDraft[]>({
  key: 'linkedin',
  category: 'social',
  source: {
    object: 'Post',
    apiVersion: 'Posts API 202411',
    docs: 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api',
  },
  detect: {
    required: ['author'],
    matches: { author: /^urn:li:(person|organization):/ },
    bonus: ['commentary', 'lifecycleState'],
  },
  normalize(p, ctx) {
    const { text, mentions, hashtags } = littleText(p.commentary)
    const counts = p.socialDetail?.totalSocialActivityCounts
    return [
      {
        id: p.id,
        type: 'post',
        text,
        createdAtIso: ctx.date(p.publishedAt ?? p.createdAt, 'epoch_ms', 'createdAt'),
        url: p.id ? `https://www.linkedin.com/feed/update/${p.id}/` : undefined,
        author: p.author ? { id: p.author } : undefined,
        metrics: { likes: counts?.numLikes, replies: counts?.numComments, shares: counts?.numShares },
        mentions,
        hashtags,
        links: [p.content?.article?.source],
        parentId: p.reshareContext?.parent,
      },
    ]
  },
})
