/**
 * Telegram Bot API Message (`message_id`, `from`, `chat`, `date` epoch s, `text`/`caption`,
 * `entities` with UTF-16 offsets, `photo` sizes, `video`, `reply_to_message`), bare or in an Update
 * (`message`, `channel_post`). https://core.telegram.org/bots/api#message
 */
import { defineAdapter } from '@svc/normalize-kit'
import type { PostDraft } from '../canonical/post.js'
import { media, mediaList } from './media.js'

interface Entity {
  type?: string
  offset?: number
  length?: number
  url?: string
}
interface Message {
  message_id?: number
  date?: number
  text?: string
  caption?: string
  entities?: Entity[]
  caption_entities?: Entity[]
  from?: { id?: number; username?: string; first_name?: string; last_name?: string; is_bot?: boolean }
  sender_chat?: { id?: number; title?: string; username?: string }
  chat?: { id?: number; type?: string; title?: string; username?: string }
  reply_to_message?: { message_id?: number }
  message_thread_id?: number
  views?: number
  photo?: { file_id?: string; width?: number; height?: number }[]
  video?: { file_id?: string; width?: number; height?: number; duration?: number }
}

/** Entities are UTF-16 offsets into the text, exactly JavaScript string indices. */
function slices(text: string, entities: Entity[] | undefined, type: string): string[] {
  return (entities ?? [])
    .filter((e) => e.type === type)
    .map((e) => text.slice(e.offset ?? 0, (e.offset ?? 0) + (e.length ?? 0)))
}

export const telegram = defineAdapter<Message, PostDraft[]>({
  key: 'telegram',
  category: 'chat',
  source: {
    object: 'Message (or Update)',
    apiVersion: 'Bot API 8.0',
    docs: 'https://core.telegram.org/bots/api#message',
  },
  detect: {
    required: ['message_id', 'chat.type', 'date'],
    bonus: [
      ['from', 'sender_chat'],
      ['text', 'caption'],
    ],
  },
  envelopes: ['message', 'channel_post', 'edited_message', 'edited_channel_post'],
  normalize(m, ctx) {
    const text = m.text ?? m.caption ?? ''
    const entities = m.text !== undefined ? m.entities : m.caption_entities
    const who = m.from ?? m.sender_chat
    const from = m.from
    const biggest = m.photo?.at(-1)
    const publicChat = m.chat?.username
    return [
      {
        id: m.message_id === undefined ? undefined : `${m.chat?.id ?? ''}:${m.message_id}`,
        type: m.reply_to_message ? 'reply' : 'post',
        text,
        createdAtIso: ctx.date(m.date, 'epoch_s', 'date'),
        url: publicChat && m.message_id ? `https://t.me/${publicChat}/${m.message_id}` : undefined,
        author: who && {
          id: ctx.text(who.id),
          handle: who.username,
          displayName: from
            ? [from.first_name, from.last_name].filter(Boolean).join(' ') || undefined
            : m.sender_chat?.title,
          profileUrl: who.username && `https://t.me/${who.username}`,
        },
        metrics: { views: m.views },
        media: mediaList([
          biggest
            ? media('image', `tg://file/${biggest.file_id}`, { width: biggest.width, height: biggest.height })
            : undefined,
          m.video
            ? media('video', `tg://file/${m.video.file_id}`, {
                width: m.video.width,
                height: m.video.height,
                durationSec: m.video.duration,
              })
            : undefined,
        ]),
        entitiesMarked: true,
        mentions: slices(text, entities, 'mention'),
        hashtags: slices(text, entities, 'hashtag'),
        links: [
          ...slices(text, entities, 'url'),
          ...(entities ?? []).filter((e) => e.type === 'text_link').map((e) => e.url),
        ],
        parentId:
          m.reply_to_message?.message_id === undefined
            ? undefined
            : `${m.chat?.id ?? ''}:${m.reply_to_message.message_id}`,
        threadId: ctx.text(m.message_thread_id),
      },
    ]
  },
})
