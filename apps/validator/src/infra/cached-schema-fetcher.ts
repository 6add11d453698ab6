/**
 * schemaUrl answers cached by URL for a short time, so a caller sending the same schemaUrl on every request
 * does not pay a fetch each time. Every refetch after the TTL goes through the same fetcher, with the same
 * SSRF rules (HTTPS only, public addresses checked at connect time and on each redirect). Failures are not
 * cached. Bounded by entry count and total schema text; per process, nothing written anywhere.
 */
import type { SchemaFetcher } from './fetch-schema.js'

export interface SchemaUrlCacheOptions {
  /** How long a fetched schema is reused (default 60 s). */
  ttlMs?: number
  maxEntries?: number
  /** Total JSON text of the cached schemas, in UTF-16 code units. */
  maxTextLength?: number
  now?: () => number
}

export const SCHEMA_URL_TTL_MS = 60_000

interface Cached {
  schema: unknown
  textLength: number
  expiresAt: number
}

export function cachedSchemaFetcher(fetchSchema: SchemaFetcher, options: SchemaUrlCacheOptions = {}): SchemaFetcher {
  const { ttlMs = SCHEMA_URL_TTL_MS, maxEntries = 64, maxTextLength = 4_000_000, now = Date.now } = options
  const entries = new Map<string, Cached>()
  let textLength = 0
  const remove = (url: string, entry: Cached) => {
    entries.delete(url)
    textLength -= entry.textLength
  }
  return async (url) => {
    const hit = entries.get(url)
    if (hit && hit.expiresAt > now()) return hit.schema
    if (hit) remove(url, hit)
    const schema = await fetchSchema(url)
    const entry = { schema, textLength: JSON.stringify(schema).length, expiresAt: now() + ttlMs }
    const stale = entries.get(url) // a concurrent request may have fetched it meanwhile
    if (stale) remove(url, stale)
    entries.set(url, entry)
    textLength += entry.textLength
    for (const [oldest, old] of entries) {
      if (entries.size <= maxEntries && textLength <= maxTextLength) break
      remove(oldest, old)
    }
    return schema
  }
}
