/**
 * Paths of a shape, written as core writes value paths (`data.items`, `["odd key"]`: core's
 * `appendKey`), with `[]` for "every element of this array": `data[].items[].price`. Built one
 * segment at a time because the comparison walks the shape tree, not a list of segments.
 */
export { appendKey as childPath } from '@svc/core/errors'

export const ELEMENT = '[]'

export function elementPath(parent: string): string {
  return parent + ELEMENT
}
