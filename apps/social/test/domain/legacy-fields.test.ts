/** Legacy field versions and under-read vendor fields (fixtures indexed in test/fixtures/SOURCES.md). */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { normalizeSocial } from '../../src/domain/normalize-social.js'

const response = (key: string, file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../responses/${key}/${file}`, import.meta.url), 'utf8'))

describe('Bluesky', () => {
  it("a post view's legacy upvoteCount is its likes", () => {
    const out = normalizeSocial({
      single: true,
      buckets: [{ platform: 'bluesky', items: [response('bluesky', 'post-view-upvote-count.json')] }],
    })
    const [post] = out.posts
    expect(post?.id).toBe('at://did:plc:z72i7hdynmk6r22z27h6tvur/app.bsky.feed.post/3kgmvlyzzem2y')
    expect(post?.metrics.likes).toBe(9800)
    expect(out.errors).toEqual([])
  })
})

describe('Reddit', () => {
  it('a link post without post_hint keeps its permalink and its target URL', () => {
    const out = normalizeSocial({
      single: true,
      buckets: [{ platform: 'reddit', items: [response('reddit', 'link-post.json')] }],
    })
    const [post] = out.posts
    expect(post?.url).toBe('https://www.reddit.com/r/typescript/comments/1c9zq4k/announcing_typescript_55/')
    expect(post?.links).toEqual(['https://devblogs.microsoft.com/typescript/announcing-typescript-5-5/'])
    expect(post?.createdAtIso).toBe('2024-06-18T16:00:00.000Z')
    expect(post?.metrics.likes ?? null).toBeNull()
    expect(out.errors).toEqual([])
  })
})
