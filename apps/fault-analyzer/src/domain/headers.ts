/**
 * Header access for the analyzer: names are case-insensitive (RFC 9110 §5.1), so both header
 * objects are folded into one lower-cased map; list values are joined with ", " (§5.3).
 */
import type { Headers, HeaderValue } from './types.js'

/** Longest header value echoed back in `signals`. */
const MAX_ECHO = 200

export type HeaderMap = ReadonlyMap<string, string>

export function toHeaderMap(headers: Headers | undefined): HeaderMap {
  const map = new Map<string, string>()
  if (headers === undefined) return map
  for (const name of Object.keys(headers)) {
    const value = toText(headers[name]!)
    const key = name.toLowerCase()
    const previous = map.get(key)
    map.set(key, previous === undefined ? value : `${previous}, ${value}`)
  }
  return map
}

function toText(value: HeaderValue): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return value.map((item) => item.trim()).join(', ')
}

/** The first header present among `names`, as `{ name, value }`. */
export function firstHeader(map: HeaderMap, names: readonly string[]): { name: string; value: string } | undefined {
  for (const name of names) {
    const value = map.get(name)
    if (value !== undefined) return { name, value }
  }
  return undefined
}

/** The first header whose name starts with `prefix`. */
export function headerWithPrefix(map: HeaderMap, prefix: string): { name: string; value: string } | undefined {
  for (const [name, value] of map) if (name.startsWith(prefix)) return { name, value }
  return undefined
}

export function echo(value: string): string {
  return value.length > MAX_ECHO ? `${value.slice(0, MAX_ECHO)}…` : value
}
