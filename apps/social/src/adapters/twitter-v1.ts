/**
 * Twitter API v1.1 Tweet object (standard v1.1, `tweet_mode=extended`): `id_str`, `full_text`, `user`,
 * `entities` / `extended_entities`; chosen by `platform: "twitter"` with `platformVersion: "1.1"`.
 * https://developer.x.com/en/docs/x-api/v1/data-dictionary/object-model/tweet
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { media, mediaList } from './media.js'

interface V1Media {
  type?: string
  media_url_https?: string
  sizes?: { large?: { w?: number; h?: number } }
  video_info?: { duration_millis?: number; variants?: { url?: string; content_type?: string }[] }
}
interface V1Tweet {
  id_str: string
  full_text?: string
  text?: string
  created_at?: string
  lang?: string
  in_reply_to_status_id_str?: string | null
  favorite_count?: number
  retweet_count?: number
  reply_count?: number
  quote_count?: number
  user?: {
    id_str?: string
    screen_name?: string
    name?: string
    verified?: boolean
    followers_count?: number
    profile_image_url_https?: string
  }
  entities?: {
    hashtags?: { text?: string }[]
    user_mentions?: { screen_name?: string }[]
    urls?: { expanded_url?: string }[]
  }
  extended_entities?: { media?: V1Media[] }
}

/** v1.1 `created_at` is `Wed Oct 10 20:19:24 +0000 2018`; reordered into RFC 2822 for the kit's date reader. */
function createdAt(value: string | undefined): string | undefined {
  const m = value && /^(\w{3}) (\w{3}) (\d{2}) (\d{2}:\d{2}:\d{2}) ([+-]\d{4}) (\d{4})$/.exec(value)
  return m ? `${m[1]}, ${m[3]} ${m[2]} ${m[6]} ${m[4]} ${m[5]}` : value
}

const KIND = { photo: 'image', video: 'video', animated_gif: 'gif' } as const

export const twitterV1 = defineAdapter<V1Tweet, PostDraft[]>({
  key: 'twitter_v1',
  aliases: ['twitter_v1_1'],
  category: 'social',
  source: {
    object: 'Tweet',
    apiVersion: 'v1.1',
    docs: 'https://developer.x.com/en/docs/x-api/v1/data-dictionary/object-model/tweet',
  },
  detect: { required: ['id_str', 'user.screen_name', ['full_text', 'text']], bonus: ['entities', 'favorite_count'] },
  normalize(t, ctx) {
    const mp4 = (m: V1Media) => m.video_info?.variants?.find((v) => v.content_type === 'video/mp4')?.url
    return [
      {
        id: t.id_str,
        type: t.in_reply_to_status_id_str ? 'reply' : 'post',
        text: t.full_text ?? t.text,
        language: t.lang === 'und' ? undefined : t.lang,
        createdAtIso: ctx.date(createdAt(t.created_at), undefined, 'created_at'),
        url: `https://x.com/${t.user?.screen_name ?? 'i/web'}/status/${t.id_str}`,
        author: t.user && {
          id: t.user.id_str,
          handle: t.user.screen_name,
          displayName: t.user.name,
          verified: t.user.verified,
          followers: t.user.followers_count,
          avatarUrl: t.user.profile_image_url_https,
          profileUrl: t.user.screen_name ? `https://x.com/${t.user.screen_name}` : undefined,
        },
        metrics: {
          likes: t.favorite_count,
          shares: (t.retweet_count ?? 0) + (t.quote_count ?? 0),
          replies: t.reply_count,
        },
        media: mediaList(
          (t.extended_entities?.media ?? []).map((m) => {
            const type = KIND[m.type as keyof typeof KIND] ?? 'image'
            const size = {
              width: m.sizes?.large?.w,
              height: m.sizes?.large?.h,
              durationSec: m.video_info?.duration_millis && m.video_info.duration_millis / 1000,
            }
            return media(type, type === 'image' ? m.media_url_https : (mp4(m) ?? m.media_url_https), size)
          }),
        ),
        entitiesMarked: t.entities !== undefined,
        hashtags: t.entities?.hashtags?.map((h) => h.text),
        mentions: t.entities?.user_mentions?.map((m) => m.screen_name),
        links: t.entities?.urls?.map((u) => u.expanded_url),
        parentId: t.in_reply_to_status_id_str ?? undefined,
      },
    ]
  },
})
