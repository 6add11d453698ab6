/**
 * Authors de-duplicated across posts and buckets: one entry per platform account, found by the
 * platform's id or, failing that, its handle (case-insensitive); later sightings fill members the
 * first one lacked (a tweet with `includes.users` completes one without). An author known only by a
 * display name is not merged with others (two "Alex" on Google Play are not one person).
 */
import type { Author, AuthorDraft } from '../canonical/post.js'
import { asString } from './scalar.js'

export interface AuthorBook {
  /** The author's id for `post.author`, or null when the draft names nobody. */
  add(platform: string, draft: AuthorDraft | undefined, postId: string): string | null
  list(): Author[]
}

const MEMBERS = ['handle', 'displayName', 'profileUrl', 'avatarUrl', 'verified', 'followers'] as const

export function createAuthorBook(): AuthorBook {
  const byId = new Map<string, Author>()
  const byHandle = new Map<string, Author>()
  const all: Author[] = []

  return {
    add(platform, draft, postId) {
      if (!draft || typeof draft !== 'object') return null
      const nativeId = asString(draft.id)
      const handle = asString(draft.handle)?.replace(/^@/, '')
      if (!nativeId && !handle && !asString(draft.displayName)) return null
      const idKey = nativeId && `${platform}\u0000${nativeId}`
      const handleKey = handle && `${platform}\u0000${handle.toLowerCase()}`
      let author = (idKey && byId.get(idKey)) || (handleKey && byHandle.get(handleKey)) || undefined
      if (!author) {
        author = {
          id: `${platform}:${nativeId ?? (handle ? `@${handle}` : `post:${postId}`)}`,
          platform,
          nativeId: nativeId ?? null,
          handle: null,
          displayName: null,
          profileUrl: null,
          avatarUrl: null,
          verified: null,
          followers: null,
        }
        all.push(author)
      }
      if (author.nativeId === null && nativeId) author.nativeId = nativeId
      for (const member of MEMBERS) {
        const value = member === 'handle' ? handle : draft[member]
        if (
          author[member] === null &&
          value !== undefined &&
          value !== '' &&
          !(typeof value === 'number' && !Number.isFinite(value))
        )
          (author as unknown as Record<string, unknown>)[member] = typeof value === 'string' ? value.trim() : value
      }
      if (idKey) byId.set(idKey, author)
      if (handleKey) byHandle.set(handleKey, author)
      return author.id
    },
    list: () => all,
  }
}
