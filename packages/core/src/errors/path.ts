/**
 * Paths as every service writes them: `items[3].address.zip`, `["odd key"]`; the root is `""`.
 * The one implementation: `formatPath` for a list of segments (zod issues), `appendKey` and
 * `appendPath` for walks that build a path one step at a time (the consistency and diff checkers).
 */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/** Appends one object key: `a.b`, or `a["odd key"]` when the key is not an identifier. */
export function appendKey(base: string, key: string): string {
  if (!IDENTIFIER.test(key)) return `${base}[${JSON.stringify(key)}]`
  return base === '' ? key : `${base}.${key}`
}

/** Appends a path already written this way (`customer.email`, `["Order ID"]`, `[3]`) to a base path. */
export function appendPath(base: string, path: string): string {
  if (path.startsWith('[') || base === '') return base + path
  return `${base}.${path}`
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`
    else out = appendKey(out, String(segment))
  }
  return out
}
