/**
 * Nested values <-> flat keys for tabular formats (README.md: dot notation). Arrays are indexed
 * (`tags.0`, `tags.1`) by default, which `unflattenRow` reverses; `join` writes arrays of scalars as one
 * cell. Empty objects and arrays have no leaf and write no column.
 */
import { LIMITS, overLimit } from './limits.js'
import { isObject, type JsonObject, type JsonScalar, type JsonValue, setKey } from './model.js'

export interface FlattenOptions {
  separator: string
  arrays: 'index' | 'join'
  arraySeparator: string
}

export const DEFAULT_FLATTEN: FlattenOptions = { separator: '.', arrays: 'index', arraySeparator: ';' }

/** Calls `emit(key, scalar)` for every leaf of `value` in document order. */
export function flattenInto(
  value: JsonValue,
  prefix: string,
  options: FlattenOptions,
  emit: (key: string, leaf: JsonScalar) => void,
): void {
  if (Array.isArray(value)) {
    if (options.arrays === 'join' && value.every((item) => !isObject(item) && !Array.isArray(item))) {
      emit(prefix, value.map((item) => (item === null ? '' : String(item))).join(options.arraySeparator))
      return
    }
    value.forEach((item, index) => {
      flattenInto(item, join(prefix, String(index), options), options, emit)
    })
    return
  }
  if (isObject(value)) {
    for (const key of Object.keys(value))
      flattenInto(value[key] as JsonValue, join(prefix, key, options), options, emit)
    return
  }
  emit(prefix, value)
}

function join(prefix: string, key: string, options: FlattenOptions): string {
  return prefix === '' ? key : `${prefix}${options.separator}${key}`
}

/**
 * `{ "a.b": 1, "a.c.0": 2 }` -> `{ a: { b: 1, c: [2] } }`. Objects whose keys are exactly 0..n-1 become
 * arrays. A key that collides with a leaf already set (`a` and `a.b`) is kept literally. Iterative, and
 * a key of more than `LIMITS.depth` segments is refused (400 naming the limit) before anything is built.
 */
export function unflattenRow(entries: Iterable<[string, JsonValue]>, separator: string, format = 'csv'): JsonObject {
  const root: JsonObject = {}
  for (const [key, value] of entries) {
    const path = separator === '' ? [key] : key.split(separator)
    if (path.length > LIMITS.depth) throw overLimit(format, 'levels', LIMITS.depth, path.length, ' in one column name')
    if (!place(root, path, value)) setKey(root, key, value)
  }
  return arraysFromIndexes(root) as JsonObject
}

function place(root: JsonObject, path: string[], value: JsonValue): boolean {
  let node = root
  for (let at = 0; at < path.length - 1; at++) {
    const segment = path[at] as string
    const next = Object.hasOwn(node, segment) ? node[segment] : undefined
    if (next === undefined) {
      const child: JsonObject = {}
      setKey(node, segment, child)
      node = child
    } else if (isObject(next)) node = next
    else return false
  }
  const last = path[path.length - 1] as string
  if (Object.hasOwn(node, last)) return false
  setKey(node, last, value)
  return true
}

/** Objects keyed exactly 0..n-1 -> arrays, innermost first, with an explicit stack. */
function arraysFromIndexes(root: JsonValue): JsonValue {
  if (!isObject(root)) return root
  const stack: { node: JsonObject; parent?: JsonObject; key?: string; expanded: boolean }[] = [
    { node: root, expanded: false },
  ]
  let result: JsonValue = root
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as (typeof stack)[number]
    if (!top.expanded) {
      top.expanded = true
      for (const key of Object.keys(top.node)) {
        const child = top.node[key]
        if (isObject(child)) stack.push({ node: child, parent: top.node, key, expanded: false })
      }
      continue
    }
    stack.pop()
    const keys = Object.keys(top.node)
    const isList = keys.length > 0 && keys.every((key, index) => key === String(index))
    const replaced: JsonValue = isList ? keys.map((key) => top.node[key] as JsonValue) : top.node
    if (top.parent && top.key !== undefined) setKey(top.parent, top.key, replaced)
    else result = replaced
  }
  return result
}
