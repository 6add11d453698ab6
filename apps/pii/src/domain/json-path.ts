/** JSONPath of a member or item as findings report it: `$.user.email`, `$.items[2]`, `$['first name']`. */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`
  return IDENTIFIER.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key).replace(/^"|"$/g, "'")}]`
}
