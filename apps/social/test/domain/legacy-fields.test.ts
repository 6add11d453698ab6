/** Legacy field versions still found in archived vendor data (fixtures indexed in test/fixtures/SOURCES.md). */
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
