/**
 * application/x-www-form-urlencoded -> model: `a[b]=1` nests, `a[]=x` and repeated keys make lists,
 * `+` is a space, values are strings. At most 20 levels of brackets and 10,000 pairs.
 */
import { z } from 'zod'
import { invalidInput } from '../../domain/invalid-input.js'
import { isObject, type JsonObject, type JsonValue, setKey } from '../../domain/model.js'
import { defineReader } from '../format.js'

const MAX_DEPTH = 20
const MAX_PAIRS = 10_000

export const queryStringReader = defineReader({
  key: 'query-string',
  input: 'text',
  mediaTypes: ['application/x-www-form-urlencoded'],
  extensions: [],
  options: z.strictObject({}),
  read(text) {
    const pairs = text.trim().replace(/^\?/, '').split('&').filter(Boolean)
    if (pairs.length > MAX_PAIRS) throw invalidInput('query-string', `more than ${MAX_PAIRS} parameters`)
    const root: JsonObject = {}
    pairs.forEach((pair, index) => {
      const eq = pair.indexOf('=')
      const key = decode(eq === -1 ? pair : pair.slice(0, eq), index)
      const value = eq === -1 ? '' : decode(pair.slice(eq + 1), index)
      assign(root, toPath(key), value)
    })
    return listsFromIndexes(root)
  },
})

function decode(part: string, index: number): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '))
  } catch {
    throw invalidInput('query-string', 'malformed percent-encoding', { at: `parameter ${index + 1}` })
  }
}

/** `a[b][]` -> ['a', 'b', '']; a key whose brackets do not balance is one literal name. */
function toPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(key)
  if (!match) return [key]
  const segments = [
    match[1] as string,
    ...[...(match[2] as string).matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] as string),
  ]
  if (segments.length > MAX_DEPTH + 1) throw invalidInput('query-string', `keys nest more than ${MAX_DEPTH} levels`)
  return segments
}

function assign(root: JsonObject, path: string[], value: string): void {
  let node = root
  for (let i = 0; i < path.length - 1; i++) {
    const segment = path[i] === '' ? String(Object.keys(node).length) : (path[i] as string)
    const next = Object.hasOwn(node, segment) ? node[segment] : undefined
    if (isObject(next)) node = next
    else if (next === undefined) {
      const child: JsonObject = {}
      setKey(node, segment, child)
      node = child
    } else {
      setKey(root, path.join('.'), value)
      return
    }
  }
  const last = path[path.length - 1] as string
  const key = last === '' ? String(Object.keys(node).length) : last
  const existing = Object.hasOwn(node, key) ? node[key] : undefined
  if (existing === undefined) setKey(node, key, value)
  else if (Array.isArray(existing)) existing.push(value)
  else if (typeof existing === 'string') setKey(node, key, [existing, value])
}

function listsFromIndexes(value: JsonValue): JsonValue {
  if (!isObject(value)) return value
  const keys = Object.keys(value)
  for (const key of keys) setKey(value, key, listsFromIndexes(value[key] as JsonValue))
  return keys.length > 0 && keys.every((key, i) => key === String(i))
    ? keys.map((key) => value[key] as JsonValue)
    : value
}
