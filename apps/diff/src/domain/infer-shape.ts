/**
 * The shape of a JSON value: for every path, the set of JSON types seen there and how often.
 * All elements of an array share one child shape (the union of element shapes), so a list of
 * 100,000 records becomes one small tree. The walk uses an explicit stack: no recursion, any depth.
 */
import { ARRAY, OBJECT, typeBit } from './json-types.js'

export interface Shape {
  /** Bit set of the JSON types seen at this path (see json-types.ts). */
  types: number
  /** How many values were seen at this path. */
  count: number
  /** Keys of the objects seen here; present once an object was seen. */
  fields: Map<string, Shape> | undefined
  /** The union shape of all elements of the arrays seen here; absent while only empty arrays were seen. */
  element: Shape | undefined
}

function emptyShape(): Shape {
  return { types: 0, count: 0, fields: undefined, element: undefined }
}

export function inferShape(value: unknown): Shape {
  const root = emptyShape()
  const values: unknown[] = [value]
  const shapes: Shape[] = [root]
  for (let shape = shapes.pop(); shape !== undefined; shape = shapes.pop()) {
    const current = values.pop()
    const type = typeBit(current)
    shape.types |= type
    shape.count++
    if (type === ARRAY) {
      const items = current as unknown[]
      if (items.length === 0) continue
      shape.element ??= emptyShape()
      for (const item of items) {
        values.push(item)
        shapes.push(shape.element)
      }
    } else if (type === OBJECT) {
      const record = current as Record<string, unknown>
      shape.fields ??= new Map()
      const fields = shape.fields
      for (const key of Object.keys(record)) {
        let child = fields.get(key)
        if (child === undefined) {
          child = emptyShape()
          fields.set(key, child)
        }
        values.push(record[key])
        shapes.push(child)
      }
    }
  }
  return root
}
