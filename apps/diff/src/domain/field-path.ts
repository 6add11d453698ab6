/**
 * Paths of a shape, written as core's `formatPath` writes value paths (`data.items`, `["odd key"]`),
 * with `[]` for "every element of this array": `data[].items[].price`. Built one segment at a time
 * because the comparison walks the shape tree, not a list of segments.
 */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

export const ELEMENT = '[]'

export function childPath(parent: string, key: string): string {
  if (!IDENTIFIER.test(key)) return `${parent}[${JSON.stringify(key)}]`
  return parent === '' ? key : `${parent}.${key}`
}

export function elementPath(parent: string): string {
  return parent + ELEMENT
}
