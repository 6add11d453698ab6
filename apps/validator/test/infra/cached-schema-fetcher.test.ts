import { AppError } from '@svc/core/errors'
import { describe, expect, it } from 'vitest'
import { cachedSchemaFetcher, SCHEMA_URL_TTL_MS } from '../../src/infra/cached-schema-fetcher.js'

function countingFetcher(answer: (url: string, call: number) => unknown) {
  const calls: string[] = []
  const fetch = async (url: string) => {
    calls.push(url)
    const value = answer(url, calls.length)
    if (value instanceof Error) throw value
    return value
  }
  return { calls, fetch }
}

describe('cachedSchemaFetcher', () => {
  it('fetches a schemaUrl once within the TTL and again after it (through the same guarded fetcher)', async () => {
    let now = 1_000
    const { calls, fetch } = countingFetcher((_, call) => ({ type: 'object', description: `v${call}` }))
    const cached = cachedSchemaFetcher(fetch, { now: () => now })
    expect(await cached('https://schemas.example.com/a.json')).toEqual({ type: 'object', description: 'v1' })
    now += SCHEMA_URL_TTL_MS - 1
    expect(await cached('https://schemas.example.com/a.json')).toEqual({ type: 'object', description: 'v1' })
    expect(calls).toHaveLength(1)
    now += 1
    expect(await cached('https://schemas.example.com/a.json')).toEqual({ type: 'object', description: 'v2' })
    expect(calls).toHaveLength(2)
  })

  it('caches no failure: a blocked or failing URL is fetched (and refused) every time', async () => {
    const { calls, fetch } = countingFetcher(() => new AppError('SCHEMA_URL_BLOCKED', 'blocked'))
    const cached = cachedSchemaFetcher(fetch)
    for (let i = 0; i < 2; i++) {
      await expect(cached('https://10.0.0.1/s.json')).rejects.toMatchObject({ code: 'SCHEMA_URL_BLOCKED' })
    }
    expect(calls).toHaveLength(2)
  })

  it('keeps at most maxEntries URLs and maxTextLength of schema text, oldest out first', async () => {
    const { calls, fetch } = countingFetcher((url) => ({ type: 'string', description: url }))
    const cached = cachedSchemaFetcher(fetch, { maxEntries: 2 })
    for (const name of ['a', 'b', 'c', 'a']) await cached(`https://s.example.com/${name}`)
    expect(calls.map((u) => u.slice(-1))).toEqual(['a', 'b', 'c', 'a'])
    const bySize = countingFetcher(() => ({ type: 'string', description: 'x'.repeat(40) }))
    const small = cachedSchemaFetcher(bySize.fetch, { maxTextLength: 100 })
    // Each schema is 73 characters of JSON: b pushes a out, b is then a hit, a is fetched again.
    for (const name of ['a', 'b', 'b', 'a']) await small(`https://s.example.com/${name}`)
    expect(bySize.calls.map((u) => u.slice(-1))).toEqual(['a', 'b', 'a'])
  })
})
