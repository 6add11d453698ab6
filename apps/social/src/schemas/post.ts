/** The canonical post, author and reply shapes (OpenAPI; the domain types are in canonical/post.ts). */
import { z } from 'zod'

const Media = z.object({
  type: z.enum(['image', 'video', 'gif', 'audio', 'link']),
  url: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
  durationSec: z.number().optional(),
})

const Rating = z
  .object({
    value: z.number().min(0).max(5),
    original: z.union([z.number(), z.boolean()]),
    scale: z.object({ kind: z.enum(['stars', 'points', 'thumbs']), min: z.number(), max: z.number() }),
  })
  .meta({ description: 'The rating on 0-5 (value / max × 5; thumbs up 5, down 0), with the original value and scale.' })

export const PostShape = z
  .object({
    id: z.string(),
    platform: z.string(),
    type: z.enum(['post', 'comment', 'reply', 'review', 'video', 'story']),
    content: z.object({
      text: z.string().meta({ description: 'Plain text: entities decoded, no HTML.' }),
      html: z.string().optional(),
      language: z.string().optional(),
      title: z.string().optional(),
    }),
    createdAtIso: z.string().nullable(),
    url: z.string().nullable(),
    author: z.string().nullable().meta({ description: 'An `authors[].id`.' }),
    metrics: z.object({
      likes: z.number().nullable(),
      replies: z.number().nullable(),
      shares: z.number().nullable(),
      views: z.number().nullable(),
      score: z.number().nullable(),
      rating: Rating.nullable(),
    }),
    media: z.array(Media),
    mentions: z.array(z.string()),
    hashtags: z.array(z.string()),
    links: z.array(z.string()),
    parentId: z.string().nullable(),
    threadId: z.string().nullable(),
    interpretation: z.object({ method: z.enum(['declared', 'inferred']), adapter: z.string(), confidence: z.number() }),
  })
  .meta({ id: 'Post' })

export const AuthorShape = z
  .object({
    id: z.string(),
    platform: z.string(),
    nativeId: z.string().nullable(),
    handle: z.string().nullable(),
    displayName: z.string().nullable(),
    profileUrl: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    verified: z.boolean().nullable(),
    followers: z.number().nullable(),
  })
  .meta({ id: 'Author' })
