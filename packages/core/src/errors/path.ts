/** Paths as every service writes them: `items[3].address.zip`, `["odd key"]`; the root is `""`. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

export function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`
    else if (typeof segment === 'string' && IDENTIFIER.test(segment)) out += out ? `.${segment}` : segment
    else out += `[${JSON.stringify(String(segment))}]`
  }
  return out
}
