/**
 * The `yaml` package reads the YAML 1.1 tags it knows into JavaScript types JSON has no place for:
 * each is mapped by one rule (README.md, YAML), never left to JSON.stringify (which writes a Set or a
 * Map as `{}`):
 * - `!!set` (a Set) -> an object whose members are null: YAML's own form of a set, a mapping of nulls;
 * - `!!omap` (a Map) and `!!pairs` -> a list of one-member objects, in order, repeats kept;
 * - `!!binary` (bytes) -> the bytes as standard base64 text on one line;
 * - `!!timestamp` (a Date) -> its ISO 8601 text in UTC.
 * Values shared through aliases stay shared (each object is converted once).
 */
import { isObject, type JsonObject, type JsonValue, setKey } from '../../domain/model.js'

export function toModel(value: unknown, done = new Map<object, JsonValue>()): JsonValue {
  if (value === null || typeof value !== 'object') return value as JsonValue
  const known = done.get(value)
  if (known !== undefined) return known
  let out: JsonValue
  if (value instanceof Uint8Array)
    out = Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64')
  else if (value instanceof Date) out = value.toISOString()
  else if (value instanceof Set) {
    const members: JsonObject = {}
    for (const member of value) setKey(members, keyText(toModel(member, done)), null)
    out = members
  } else if (value instanceof Map) {
    out = [...value].map(([key, item]) => {
      const pair: JsonObject = {}
      setKey(pair, keyText(toModel(key, done)), toModel(item, done))
      return pair
    })
  } else if (Array.isArray(value)) {
    const list: JsonValue[] = []
    done.set(value, list)
    for (const item of value) list.push(toModel(item, done))
    return list
  } else {
    const object: JsonObject = {}
    done.set(value, object)
    for (const key of Object.keys(value)) setKey(object, key, toModel((value as Record<string, unknown>)[key], done))
    return object
  }
  done.set(value, out)
  return out
}

/** A set member or ordered-map key as an object key: text as is, anything else as its JSON. */
function keyText(key: JsonValue): string {
  return typeof key === 'string' ? key : isObject(key) || Array.isArray(key) ? JSON.stringify(key) : String(key)
}
