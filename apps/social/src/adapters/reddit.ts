/**
 * Reddit API things: link `t3` and comment `t1` (`{kind, data}`), alone or in a `Listing`
 * (`data.children`), as /r/{sub}/new, /comments/{id} and /api/info return them.
 * https://www.reddit.com/dev/api (and https://github.com/reddit-archive/reddit/wiki/JSON).
 */
import { decodeEntities, defineAdapter, type NormalizeContext } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { media, mediaList } from './media.js'

interface Thing {
  kind?: string
  data?: RedditData
}
interface RedditData {
  id?: string
  name?: string
  title?: string
  selftext?: string
  selftext_html?: string | null
  body?: string
  body_html?: string
  author?: string
  author_fullname?: string
  subreddit?: string
  created_utc?: number
  score?: number
  num_comments?: number
  permalink?: string
  url?: string
  /** A link post's target (Reddit adds it next to `url` on link posts). */
  url_overridden_by_dest?: string
  is_self?: boolean
  parent_id?: string
  link_id?: string
  post_hint?: string
  children?: Thing[]
  preview?: { images?: { source?: { url?: string; width?: number; height?: number } }[] }
  secure_media?: { reddit_video?: { fallback_url?: string; width?: number; height?: number; duration?: number } } | null
}

/**
 * A link post's target URL. `post_hint` is only present when Reddit made a preview, so a link post is
 * recognized by `is_self: false` too; a self post's `url` is its own permalink and an image or
 * Reddit-hosted video is media, not a link.
 */
function linkTarget(d: RedditData): string | undefined {
  const url = d.url_overridden_by_dest ?? d.url
  if (typeof url !== 'string' || (d.is_self !== false && d.post_hint !== 'link')) return undefined
  if (d.post_hint === 'image' || d.post_hint === 'hosted:video' || d.secure_media?.reddit_video) return undefined
  if (d.permalink && url.replace(/^https?:\/\/(www\.|old\.)?reddit\.com/, '').startsWith(d.permalink)) return undefined
  return url
}

/** Reddit sends `*_html` entity-escaped (`&lt;div class="md"&gt;`): one decode gives the HTML. */
const escapedHtml = (value: string | null | undefined) => (value ? decodeEntities(value) : undefined)

function fromThing(thing: Thing, ctx: NormalizeContext): PostDraft | undefined {
  const d = thing.data
  if (!d || (thing.kind !== 't3' && thing.kind !== 't1')) return undefined
  const comment = thing.kind === 't1'
  const parent = d.parent_id?.replace(/^t[13]_/, '')
  const video = d.secure_media?.reddit_video
  const image = d.preview?.images?.[0]?.source
  return {
    id: d.id,
    type: comment ? (d.parent_id?.startsWith('t1_') ? 'reply' : 'comment') : 'post',
    title: d.title,
    text: comment ? d.body : d.selftext,
    html: escapedHtml(comment ? d.body_html : d.selftext_html),
    createdAtIso: ctx.date(d.created_utc, 'epoch_s', 'created_utc'),
    url: d.permalink ? `https://www.reddit.com${d.permalink}` : undefined,
    author:
      d.author && d.author !== '[deleted]'
        ? { id: d.author_fullname, handle: d.author, profileUrl: `https://www.reddit.com/user/${d.author}` }
        : undefined,
    metrics: { score: d.score, replies: d.num_comments },
    media: mediaList([
      video
        ? media('video', video.fallback_url, { width: video.width, height: video.height, durationSec: video.duration })
        : undefined,
      !video && d.post_hint === 'image'
        ? media('image', d.url ?? image?.url, { width: image?.width, height: image?.height })
        : undefined,
    ]),
    links: comment ? undefined : ((target) => (target ? [target] : undefined))(linkTarget(d)),
    parentId: comment ? parent : undefined,
    threadId: d.link_id?.replace(/^t3_/, ''),
  }
}

export const reddit = defineAdapter<Thing, PostDraft[]>({
  key: 'reddit',
  category: 'social',
  source: {
    object: 'Link (t3), Comment (t1), Listing',
    apiVersion: 'JSON API (2024)',
    docs: 'https://www.reddit.com/dev/api',
  },
  detect: {
    equals: { kind: ['t1', 't3', 'Listing'] },
    required: ['data'],
    bonus: [['data.subreddit', 'data.children.0.data.subreddit']],
  },
  normalize(p, ctx) {
    const things = p.kind === 'Listing' ? (p.data?.children ?? []) : [p]
    return ctx.list<Thing, PostDraft>(things, (t) => fromThing(t, ctx), 'data.children')
  },
})
