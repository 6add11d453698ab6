/**
 * The string the HMAC covers: the canonical base, `?`, then every parameter except `sig` (the
 * caller's own and the constraints) as `name=value`, sorted by name then value in byte order.
 */
import type { QueryParam } from './parse-http-url.js'

function byNameThenValue(a: QueryParam, b: QueryParam): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1
  if (a.value !== b.value) return a.value < b.value ? -1 : 1
  return 0
}

export function canonicalString(base: string, params: readonly QueryParam[]): string {
  const pairs = [...params].sort(byNameThenValue).map((p) => `${p.name}=${p.value}`)
  return `${base}?${pairs.join('&')}`
}
