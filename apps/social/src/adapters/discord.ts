/**
 * Discord API Message object (`channel_id`, `author` User, `content`, `timestamp`, `mentions`,
 * `attachments`, `reactions`, `message_reference`, `thread`). https://discord.com/developers/docs/resources/message#message-object
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { media, mediaList } from './media.js'

interface Message {
  id?: string
  channel_id?: string
  guild_id?: string
  content?: string
  timestamp?: string
  author?: { id?: string; username?: string; global_name?: string | null; avatar?: string | null; bot?: boolean }
  mentions?: { id?: string; username?: string }[]
  attachments?: { url?: string; width?: number; height?: number; content_type?: string; duration_secs?: number }[]
  reactions?: { count?: number }[]
  message_reference?: { message_id?: string; channel_id?: string }
  thread?: { id?: string }
}

const kind = (type: string | undefined) =>
  type?.startsWith('video/') ? 'video' : type?.startsWith('audio/') ? 'audio' : type === 'image/gif' ? 'gif' : 'image'

export const discord = defineAdapter<Message, PostDraft[]>({
  key: 'discord',
  category: 'chat',
  source: {
    object: 'Message',
    apiVersion: 'v10',
    docs: 'https://discord.com/developers/docs/resources/message#message-object',
  },
  detect: { required: ['channel_id', 'author.username', 'content', 'timestamp'], bonus: ['attachments', 'mentions'] },
  normalize(m, ctx) {
    const a = m.author
    // `<@id>` / `<@!id>` are Discord's mention markup: shown as @username, as the client does.
    const names = new Map((m.mentions ?? []).map((u) => [u.id, u.username]))
    const text = m.content?.replace(/<@!?(\d+)>/g, (whole, id: string) => (names.has(id) ? `@${names.get(id)}` : whole))
    return [
      {
        id: m.id,
        type: m.message_reference?.message_id ? 'reply' : 'post',
        text,
        createdAtIso: ctx.date(m.timestamp, undefined, 'timestamp'),
        url:
          m.id && m.channel_id
            ? `https://discord.com/channels/${m.guild_id ?? '@me'}/${m.channel_id}/${m.id}`
            : undefined,
        author: a && {
          id: a.id,
          handle: a.username,
          displayName: a.global_name ?? undefined,
          avatarUrl: a.avatar && a.id ? `https://cdn.discordapp.com/avatars/${a.id}/${a.avatar}.png` : undefined,
        },
        metrics: { likes: m.reactions ? m.reactions.reduce((sum, r) => sum + (r.count ?? 0), 0) : undefined },
        media: mediaList(
          (m.attachments ?? []).map((x) =>
            media(kind(x.content_type), x.url, { width: x.width, height: x.height, durationSec: x.duration_secs }),
          ),
        ),
        mentions: m.mentions?.map((u) => u.username),
        parentId: m.message_reference?.message_id,
        threadId: m.thread?.id ?? m.channel_id,
      },
    ]
  },
})
