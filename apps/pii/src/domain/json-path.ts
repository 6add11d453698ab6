/**
 * JSONPath of a member or item as findings report it, in RFC 9535 normalized-path style for odd
 * names: `$.user.email`, `$.items[2]`, `$['first name']`, `$['it\'s']`, `$['']`.
 */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`
  if (IDENTIFIER.test(key)) return `${parent}.${key}`
  const escaped = JSON.stringify(key).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")
  return `${parent}['${escaped}']`
}
