/**
 * Nested values <-> flat keys for tabular formats (seed 002 rule 1: dot notation). Arrays are indexed
 * (`tags.0`, `tags.1`) by default, which `unflattenRow` reverses; `join` writes arrays of scalars as one
 * cell. Empty objects and arrays have no leaf and write no column.
 */
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
 * arrays. A key that collides with a leaf already set (`a` and `a.b`) is kept literally.
 */
export function unflattenRow(entries: Iterable<[string, JsonValue]>, separator: string): JsonObject {
  const root: JsonObject = {}
  for (const [key, value] of entries) {
    const path = separator === '' ? [key] : key.split(separator)
    if (!place(root, path, value)) setKey(root, key, value)
  }
  return arraysFromIndexes(root) as JsonObject
}

function place(root: JsonObject, path: string[], value: JsonValue): boolean {
  let node = root
  for (const segment of path.slice(0, -1)) {
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

function arraysFromIndexes(value: JsonValue): JsonValue {
  if (!isObject(value)) return value
  const keys = Object.keys(value)
  for (const key of keys) setKey(value, key, arraysFromIndexes(value[key] as JsonValue))
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index))
  return isList ? keys.map((key) => value[key] as JsonValue) : value
}
